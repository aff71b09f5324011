import { findCategory, findPost, listCategories, listPosts, listRelatedPosts } from '../blog/blog.service'
import { getContentPage } from '../content/content-pages.service'
import { findDestination, listDestinations, listPopularDestinations } from '../destinations/destinations.service'
import { listFaq } from '../faq/faq.service'
import { listActiveBanners } from '../hero-banners/hero-banners.service'
import { isPendingToken, isValidUnsubscribeToken } from '../newsletter/newsletter.service'
import { findSeoRecord, getSeoRecord } from '../seo/seo.service'
import { getDashboard } from '../admin/dashboard.service'
import { getAnalyticsConfig } from '../settings/api-keys.service'
import { getSiteSettings } from '../settings/settings.service'
import { getRatingSummary, listTestimonials } from '../testimonials/testimonials.service'
import { findTripTypeByName, listTripTypes } from '../trip-types/trip-types.service'
import { listTripTypesForAdmin, tripTypeFormValues } from '../trip-types/trip-types.admin'
import { findBooking } from '../transfers/bookings.service'
import { getTransferCatalog, quoteFromInput } from '../transfers/transfers.service'
import { findTrip, listPopularTrips, listRelatedTrips, listTrips, listTripsAtDestination, listTripsByType } from '../trips/trips.service'

/**
 * The domain services, handed to Vike pages through pageContext.services so page
 * `+data` hooks and /api routes call the very same functions (and the server keeps one
 * database handle, one cache, one of everything).
 */
export const services = {
  admin: { dashboard: getDashboard },
  apiKeys: { analytics: getAnalyticsConfig },
  banners: { listActive: listActiveBanners },
  blog: { listPosts, findPost, listRelated: listRelatedPosts, listCategories, findCategory },
  content: { getPage: getContentPage },
  destinations: { listPopular: listPopularDestinations, list: listDestinations, find: findDestination },
  faq: { list: listFaq },
  newsletter: { isPendingToken, isValidUnsubscribeToken },
  seo: { get: getSeoRecord, find: findSeoRecord },
  settings: { site: getSiteSettings },
  testimonials: { list: listTestimonials, ratingSummary: getRatingSummary },
  tripTypes: { list: listTripTypes, findByName: findTripTypeByName, adminList: listTripTypesForAdmin, formValues: tripTypeFormValues },
  transfers: { catalog: getTransferCatalog, quote: quoteFromInput, findBooking },
  trips: { listPopular: listPopularTrips, listByType: listTripsByType, list: listTrips, find: findTrip, related: listRelatedTrips, atDestination: listTripsAtDestination },
}

export type Services = typeof services
