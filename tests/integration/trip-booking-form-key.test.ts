import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { islandPropsOf } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { bookableTrip, tripBookingForm, type BookableTrip } from '../helpers/trip-bookings'

// A booking form's idempotency key (src/lib/idempotency.ts). The trip page is served from the
// shared HTML cache (this app runs it, as production does), so its form carries no key: the island
// makes each visitor's in their browser. Without JavaScript the first post goes without one, and a
// double click still makes one booking: the same e-mail on the same departure is caught under the
// departure's lock (trip-booking-duplicates.server.ts). A form sent back with its messages is that
// visitor's alone and keeps (or gets) a key.

let t: TestApp
let trip: BookableTrip
let ip = 0
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
  // No Stripe keys: paid on the day, confirmed at once.
  trip = await bookableTrip(t.knex, { capacity: 10, days: [3, 4] })
})
afterAll(async () => {
  await t?.close()
})

const KEY = /<input type="hidden" name="idempotencyKey" value="([^"]*)"/
const keyOf = (page: string) => KEY.exec(page)?.[1] ?? ''

describe('the trip page’s booking form', () => {
  it('is served from the shared cache with no key in its form; the island is given none either', async () => {
    await request(t.app).get(`/trips/${trip.tripId}?lng=en`)
    const again = await request(t.app).get(`/trips/${trip.tripId}?lng=en`)
    expect(again.status).toBe(200)
    expect(again.headers['x-cache']).toBe('HIT')
    expect(keyOf(again.text)).toBe('')
    expect(islandPropsOf<{ idempotencyKey: string }>(again.text, 'TripBookingPicker').idempotencyKey).toBe('')
  })

  it('sent twice at once without JavaScript (a double click, no key): one booking, its seats taken once', async () => {
    const departure = trip.departures[0]!
    const before = (await t.knex('trip_departures').where({ id: departure.id }).first()).seatsTaken as number
    // What the browser sends: the form's fields and its spam stamp, from one address, at once.
    const body = { ...tripBookingForm(departure.id, { payment: 'on_the_day' }), idempotencyKey: '', started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '' }
    const address = `203.0.113.${++ip}`
    const post = () => request(t.app).post(`/trips/${trip.tripId}/book?lng=de`).set('X-Forwarded-For', address).type('form').send(body)
    const answers = await Promise.all([post(), post()])
    const rows = await t.knex('trip_bookings').where({ customer_email: body.email })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ idempotencyKey: null, status: 'confirmed', seats: 2 })
    expect((await t.knex('trip_departures').where({ id: departure.id }).first()).seatsTaken).toBe(before + 2)
    // One lands on the confirmation; the other is asked whether a second booking is meant, with a
    // key of its own for that answer, and without naming the first (this browser never saw it).
    const confirmed = answers.filter((a) => a.status === 303)
    const asked = answers.filter((a) => a.status !== 303)
    expect(confirmed).toHaveLength(1)
    expect(confirmed[0]!.headers.location).toContain(`ref=${rows[0].reference}`)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.text).toContain('name="confirmDuplicate"')
    expect(keyOf(asked[0]!.text)).toMatch(/^[0-9a-f-]{36}$/)
    expect(asked[0]!.text).not.toContain(rows[0].reference)
  })

  it('keeps the key of a form sent back with its messages (the island’s), or gives one to a form sent without', async () => {
    const send = (idempotencyKey: string) => {
      const body = { ...tripBookingForm(trip.departures[1]!.id, { payment: 'on_the_day', name: '' }), idempotencyKey, started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '' }
      return request(t.app).post(`/trips/${trip.tripId}/book?lng=en`).set('X-Forwarded-For', `203.0.113.${++ip}`).type('form').send(body)
    }
    const islandKey = globalThis.crypto.randomUUID()
    const refused = await send(islandKey)
    expect(refused.status).toBe(400)
    expect(keyOf(refused.text)).toBe(islandKey)
    const withoutScript = await send('')
    expect(withoutScript.status).toBe(400)
    expect(keyOf(withoutScript.text)).toMatch(/^[0-9a-f-]{36}$/)
    expect(withoutScript.headers['x-cache']).toBeUndefined()
  })
})

describe('the transfer request form (a page never cached)', () => {
  it('is rendered with a fresh key each time', async () => {
    const keys = await Promise.all([1, 2].map(async () => keyOf((await request(t.app).get('/airport-transfers/request?lng=en')).text)))
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[0]).not.toBe(keys[1])
  })
})
