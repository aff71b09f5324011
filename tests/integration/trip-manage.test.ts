import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { startStripeStandIn, type SignedEvent, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, startTestApp, type TestApp } from '../helpers/test-app'
import { bookableTrip, SUNSET_BOAT, tripBookingForm, type BookableTrip } from '../helpers/trip-bookings'

// After a trip booking is made (ADR 042): the customer's manage page states the policy and the
// refund before the click; cancelling within the policy refunds through Stripe and is recorded;
// outside it nothing is refunded; a departure the operator closed always gives a full refund or a
// free change of date; moving takes the new departure's seats within its capacity (one of two
// moves into the last seat wins); a forged link is a 404. Staff's changes (refund full or none,
// participants re-priced) through the same services. Embedded database, and PostgreSQL with DATABASE_URL.

let t: TestApp
let stripe: StripeStandIn
let sunset: BookableTrip
let strict: BookableTrip
let deposit: BookableTrip
let ip = 0
beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await startTestApp({ env: { STRIPE_API_URL: stripe.url }, smtp: true })
  await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
  // Free cancellation until 24 h before; departures 3 to 9 days ahead, 12 seats each.
  sunset = await bookableTrip(t.knex, { capacity: 12, days: [3, 4, 5, 6, 7, 8, 9], cutoffHours: 2 })
  // Another trip: not refundable at all.
  const other = await t.knex('trips').whereNot({ slug: SUNSET_BOAT }).orderBy('id').first('slug')
  strict = await bookableTrip(t.knex, { slug: other.slug, capacity: 6, days: [3, 4], freeCancellationHours: null })
  // A third: 30 % paid online as a deposit, the rest on the day.
  const third = await t.knex('trips').whereNotIn('slug', [SUNSET_BOAT, other.slug]).orderBy('id').first('slug')
  deposit = await bookableTrip(t.knex, { slug: third.slug, capacity: 6, days: [5, 6], onlinePayment: 'deposit', depositPercent: 30 })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})
beforeEach(() => {
  stripe.refundStatus = 'succeeded'
})

const from = () => `198.51.100.${(ip++ % 250) + 1}`
const started = () => formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000)
const webhook = (event: SignedEvent) => request(t.app).post('/api/payments/stripe/webhook').set('Stripe-Signature', event.signature).set('Content-Type', 'application/json').send(event.payload)
const booking = (reference: string) => t.knex('trip_bookings').where({ reference }).first()
const seatsTaken = async (departureId: number) => (await t.knex('trip_departures').where({ id: departureId }).first()).seatsTaken as number
const managePath = (reference: string) => `/trips/booking?ref=${reference}&token=${t.context.secrets.sign('trip-booking', reference)}`
const audit = (id: number, action: string) => t.knex('audit_log').where({ subject_type: 'trip-booking', subject_id: id, action })
const post = (path: string, body: Record<string, string>) => request(t.app).post(path).set('X-Forwarded-For', from()).type('form').send(body)
const staff = { type: 'staff' as const, userId: null, name: 'Office' }
const serviceContext = () => ({ ...t.context, tFor: (lng: string) => t.context.i18n.getFixedT(lng, 'trips') })

/** Booked through the form and paid on the stand-in Stripe page: a confirmed booking. */
async function bookAndPay(tripId: number, departureId: number, lng = 'en', over: Record<string, unknown> = {}) {
  const form = tripBookingForm(departureId, over)
  const res = await request(t.app).post(`/trips/${tripId}/book?lng=${lng}`).set('X-Forwarded-For', from()).type('form').send({ started: started(), website: '', ...form })
  expect(res.status).toBe(303)
  const session = stripe.sessions.get(res.headers.location!.split('/pay/')[1]!.split('?')[0]!)!
  expect((await webhook(await stripe.complete(session.id))).status).toBe(200)
  const row = await t.knex('trip_bookings').where({ customer_email: form.email }).first()
  expect(row.status).toBe('confirmed')
  expect(row.paymentStatus).toBe(row.paidCents < row.totalCents ? 'deposit_paid' : 'paid')
  return row as { id: number; reference: string; paidCents: number; seats: number; customerEmail: string; departureId: number }
}

