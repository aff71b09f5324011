import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { html, tr } from '../helpers/locales'
import { useTripOffice } from '../helpers/trip-office'

// A booking staff took by phone with a payment link is confirmed and owes its online part: the
// customer pays it from the link, and every page says it is to pay online, not on the day.
const office = useTripOffice()
const signed = (reference: string) => `ref=${reference}&token=${office.t.context.secrets.sign('trip-booking', reference)}`

describe('a confirmed trip booking that still owes its online payment', () => {
  it('opens Stripe from its booking page, and its confirmation says it is to pay online', async () => {
    const row = await office.booking(await office.departure(), { paymentMethod: 'online', paid: false, language: 'de' })
    const amount = formatPrice(10_000, 'EUR', 'de')
    const confirmation = await request(office.t.app).get(`/trips/booking/confirmation?${signed(row.reference)}&lng=de`)
    expect(confirmation.text).toContain(html(tr('de', 'trips', 'booking.payment.owedOnline', { amount })))
    expect(confirmation.text).not.toContain(html(tr('de', 'trips', 'booking.payment.onTheDay', { amount })))
    const pay = await request(office.t.app).post(`/trips/booking/pay?${signed(row.reference)}&lng=de`).type('form').send({})
    expect(pay.status).toBe(303)
    const session = office.stripe.sessionAt(pay.headers.location!)
    expect(session.amount_total).toBe(10_000)
  })

  it('never reuses a checkout opened at an amount the booking no longer owes: that one is closed, a new one asks for the new amount', async () => {
    const row = await office.booking(await office.departure(), { paymentMethod: 'online', paid: false })
    const first = office.stripe.sessionAt((await request(office.t.app).post(`/trips/booking/pay?${signed(row.reference)}`).type('form').send({})).headers.location!)
    expect(first.amount_total).toBe(10_000)
    // Staff take a person off the booking while the customer's checkout is open.
    await office.t.knex('trip_bookings').where({ id: row.id }).update({ total_cents: 5_000, online_due_cents: 5_000 })
    const second = office.stripe.sessionAt((await request(office.t.app).post(`/trips/booking/pay?${signed(row.reference)}`).type('form').send({})).headers.location!)
    expect(second.id).not.toBe(first.id)
    expect(second.amount_total).toBe(5_000)
    expect(office.stripe.sessions.get(first.id)!.status).toBe('expired')
    // Paying again while the new one is open: the same page, never a second charge.
    const again = office.stripe.sessionAt((await request(office.t.app).post(`/trips/booking/pay?${signed(row.reference)}`).type('form').send({})).headers.location!)
    expect(again.id).toBe(second.id)
  })

  it('a booking that pays on the day is sent to its confirmation, with no checkout', async () => {
    const row = await office.booking(await office.departure(), { paymentMethod: 'on_the_day', paid: false })
    const before = office.stripe.sessions.size
    const pay = await request(office.t.app).post(`/trips/booking/pay?${signed(row.reference)}`).type('form').send({})
    expect(pay.status).toBe(303)
    expect(pay.headers.location).toContain('/trips/booking/confirmation?')
    expect(office.stripe.sessions.size).toBe(before)
  })
})
