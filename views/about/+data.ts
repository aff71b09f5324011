import type { PageContextServer } from 'vike/types'
import { contentPageData } from '../../src/content/content-page-data.server'
import { getRatingSummary } from '../../src/testimonials/testimonials.server'

export async function data(pageContext: PageContextServer) {
  const [content, rating] = await Promise.all([contentPageData(pageContext, 'about'), getRatingSummary()])
  return { ...content, rating }
}

export type AboutData = Awaited<ReturnType<typeof data>>
