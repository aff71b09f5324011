import type { Knex } from 'knex'
import { recordDemoPayment } from './demo-payments'
import { translate, type Translations } from '../i18n/translatable'
import { takeSeats } from '../departures/seats.server'
import { islandTimeToInstant, localParts } from '../lib/island-time'
import { recomputeTripRating } from '../reviews/ratings.server'
import { demoComments, demoReviewers } from './content/reviews'
import { random } from './operations'

// The demo's verified reviews (docs/decisions/042, "Reviews"): past departures of most trips over
// the last five months, confirmed bookings of real-looking customers on them, and the review each
// customer wrote after being asked — most published, the last few waiting for moderation — and one
// trip's earlier ratings imported and labelled so. The last trips have none: they show no rating.
// Ratings are then computed from the published reviews by the one function that writes them.

/** Trips (in their order) that get reviews; the rest show "no reviews yet". */
const REVIEWED_TRIPS = 14
const DAYS_BACK = 150
/** Reviews written in the last days wait for moderation. */
const PENDING_WITHIN_DAYS = 6

const DAY_MS = 86_400_000
const emailOf = (name: string, n: number) => `${name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]+/g, '.')}.${n}@example.com`

interface SeedTripRow {
  id: number
  priceCents: number
  defaultCapacity: number
  durationMinutes: number
}

export async function seedDemoReviews(trx: Knex.Transaction, now = new Date()): Promise<void> {
  const trips = (await trx('trips').select('id', 'price_cents', 'default_capacity', 'duration_minutes').orderBy([{ column: 'sort_order' }, { column: 'id' }]).limit(REVIEWED_TRIPS)) as SeedTripRow[]
  const next = random(15)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  let customer = 0
  for (const [index, trip] of trips.entries()) {
    // No trip shows the same words twice (two guests "writing" one review read as fake).
    const written = new Set<string>()
    const freshComment = (pool: readonly string[]): string | null => {
      const fresh = pool.filter((text) => !written.has(text))
      if (!fresh.length) return null
      const text = pick(fresh)
      written.add(text)
      return text
    }
    const departures = 3 + Math.floor(next() * 4)
    // Spread over the last months, the newest a few days ago.
    const days = Array.from({ length: departures }, (_, i) => Math.max(2, Math.round(((i + next() * 0.8) / departures) * DAYS_BACK))).sort((a, b) => b - a)
    const category = (await trx('trip_price_categories').where({ trip_id: trip.id, code: 'adult' }).first()) as { id: number; price_cents: number; label: string; translations: Translations | null } | undefined
    for (const daysAgo of new Set(days)) {
      const date = localParts(new Date(now.getTime() - daysAgo * DAY_MS)).date
      const startsAt = islandTimeToInstant(date, '10:00')!
      const endsAt = new Date(startsAt.getTime() + trip.durationMinutes * 60_000)
      const bookings = 1 + Math.floor(next() * 2)
      const seats = bookings * 2
      const [departure] = await trx('trip_departures')
        .insert({ trip_id: trip.id, starts_at: startsAt, local_date: date, local_time: '10:00', capacity: Math.max(trip.defaultCapacity, seats), seats_taken: 0, guide_languages: JSON.stringify(['es', 'en']), status: 'open' })
        .returning('id')
      for (let b = 0; b < bookings; b++) {
        const who = demoReviewers[customer++ % demoReviewers.length]!
        const unitPrice = category?.price_cents ?? trip.priceCents
        const refused = await takeSeats(trx, departure.id, 2)
        if (refused) throw new Error(`demo reviews: departure ${departure.id} refused seats (${refused})`)
        const bookedAt = new Date(startsAt.getTime() - (5 + Math.floor(next() * 20)) * DAY_MS)
        const { rows } = (await trx.raw("select nextval('trip_booking_number_seq') as n")) as { rows: Array<{ n: number | string }> }
        const reference = `TR-${localParts(bookedAt).year}-${String(rows[0]!.n).padStart(6, '0')}`
        const participants = [{ categoryId: category?.id ?? 0, code: 'adult', label: category ? translate(category, 'label', who.language) : 'Adult', unit: 'person', seats: 1, count: 2, unitPriceCents: unitPrice, totalCents: unitPrice * 2 }]
        const [booking] = await trx('trip_bookings')
          .insert({
            reference, trip_id: trip.id, departure_id: departure.id, status: 'confirmed', participants: JSON.stringify(participants), seats: 2,
            total_cents: unitPrice * 2, currency: 'EUR', payment_method: 'online', payment_status: 'paid', online_due_cents: unitPrice * 2, paid_cents: unitPrice * 2,
            confirmed_at: bookedAt, customer_name: who.name, customer_email: emailOf(who.name, customer), customer_phone: `+34 600 ${String(100_000 + customer).slice(-6)}`,
            customer_country: who.country, language: who.language, source: 'web', review_requested_at: new Date(endsAt.getTime() + 2 * 3_600_000), created_at: bookedAt, updated_at: bookedAt,
          })
          .returning('id')
        await recordDemoPayment(trx, { type: 'trip-booking', id: booking.id }, { cents: unitPrice * 2, paidAt: new Date(bookedAt.getTime() + 3 * 60_000) })
        // Most customers answer the request; one in six does not.
        if (next() < 1 / 6) continue
        const roll = next()
        const rating = (roll < 0.62 ? 5 : roll < 0.9 ? 4 : 3) as 3 | 4 | 5
        const writtenAt = new Date(endsAt.getTime() + (3 + next() * 48) * 3_600_000)
        // Every comment of that language and rating already told for this trip: this guest did not write one.
        const comment = freshComment(demoComments[who.language][rating])
        if (!comment) continue
        const pending = daysAgo <= PENDING_WITHIN_DAYS
        await trx('trip_reviews').insert({
          trip_id: trip.id, booking_id: booking.id, rating, comment, author_name: who.name.split(' ')[0], country: who.country,
          language: who.language, status: pending ? 'pending' : 'published', source: 'verified', travelled_on: date,
          published_at: pending ? null : new Date(writtenAt.getTime() + DAY_MS), created_at: writtenAt, updated_at: writtenAt,
        })
      }
    }
    // The first trip's earlier ratings, typed in from where they were given: labelled as imported.
    if (index === 0) {
      const imported = [
        { rating: 5, comment: '[TripAdvisor] Best excursion of our holiday, the crew made us feel at home. We saw the whole south coast from the sea.', author_name: 'Rachel', country: 'GB', language: 'en', daysAgo: 260 },
        { rating: 4, comment: '[TripAdvisor] Muy buena experiencia, aunque el día que fuimos había algo de viento.', author_name: 'Alberto', country: 'ES', language: 'es', daysAgo: 300 },
      ]
      for (const r of imported) {
        const at = new Date(now.getTime() - r.daysAgo * DAY_MS)
        await trx('trip_reviews').insert({ trip_id: trip.id, booking_id: null, rating: r.rating, comment: r.comment, author_name: r.author_name, country: r.country, language: r.language, status: 'published', source: 'import', travelled_on: localParts(at).date, published_at: now, created_at: now, updated_at: now })
      }
    }
    await recomputeTripRating(trx, trip.id)
  }
}