describe('cancelling within the policy', () => {
  it('states the refund before the click, asks to confirm, then refunds through Stripe and records it', async () => {
    const departure = sunset.departures[0]!
    const row = await bookAndPay(sunset.tripId, departure.id, 'de')
    const amount = formatPrice(row.paidCents, 'EUR', 'de')
    const before = await seatsTaken(departure.id)

    const page = await request(t.app).get(`${managePath(row.reference)}&lng=de`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-policy="free"')
    expect(page.text).toContain(html(tr('de', 'trips', 'cancel.refundNow', { refund: amount })))
    // A GET never cancels: it shows the confirmation step, whose button POSTs.
    const confirm = await request(t.app).get(`${managePath(row.reference)}&step=cancel&lng=de`)
    expect(confirm.text).toContain('data-cancel-confirm')
    expect(confirm.text).toContain(html(tr('de', 'trips', 'cancel.confirm.withRefund', { reference: row.reference, refund: amount })))
    expect((await booking(row.reference)).status).toBe('confirmed')

    const res = await post(`${managePath(row.reference)}&lng=de`, { action: 'cancel' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`${managePath(row.reference)}&done=cancelled`)
    expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: row.paidCents, paymentStatus: 'refunded', cancelReason: 'customer' })
    expect(await seatsTaken(departure.id)).toBe(before - row.seats)
    const refunds = [...stripe.refunds.values()].filter((r) => r.amount === row.paidCents && r.metadata.reason?.startsWith('cancelled'))
    expect(refunds.length).toBeGreaterThanOrEqual(1)
    const [payment] = await built.paymentsOf({ type: 'trip', id: row.id })
    expect(payment).toMatchObject({ refundedCents: row.paidCents })
    expect(await audit(row.id, 'status')).toHaveLength(1)
    expect(await audit(row.id, 'refunded')).toHaveLength(1)
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: row.customerEmail })
    expect(mail.subject).toBe(tr('de', 'trips', 'cancel.mail.subject', { reference: row.reference }))
    expect(mail.text).toContain(tr('de', 'trips', 'cancel.mail.refund', { amount }))
    // The office hears of it (in its recipients' language), with the link to the booking.
    const [notice] = await t.knex('mail_outbox').where({ kind: 'trip-cancelled-staff' }).whereLike('subject', `%${row.reference}%`)
    expect(notice.html).toContain(`/admin/trip-bookings/${row.id}`)
    const done = await request(t.app).get(`${managePath(row.reference)}&done=cancelled&lng=de`)
    expect(done.text).toContain(html(tr('de', 'trips', 'cancel.refunded', { amount })))

    // Once is all: a second cancel is refused and refunds nothing more.
    const stripeRefunds = stripe.refunds.size
    const again = await post(`${managePath(row.reference)}&lng=de`, { action: 'cancel' })
    expect(again.status).toBe(409)
    expect(again.text).toContain(html(tr('de', 'trips', 'cancel.refused.status')))
    expect(stripe.refunds.size).toBe(stripeRefunds)
    expect((await booking(row.reference)).refundedCents).toBe(row.paidCents)
  })
})

describe('a deposit', () => {
  it('within the policy gives the deposit back and says the balance is no longer owed', async () => {
    const row = await bookAndPay(deposit.tripId, deposit.departures[0]!.id)
    const stored = await booking(row.reference)
    expect(stored.paidCents).toBeLessThan(stored.totalCents)
    const balance = formatPrice(stored.totalCents - stored.paidCents, 'EUR', 'en')
    const page = await request(t.app).get(`${managePath(row.reference)}&lng=en`)
    expect(page.text).toContain(html(tr('en', 'trips', 'cancel.refundNow', { refund: formatPrice(stored.paidCents, 'EUR', 'en') })))
    expect(page.text).toContain(html(tr('en', 'trips', 'cancel.balance', { due: balance })))
    await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })
    expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: stored.paidCents, paymentStatus: 'refunded' })
  })
})

