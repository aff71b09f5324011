import { listPopularDestinations } from '../destinations/destinations.service'
import { listFaq } from '../faq/faq.service'
import { listActiveBanners } from '../hero-banners/hero-banners.service'
import { findSeoRecord, getSeoRecord } from '../seo/seo.service'
import { getSiteSettings } from '../settings/settings.service'
import { listTestimonials } from '../testimonials/testimonials.service'
import { listTripTypes } from '../trip-types/trip-types.service'
import { listPopularTrips } from '../trips/trips.service'

/**
 * The domain services, handed to Vike pages through pageContext.services so page
 * `+data` hooks and /api routes call the very same functions (and the server keeps one
 * database handle, one cache, one of everything).
 */
export const services = {
  banners: { listActive: listActiveBanners },
  destinations: { listPopular: listPopularDestinations },
  faq: { list: listFaq },
  seo: { get: getSeoRecord, find: findSeoRecord },
  settings: { site: getSiteSettings },
  testimonials: { list: listTestimonials },
  tripTypes: { list: listTripTypes },
  trips: { listPopular: listPopularTrips },
}

export type Services = typeof services
