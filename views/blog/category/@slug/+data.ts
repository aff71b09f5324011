import type { PageContextServer } from 'vike/types'
import { blogListData } from '../../../../src/blog/blog-page-data.server'

export async function data(pageContext: PageContextServer) {
  return blogListData(pageContext, { byCategory: true })
}
