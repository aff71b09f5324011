import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageHead } from '../../../src/seo/page-head.server'
import { findReviewableBooking } from '../../../src/reviews/reviews.server'

const SENT = ['received', 'updated', 'published'] as const

/** /trips/review?ref=&token=: the review form of a travelled booking (the request e-mail's link). */
export async function data(pageContext: PageContextServer) {
  const { lng, t, query, form, appContext } = pageContext
  const booking = await findReviewableBooking(appContext.secrets, query.ref ?? '', query.token ?? '', lng)
  // A wrong or forged link shows nothing, the same way for a reference that does not exist.
  if (!booking) throw render(404)
  const title = t('trips:reviews.form.title')
  const head = await pageHead(pageContext, null, { fallback: { title, description: t('trips:reviews.form.intro', { trip: booking.tripName }) }, robots: 'noindex, nofollow' })
  const sent = !form && (SENT as readonly string[]).includes(query.sent ?? '') ? (query.sent as (typeof SENT)[number]) : null
  const crumbs = [{ name: t('nav.home'), path: '/' }, { name: t('nav.trips'), path: '/trips' }, { name: booking.tripName, path: `/trips/${booking.tripId}` }, { name: title }]
  return { head, crumbs, title, booking, sent, action: `/trips/review?${new URLSearchParams({ ref: query.ref ?? '', token: query.token ?? '' })}` }
}

export type ReviewPageData = Awaited<ReturnType<typeof data>>
