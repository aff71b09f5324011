import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageHead } from '../../../../src/seo/page-head.server'
import { canSendMail } from '../../../../src/settings/email-settings.server'
import { participantsReadIn } from '../../../../src/trip-bookings/participant-labels.server'
import { findTripBooking, tripBookingView } from '../../../../src/trip-bookings/trip-bookings.server'
import { tripBookingPath, tripDocumentPath, verifyTripBookingToken } from '../../../../src/trip-bookings/trip-booking-token'

const CHECKOUT = ['success', 'cancelled', 'unavailable'] as const

/** /trips/booking/confirmation?ref&token: where the form and Stripe send the visitor; it only reads the booking's state. */
export async function data(pageContext: PageContextServer) {
  const { t, lng, query, appContext } = pageContext
  const ref = query.ref ?? ''
  if (!verifyTripBookingToken(appContext.secrets, ref, query.token ?? '')) throw render(404)
  const row = await findTripBooking(ref)
  if (!row) throw render(404)
  const view = tripBookingView(row, lng)
  const booking = { ...view, participants: await participantsReadIn(view, lng) }
  const title = t(`trips:booking.confirmation.titles.${booking.status}`)
  const head = await pageHead(pageContext, null, { fallback: { title, description: title }, robots: 'noindex, nofollow' })
  const signed = `ref=${encodeURIComponent(booking.reference)}&token=${encodeURIComponent(query.token!)}`
  const checkout = CHECKOUT.find((c) => c === query.checkout) ?? null
  const holdOpen = booking.status === 'pending_payment' && (!booking.holdExpiresAt || new Date(booking.holdExpiresAt).getTime() > Date.now())
  return {
    head,
    crumbs: [{ name: t('nav.home'), path: '/' }, { name: t('nav.trips'), path: '/trips' }, { name: title }],
    title,
    booking,
    checkout,
    /** The payment can be tried again while the seats are held. */
    payPath: holdOpen ? `/trips/booking/pay?${signed}` : null,
    bookingPath: tripBookingPath(appContext.secrets, booking.reference),
    voucherPath: tripDocumentPath(appContext.secrets, booking.reference, 'voucher.pdf'),
    calendarPath: tripDocumentPath(appContext.secrets, booking.reference, 'calendar.ics'),
    /** Whether the booking's e-mails can go out now: the page says they are on their way, or what to keep instead. */
    canSendMail: await canSendMail(appContext),
  }
}

export type TripConfirmationData = Awaited<ReturnType<typeof data>>
