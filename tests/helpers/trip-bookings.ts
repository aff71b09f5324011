import type { Knex } from 'knex'
import request from 'supertest'
import { expect } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { islandDay } from './bookings'
import { postSignedEvent, type StripeStandIn } from './stripe-stand-in'
import type { TestApp } from './test-app'

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

/**
 * Booked through the website's form (`over` changes the form) and paid on the stand-in Stripe page,
 * its webhook delivered: the booking row, as paid online.
 */
export async function bookAndPayOnline(t: TestApp, stripe: StripeStandIn, tripId: number, departureId: number, { lng = 'en', over = {}, ip = '198.51.100.77' }: { lng?: string; over?: Record<string, unknown>; ip?: string } = {}) {
  const form = tripBookingForm(departureId, over)
  const started = formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
  const res = await request(t.app).post(`/trips/${tripId}/book?lng=${lng}`).set('X-Forwarded-For', ip).type('form').send({ started, website: '', ...form })
  expect(res.status).toBe(303)
  const paid = await stripe.complete(stripe.sessionAt(res.headers.location!).id)
  expect((await postSignedEvent(t.app, paid)).status).toBe(200)
  return (await t.knex('trip_bookings').where({ customer_email: form.email }).first()) as { id: number; reference: string; status: string; paymentStatus: string; paidCents: number; totalCents: number; seats: number; customerEmail: string; departureId: number }
}
