import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookableDeparture } from '../../src/departures/availability.server'
import { releaseSeats, seatsLeftOf, takeSeats, type TakeSeatsRefusal } from '../../src/departures/seats.server'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { islandDay } from '../helpers/bookings'
import { startTestApp, type TestApp } from '../helpers/test-app'

// Seats change only through takeSeats/releaseSeats (docs/decisions/042). Two trips sail on one
// 12-seat boat at the same start: however many transactions take seats at once, the boat never
// carries more than 12, and each departure's count adds up to the boat's. Runs on the embedded
// database and, with DATABASE_URL, on PostgreSQL.

const BOAT = 12
const ATTEMPTS = 60

let t: TestApp
let tripA: number
let tripB: number
let boat: number
beforeAll(async () => {
  t = await startTestApp()
  const [a, b] = await t.knex('trips').orderBy('id').limit(2).select('id')
  tripA = a.id
  tripB = b.id
  ;[{ id: boat }] = await t.knex('trip_resources').insert({ name: 'Test boat', capacity: BOAT }).returning('id')
})
afterAll(async () => {
  await t?.close()
})

async function departurePair(day: number, time: string, capacity = BOAT) {
  const date = islandDay(day)
  const startsAt = islandTimeToInstant(date, time)!
  const insert = (tripId: number) => t.knex('trip_departures').insert({ trip_id: tripId, starts_at: startsAt, local_date: date, local_time: time, capacity, resource_id: boat, guide_languages: '[]' }).returning('id')
  const [[x], [y]] = await Promise.all([insert(tripA), insert(tripB)])
  return [x.id as number, y.id as number] as const
}

const seatsOf = async (id: number) => (await t.knex('trip_departures').where({ id }).first('seats_taken')).seatsTaken as number

describe('takeSeats on a shared boat', () => {
  it(`${ATTEMPTS} concurrent transactions on two trips sharing a ${BOAT}-seat boat never put more than ${BOAT} aboard`, async () => {
    const [first, second] = await departurePair(20, '10:00')
    const wanted = Array.from({ length: ATTEMPTS }, (_, i) => ({ departure: i % 2 ? second : first, seats: (i % 3) + 1 }))
    const outcomes = await Promise.all(
      wanted.map(({ departure, seats }) =>
        t.knex.transaction(async (trx) => ({ departure, seats, refusal: await takeSeats(trx, departure, seats) })).catch((error: Error) => ({ departure, seats, refusal: `error: ${error.message}` as const })),
      ),
    )
    // Every attempt was answered: taken, or refused with a reason; never an error.
    expect(outcomes.filter((o) => typeof o.refusal === 'string' && o.refusal.startsWith('error'))).toEqual([])
    const refusals = new Set(outcomes.map((o) => o.refusal).filter(Boolean))
    for (const r of refusals) expect(['resource-full', 'full'] as Array<TakeSeatsRefusal | null>).toContain(r)
    const taken = outcomes.filter((o) => o.refusal === null)
    const [a, b] = [await seatsOf(first), await seatsOf(second)]
    const load = await t.knex('trip_resource_load').where({ resource_id: boat }).first('seats_taken')
    expect(a + b).toBe(taken.reduce((sum, o) => sum + o.seats, 0))
    expect(load.seatsTaken).toBe(a + b)
    expect(a + b).toBeLessThanOrEqual(BOAT)
    // Small requests keep coming until the boat is full: at most 2 seats can be left over.
    expect(a + b).toBeGreaterThanOrEqual(BOAT - 2)
    expect(a).toBe(taken.filter((o) => o.departure === first).reduce((sum, o) => sum + o.seats, 0))
    const left = await seatsLeftOf(t.knex, [first, second])
    expect(left.get(first)).toBe(BOAT - a - b)
    expect(left.get(second)).toBe(BOAT - a - b)
    expect(refusals.has('resource-full')).toBe(true)
  })

  it('refuses a closed departure and a departure without seats; gives released seats back to both trips', async () => {
    const [first, second] = await departurePair(21, '10:00', 5)
    expect(await t.knex.transaction((trx) => takeSeats(trx, first, 6))).toBe('full')
    expect(await t.knex.transaction((trx) => takeSeats(trx, first, 5))).toBeNull()
    expect(await t.knex.transaction((trx) => takeSeats(trx, second, 5))).toBeNull()
    // The boat has 12 seats, 10 taken: 2 left on the boat, none on the first departure.
    expect(Object.fromEntries(await seatsLeftOf(t.knex, [first, second]))).toEqual({ [first]: 0, [second]: 0 })
    await t.knex.transaction((trx) => releaseSeats(trx, first, 3))
    expect(Object.fromEntries(await seatsLeftOf(t.knex, [first, second]))).toEqual({ [first]: 3, [second]: 0 })
    await t.knex('trip_departures').where({ id: first }).update({ status: 'closed' })
    expect(await t.knex.transaction((trx) => takeSeats(trx, first, 1))).toBe('closed')
    expect(await t.knex.transaction((trx) => takeSeats(trx, first, 0))).toBe('closed')
    expect((await t.knex('trip_resource_load').where({ resource_id: boat }).orderBy('starts_at', 'desc').first('seats_taken')).seatsTaken).toBe(7)
  })

  it('refuses a first booking larger than the boat, and a resource-full refusal leaves the departure as it was', async () => {
    const [first] = await departurePair(22, '11:00', 20)
    expect(await t.knex.transaction((trx) => takeSeats(trx, first, 13))).toBe('resource-full')
    expect(await seatsOf(first)).toBe(0)
    expect(await t.knex('trip_resource_load').where({ resource_id: boat }).where('seats_taken', '>', 0).where('starts_at', islandTimeToInstant(islandDay(22), '11:00')!).first()).toBeUndefined()
    // Staff taking a phone booking may force it: the departure's capacity grows visibly.
    const [second] = await departurePair(23, '11:00', 4)
    expect(await t.knex.transaction((trx) => takeSeats(trx, second, 6, { force: true }))).toBeNull()
    expect(await t.knex('trip_departures').where({ id: second }).first('seats_taken', 'capacity')).toMatchObject({ seatsTaken: 6, capacity: 6 })
  })

  it('says why a departure cannot be booked: another trip, closed, past the cut-off', async () => {
    const [first, second] = await departurePair(24, '12:00', 8)
    await t.knex('trips').whereIn('id', [tripA, tripB]).update({ status: 'published', booking_mode: 'instant', cutoff_hours: 12 })
    expect(await bookableDeparture(t.knex, first, tripA)).toMatchObject({ problem: null, seatsLeft: 8 })
    expect((await bookableDeparture(t.knex, first, tripB)).problem).toBe('other-trip')
    expect((await bookableDeparture(t.knex, 2_000_000_000, tripA)).problem).toBe('not-found')
    const startsAt = islandTimeToInstant(islandDay(24), '12:00')!
    expect((await bookableDeparture(t.knex, first, tripA, new Date(startsAt.getTime() - 11 * 3_600_000))).problem).toBe('past-cutoff')
    await t.knex('trip_departures').where({ id: second }).update({ status: 'closed' })
    expect((await bookableDeparture(t.knex, second, tripB)).problem).toBe('closed')
    await t.knex('trips').where({ id: tripA }).update({ booking_mode: 'on_request' })
    expect(await t.knex.transaction((trx) => bookableDeparture(trx, first, tripA))).toMatchObject({ problem: 'not-on-sale' })
  })
})
