import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime, formatLanguageName, formatPrice, formatTime } from '../../src/i18n/format'
import { translate } from '../../src/i18n/translatable'
import { html, tr } from '../helpers/locales'
import type { StripeStandIn } from '../helpers/stripe-stand-in'
import { built, type TestApp } from '../helpers/test-app'
import { tripBookingForm, type BookableTrip } from '../helpers/trip-bookings'
import { useTripManage } from '../helpers/trip-manage'

// A trip booking's manage page after it is made (ADR 042), the customer cancelling: the page states
// the policy and the refund before the click; cancelling within the policy refunds through Stripe
// and is recorded; outside it nothing is refunded; a departure the operator closed always gives a
// full refund or a free change of date; a forged link is a 404. Changing the date, looking a booking
// up and staff's changes: trip-manage-changes.test.ts. Embedded database, and PostgreSQL with DATABASE_URL.

const manage = useTripManage()
let t: TestApp
let stripe: StripeStandIn
let sunset: BookableTrip
let strict: BookableTrip
let deposit: BookableTrip
beforeAll(() => {
  ;({ t, stripe, sunset, strict, deposit } = manage)
})
const { from, started, booking, seatsTaken, managePath, audit, post, staff, serviceContext, bookAndPay } = manage

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
    // All of it in the office's Spanish, not the customer's German: dates, money, the party, the customer's language.
    expect(notice.language).toBe('es')
    const startsAt = (await t.knex('trip_departures').where({ id: departure.id }).first()).startsAt
    expect(notice.text).toContain(formatDateTime(startsAt, 'es'))
    expect(notice.text).not.toContain(formatDateTime(startsAt, 'de'))
    expect(notice.text).toContain(formatPrice(row.paidCents, 'EUR', 'es'))
    expect(notice.text).toContain(formatLanguageName('de', 'es'))
    const booked = (await booking(row.reference)).participants as Array<{ categoryId: number; count: number }>
    for (const line of booked) {
      const category = await t.knex('trip_price_categories').where({ id: line.categoryId }).first()
      expect(notice.text).toContain(`${line.count} × ${translate(category, 'label', 'es')}`)
      expect(notice.text).not.toContain(`${line.count} × ${translate(category, 'label', 'de')}`)
    }
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
    // Booked in English, read in German: the party in German.
    expect(page.text).toContain('2 × Adult')
    expect((await request(t.app).get(`${managePath(row.reference)}&lng=de`)).text).toContain('2 × Erwachsene')
    await post(`${managePath(row.reference)}&lng=en`, { action: 'cancel' })
    expect(await booking(row.reference)).toMatchObject({ status: 'cancelled', refundedCents: stored.paidCents, paymentStatus: 'refunded' })
  })
})

describe('cancelling a booking paid on the day', () => {
  it('says it costs nothing (not "there will be no refund")', async () => {
    const form = tripBookingForm(sunset.departures[1]!.id, { payment: 'on_the_day' })
    const res = await post(`/trips/${sunset.tripId}/book?lng=en`, { started: started(), website: '', ...form })
    expect(res.status).toBe(303)
    const row = await t.knex('trip_bookings').where({ customer_email: form.email }).first()
    expect(row).toMatchObject({ status: 'confirmed', paidCents: 0 })
    const confirm = await request(t.app).get(`${managePath(row.reference)}&step=cancel&lng=en`)
    expect(confirm.text).toContain(html(tr('en', 'trips', 'cancel.confirm.free', { reference: row.reference })))
    expect(confirm.text).not.toContain(html(tr('en', 'trips', 'cancel.confirm.noRefund', { reference: row.reference })))
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
    expect(await built.refundTripBooking(t.context, row.id, { amountCents: row.paidCents, reason: 'refund after Stripe outage', actor: staff })).toEqual({ refundedCents: row.paidCents, failure: null })
    // Asked again, nothing is left on record to give back: said so, never refunded twice.
    expect(await built.refundTripBooking(t.context, row.id, { amountCents: row.paidCents, reason: 'again', actor: staff })).toEqual({ refundedCents: 0, failure: 'not-on-record' })
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
    expect(entry.changes).toMatchObject({ fromClosedDeparture: [null, true] })
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
    // It says until when the seats are held: after that they go back on sale.
    expect(page.text).toContain(html(tr('en', 'trips', 'manage.pay.heldUntil', { time: formatTime(row.holdExpiresAt, 'en') })))
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


describe('from the confirmation page', () => {
  it('"Manage my booking" opens the booking itself, signed as the page is, in the page’s language', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[4]!.id, 'en')
    const confirmation = await request(t.app).get(`${managePath(row.reference).replace('/trips/booking?', '/trips/booking/confirmation?')}&lng=en`)
    const label = html(tr('en', 'trips', 'booking.confirmation.viewBooking'))
    const [, href] = new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`).exec(confirmation.text) ?? []
    expect(href?.replace(/&amp;/g, '&')).toBe(`${managePath(row.reference)}&lng=en`)
    // Followed without a language cookie: the address alone keeps the visitor in English, on their booking (not the look-up form).
    const page = await request(t.app).get(href!.replace(/&amp;/g, '&'))
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(`${tr('en', 'trips', 'manage.title')}: ${row.reference}`))
    expect(page.text).not.toContain('name="reference"')
  })
})