describe('Stripe unreachable when the refund is asked', () => {
  it('keeps the booking cancelled, says the refund is on its way, and leaves the failure in the history for staff', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id)
    stripe.failNext({ status: 500, type: 'api_error', message: 'An unknown error occurred' })
    const res = await post(`${managePath(row.reference)}&lng=es`, { action: 'cancel' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`${managePath(row.reference)}&done=refund-pending`)
    expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: 0 })
    const [failure] = await audit(row.id, 'refund-failed')
    expect(failure.changes.refundCents).toEqual([null, row.paidCents])
    const page = await request(t.app).get(`${res.headers.location}&lng=es`)
    expect(page.text).toContain(html(tr('es', 'trips', 'cancel.refundPending')))
    // A second cancellation is refused (nothing more goes back that way)…
    await expect(built.cancelTripBooking(serviceContext() as never, row.reference, { actor: staff, refund: 'full', reason: 'retry' })).rejects.toMatchObject({ status: 409 })
    // …staff refund it from the booking instead: everything paid goes back, once.
    expect(await built.refundTripBooking(t.context, row.id, { amountCents: row.paidCents, reason: 'refund after Stripe outage', actor: staff })).toEqual({ refundedCents: row.paidCents, failed: false })
    expect(await built.refundTripBooking(t.context, row.id, { amountCents: row.paidCents, reason: 'again', actor: staff })).toEqual({ refundedCents: 0, failed: false })
    expect(await booking(row.reference)).toMatchObject({ refundedCents: row.paidCents, paymentStatus: 'refunded' })
  })
})

describe('cancelling outside the policy', () => {
  it('offers no refund on a non-refundable trip; cancelling frees the seats and keeps the money', async () => {
    const departure = strict.departures[0]!
    const row = await bookAndPay(strict.tripId, departure.id)
    const page = await request(t.app).get(`${managePath(row.reference)}&step=cancel&lng=en`)
    expect(page.text).toContain('data-policy="not-refundable"')
    expect(page.text).toContain(html(tr('en', 'trips', 'cancel.keptNow', { kept: formatPrice(row.paidCents, 'EUR', 'en') })))
    expect(page.text).toContain(html(tr('en', 'trips', 'cancel.confirm.noRefund', { reference: row.reference })))
    expect(page.text).not.toContain(html(tr('en', 'trips', 'cancel.confirm.withRefund', { reference: row.reference, refund: formatPrice(row.paidCents, 'EUR', 'en') })))
    const refundsBefore = stripe.refunds.size
    const res = await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })
    expect(res.status).toBe(303)
    expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: 0, paymentStatus: 'paid' })
    expect(stripe.refunds.size).toBe(refundsBefore)
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: row.customerEmail })
    expect(mail.text).toContain(tr('en', 'trips', 'cancel.mail.noRefund'))
  })

  it('past the free-cancellation deadline: no refund (the deadline said on the page)', async () => {
    await t.knex('trips').where({ id: sunset.tripId }).update({ free_cancellation_hours: 24 * 30 })
    try {
      const row = await bookAndPay(sunset.tripId, sunset.departures[1]!.id)
      const page = await request(t.app).get(`${managePath(row.reference)}&lng=en`)
      expect(page.text).toContain('data-policy="late"')
      // Nor can the date be changed online any more: the page says so, and a POST is refused.
      expect(page.text).toContain(html(tr('en', 'trips', 'changeDate.tooLate')))
      const move = await post(`${managePath(row.reference)}&lng=en`, { action: 'move', departureId: String(sunset.departures[3]!.id) })
      expect(move.status).toBe(409)
      expect(move.text).toContain(html(tr('en', 'trips', 'changeDate.refused.tooLate')))
      await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })
      expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: 0 })
    } finally {
      await t.knex('trips').where({ id: sunset.tripId }).update({ free_cancellation_hours: 24 })
    }
  })
})

