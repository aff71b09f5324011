import type { PageContextServer } from 'vike/types'
import { topLevelCrumbs } from '../../src/content/content-page-data.server'
import { breadcrumbJsonLd } from '../../src/seo/json-ld'
import { pageHead } from '../../src/seo/page-head.server'
import { siteRatingSummary } from '../../src/reviews/ratings.server'
import { listTestimonials } from '../../src/testimonials/testimonials.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, publicUrl } = pageContext
  const [testimonials, rating] = await Promise.all([listTestimonials(lng), siteRatingSummary()])
  const crumbs = topLevelCrumbs(pageContext, t('testimonialsPage.title'))
  // No Review/AggregateRating markup: reviews a business collects about itself are
  // "self-serving" for Google, which ignores them and may flag the page.
  const head = await pageHead(pageContext, 'testimonials', {
    fallback: { title: t('testimonialsPage.title'), description: t('testimonialsPage.intro') },
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  return { head, testimonials, rating, crumbs }
}

export type TestimonialsData = Awaited<ReturnType<typeof data>>
