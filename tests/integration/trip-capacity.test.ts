import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../helpers/locales'
import { built, startTestApp, type TestApp } from '../helpers/test-app'
import { bookableTrip, tripBookingForm, type BookableTrip } from '../helpers/trip-bookings'

// No overbooking (ADR 042): however many visitors book the last seats of a departure at the same
// moment, exactly as many as fit get them; the others are told plainly how many are left, and the
// departure never holds more than its capacity. Runs on the embedded database and, with
// DATABASE_URL, on PostgreSQL.

const CAPACITY = 12
const LAST_SEATS = 5
const ATTEMPTS = 200

let t: TestApp
let trip: BookableTrip
beforeAll(async () => {
  t = await startTestApp()
  // Paid on the day: each booking is confirmed at once (no Stripe in this test).
  trip = await bookableTrip(t.knex, { capacity: CAPACITY, days: [9, 10], payOnDayAllowed: true, onlinePayment: 'none' })
})
afterAll(async () => {
  await t?.close()
})

let n = 0
const attempt = (departureId: number, over: Record<string, unknown> = {}) => {
  const i = n++
  return request(t.app)
    .post('/api/trips/bookings?lng=en')
    .set('X-Forwarded-For', `10.${Math.floor(i / 250)}.${i % 250}.9`)
    .send(tripBookingForm(departureId, { 'count.adult': '1', payment: 'on_the_day', ...over }))
}
const departureRow = (id: number) => t.knex('trip_departures').where({ id }).first()

describe('the last seats of a departure', () => {
  it(`go to exactly ${LAST_SEATS} of ${ATTEMPTS} visitors booking at once; the others hear "sold out", none fails`, async () => {
    const departure = trip.departures[0]!
    await t.knex('trip_departures').where({ id: departure.id }).update({ seats_taken: CAPACITY - LAST_SEATS })
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, () => attempt(departure.id)))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s !== 201 && s !== 409).map((s, i) => [s, answers[i]!.text.slice(0, 200)])).toEqual([])
    expect(statuses.filter((s) => s === 201)).toHaveLength(LAST_SEATS)
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - LAST_SEATS)
    // Plainly: sold out (or, for those who asked while one was left, "only 1 left").
    const said = new Set(answers.filter((a) => a.status === 409).map((a) => a.body.error.message))
    for (const message of said) expect([tr('en', 'trips', 'book.errors.soldOut'), tr('en', 'trips', 'book.errors.onlyLeft_one', { count: 1 })]).toContain(message)
    expect(await departureRow(departure.id)).toMatchObject({ seatsTaken: CAPACITY, capacity: CAPACITY })
    const bookings = await t.knex('trip_bookings').where({ departure_id: departure.id, status: 'confirmed' })
    expect(bookings).toHaveLength(LAST_SEATS)
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(LAST_SEATS)
    console.info(`trip capacity: ${ATTEMPTS} attempts for ${LAST_SEATS} seats in ${seconds} s (${t.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'})`)
  })

  it('never splits a party: a group of 3 for the last 2 seats is refused whole, 2 get them', async () => {
    const departure = trip.departures[1]!
    await t.knex('trip_departures').where({ id: departure.id }).update({ seats_taken: CAPACITY - 2 })
    const answers = await Promise.all([attempt(departure.id, { 'count.adult': '3' }), attempt(departure.id, { 'count.adult': '3' }), attempt(departure.id, { 'count.adult': '2' })])
    expect(answers.map((a) => a.status)).toEqual([409, 409, 201])
    expect(answers[0]!.body.error.message).toMatch(/2|sold out/i)
    expect((await departureRow(departure.id)).seatsTaken).toBe(CAPACITY)
  })

  it('lets staff on the phone go beyond the capacity (which rises visibly, with a note in the history); the web never does', async () => {
    const departure = trip.departures[1]!
    expect((await departureRow(departure.id)).seatsTaken).toBe(CAPACITY)
    const ctx = { ...t.context, lng: 'es' as const, tFor: (lng: 'es' | 'en' | 'de' | 'ca') => t.context.i18n.getFixedT(lng, 'trips') }
    const input = { departureId: departure.id, counts: { adult: 3 }, name: 'Grupo Vidal', email: 'vidal@example.es', phone: '+34611428730', terms: true as const }
    await expect(built.createTripBooking(ctx, input, { source: 'web' })).rejects.toMatchObject({ status: 409, seatsLeft: 0 })
    const { booking } = await built.createTripBooking(ctx, input, { source: 'phone', force: true, actor: { type: 'staff', userId: null, name: 'Oficina' } })
    expect(booking).toMatchObject({ status: 'confirmed', source: 'phone', paymentMethod: 'on_the_day', seats: 3 })
    expect(await departureRow(departure.id)).toMatchObject({ seatsTaken: CAPACITY + 3, capacity: CAPACITY + 3 })
    expect(await t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: booking.id, action: 'created' }).first()).toMatchObject({ actorName: 'Oficina', note: 'beyond capacity' })
    expect(await t.knex('audit_log').where({ subject_type: 'trip-departure', subject_id: departure.id, action: 'capacity' }).first()).toMatchObject({ changes: { capacity: [CAPACITY, CAPACITY + 3] } })
  })
})
