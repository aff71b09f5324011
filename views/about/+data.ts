import type { PageContextServer } from 'vike/types'
import { imageUrl } from '../../src/lib/image-url'
import { contentPageData } from '../../src/content/content-page-data.server'
import { siteRatingSummary } from '../../src/reviews/ratings.server'

/** In the page's data, so that its library alt text and size are looked up with the page (ADR 051). */
const OFFICE_IMAGE = 'demo/harbour-town.jpg'

export async function data(pageContext: PageContextServer) {
  const [content, rating] = await Promise.all([contentPageData(pageContext, 'about'), siteRatingSummary()])
  return { ...content, rating, officeImage: imageUrl(OFFICE_IMAGE) }
}

export type AboutData = Awaited<ReturnType<typeof data>>
