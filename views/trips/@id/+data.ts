import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { languageUrl } from '../../../src/seo/head'
import { breadcrumbJsonLd } from '../../../src/seo/json-ld'
import { pageHead } from '../../../src/seo/page-head.server'
import { touristTripJsonLd } from '../../../src/seo/tourism-json-ld'
import { parseId } from '../../../src/lib/params'
import { truncate } from '../../../src/i18n/format'
import { optimizedUrl } from '../../../src/lib/image-url'
import { foundOr404 } from '../../../src/lib/found-or-404'
import { findTrip, listRelatedTrips } from '../../../src/trips/trips.server'
import { tripBookingSection } from '../../../src/trip-bookings/booking-section.server'
import { scheduleSummary } from '../../../src/departures/availability.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, publicUrl, routeParams, query, form } = pageContext
  const id = parseId(routeParams.id)
  if (id === null) throw render(404)
  const trip = await foundOr404(findTrip(lng, id))
  const related = await listRelatedTrips(lng, trip)
  const schedule = await scheduleSummary(trip.id, lng)
  const path = `/trips/${trip.id}`
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('nav.trips'), path: '/trips' }, { name: trip.name }]
  const head = await pageHead(pageContext, null, {
    fallback: { title: trip.name, description: truncate(trip.description, 160) },
    image: optimizedUrl(trip.image, { width: 1200, height: 630, format: 'jpeg' }),
    imageAlt: trip.name,
    jsonLd: [touristTripJsonLd(trip, publicUrl, languageUrl(publicUrl, path, lng)), breadcrumbJsonLd(crumbs, publicUrl)],
  })
  // After the redirect of a stored enquiry (POST/redirect/GET); a re-shown form wins.
  const enquirySent = query.enquiry === 'sent' && !form
  const booking = await tripBookingSection(pageContext.appContext.secrets, trip.id, { lng, date: query.date, form })
  return { head, crumbs, trip, related, enquirySent, schedule, booking }
}

export type TripData = Awaited<ReturnType<typeof data>>
