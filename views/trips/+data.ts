import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { breadcrumbJsonLd } from '../../src/seo/json-ld'
import { pageHead } from '../../src/seo/page-head.server'
import { itemListJsonLd } from '../../src/seo/tourism-json-ld'
import { TripsQuerySchema } from '../../src/trips/trips.schema'
import { listTrips } from '../../src/trips/trips.server'
import { tripsWithSeatsOn } from '../../src/departures/availability.server'
import { listTripTypes } from '../../src/trip-types/trip-types.server'
import { tripsMatching } from '../../src/search/search.server'

export async function data(pageContext: PageContextServer) {
  const { lng, t, query, publicUrl } = pageContext
  const parsed = TripsQuerySchema.parse(query)
  const [withSeatsOnDate, matchingText] = await Promise.all([tripsWithSeatsOn(parsed.date), tripsMatching(parsed.q)])
  const [result, tripTypes] = await Promise.all([listTrips(lng, parsed, { withSeatsOnDate, matchingText }), listTripTypes(lng)])
  const { filters, page } = result
  // A page past the last is not a page (as on the blog): a crawler or an old link gets a 404, not a copy of the last page.
  if (parsed.page > result.pageCount) throw render(404)
  const filtered = Boolean(filters.destination || filters.type || filters.duration || filters.q || filters.date)
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('nav.trips') }]
  const head = await pageHead(pageContext, 'trips', {
    fallback: { title: t('trips:title'), description: t('trips:intro') },
    // A filtered list points at the whole catalogue; only its further pages are pages of their own.
    path: !filtered && page > 1 ? `/trips?page=${page}` : '/trips',
    // Search results are not worth indexing (endless variations of the same trips).
    robots: filters.q ? 'noindex, follow' : undefined,
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng), itemListJsonLd(result.trips.map((trip) => ({ name: trip.name, path: `/trips/${trip.id}` })), publicUrl, lng)],
  })
  return { head, crumbs, result, tripTypes }
}

export type TripsData = Awaited<ReturnType<typeof data>>