describe('a departure closed by the operator (weather)', () => {
  it('offers both choices prominently and refunds in full whatever the policy', async () => {
    const departure = strict.departures[1]!
    const row = await bookAndPay(strict.tripId, departure.id, 'ca')
    await t.knex('trip_departures').where({ id: departure.id }).update({ status: 'closed', closed_reason: 'Temporal', closed_at: new Date() })
    const page = await request(t.app).get(`${managePath(row.reference)}&lng=ca`)
    expect(page.text).toContain('data-closure')
    expect(page.text).toContain(html(`${managePath(row.reference)}&choice=date#change-date`))
    expect(page.text).toContain(html(`${managePath(row.reference)}&choice=refund#cancel`))
    // ?choice=refund pre-selects the refund: the confirmation with the full amount, nothing changed yet.
    const choice = await request(t.app).get(`${managePath(row.reference)}&choice=refund&lng=ca`)
    expect(choice.text).toContain(html(tr('ca', 'trips', 'cancel.confirm.withRefund', { reference: row.reference, refund: formatPrice(row.paidCents, 'EUR', 'ca') })))
    expect((await booking(row.reference)).status).toBe('confirmed')
    await post(`${managePath(row.reference)}&lng=ca`, { action: 'cancel' })
    expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: row.paidCents, paymentStatus: 'refunded' })
    const [entry] = await audit(row.id, 'status')
    expect(entry.changes.refund[1]).toMatchObject({ basis: 'closed-by-operator', cents: row.paidCents })
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: row.customerEmail })
    expect(mail.subject).toBe(tr('ca', 'trips', 'cancel.mail.subject', { reference: row.reference }))
  })

  it('?choice=date lists the other dates first and moves free of charge', async () => {
    const [closed, open] = [sunset.departures[5]!, sunset.departures[6]!]
    const row = await bookAndPay(sunset.tripId, closed.id)
    await t.knex('trip_departures').where({ id: closed.id }).update({ status: 'closed', closed_reason: 'Storm' })
    const page = await request(t.app).get(`${managePath(row.reference)}&choice=date&lng=en`)
    expect(page.text.indexOf('id="change-date"')).toBeLessThan(page.text.indexOf('id="booking-title"'))
    expect(page.text).toContain(`value="${open.id}"`)
    const res = await post(`${managePath(row.reference)}&lng=en`, { action: 'move', departureId: String(open.id) })
    expect(res.status).toBe(303)
    expect(await booking(row.reference)).toMatchObject({ status: 'confirmed', departureId: open.id })
    const [entry] = await audit(row.id, 'moved')
    expect(entry.note).toBe('departure closed by the operator')
    await t.knex('trip_departures').where({ id: closed.id }).update({ status: 'open', closed_reason: null })
  })
})

describe('a booking still waiting for its payment', () => {
  it('offers to pay (through /trips/booking/pay), not to cancel or move: its hold runs out by itself', async () => {
    const form = tripBookingForm(sunset.departures[3]!.id)
    const res = await request(t.app).post(`/trips/${sunset.tripId}/book?lng=en`).set('X-Forwarded-For', from()).type('form').send({ started: started(), website: '', ...form })
    expect(res.status).toBe(303)
    const row = await t.knex('trip_bookings').where({ customer_email: form.email }).first()
    expect(row.status).toBe('pending_payment')
    const page = await request(t.app).get(`${managePath(row.reference)}&lng=en`)
    expect(page.text).toContain(`action="/trips/booking/pay?ref=${row.reference}&amp;token=`)
    expect(page.text).not.toContain('id="cancel"')
    expect(page.text).not.toContain('id="change-date"')
    const cancel = await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })
    expect(cancel.status).toBe(409)
    expect((await booking(row.reference)).status).toBe('pending_payment')
  })
})

