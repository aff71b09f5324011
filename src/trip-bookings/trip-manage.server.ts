import { hasTripReceipt } from './trip-booking-summary'
import type { Language } from '../i18n/languages'
import type { AppSecrets } from '../lib/secrets'
import { localParts } from '../lib/island-time'
import { offeredDepartures, type OfferedDeparture } from './booking-departures.server'
import { cancellationTerms, type CancellationTerms } from './cancellation-policy'
import { tripBookingPath, tripDocumentPath, verifyTripBookingToken } from './trip-booking-token'
import { participantsReadIn } from './participant-labels.server'
import { loadTripBooking, tripBookingView, type TripBookingView } from './trip-bookings.server'
import { TripBookingModel } from './trip-bookings.model'
import { TRIP_SUBJECT } from './trip-payments.server'
import { refundableToCard } from '../payments/payments.server'

// What the customer's own page of a trip booking shows (/trips/booking?ref=&token=): the booking,
// its terms now (cancel, refund, change of date) and the other dates it can move to.

/** How far ahead the change-of-date list looks, and how many dates it shows. */
const MOVE_HORIZON_DAYS = 120
const MOVE_LIST_LIMIT = 40

export interface ManagedBooking extends TripBookingView {
  departureStatus: 'open' | 'closed'
  /** The trip's sales cut-off (hours before a departure): a new date must be beyond it. */
  cutoffHours: number
  closedReason: string | null
  /** What the booking's card payments can still give back (the rest of what is held went to the office by hand). */
  toCardCents: number
  terms: Omit<CancellationTerms, 'freeUntil' | 'changeDateUntil'> & { freeUntil: string | null; changeDateUntil: string | null }
  /** The signed address of this page (its forms post back to it). */
  path: string
  /** The voucher and calendar file, for a confirmed booking. */
  documents: { voucher: string; calendar: string } | null
  /** The payment receipt, once money has changed hands (a cancelled and refunded booking too). */
  receipt: string | null
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)


/**
 * The booking behind a signed link, in `lng`; null for a wrong or forged link and for a
 * reference that does not exist alike (the page answers 404 for both).
 */
export async function managedBooking(secrets: AppSecrets, reference: string, token: string, lng: Language, now = new Date()): Promise<ManagedBooking | null> {
  if (!verifyTripBookingToken(secrets, reference, token)) return null
  const row = await loadTripBooking({ reference })
  if (!row) return null
  const view = tripBookingView(row, lng)
  const terms = cancellationTerms(row.trip, row.departure, row, now)
  return {
    ...view,
    participants: await participantsReadIn(view, lng),
    toCardCents: await refundableToCard({ type: TRIP_SUBJECT, id: row.id }),
    departureStatus: row.departure.status,
    cutoffHours: row.trip.cutoffHours,
    closedReason: row.departure.closedReason,
    terms: { ...terms, freeUntil: iso(terms.freeUntil), changeDateUntil: iso(terms.changeDateUntil) },
    path: tripBookingPath(secrets, row.reference),
    documents: row.status === 'confirmed' ? { voucher: tripDocumentPath(secrets, row.reference, 'voucher.pdf'), calendar: tripDocumentPath(secrets, row.reference, 'calendar.ics') } : null,
    receipt: hasTripReceipt(row) ? tripDocumentPath(secrets, row.reference, 'receipt.pdf') : null,
  }
}

/**
 * The departures a booking can move to: the same trip, open, beyond the trip's sales cut-off,
 * with seats for the whole party (shared resources counted once), soonest first.
 */
export async function moveOptions(booking: Pick<ManagedBooking, 'tripId' | 'departureId' | 'seats'>, now = new Date()): Promise<OfferedDeparture[]> {
  const to = new Date(now.getTime() + MOVE_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10)
  const offered = await offeredDepartures(booking.tripId, { from: localParts(now).date, to }, now)
  return offered.filter((d) => d.id !== booking.departureId && d.seatsLeft >= Math.max(1, booking.seats)).slice(0, MOVE_LIST_LIMIT)
}

/** The reference of a booking made with this e-mail, for the look-up form (the e-mail in any case). */
export async function lookupTripBooking(reference: string, email: string): Promise<string | null> {
  const row = await TripBookingModel.query().where({ reference }).whereRaw('lower(customer_email) = ?', [email.trim().toLowerCase()]).first()
  return row?.reference ?? null
}
