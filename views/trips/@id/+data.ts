import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { languageUrl } from '../../../src/seo/head'
import { breadcrumbJsonLd } from '../../../src/seo/json-ld'
import { pageHead } from '../../../src/seo/page-head.server'
import { canSendMail } from '../../../src/settings/email-settings.server'
import { touristTripJsonLd } from '../../../src/seo/tourism-json-ld'
import { parseId } from '../../../src/lib/params'
import { truncate } from '../../../src/i18n/format'
import { optimizedUrl } from '../../../src/lib/image-url'
import { foundOr404 } from '../../../src/lib/found-or-404'
import { findTrip, listRelatedTrips } from '../../../src/trips/trips.server'
import { TRIP_CONTENT } from '../../../src/trips/trips.content'
import { enquiryReferenceOf } from '../../../src/trip-bookings/trip-enquiries.server'
import { EnquiryPrefillSchema } from '../../../src/trip-bookings/trip-enquiries.schema'
import { tripBookingSection } from '../../../src/trip-bookings/booking-section.server'
import { scheduleSummary } from '../../../src/departures/availability.server'
import { tripReviews } from '../../../src/reviews/reviews.server'
import { itineraryTimes } from '../../../src/trips/itinerary-times'

/** Where a refused booking re-renders this page (the booking form's own address, views/trips/@id/book). */
const BOOKING_PAGE_ID = '/views/trips/@id/book'

export async function data(pageContext: PageContextServer) {
  const { lng, t, publicUrl, routeParams, query, form, user } = pageContext
  const id = parseId(routeParams.id)
  if (id === null) throw render(404)
  // A draft is a 404 to visitors; staff who edit trips preview it (docs/decisions/043).
  const preview = user !== null && (TRIP_CONTENT.admin.roles as readonly string[]).includes(user.role)
  const trip = await foundOr404(findTrip(lng, id, { drafts: preview }))
  // The page has two forms; a refused POST sent one of them back. That one owns the values, the
  // messages, the error summary and the focus; the other shows as on a plain visit (ADR 049, addendum).
  const sentForm = !form ? null : pageContext.pageId === BOOKING_PAGE_ID ? 'booking' : 'enquiry'
  // After the redirect of a stored enquiry (POST/redirect/GET) its reference; a re-shown form wins.
  const prefill = EnquiryPrefillSchema.parse(query)
  // The page's parts are independent of each other: asked for at once.
  const [related, schedule, reviews, enquiryReference, booking] = await Promise.all([
    listRelatedTrips(lng, trip),
    scheduleSummary(trip.id, lng),
    tripReviews(trip.id, lng, Number.parseInt(query.reviews ?? '1', 10) || 1),
    form ? null : enquiryReferenceOf(trip.id, prefill.enquiry),
    tripBookingSection(pageContext.appContext.secrets, trip.id, { lng, date: query.date, form: sentForm === 'booking' ? form : undefined }),
  ])
  // The itinerary's clock times, or its steps from the start when the trip leaves at other times too.
  const itinerary = itineraryTimes(trip.itinerary, schedule.flatMap((line) => line.times), t)
  const path = `/trips/${trip.id}`
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('nav.trips'), path: '/trips' }, { name: trip.name }]
  const head = await pageHead(pageContext, null, {
    fallback: { title: trip.name, description: truncate(trip.description, 160) },
    image: optimizedUrl(trip.image, { width: 1200, height: 630, format: 'jpeg' }),
    imageAlt: trip.name,
    // Only a published trip is for search engines: an archived one keeps its page (old links, a notice) unlisted.
    robots: trip.status === 'published' ? undefined : 'noindex, follow',
    jsonLd: [touristTripJsonLd({ ...trip, itinerary: trip.itinerary.map((step, i) => ({ ...step, time: itinerary.times[i]!.label })) }, publicUrl, languageUrl(publicUrl, path, lng), reviews), breadcrumbJsonLd(crumbs, publicUrl, lng)],
  })
  // A stored enquiry's notice says whether its acknowledgement e-mail is on its way.
  const canSendMailNow = enquiryReference ? await canSendMail(pageContext.appContext) : false
  return { head, crumbs, trip, itinerary, related, enquiry: { reference: enquiryReference, prefill, canSendMail: canSendMailNow }, schedule, reviews, booking, sentForm }
}

export type TripData = Awaited<ReturnType<typeof data>>