describe('forged links', () => {
  it('a wrong token is a 404, for the page and for its actions alike', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id)
    const forged = `/trips/booking?ref=${row.reference}&token=${'a'.repeat(43)}`
    expect((await request(t.app).get(forged)).status).toBe(404)
    expect((await request(t.app).get(`/trips/booking?ref=TR-2026-999999&token=${t.context.secrets.sign('trip-booking', 'TR-2026-999999')}`)).status).toBe(404)
    expect((await post(forged, { action: 'cancel' })).status).toBe(404)
    expect((await post(forged, { action: 'move', departureId: String(sunset.departures[3]!.id) })).status).toBe(404)
    expect(await booking(row.reference)).toMatchObject({ status: 'confirmed', departureId: sunset.departures[2]!.id })
  })
})

describe('changing the date', () => {
  it('moves within capacity: seats taken on the new departure, given back on the old, audited, e-mailed with the new voucher', async () => {
    const [a, b] = [sunset.departures[2]!, sunset.departures[3]!]
    const row = await bookAndPay(sunset.tripId, a.id)
    const [seatsA, seatsB] = [await seatsTaken(a.id), await seatsTaken(b.id)]
    const page = await request(t.app).get(`${managePath(row.reference)}&lng=en`)
    expect(page.text).toContain(`name="departureId" value="${b.id}"`)
    expect(page.text).not.toContain(`name="departureId" value="${a.id}"`)
    const res = await post(`${managePath(row.reference)}&lng=en`, { action: 'move', departureId: String(b.id) })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`${managePath(row.reference)}&done=moved`)
    expect(await booking(row.reference)).toMatchObject({ departureId: b.id, status: 'confirmed' })
    expect(await seatsTaken(a.id)).toBe(seatsA - row.seats)
    expect(await seatsTaken(b.id)).toBe(seatsB + row.seats)
    const [entry] = await audit(row.id, 'moved')
    expect(entry.changes.departureId).toEqual([a.id, b.id])
    expect(await t.knex('mail_outbox').where({ kind: 'trip-moved-staff' }).whereLike('subject', `%${row.reference}%`)).toHaveLength(1)
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-moved', to_address: row.customerEmail })
    expect(mail.subject).toBe(tr('en', 'trips', 'changeDate.mail.subject', { reference: row.reference }))
    await expect.poll(async () => (await t.knex('mail_attachments').where({ outbox_id: mail.id })).length, { timeout: 10_000 }).toBe(2)
    // The reminder follows the new date.
    const startB = new Date((await t.knex('trip_departures').where({ id: b.id }).first()).startsAt)
    const reminders = await t.knex('pgboss.job').where({ name: 'trip.reminder' }).whereRaw("data->>'bookingId' = ?", [String(row.id)])
    expect(reminders.map((j) => new Date(j.startAfter).getTime())).toContain(startB.getTime() - 24 * 3_600_000)
  })

  it('refuses plainly a departure without seats for the party, and changes nothing', async () => {
    const [a, full] = [sunset.departures[4]!, sunset.departures[3]!]
    const row = await bookAndPay(sunset.tripId, a.id)
    const capacity = (await t.knex('trip_departures').where({ id: full.id }).first()).capacity as number
    const taken = await seatsTaken(full.id)
    await t.knex('trip_departures').where({ id: full.id }).update({ seats_taken: capacity - 1 })
    try {
      const res = await post(`${managePath(row.reference)}&lng=en`, { action: 'move', departureId: String(full.id) })
      expect(res.status).toBe(409)
      expect(res.text).toContain(html(tr('en', 'trips', 'changeDate.refused.full', { seatsLeft: 1 })))
      expect(await booking(row.reference)).toMatchObject({ departureId: a.id })
      expect(await seatsTaken(full.id)).toBe(capacity - 1)
    } finally {
      await t.knex('trip_departures').where({ id: full.id }).update({ seats_taken: taken })
    }
  })

  it('two moves at once into the last seats: one wins, the other is told, the departure never exceeds its capacity', async () => {
    const target = sunset.departures[6]!
    const first = await bookAndPay(sunset.tripId, sunset.departures[4]!.id)
    const second = await bookAndPay(sunset.tripId, sunset.departures[5]!.id)
    const capacity = (await t.knex('trip_departures').where({ id: target.id }).first()).capacity as number
    const taken = await seatsTaken(target.id)
    // Exactly one party of two fits.
    await t.knex('trip_departures').where({ id: target.id }).update({ seats_taken: capacity - first.seats })
    try {
      const answers = await Promise.all([first, second].map((row) => post(`${managePath(row.reference)}&lng=en`, { action: 'move', departureId: String(target.id) })))
      expect(answers.map((r) => r.status).sort()).toEqual([303, 409])
      expect(await seatsTaken(target.id)).toBe(capacity)
      const moved = await Promise.all([first, second].map((row) => booking(row.reference)))
      expect(moved.filter((r) => r.departureId === target.id)).toHaveLength(1)
    } finally {
      // What the departure really holds: what it had, plus the party that moved in.
      await t.knex('trip_departures').where({ id: target.id }).update({ seats_taken: taken + first.seats })
    }
  })

  it('refuses a departure of another trip', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id)
    const res = await post(`${managePath(row.reference)}&lng=es`, { action: 'move', departureId: String(strict.departures[0]!.id) })
    expect(res.status).toBe(409)
    expect(res.text).toContain(html(tr('es', 'trips', 'changeDate.refused.unknown')))
    const bad = await post(`${managePath(row.reference)}&lng=es`, { action: 'move', departureId: 'x' })
    expect(bad.status).toBe(400)
  })
})

