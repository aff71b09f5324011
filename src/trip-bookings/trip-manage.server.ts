import { TripDepartureModel } from '../departures/departures.model'
import { seatsLeftOf } from '../departures/seats.server'
import { translate } from '../i18n/translatable'
import type { Language } from '../i18n/languages'
import type { AppSecrets } from '../lib/secrets'
import { TripModel } from '../trips/trips.model'
import { cancellationTerms, type CancellationTerms } from './cancellation-policy'
import { tripBookingPath, verifyTripToken } from './manage-link'
import { TripBookingModel, type BookedParticipants, type TripBookingStatus, type TripPaymentMethod, type TripPaymentStatus } from './trip-bookings.model'

// What the customer's own page of a trip booking shows (/trips/booking?ref=&token=): the booking,
// its terms now (cancel, refund, change of date) and the other dates it can move to.

const HOUR = 3_600_000
/** How far ahead the change-of-date list looks. */
const MOVE_HORIZON_DAYS = 120
const MOVE_LIST_LIMIT = 40

export interface MoveOption {
  id: number
  date: string
  time: string
  startsAt: string
  seatsLeft: number
}

export interface ManagedBooking {
  reference: string
  status: TripBookingStatus
  trip: { id: number; name: string; image: string }
  departure: { id: number; date: string; time: string; startsAt: string; status: 'open' | 'closed'; closedReason: string | null }
  meetingPoint: string
  mapUrl: string | null
  participants: BookedParticipants[]
  seats: number
  currency: string
  totalCents: number
  paidCents: number
  refundedCents: number
  onlineDueCents: number
  /** Still to pay online now (a checkout the customer can start). */
  payOnlineCents: number
  /** Left to pay on the day (the balance after a deposit, or all of it). */
  dueOnDayCents: number
  paymentMethod: TripPaymentMethod
  paymentStatus: TripPaymentStatus
  customerName: string
  freeCancellationHours: number | null
  terms: Omit<CancellationTerms, 'freeUntil' | 'changeDateUntil'> & { freeUntil: string | null; changeDateUntil: string | null }
  /** The signed address of this page (forms post back to it). */
  path: string
  /** The voucher and calendar file, for a confirmed booking. */
  documents: { voucher: string; calendar: string } | null
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/** A search on the map for the meeting point (no coordinates are stored). */
export function meetingPointMapUrl(meetingPoint: string): string | null {
  return meetingPoint.trim() ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${meetingPoint.trim()}, Menorca`)}` : null
}

/**
 * The booking behind a signed link, in `lng`; null for a wrong or forged link and for a
 * reference that does not exist alike (the page answers 404 for both).
 */
export async function managedBooking(secrets: AppSecrets, reference: string, token: string, lng: Language, now = new Date()): Promise<ManagedBooking | null> {
  if (!verifyTripToken(secrets, reference, token)) return null
  const row = await TripBookingModel.query().findOne({ reference })
  if (!row) return null
  const [trip, departure] = await Promise.all([TripModel.query().findById(row.tripId), TripDepartureModel.query().findById(row.departureId)])
  if (!trip || !departure) return null
  const terms = cancellationTerms(trip, departure, row, now)
  const path = tripBookingPath(secrets, row.reference)
  const query = path.slice(path.indexOf('?'))
  const meetingPoint = translate(trip, 'meetingPoint', lng)
  const payOnlineCents = row.paymentMethod === 'online' && (row.status === 'pending_payment' || row.status === 'confirmed') ? Math.max(0, row.onlineDueCents - row.paidCents) : 0
  return {
    reference: row.reference,
    status: row.status,
    trip: { id: trip.id, name: translate(trip, 'name', lng), image: trip.image },
    departure: { id: departure.id, date: departure.localDate, time: departure.localTime, startsAt: iso(departure.startsAt)!, status: departure.status, closedReason: departure.closedReason },
    meetingPoint,
    mapUrl: meetingPointMapUrl(meetingPoint),
    participants: row.participants,
    seats: row.seats,
    currency: row.currency,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    onlineDueCents: row.onlineDueCents,
    payOnlineCents,
    dueOnDayCents: row.status === 'confirmed' ? Math.max(0, row.totalCents - row.paidCents - payOnlineCents) : 0,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    customerName: row.customerName,
    freeCancellationHours: trip.freeCancellationHours,
    terms: { ...terms, freeUntil: iso(terms.freeUntil), changeDateUntil: iso(terms.changeDateUntil) },
    path,
    documents: row.status === 'confirmed' ? { voucher: `/trips/booking/voucher.pdf${query}`, calendar: `/trips/booking/calendar.ics${query}` } : null,
  }
}

/**
 * The departures a booking can move to: the same trip, open, beyond the trip's sales cut-off,
 * with seats for the whole party (shared resources counted once), soonest first.
 */
export async function moveOptions(booking: Pick<ManagedBooking, 'trip' | 'departure' | 'seats'>, now = new Date()): Promise<MoveOption[]> {
  const trip = await TripModel.query().findById(booking.trip.id)
  if (!trip) return []
  const rows = await TripDepartureModel.query()
    .where({ tripId: trip.id, status: 'open' })
    .whereNot('id', booking.departure.id)
    .where('startsAt', '>', new Date(now.getTime() + trip.cutoffHours * HOUR))
    .where('startsAt', '<', new Date(now.getTime() + MOVE_HORIZON_DAYS * 24 * HOUR))
    .orderBy('startsAt')
    .limit(MOVE_LIST_LIMIT * 3)
  const left = await seatsLeftOf(TripDepartureModel.knex(), rows.map((r) => r.id))
  return rows
    .map((r) => ({ id: r.id, date: r.localDate, time: r.localTime, startsAt: iso(r.startsAt)!, seatsLeft: left.get(r.id) ?? 0 }))
    .filter((r) => r.seatsLeft >= Math.max(1, booking.seats))
    .slice(0, MOVE_LIST_LIMIT)
}

/** The reference of a booking made with this e-mail, for the look-up form (case-insensitive e-mail). */
export async function lookupTripBooking(reference: string, email: string): Promise<string | null> {
  const row = await TripBookingModel.query().where({ reference }).whereRaw('lower(customer_email) = ?', [email.trim().toLowerCase()]).first()
  return row?.reference ?? null
}
