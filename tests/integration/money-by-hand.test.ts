import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format'
import { bookTransfer } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { ad, useTripOffice } from '../helpers/trip-office'

// Money that changes hands outside Stripe (src/payments/money-by-hand.ts): the driver's cash, a
// card terminal, a bank transfer, and money given back another way. The office records it on the
// booking's page; the booking's totals, status and history follow, never past what is owed or held.

const office = useTripOffice()
const euros = (cents: number, lng: 'es' | 'en' | 'de' | 'ca' = 'es') => formatPrice(cents, 'EUR', lng)

describe('a transfer paid to the driver', () => {
  it('records the cash taken on board: paid, nothing left to collect, in the history with how', async () => {
    const { t } = office
    const booked = await bookTransfer(t.app, t.knex, { payment: 'driver' })
    const row = await t.knex('transfer_bookings').where({ id: booked.id }).first()
    expect(row).toMatchObject({ status: 'confirmed', paidCents: 0 })
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const page = await agent.get(`/admin/transfers/${booked.id}?lng=es`)
    expect(page.text).toContain(html(ad('es', 'moneyByHand.owed', { amount: euros(row.priceCents) })))
    // Nothing was paid by card: no refund through Stripe is offered.
    expect(page.text).not.toContain(html(ad('es', 'bookingEdit.refund.title')))

    const tooMuch = await agent.post(`/admin/transfers/${booked.id}?lng=es`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount: String(row.priceCents / 100 + 1), method: 'cash' })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.text).toContain(html(ad('es', 'moneyByHand.tooMuch.received', { amount: euros(row.priceCents) })))
    expect((await t.knex('transfer_bookings').where({ id: booked.id }).first()).paidCents).toBe(0)

    const res = await agent.post(`/admin/transfers/${booked.id}`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount: (row.priceCents / 100).toFixed(2).replace('.', ','), method: 'cash', note: 'Toni, on board' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/transfers/${booked.id}?saved=money-received`)
    expect(await t.knex('transfer_bookings').where({ id: booked.id }).first()).toMatchObject({ paidCents: row.priceCents, paymentStatus: 'paid' })
    const after = await agent.get(`${res.headers.location}&lng=de`)
    expect(after.text).toContain(html(ad('de', 'transfersAdmin.saved.money-received')))
    expect(after.text).toContain(html(ad('de', 'transfersAdmin.historyActions.paid-by-hand')))
    expect(after.text).toContain('Toni, on board')
    // Not "paid online": the staff page says it was paid another way, and the driver collects nothing.
    expect(after.text).toContain(html(tr('de', 'airport-transfers', 'paymentForStaff.paidInPerson', { amount: euros(row.priceCents, 'de') })))
    expect(after.text).toContain(html(`${ad('de', 'transfersAdmin.fields.method')}: — → ${ad('de', 'moneyByHand.methods.cash')}`))
    expect(after.text).toContain(html(`${ad('de', 'transfersAdmin.fields.paidCents')}: ${euros(0, 'de')} → ${euros(row.priceCents, 'de')}`))
    // Nothing is owed any more: the form offers only to give money back.
    expect(after.text).not.toContain(html(ad('de', 'moneyByHand.owed', { amount: euros(row.priceCents, 'de') })))
    expect(after.text).toContain(html(ad('de', 'moneyByHand.held', { amount: euros(row.priceCents, 'de') })))
  })

  it('owes again what was given back while the booking stands: the page, the form and the driver say the same', async () => {
    const { t } = office
    const booked = await bookTransfer(t.app, t.knex, { payment: 'driver' })
    const { priceCents } = await t.knex('transfer_bookings').where({ id: booked.id }).first()
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const amount = (priceCents / 100).toFixed(2).replace('.', ',')
    await agent.post(`/admin/transfers/${booked.id}`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount, method: 'cash' })
    const back = await agent.post(`/admin/transfers/${booked.id}`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'returned', amount, method: 'cash', note: 'Paid twice by mistake' })
    expect(back.status).toBe(303)
    const page = await agent.get(`/admin/transfers/${booked.id}?lng=en`)
    // The booking still goes ahead and nothing is held: the price is owed again, everywhere.
    expect(page.text).toContain(html(tr('en', 'airport-transfers', 'paymentForStaff.driver', { amount: euros(priceCents, 'en') })))
    expect(page.text).toContain(html(ad('en', 'moneyByHand.owed', { amount: euros(priceCents, 'en') })))
    expect(page.text).not.toContain(html(tr('en', 'airport-transfers', 'paymentForStaff.paidInPerson', { amount: euros(0, 'en') })))
  })

  it('takes the same cash once when two people record it at the same moment', async () => {
    const { t } = office
    const booked = await bookTransfer(t.app, t.knex, { payment: 'driver' })
    const { priceCents } = await t.knex('transfer_bookings').where({ id: booked.id }).first()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const record = () => agent.post(`/admin/transfers/${booked.id}`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount: String(priceCents / 100), method: 'cash' })
    const answers = await Promise.all([record(), record(), record()])
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409, 409])
    expect((await t.knex('transfer_bookings').where({ id: booked.id }).first()).paidCents).toBe(priceCents)
    expect(await t.knex('audit_log').where({ subject_type: 'transfer-booking', subject_id: booked.id, action: 'paid-by-hand' })).toHaveLength(1)
  })

  it('refuses a form with a wrong amount or no method, with a message on each field, and stores nothing', async () => {
    const { t } = office
    const booked = await bookTransfer(t.app, t.knex, { payment: 'driver' })
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/transfers/${booked.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount: 'lots', method: '' })
    expect(res.status).toBe(400)
    expect(res.text).toContain('id="money-amount-error"')
    expect(res.text).toContain('id="money-method-error"')
    expect((await t.knex('transfer_bookings').where({ id: booked.id }).first()).paidCents).toBe(0)
  })
})

describe('a trip booking paid another way', () => {
  it('offers no card refund for money no card payment holds, and records it given back by bank transfer', async () => {
    const { t } = office
    const dep = await office.departure()
    // Recorded as paid online with no Stripe payment behind it (entered by hand, imported).
    const { id } = await office.booking(dep, { paid: true })
    const before = await t.knex('trip_bookings').where({ id }).first()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const page = await agent.get(`/admin/trip-bookings/${id}?lng=en`)
    expect(page.text).not.toContain(html(ad('en', 'bookingEdit.refund.intro', { amount: euros(before.paidCents, 'en') })))
    expect(page.text).toContain(html(ad('en', 'moneyByHand.held', { amount: euros(before.paidCents, 'en') })))

    const res = await agent.post(`/admin/trip-bookings/${id}`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'returned', amount: String(before.paidCents / 100), method: 'bank_transfer', note: 'IBAN from the customer' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/trip-bookings/${id}?saved=money-returned`)
    expect(await t.knex('trip_bookings').where({ id }).first()).toMatchObject({ refundedCents: before.paidCents, paymentStatus: 'refunded' })
    const after = await agent.get(`${res.headers.location}&lng=ca`)
    expect(after.text).toContain(html(ad('ca', 'tripBookings.historyActions.refunded-by-hand')))
    expect(after.text).toContain(html(`${ad('ca', 'tripBookings.fields.method')}: — → ${ad('ca', 'moneyByHand.methods.bank_transfer')}`))
    expect(after.text).toContain(html(`${ad('ca', 'tripBookings.fields.refundedCents')}: ${euros(0, 'ca')} → ${euros(before.paidCents, 'ca')}`))
    // Nothing is held any more: giving more back is refused.
    const again = await agent.post(`/admin/trip-bookings/${id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'returned', amount: '1', method: 'cash' })
    expect(again.status).toBe(409)
    expect(again.text).toContain(html(ad('en', 'moneyByHand.nothing.returned')))
  })

  it('after a smaller party, says how to give back what no card payment holds, and offers that amount, not all of it', async () => {
    const { t } = office
    const dep = await office.departure()
    // Two adults, paid online with no Stripe payment behind it; one adult less: paid above the price.
    const { id } = await office.booking(dep, { paid: true })
    const { paidCents } = await t.knex('trip_bookings').where({ id }).first()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const fewer = await agent.post(`/admin/trip-bookings/${id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'participants', 'count.adult': '1', 'count.child': '0' })
    expect(fewer.status).toBe(303)
    const over = paidCents - (await t.knex('trip_bookings').where({ id }).first()).totalCents
    expect(over).toBeGreaterThan(0)
    const page = await agent.get(`${fewer.headers.location}&lng=en`)
    expect(page.text).toContain(html(ad('en', 'tripBookings.balanceOverByHand', { amount: euros(over, 'en') })))
    expect(page.text).not.toContain(html(ad('en', 'tripBookings.balanceOver', { amount: euros(over, 'en') })))
    expect(page.text).toContain(html(ad('en', 'moneyByHand.held', { amount: euros(paidCents, 'en') })))
    expect(page.text).toMatch(new RegExp(`name="amount"[^>]*value="${(over / 100).toFixed(2).replace('.', '\\.')}"`))
  })

  it('records what was paid on the day, and a cancelled booking owes nothing', async () => {
    const { t } = office
    const dep = await office.departure()
    const { id } = await office.booking(dep, { paymentMethod: 'on_the_day' })
    const { totalCents } = await t.knex('trip_bookings').where({ id }).first()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/trip-bookings/${id}`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount: String(totalCents / 100), method: 'card_terminal' })
    expect(res.status).toBe(303)
    expect(await t.knex('trip_bookings').where({ id }).first()).toMatchObject({ paidCents: totalCents, paymentStatus: 'paid' })

    const other = await office.booking(dep, { paymentMethod: 'on_the_day', status: 'cancelled' })
    const refused = await agent.post(`/admin/trip-bookings/${other.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'money', direction: 'received', amount: '10', method: 'cash' })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(html(ad('en', 'moneyByHand.nothing.received')))
  })

  it('tells the customer what is still owed after money taken and given back by hand, and never promises a card refund for it', async () => {
    const { t } = office
    const dep = await office.departure()
    const { id, reference } = await office.booking(dep, { paymentMethod: 'on_the_day', adults: 3, language: 'de' })
    const { totalCents } = await t.knex('trip_bookings').where({ id }).first()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const money = (direction: string, amount: string, method: string) => agent.post(`/admin/trip-bookings/${id}`).type('form').send({ _csrf: csrf, intent: 'money', direction, amount, method })
    expect((await money('received', '100', 'card_terminal')).status).toBe(303)
    expect((await money('returned', '20', 'cash')).status).toBe(303)
    const held = 8_000
    const due = totalCents - held
    const manage = `/trips/booking?ref=${reference}&token=${t.context.secrets.sign('trip-booking', reference)}`
    const page = await request(t.app).get(`${manage}&lng=de`)
    expect(page.text).toContain(`${html(tr('de', 'trips', 'manage.details.dueOnDay'))}</dt><dd`)
    expect(page.text).toContain(html(euros(due, 'de')))
    expect(page.text).not.toContain(html(tr('de', 'trips', 'booking.payment.paid', { amount: euros(10_000, 'de') })))
    // The e-mail sent again says the same: 80 € paid, the rest on the day, not "refunded: 20 €" alone.
    expect((await agent.post(`/admin/trip-bookings/${id}`).type('form').send({ _csrf: csrf, intent: 'resend' })).status).toBe(303)
    const [mail] = await t.knex('mail_outbox').where({ to_address: (await t.knex('trip_bookings').where({ id }).first()).customerEmail }).orderBy('id', 'desc')
    expect(mail.text).toContain(tr('de', 'trips', 'booking.payment.partPaid', { paid: euros(held, 'de'), due: euros(due, 'de') }))
    // Cancelled while free: what the office holds goes back by hand, and the page says so before and after.
    const terms = await request(t.app).get(`${manage}&step=cancel&lng=de`)
    expect(terms.text).toContain(html(tr('de', 'trips', 'cancel.refundByOfficeNow', { refund: euros(held, 'de') })))
    expect(terms.text).not.toContain(html(tr('de', 'trips', 'cancel.refundNow', { refund: euros(held, 'de') })))
    const cancelled = await request(t.app).post(`${manage}&lng=de`).type('form').send({ action: 'cancel' })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.location).toContain('done=refund-by-office')
    const done = await request(t.app).get(`${cancelled.headers.location}&lng=de`)
    expect(done.text).toContain(html(tr('de', 'trips', 'cancel.mail.refundByOffice', { amount: euros(held, 'de') })))
  })
})
