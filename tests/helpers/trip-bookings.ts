import type { Knex } from 'knex'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { islandDay } from './bookings'

// A trip made bookable for a test: its booking settings, price categories (adult, child 4–12,
// infant on a lap) and departures on island days from now — what the availability screens and
// the demo seed give a trip in the running product.

export const SUNSET_BOAT = 'mao-harbour-sunset-cruise-gin'

export interface BookableTrip {
  tripId: number
  departures: Array<{ id: number; date: string; time: string }>
}

export interface TripSetup {
  slug?: string
  capacity?: number
  /** Days from today of the departures. */
  days?: number[]
  time?: string
  onlinePayment?: 'full' | 'deposit' | 'none'
  depositPercent?: number
  payOnDayAllowed?: boolean
  freeCancellationHours?: number | null
  cutoffHours?: number
}

export async function bookableTrip(knex: Knex, setup: TripSetup = {}): Promise<BookableTrip> {
  const { slug = SUNSET_BOAT, capacity = 12, days = [3, 4, 5], time = '19:00', onlinePayment = 'full', depositPercent = 30, payOnDayAllowed = true, freeCancellationHours = 24, cutoffHours = 2 } = setup
  const trip = await knex('trips').where({ slug }).first('id')
  if (!trip) throw new Error(`no trip ${slug} in the test database`)
  await knex('trips').where({ id: trip.id }).update({ status: 'published', booking_mode: 'instant', online_payment: onlinePayment, deposit_percent: depositPercent, pay_on_day_allowed: payOnDayAllowed, free_cancellation_hours: freeCancellationHours, cutoff_hours: cutoffHours, default_capacity: capacity, guide_languages: JSON.stringify(['en', 'es']), what_to_bring: JSON.stringify(['Swimsuit', 'Sun cream']) })
  const categories = [
    { code: 'adult', label: 'Adulto', translations: { label: { en: 'Adult', de: 'Erwachsene', ca: 'Adult' } }, unit: 'person', seats: 1, min_age: 13, max_age: null, price_cents: 4500, sort_order: 0 },
    { code: 'child', label: 'Niño (4–12)', translations: { label: { en: 'Child (4–12)', de: 'Kind (4–12)', ca: 'Nen (4–12)' } }, unit: 'person', seats: 1, min_age: 4, max_age: 12, price_cents: 2500, sort_order: 1 },
    { code: 'infant', label: 'Bebé (0–3)', translations: { label: { en: 'Infant (0–3)', de: 'Kleinkind (0–3)', ca: 'Nadó (0–3)' } }, unit: 'person', seats: 0, min_age: 0, max_age: 3, price_cents: 0, sort_order: 2 },
  ]
  for (const c of categories) {
    await knex('trip_price_categories').insert({ ...c, trip_id: trip.id, translations: JSON.stringify(c.translations), active: true }).onConflict(['trip_id', 'code']).merge()
  }
  const departures: BookableTrip['departures'] = []
  for (const day of days) {
    const date = islandDay(day)
    const startsAt = islandTimeToInstant(date, time)!
    await knex('trip_departures').insert({ trip_id: trip.id, starts_at: startsAt, local_date: date, local_time: time, capacity, guide_languages: JSON.stringify(['en', 'es']), status: 'open', seats_taken: 0 }).onConflict(['trip_id', 'starts_at']).merge(['capacity', 'status', 'seats_taken'])
    const row = await knex('trip_departures').where({ trip_id: trip.id, starts_at: startsAt }).first('id')
    departures.push({ id: row.id, date, time })
  }
  return { tripId: trip.id, departures }
}

let visitor = 0

/** A valid booking form for a departure: two adults, a traveller of their own. */
export function tripBookingForm(departureId: number, over: Record<string, unknown> = {}) {
  visitor += 1
  return {
    departureId: String(departureId),
    'count.adult': '2',
    'count.child': '0',
    'count.infant': '0',
    guideLanguage: 'en',
    name: `Traveller ${visitor}`,
    email: `trip.traveller.${visitor}.${Date.now()}@example.com`,
    phone: `+49 170 ${3_000_000 + visitor}`,
    country: 'GB',
    notes: '',
    payment: 'online',
    terms: 'on',
    ...over,
  }
}
