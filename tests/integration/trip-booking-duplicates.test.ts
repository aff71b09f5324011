import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { postSignedEvent, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, startTestApp, type TestApp } from '../helpers/test-app'
import { bookableTrip, tripBookingForm, type BookableTrip } from '../helpers/trip-bookings'

// The form sent again for a departure the same e-mail already booked (the browser's Back button
// after Stripe's page; with or without JavaScript, each time with another idempotency key or
// none): never a second booking made silently. The visitor's own unpaid booking is the one to pay
// (its Stripe page again); a booking already there is named (to the browser that made it) and a
// second one needs the visitor's "yes"; no seat is taken by a refused attempt.

let t: TestApp
let stripe: StripeStandIn
let trip: BookableTrip
let ip = 0
beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await startTestApp({ env: { STRIPE_API_URL: stripe.url } })
  await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
  trip = await bookableTrip(t.knex, { capacity: 12, days: [3, 4, 5, 6] })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

const from = () => `198.51.100.${(ip++ % 250) + 1}`
const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
/** One browser: its session cookie kept from one post to the next. */
const browser = () => {
  const agent = request.agent(t.app)
  return (body: Record<string, unknown>, lng = 'en') => agent.post(`/trips/${trip.tripId}/book?lng=${lng}`).set('X-Forwarded-For', from()).type('form').send({ started: started(), website: '', ...body })
}
const api = (body: Record<string, unknown>, key?: string) => {
  const req = request(t.app).post('/api/trips/bookings?lng=en').set('X-Forwarded-For', from())
  return (key ? req.set('Idempotency-Key', key) : req).send(body)
}
const bookingsOf = (email: string) => t.knex('trip_bookings').where({ customer_email: email }).orderBy('id')
const seatsTaken = async (departureId: number) => (await t.knex('trip_departures').where({ id: departureId }).first()).seatsTaken as number
const checkoutsOf = async (bookingId: number) => (await t.knex('payments').where({ subject_type: 'trip', subject_id: bookingId })).length
const keyIn = (page: string) => /name="idempotencyKey" value="([^"]*)"/.exec(page)?.[1]

