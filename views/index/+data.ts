import type { PageContextServer } from 'vike/types'
import { HOME_TESTIMONIALS } from '../../src/testimonials/testimonials.schema'
import { PopularTripsQuerySchema } from '../../src/trips/trips.schema'
import { pageHead } from '../../src/seo/page-head'
import { faqPageJsonLd } from '../../src/seo/json-ld'

export async function data(pageContext: PageContextServer) {
  const { services, lng, t, query } = pageContext
  const activeTypeId = PopularTripsQuerySchema.parse(query).type ?? null
  const [banners, tripTypes, destinations, trips, testimonials, faq] = await Promise.all([
    services.banners.listActive(lng),
    services.tripTypes.list(lng),
    services.destinations.listPopular(lng),
    services.trips.listPopular(lng),
    services.testimonials.list(lng, HOME_TESTIMONIALS),
    services.faq.list('transfers', lng),
  ])
  const head = await pageHead(pageContext, 'home', {
    fallback: { title: t('home:hero.title'), description: t('home:hero.description') },
    image: banners[0] ? `${banners[0].image}?width=1200&height=630&format=jpeg` : undefined,
    jsonLd: [faqPageJsonLd(faq)],
  })
  return { head, banners, tripTypes, destinations, trips, testimonials, faq, activeTypeId }
}

export type HomeData = Awaited<ReturnType<typeof data>>
