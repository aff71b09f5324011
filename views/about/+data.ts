import type { PageContextServer } from 'vike/types'
import { contentPageData } from '../../src/content/content-page-data'

export async function data(pageContext: PageContextServer) {
  const [content, rating] = await Promise.all([contentPageData(pageContext, 'about'), pageContext.services.testimonials.ratingSummary()])
  return { ...content, rating }
}

export type AboutData = Awaited<ReturnType<typeof data>>
