import type { Knex } from 'knex'
import { generateDepartures } from '../departures/departures.server'
import { addDays, localParts } from '../lib/island-time'
import { availabilityBySlug, CATEGORY_LABELS, childPrice, CLOSURE, SHARED_BOAT, type SeedSeason } from './content/availability'

// The demo's availability (docs/decisions/042), in the seed's transaction after the trips: booking
// settings, price categories, summer and winter schedules, the shared boat, a closure over
// Christmas, then the departures of the next 180 days generated from them.

const json = (value: unknown) => JSON.stringify(value)

/** The seasons still to run from `today`: summer 1 May – 15 Oct, winter 16 Oct – 30 Apr. */
function seasonsFrom(today: string): Array<{ kind: 'summer' | 'winter'; startsOn: string; endsOn: string }> {
  const year = Number(today.slice(0, 4))
  const all = [-1, 0, 1].flatMap((d) => [
    { kind: 'summer' as const, startsOn: `${year + d}-05-01`, endsOn: `${year + d}-10-15` },
    { kind: 'winter' as const, startsOn: `${year + d}-10-16`, endsOn: `${year + d + 1}-04-30` },
  ])
  return all.filter((s) => s.endsOn >= today && s.startsOn <= addDays(today, 400))
}

export async function seedDemoAvailability(trx: Knex.Transaction, now = new Date()): Promise<void> {
  const today = localParts(now).date
  const [boat] = await trx('trip_resources').insert(SHARED_BOAT).returning('id')
  const trips: Array<{ id: number; slug: string; priceCents: number; maxGroupSize: number | null; minAge: number | null }> = await trx('trips').select('id', 'slug', 'price_cents', 'max_group_size', 'min_age')
  const seasons = seasonsFrom(today)
  for (const trip of trips) {
    const a = availabilityBySlug[trip.slug]
    if (!a) continue
    const capacity = a.sharedBoat ? SHARED_BOAT.capacity : (trip.maxGroupSize ?? 12)
    await trx('trips').where({ id: trip.id }).update({
      status: 'published',
      booking_mode: a.bookingMode ?? 'instant',
      online_payment: a.onlinePayment ?? 'full',
      // The demo operator takes payment on the day too: a fresh `npm start` (no Stripe keys yet) books
      // every trip sold instantly; once keys are saved, customers choose card or the day itself.
      pay_on_day_allowed: a.payOnDayAllowed ?? true,
      cutoff_hours: a.cutoffHours ?? 12,
      duration_minutes: a.durationMinutes,
      default_capacity: capacity,
      resource_id: a.sharedBoat ? boat.id : null,
      guide_languages: json(a.guideLanguages),
    })
    const category = (code: keyof typeof CATEGORY_LABELS, over: Record<string, unknown>, sortOrder: number) => ({
      trip_id: trip.id, code, label: CATEGORY_LABELS[code].es, translations: json({ label: CATEGORY_LABELS[code] }), sort_order: sortOrder, ...over,
    })
    // The ages each category takes follow the trip's minimum age (an 18+ trek has no "16+" adults, a ride from 10 no infants).
    const minAge = trip.minAge ?? 0
    const categories = [category('adult', { unit: 'person', seats: 1, min_age: Math.max(minAge, a.adultsOnly ? 16 : 13), price_cents: trip.priceCents }, 0)]
    if (!a.adultsOnly && minAge <= 12) categories.push(category('child', { unit: 'person', seats: 1, min_age: Math.max(minAge, 4), max_age: 12, price_cents: childPrice(trip.priceCents) }, 1))
    if (!a.adultsOnly && minAge <= 3) categories.push(category('infant', { unit: 'person', seats: 0, min_age: 0, max_age: 3, price_cents: 0 }, 2))
    if (a.privateGroup) categories.push(category('group', { unit: 'group', seats: a.privateGroup.seats, price_cents: a.privateGroup.priceCents }, 3))
    await trx('trip_price_categories').insert(categories)
    const rows = seasons.flatMap((s) => {
      const season: SeedSeason | undefined = a[s.kind]
      return season ? [{ trip_id: trip.id, starts_on: s.startsOn, ends_on: s.endsOn, weekdays: json(season.weekdays), times: json(season.times) }] : []
    })
    if (rows.length) await trx('trip_schedules').insert(rows)
  }
  const year = Number(today.slice(0, 4))
  const christmas = `${year}-${String(CLOSURE.month).padStart(2, '0')}-${String(CLOSURE.day).padStart(2, '0')}`
  const startsOn = christmas >= today ? christmas : `${year + 1}${christmas.slice(4)}`
  await trx('trip_closures').insert({ trip_id: null, starts_on: startsOn, ends_on: addDays(startsOn, CLOSURE.days - 1), reason: CLOSURE.reason })
  await generateDepartures(trx, { now })
}
