import type { PageContextServer } from 'vike/types'
import { blogPostData } from '../../../src/blog/blog-page-data.server'

export async function data(pageContext: PageContextServer) {
  return blogPostData(pageContext)
}
