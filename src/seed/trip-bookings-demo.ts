import type { Knex } from 'knex'
import { takeSeats } from '../departures/seats.server'
import { recordDemoPayment, removeDemoHistory } from './demo-payments'
import { addDays, islandTimeToInstant, localParts } from '../lib/island-time'
import type { Language } from '../i18n/languages'
import { translate, type Translations } from '../i18n/translatable'

// Demo trip bookings for `npm start` (ADR 042): the sunset boat, the south-coast boat and the
// family kayak on sale, with their price categories and departures for the next weeks (when the
// availability seed has not made them), and customers' bookings — a few departures nearly full,
// one sold out — so the calendar, the seats left and the staff screens look alive. Part of the
// demo operations: removeDemoTripBookings takes them out of the test template again.

const DAYS = 21

interface DemoTrip {
  slug: string
  time: string
  capacity: number
  categories: Array<{ code: string; label: Record<'es' | 'en' | 'de' | 'ca', string>; unit: 'person' | 'group'; seats: number; minAge: number | null; maxAge: number | null; cents: number }>
  whatToBring: Record<'es' | 'en' | 'de' | 'ca', string[]>
}

const adult = (cents: number) => ({ code: 'adult', label: { es: 'Adulto', en: 'Adult', de: 'Erwachsene', ca: 'Adult' }, unit: 'person' as const, seats: 1, minAge: 13, maxAge: null, cents })
const child = (cents: number) => ({ code: 'child', label: { es: 'Niño (4–12)', en: 'Child (4–12)', de: 'Kind (4–12)', ca: 'Nen (4–12)' }, unit: 'person' as const, seats: 1, minAge: 4, maxAge: 12, cents })
const infant = { code: 'infant', label: { es: 'Bebé (0–3)', en: 'Infant (0–3)', de: 'Kleinkind (0–3)', ca: 'Nadó (0–3)' }, unit: 'person' as const, seats: 0, minAge: 0, maxAge: 3, cents: 0 }
const swim = { es: ['Bañador y toalla', 'Crema solar', 'Una chaqueta fina para la vuelta'], en: ['Swimsuit and towel', 'Sun cream', 'A light jacket for the way back'], de: ['Badesachen und Handtuch', 'Sonnencreme', 'Eine leichte Jacke für die Rückfahrt'], ca: ['Banyador i tovallola', 'Crema solar', 'Una jaqueta fina per a la tornada'] }

const DEMO_TRIPS: DemoTrip[] = [
  { slug: 'mao-harbour-sunset-cruise-gin', time: '19:00', capacity: 12, categories: [adult(4500), child(2500), infant], whatToBring: swim },
  { slug: 'south-east-coast-boat-trip-binibeca', time: '10:00', capacity: 20, categories: [adult(6500), child(3500), infant], whatToBring: swim },
  { slug: 'family-kayak-fornells-bay', time: '09:30', capacity: 10, categories: [adult(3900), child(2900)], whatToBring: swim },
]

/** Seats booked on the trip's next departures, in order (a seat short of full, sold out, a few…). */
const FILL: Record<string, number[]> = {
  'mao-harbour-sunset-cruise-gin': [-2, 0, -1, 6, 4, 2],
  'south-east-coast-boat-trip-binibeca': [-2, 9, -1, 5],
  'family-kayak-fornells-bay': [-2, 0, 4],
}

const PEOPLE = [
  { name: 'Emma Thompson', email: 'emma.thompson@example.com', phone: '+447700900123', country: 'GB', language: 'en' },
  { name: 'Jonas Becker', email: 'jonas.becker@example.com', phone: '+4917012345678', country: 'DE', language: 'de' },
  { name: 'Marta Pons', email: 'marta.pons@example.com', phone: '+34611428730', country: 'ES', language: 'ca' },
  { name: 'Lucía García', email: 'lucia.garcia@example.com', phone: '+34622334455', country: 'ES', language: 'es' },
  { name: 'Olivier Martin', email: 'olivier.martin@example.com', phone: '+33612345678', country: 'FR', language: 'en' },
  { name: 'Sophie Wagner', email: 'sophie.wagner@example.com', phone: '+436641234567', country: 'AT', language: 'de' },
] satisfies Array<{ language: Language } & Record<string, string>>

/** A trip's categories and departures when nothing made them yet; answers its departures by island date. */
async function ensureAvailability(trx: Knex.Transaction, tripId: number, demo: DemoTrip, today: string): Promise<Array<{ id: number; capacity: number }>> {
  const hasCategories = await trx('trip_price_categories').where({ trip_id: tripId }).first('id')
  if (!hasCategories) {
    await trx('trip_price_categories').insert(
      demo.categories.map((c, i) => ({ trip_id: tripId, code: c.code, label: c.label.es, translations: JSON.stringify({ label: c.label }), unit: c.unit, seats: c.seats, min_age: c.minAge, max_age: c.maxAge, price_cents: c.cents, sort_order: i })),
    )
  }
  const last = addDays(today, DAYS)
  const existing = await trx('trip_departures').where({ trip_id: tripId }).whereBetween('local_date', [addDays(today, 1), last]).first('id')
  if (!existing) {
    const rows = Array.from({ length: DAYS }, (_, i) => addDays(today, i + 1)).map((date) => ({ trip_id: tripId, starts_at: islandTimeToInstant(date, demo.time)!, local_date: date, local_time: demo.time, capacity: demo.capacity, guide_languages: JSON.stringify(['es', 'en', 'de']) }))
    await trx('trip_departures').insert(rows).onConflict(['trip_id', 'starts_at']).ignore()
  }
  return trx('trip_departures').where({ trip_id: tripId, status: 'open' }).where('local_date', '>', today).orderBy('starts_at').limit(12).select('id', 'capacity')
}

