import type { Language } from '../i18n/languages'
import { addDays, isLocalDate, localParts } from '../lib/island-time'
import type { FormState } from '../lib/forms'
import { formIdempotencyKey } from '../lib/idempotency'
import type { AppSecrets } from '../lib/secrets'
import { onlinePaymentsAvailable } from '../payments/payments.server'
import { TripModel, type TripOnlinePayment } from '../trips/trips.model'
import { priceCategoriesOf } from '../departures/availability.server'
import { offeredDepartures, type OfferedDeparture } from './booking-departures.server'
import type { PricedCategory } from './pricing'
import { paymentChoices } from './trip-bookings.server'
import { CONFIRM_DUPLICATE_FIELD } from './trip-booking-duplicates.server'
import type { TripPaymentMethod } from './trip-bookings.model'

// The trip page's booking form, as data (views/trips/@id/components/booking-section.tsx renders
// it; the calendar island enhances it): the departures with seats, the price categories, how the
// visitor can pay. Trips sold on request keep their enquiry form instead (null here).

/** How far ahead the form offers dates. */
const HORIZON_DAYS = 90
/** Departures listed in the form's select without JavaScript when no date is chosen. */
const FIRST_DEPARTURES = 24

export interface BookingDay {
  date: string
  /** The most seats left at one of its times. */
  seatsLeft: number
}

export interface BookingSectionData {
  tripId: number
  currency: string
  /** bookable; noDates: nothing on sale in the horizon (or all sold out); noPayment: no way to pay online or on the day. */
  state: 'bookable' | 'noDates' | 'noPayment'
  /** Every date in the horizon with a departure on sale (sold-out days with 0). */
  days: BookingDay[]
  /** Every departure on sale in the horizon, for the calendar island. */
  allDepartures: OfferedDeparture[]
  /** The departures the select offers: the chosen day's, else the first ones with seats. */
  departures: OfferedDeparture[]
  /** The next dates with seats (the page lists them as links). */
  nextDates: BookingDay[]
  selectedDate: string | null
  categories: PricedCategory[]
  payments: TripPaymentMethod[]
  onlinePayment: TripOnlinePayment
  depositPercent: number
  freeCancellationHours: number | null
  guideLanguages: string[]
  /**
   * The key a re-shown form keeps (a double submit makes one booking), or a new one for a form
   * re-shown without one (sent without JavaScript: the answer to a POST is this visitor's alone); a
   * fresh page has none: it is cached for every visitor, so the island makes each visitor's key in
   * their browser. Without JavaScript the first post goes without a key: the same e-mail on the same
   * departure is caught by the service instead (trip-booking-duplicates.server.ts).
   */
  idempotencyKey: string
  /** The same e-mail already holds a booking of this departure: the form asks to confirm a second one. */
  askDuplicate: boolean
}

/** The booking form's data for a trip page, or null when the trip is not booked online. */
export async function tripBookingSection(secrets: AppSecrets, tripId: number, { lng, date, form, now = new Date() }: { lng: Language; date?: string; form?: FormState; now?: Date }): Promise<BookingSectionData | null> {
  const trip = await TripModel.query().findById(tripId)
  // Sold on request, or not on the site: no booking form (a trip sold online whose editors ask for the enquiry form gets it while this says 'noDates').
  if (!trip || trip.bookingMode !== 'instant' || trip.status !== 'published') return null
  const today = localParts(now).date
  const [offered, categories, online] = await Promise.all([offeredDepartures(trip.id, { from: today, to: addDays(today, HORIZON_DAYS) }, now), priceCategoriesOf(trip.id, lng), onlinePaymentsAvailable(secrets)])
  const byDay = new Map<string, number>()
  for (const d of offered) byDay.set(d.date, Math.max(byDay.get(d.date) ?? 0, d.seatsLeft))
  const days = [...byDay].map(([day, seatsLeft]) => ({ date: day, seatsLeft }))
  const chosenDeparture = Number(form?.values.departureId)
  const chosen = (date && isLocalDate(date) ? date : undefined) ?? offered.find((d) => d.id === chosenDeparture)?.date
  const onDay = chosen ? offered.filter((d) => d.date === chosen) : []
  const withSeats = offered.filter((d) => d.seatsLeft > 0)
  const first = withSeats.slice(0, FIRST_DEPARTURES)
  // A form sent back (that date had too few seats left) keeps its choice and offers the other dates
  // again: without JavaScript the list is the only way to another date.
  const sentBack = Boolean(form) && !date
  const listed = sentBack ? [...new Set([...onDay, ...first])].sort((a, b) => a.startsAt.localeCompare(b.startsAt)) : onDay.length ? onDay : first
  const payments = paymentChoices(trip, online)
  return {
    tripId: trip.id,
    currency: trip.currency || 'EUR',
    state: categories.length === 0 || withSeats.length === 0 ? 'noDates' : payments.length === 0 ? 'noPayment' : 'bookable',
    days,
    allDepartures: offered,
    departures: listed,
    nextDates: days.filter((d) => d.seatsLeft > 0).slice(0, 6),
    selectedDate: onDay.length ? chosen! : null,
    categories,
    payments,
    onlinePayment: trip.onlinePayment,
    depositPercent: trip.depositPercent,
    freeCancellationHours: trip.freeCancellationHours,
    guideLanguages: [...new Set((onDay.length ? onDay : offered).flatMap((d) => d.guideLanguages))],
    idempotencyKey: formIdempotencyKey(form, form ? globalThis.crypto.randomUUID() : ''),
    askDuplicate: Boolean(form?.errors[CONFIRM_DUPLICATE_FIELD] || form?.values[CONFIRM_DUPLICATE_FIELD]),
  }
}
