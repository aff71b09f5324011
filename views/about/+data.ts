import type { PageContextServer } from 'vike/types'
import { imageUrl } from '../../src/lib/image-url'
import { SITE_IMAGES } from '../../src/lib/site-images'
import { contentPageData } from '../../src/content/content-page-data.server'
import { siteRatingSummary } from '../../src/reviews/ratings.server'

export async function data(pageContext: PageContextServer) {
  // In the page's data, so that its library alt text and size are looked up with the page (ADR 051).
  const [content, rating] = await Promise.all([contentPageData(pageContext, 'about'), siteRatingSummary()])
  return { ...content, rating, officeImage: imageUrl(SITE_IMAGES.aboutOffice) }
}

export type AboutData = Awaited<ReturnType<typeof data>>
