import type { PageContextServer } from 'vike/types'
import { optimizedUrl } from '../../src/lib/image-url'
import { HOME_TESTIMONIALS } from '../../src/testimonials/testimonials.schema'
import { PopularTripsQuerySchema } from '../../src/trips/trips.schema'
import { pageHead } from '../../src/seo/page-head.server'
import { listActiveBanners } from '../../src/hero-banners/hero-banners.server'
import { listTripTypes } from '../../src/trip-types/trip-types.server'
import { listPopularDestinations } from '../../src/destinations/destinations.server'
import { listPopularTrips } from '../../src/trips/trips.server'
import { listTestimonials } from '../../src/testimonials/testimonials.server'
import { listFaq } from '../../src/faq/faq.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query } = pageContext
  const activeTypeId = PopularTripsQuerySchema.parse(query).type ?? null
  const [banners, tripTypes, destinations, trips, testimonials, faq] = await Promise.all([
    listActiveBanners(lng),
    listTripTypes(lng),
    listPopularDestinations(lng),
    listPopularTrips(lng),
    listTestimonials(lng, HOME_TESTIMONIALS),
    listFaq('transfers', lng),
  ])
  const head = await pageHead(pageContext, 'home', {
    fallback: { title: t('home:hero.title'), description: t('home:hero.description') },
    image: banners[0] ? optimizedUrl(banners[0].image, { width: 1200, height: 630, format: 'jpeg' }) : undefined,
  })
  return { head, banners, tripTypes, destinations, trips, testimonials, faq, activeTypeId }
}

export type HomeData = Awaited<ReturnType<typeof data>>
