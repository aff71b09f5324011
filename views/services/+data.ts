import type { PageContextServer } from 'vike/types'
import { contentPageData } from '../../src/content/content-page-data.server'

export async function data(pageContext: PageContextServer) {
  return contentPageData(pageContext, 'services')
}