describe('looking a booking up', () => {
  it('by reference and e-mail (any case) leads to the signed page; a wrong pair says so; too many tries are refused', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id)
    const ok = await request(t.app).post('/trips/booking?lng=en').set('X-Forwarded-For', '192.0.2.77').type('form').send({ action: 'lookup', reference: row.reference.toLowerCase(), email: row.customerEmail.toUpperCase() })
    expect(ok.status).toBe(303)
    expect(ok.headers.location).toBe(managePath(row.reference))
    const wrong = await request(t.app).post('/trips/booking?lng=en').set('X-Forwarded-For', '192.0.2.77').type('form').send({ action: 'lookup', reference: row.reference, email: 'someone@example.com' })
    expect(wrong.status).toBe(404)
    expect(wrong.text).toContain(html(tr('en', 'trips', 'manage.lookup.notFound')))
    const bad = await request(t.app).post('/trips/booking?lng=en').set('X-Forwarded-For', '192.0.2.77').type('form').send({ action: 'lookup', reference: 'MT-1', email: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('en', 'trips', 'manage.lookup.badReference')))
    let last = 0
    for (let i = 0; i < 10; i++) last = (await request(t.app).post('/trips/booking?lng=en').set('X-Forwarded-For', '192.0.2.77').type('form').send({ action: 'lookup', reference: row.reference, email: row.customerEmail })).status
    expect(last).toBe(429)
  })

  it('shows the look-up form without a link', async () => {
    const page = await request(t.app).get('/trips/booking?lng=ca')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('ca', 'trips', 'manage.lookup.submit')))
  })
})

