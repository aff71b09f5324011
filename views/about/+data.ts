import type { PageContextServer } from 'vike/types'
import { contentPageData } from '../../src/content/content-page-data.server'
import { siteRatingSummary } from '../../src/reviews/ratings.server'

export async function data(pageContext: PageContextServer) {
  const [content, rating] = await Promise.all([contentPageData(pageContext, 'about'), siteRatingSummary()])
  return { ...content, rating }
}

export type AboutData = Awaited<ReturnType<typeof data>>