export async function seedDemoTripBookings(trx: Knex.Transaction, now = new Date()): Promise<void> {
  const today = localParts(now).date
  const year = localParts(now).year
  let n = 0
  for (const demo of DEMO_TRIPS) {
    const trip = await trx('trips').where({ slug: demo.slug }).first('id')
    if (!trip) continue
    // On sale online, payable on the day too (the availability seed may have made the rest of its settings).
    await trx('trips').where({ id: trip.id }).update({ status: 'published', booking_mode: 'instant', pay_on_day_allowed: true })
    await trx('trips').where({ id: trip.id }).whereRaw("what_to_bring = '[]'::jsonb").update({ what_to_bring: JSON.stringify(demo.whatToBring.es), translations: trx.raw(`jsonb_set(coalesce(translations, '{}'::jsonb), '{whatToBring}', ?::jsonb)`, [JSON.stringify(demo.whatToBring)]) })
    const departures = await ensureAvailability(trx, trip.id, demo, today)
    const categories: Array<{ id: number; code: string; label: string; translations: Translations | null; unit: string; seats: number; priceCents: number }> = await trx('trip_price_categories').where({ trip_id: trip.id, active: true }).orderBy('sort_order').select('id', 'code', 'label', 'translations', 'unit', 'seats', 'price_cents as priceCents')
    const lead = categories.find((c) => c.code === 'adult') ?? categories[0]
    const kid = categories.find((c) => c.code === 'child')
    if (!lead) continue
    for (const [i, fill] of (FILL[demo.slug] ?? []).entries()) {
      const departure = departures[i]
      if (!departure) break
      // 0: sold out; -n: n seats short of full; n: n seats.
      let left = fill <= 0 ? departure.capacity + fill : Math.min(fill, departure.capacity)
      while (left > 0) {
        const person = PEOPLE[n % PEOPLE.length]!
        // Couples and families of three or four, the last party what is left.
        const size = Math.min(left, 2 + (n % 3))
        const kids = kid && size >= 3 ? 1 : 0
        const lines = [{ c: lead, count: size - kids }, ...(kids ? [{ c: kid!, count: kids }] : [])]
        // In the words of the language it is booked in, as a booking made on the site keeps them.
        const participants = lines.map(({ c, count }) => ({ categoryId: c.id, code: c.code, label: translate(c, 'label', person.language), unit: c.unit, seats: c.seats, count, unitPriceCents: c.priceCents, totalCents: count * c.priceCents }))
        const seats = participants.reduce((s, p) => s + p.count * p.seats, 0)
        const total = participants.reduce((s, p) => s + p.totalCents, 0)
        // Seats only through the seat primitive (a shared boat counts them once across its trips).
        if (await takeSeats(trx, departure.id, seats)) break
        const online = n % 3 !== 2
        const createdAt = new Date(now.getTime() - (2 + (n % 20)) * 86_400_000)
        n += 1
        // A real reference (the manage page and the look-up accept only that shape), from the bookings' own sequence.
        const { rows } = (await trx.raw("select nextval('trip_booking_number_seq') as n")) as { rows: Array<{ n: number | string }> }
        const [booking] = await trx('trip_bookings').insert({
          reference: `TR-${year}-${String(rows[0]!.n).padStart(6, '0')}`, trip_id: trip.id, departure_id: departure.id, status: 'confirmed',
          participants: JSON.stringify(participants), seats, total_cents: total, currency: 'EUR',
          payment_method: online ? 'online' : 'on_the_day', payment_status: online ? 'paid' : 'unpaid', online_due_cents: online ? total : 0, paid_cents: online ? total : 0,
          confirmed_at: createdAt, customer_name: person.name, customer_email: person.email.replace('@', `+${n}@`), customer_phone: person.phone, customer_country: person.country,
          language: person.language, guide_language: person.language === 'ca' ? 'es' : person.language, source: n % 7 === 0 ? 'phone' : 'web', created_at: createdAt, updated_at: createdAt,
        }).returning('id')
        if (online) await recordDemoPayment(trx, { type: 'trip-booking', id: booking.id }, { cents: total, paidAt: new Date(createdAt.getTime() + 3 * 60_000) })
        left -= seats
      }
    }
  }
}

/**
 * The test template keeps the demo's content — departures, and the past bookings its verified
 * reviews were written after (src/seed/reviews-demo.ts) — but not its operation: no booking of a
 * departure to come. The seats taken are counted again from the bookings that stay.
 */
export async function removeDemoTripBookings(knex: Knex, now = new Date()): Promise<void> {
  const today = localParts(now).date
  const upcoming = knex('trip_bookings').whereIn('departure_id', knex('trip_departures').where('local_date', '>=', today).select('id'))
  await removeDemoHistory(knex, 'trip-booking', upcoming.clone().select('id'))
  await upcoming.delete()
  const holding = "status in ('pending_payment', 'confirmed')"
  await knex.raw(`update trip_departures d set seats_taken = coalesce((select sum(b.seats) from trip_bookings b where b.departure_id = d.id and b.${holding}), 0)`)
  await knex('trip_resource_load').delete()
  await knex.raw(`insert into trip_resource_load (resource_id, starts_at, seats_taken)
    select d.resource_id, d.starts_at, sum(d.seats_taken) from trip_departures d where d.resource_id is not null and d.seats_taken > 0 group by d.resource_id, d.starts_at`)
}