describe('staff changes through the services', () => {
  it('cancel with a full refund outside the policy, or with none inside it', async () => {
    const late = await bookAndPay(strict.tripId, strict.departures[0]!.id)
    const full = await built.cancelTripBooking(serviceContext() as never, late.reference, { actor: staff, refund: 'full', reason: 'goodwill', note: 'Sorry for the trouble' })
    expect(full).toMatchObject({ refundCents: late.paidCents, refundedCents: late.paidCents, refundFailed: false })
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: late.customerEmail })
    expect(mail.text).toContain('Sorry for the trouble')
    const free = await bookAndPay(sunset.tripId, sunset.departures[4]!.id)
    const none = await built.cancelTripBooking(serviceContext() as never, free.reference, { actor: staff, refund: 'none', reason: 'no-show' })
    expect(none).toMatchObject({ refundCents: 0, refundedCents: 0 })
    expect((await booking(free.reference)).refundedCents).toBe(0)
  })

  it('re-prices a changed party, takes the extra seats, shows the difference and keeps the breakdown', async () => {
    const departure = sunset.departures[4]!
    const row = await bookAndPay(sunset.tripId, departure.id)
    const before = await seatsTaken(departure.id)
    const change = await built.changeTripParticipants(serviceContext() as never, row.reference, { adult: 2, child: 1, infant: 1 }, { actor: staff })
    expect(change.differenceCents).toBe(2500)
    expect(change.balanceCents).toBe(2500)
    expect(await seatsTaken(departure.id)).toBe(before + 1)
    const stored = await booking(row.reference)
    expect(stored).toMatchObject({ seats: 3, totalCents: row.paidCents + 2500 })
    expect(stored.participants.map((p: { code: string; count: number }) => [p.code, p.count])).toEqual([['adult', 2], ['child', 1], ['infant', 1]])
    const [entry] = await audit(row.id, 'participants')
    expect(entry.changes.totalCents).toEqual([row.paidCents, row.paidCents + 2500])
    // Back to one adult: seats given back, the money owed to the customer shown, nothing refunded silently.
    const smaller = await built.changeTripParticipants(serviceContext() as never, row.reference, { adult: 1 }, { actor: staff })
    expect(smaller.balanceCents).toBe(4500 - row.paidCents)
    expect(await seatsTaken(departure.id)).toBe(before - 1)
    expect((await booking(row.reference)).refundedCents).toBe(0)
    await expect(built.changeTripParticipants(serviceContext() as never, row.reference, { child: 2 }, { actor: staff })).rejects.toMatchObject({ status: 400 })
  })

  it('staff may move a party beyond the new departure’s capacity with force, never without', async () => {
    const [a, full] = [sunset.departures[2]!, sunset.departures[1]!]
    const row = await bookAndPay(sunset.tripId, a.id)
    const target = await t.knex('trip_departures').where({ id: full.id }).first()
    await t.knex('trip_departures').where({ id: full.id }).update({ seats_taken: target.capacity })
    try {
      await expect(built.moveTripBooking(serviceContext() as never, row.reference, full.id, { actor: staff })).rejects.toMatchObject({ status: 409, key: 'trips:changeDate.refused.full' })
      const moved = await built.moveTripBooking(serviceContext() as never, row.reference, full.id, { actor: staff, force: true })
      expect(moved.departureId).toBe(full.id)
      const after = await t.knex('trip_departures').where({ id: full.id }).first()
      expect(after.seatsTaken).toBe(target.capacity + row.seats)
      expect(after.capacity).toBe(target.capacity + row.seats)
      const [entry] = await audit(row.id, 'moved')
      expect(entry.changes.forced).toEqual([false, true])
    } finally {
      await t.knex('trip_departures').where({ id: full.id }).update({ capacity: target.capacity, seats_taken: target.seatsTaken })
    }
  })

  it('a customer cannot change the party', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[4]!.id)
    await expect(built.changeTripParticipants(serviceContext() as never, row.reference, { adult: 3 }, { actor: { type: 'customer', name: '' } })).rejects.toMatchObject({ status: 403 })
  })
})