describe('the booking form sent again after Stripe’s page (the Back button)', () => {
  it('makes one booking and one Stripe checkout: the second post goes on to the same payment page (keys differ, or none)', async () => {
    const departure = trip.departures[0]!
    const before = await seatsTaken(departure.id)
    const post = browser()
    const form = tripBookingForm(departure.id)
    // Hydrated, the form carried the island's key; back on the page, the island made another one.
    const first = await post({ ...form, idempotencyKey: `first-visit-${Date.now()}` })
    expect(first.status).toBe(303)
    expect(first.headers.location).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`))
    const second = await post({ ...form, idempotencyKey: `back-again-${Date.now()}` })
    expect(second.status).toBe(303)
    expect(second.headers.location).toBe(first.headers.location)
    // Without JavaScript: no key at all.
    const third = await post(form)
    expect(third.status).toBe(303)
    expect(third.headers.location).toBe(first.headers.location)

    const rows = await bookingsOf(form.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'pending_payment', seats: 2 })
    expect(await checkoutsOf(rows[0].id)).toBe(1)
    expect(await seatsTaken(departure.id)).toBe(before + 2)
    // Paid once, it is the one booking confirmed: two seats, one charge.
    const paid = await stripe.complete(stripe.sessionAt(first.headers.location!).id)
    expect((await postSignedEvent(t.app, paid)).status).toBe(200)
    expect(await bookingsOf(form.email)).toMatchObject([{ status: 'confirmed', paidCents: 9000 }])
    expect(await seatsTaken(departure.id)).toBe(before + 2)
  })

  it('two posts at the same moment with different keys still make one booking', async () => {
    const departure = trip.departures[1]!
    const before = await seatsTaken(departure.id)
    const post = browser()
    const form = tripBookingForm(departure.id)
    // The session must exist first (a real browser has it from the first answer).
    const first = await post({ ...form, idempotencyKey: `racing-0-${Date.now()}` })
    const [a, b] = await Promise.all([post({ ...form, idempotencyKey: `racing-1-${Date.now()}` }), post({ ...form, idempotencyKey: `racing-2-${Date.now()}` })])
    expect([first.status, a.status, b.status]).toEqual([303, 303, 303])
    expect(new Set([first, a, b].map((r) => r.headers.location)).size).toBe(1)
    expect(await bookingsOf(form.email)).toHaveLength(1)
    expect(await seatsTaken(departure.id)).toBe(before + 2)
  })

  it('a changed party is not sent to the old payment: the form asks first, naming the booking, nothing held twice', async () => {
    const departure = trip.departures[1]!
    const post = browser()
    const form = tripBookingForm(departure.id)
    const first = await post(form)
    expect(first.status).toBe(303)
    const before = await seatsTaken(departure.id)
    const [row] = await bookingsOf(form.email)
    const changed = await post({ ...form, 'count.adult': '3' })
    expect(changed.status).toBe(409)
    expect(changed.text).toContain(html(tr('en', 'trips', 'book.duplicate.own', { reference: row.reference })))
    expect(await bookingsOf(form.email)).toHaveLength(1)
    expect(await seatsTaken(departure.id)).toBe(before)
  })
})

describe('a booking already confirmed for the same e-mail and departure', () => {
  it('is named in the visitor’s language and the form asks "a second booking?"; no seat is taken until the box is ticked', async () => {
    const departure = trip.departures[2]!
    const post = browser()
    const form = tripBookingForm(departure.id)
    const first = await post(form, 'de')
    expect(first.status).toBe(303)
    const paid = await stripe.complete(stripe.sessionAt(first.headers.location!).id)
    expect((await postSignedEvent(t.app, paid)).status).toBe(200)
    const [row] = await bookingsOf(form.email)
    expect(row.status).toBe('confirmed')
    const before = await seatsTaken(departure.id)

    const again = await post(form, 'de')
    expect(again.status).toBe(409)
    const said = html(tr('de', 'trips', 'book.duplicate.own', { reference: row.reference }))
    expect(again.text).toContain(said)
    // The box, not ticked for the visitor.
    const box = /<input id="f-confirmDuplicate"[^>]*>/.exec(again.text)?.[0] ?? ''
    expect(box).toMatch(/type="checkbox"[^>]*name="confirmDuplicate"/)
    expect(box).not.toContain('checked')
    expect(again.text).toContain(html(tr('de', 'trips', 'book.confirmDuplicate')))
    expect(again.text).toContain('href="#f-confirmDuplicate"')
    expect(await bookingsOf(form.email)).toHaveLength(1)
    expect(await seatsTaken(departure.id)).toBe(before)
    // Sent without JavaScript, the form shown again carries a key of its own: sent twice, it is one booking.
    const key = keyIn(again.text)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)

    const yes = await post({ ...form, idempotencyKey: key, confirmDuplicate: 'on' }, 'de')
    expect(yes.status).toBe(303)
    expect(yes.headers.location).not.toBe(first.headers.location)
    const rows = await bookingsOf(form.email)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({ status: 'pending_payment', seats: 2, idempotencyKey: key })
    expect(await seatsTaken(departure.id)).toBe(before + 2)
    // The second booking's own Back-and-send-again: its payment page, no third booking.
    const yesAgain = await post({ ...form, confirmDuplicate: 'on' }, 'de')
    expect(yesAgain.headers.location).toBe(yes.headers.location)
    expect(await bookingsOf(form.email)).toHaveLength(2)
    expect(await checkoutsOf(rows[1].id)).toBe(1)
  })

  it('is not named to another browser, nor through the API without one: 409 and the question, then a second booking on "yes"', async () => {
    const departure = trip.departures[3]!
    const form = tripBookingForm(departure.id, { payment: 'on_the_day' })
    const first = await api(form)
    expect(first.status).toBe(201)
    const before = await seatsTaken(departure.id)
    // The same e-mail typed in again (by anyone): the booking's reference would open its page to cancel it.
    const again = await api({ ...form, email: form.email.toUpperCase() })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ code: 'conflict', message: tr('en', 'trips', 'book.duplicate.other'), fields: { confirmDuplicate: tr('en', 'trips', 'book.duplicate.other') } })
    expect(JSON.stringify(again.body)).not.toContain(first.body.reference)
    const page = await browser()(form, 'ca')
    expect(page.status).toBe(409)
    expect(page.text).toContain(html(tr('ca', 'trips', 'book.duplicate.other')))
    expect(page.text).not.toContain(first.body.reference)
    expect(await seatsTaken(departure.id)).toBe(before)
    expect(await bookingsOf(form.email)).toHaveLength(1)

    const yes = await api({ ...form, confirmDuplicate: true })
    expect(yes.status).toBe(201)
    expect(yes.body.reference).not.toBe(first.body.reference)
    expect(await bookingsOf(form.email)).toHaveLength(2)
    expect(await seatsTaken(departure.id)).toBe(before + 2)
  })

  it('an unpaid booking held for another browser: the question too (no payment page of someone else’s booking)', async () => {
    const departure = trip.departures[3]!
    const form = tripBookingForm(departure.id)
    const first = await api(form, `other-browser-${Date.now()}`)
    expect(first.status).toBe(201)
    expect(first.body.paymentUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`))
    const before = await seatsTaken(departure.id)
    const again = await api(form, `second-browser-${Date.now()}`)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(tr('en', 'trips', 'book.duplicate.pending'))
    expect(again.body.paymentUrl).toBeUndefined()
    expect(await seatsTaken(departure.id)).toBe(before)
    // Cancelled or expired bookings do not count.
    await t.knex('trip_bookings').where({ customer_email: form.email }).update({ status: 'expired' })
    expect((await api(form)).status).toBe(201)
  })
})
