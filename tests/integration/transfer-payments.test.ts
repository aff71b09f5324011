import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { formatDateTime, formatPrice } from '../../src/i18n/format'
import { html, tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { loginAs } from '../helpers/staff'
import { postSignedEvent, startStripeStandIn, type SignedEvent, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, startTestApp, type TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'

// A transfer paid online: the booking waits (its places held) until Stripe's signed webhook says
// it is paid — never the browser's return; an unpaid checkout expires and gives the places back;
// a cancellation within the free period is refunded through Stripe.

let t: TestApp
let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await startTestApp({ env: { STRIPE_API_URL: stripe.url }, smtp: true })
  await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
  await rules({})
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})
beforeEach(() => {
  stripe.requests.length = 0
  stripe.refundStatus = 'succeeded'
})

/** The booking rules as an admin saves them on /admin/transfers/settings. */
async function rules(over: Record<string, string>) {
  const { agent, csrf } = await loginAs(t.app, 'admin')
  const form = { instantMinNoticeHours: '12', slotMinutes: '60', jobsPerSlot: '3', travelBufferMinutes: '30', paymentMode: 'choice', depositPercent: '100', onRequestReplyHours: '4', officeOpensAt: '09:00', officeClosesAt: '20:00', checkoutHoldMinutes: '30', reminderHoursBefore: '24', ...over }
  const res = await agent.post('/admin/transfers/settings').type('form').send({ _csrf: csrf, intent: 'rules', ...form })
  expect(res.status).toBe(303)
}
let n = 0
// Each booking on days of its own: capacity has its own tests (transfer-capacity.test.ts).
const body = (over: Record<string, unknown> = {}) => ({
  tripType: 'return', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(14 + n), time: '10:00', flightNumber: 'EW 582',
  returnDate: islandDay(30 + n), returnTime: '12:00', returnFlightNumber: 'EW 583',
  adults: 2, children: 2, infants: 0, suitcases: 3, extras: { 'child-seat': 2 }, vehicle: 'minivan',
  name: 'Familie Weber', email: `weber.${n}@example.de`, phone: `+49 170 ${2000000 + n++}`, terms: true, payment: 'online', ...over,
})
const book = (over: Record<string, unknown> = {}, lng = 'de') => request(t.app).post(`/api/transfers/requests?lng=${lng}`).set('X-Forwarded-For', `192.0.2.${(n % 200) + 1}`).send(body(over))
const booking = (reference: string) => t.knex('transfer_bookings').where({ reference }).first()
const legs = async (reference: string) => t.knex('transfer_legs').where({ booking_id: (await booking(reference)).id }).orderBy('pickup_at')
const webhook = (event: SignedEvent) => postSignedEvent(t.app, event)
const moneyHistory = (id: number) => t.knex('audit_log').where({ subject_type: 'transfer-booking', subject_id: id }).whereIn('action', ['paid', 'refunded']).orderBy('id')
const slotLoad = async (slot: Date) => (await t.knex('transfer_slot_load').where({ slot_start: slot }).first())?.jobs ?? 0

describe('a return transfer paid online', () => {
  it('waits for its payment with its places held, then the signed webhook confirms it, once', async () => {
    const res = await book()
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: 'pending_payment', payment: { method: 'online' } })
    expect(res.body.paymentUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`))
    const reference = res.body.reference as string
    const session = stripe.sessionAt(res.body.paymentUrl)
    // What Stripe was asked: the whole price, in euros, in German, tied to the booking, back to its page.
    const row = await booking(reference)
    expect(session).toMatchObject({ amount_total: row.priceCents, currency: 'eur', locale: 'de', customer_email: row.customerEmail })
    expect(session.success_url).toContain(`/airport-transfers/booking?ref=${reference}`)
    expect(row).toMatchObject({ status: 'pending_payment', paymentMethod: 'online', onlineDueCents: row.priceCents, paidCents: 0 })
    const [outbound, back] = await legs(reference)
    expect(outbound.slotStart).not.toBeNull()
    expect(back.slotStart).not.toBeNull()
    // Nothing is announced before the money is there.
    expect(await t.knex('mail_outbox').where({ to_address: row.customerEmail })).toHaveLength(0)

    // The browser comes back first: the page only reads the state, it confirms nothing.
    const page = await request(t.app).get(`${session.success_url.replace(/^https?:\/\/[^/]+/, '')}&lng=de`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('de', 'airport-transfers', 'paymentBox.checkout.success')))
    expect((await booking(reference)).status).toBe('pending_payment')

    const paid = await stripe.complete(session.id)
    expect((await webhook(paid)).status).toBe(200)
    expect(await booking(reference)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paidCents: row.priceCents })
    // The same event again changes nothing: no second payment, no second e-mail.
    expect((await webhook(paid)).status).toBe(200)
    expect((await booking(reference)).paidCents).toBe(row.priceCents)
    const paidMails = await t.knex('mail_outbox').where({ kind: 'transfer-paid', to_address: row.customerEmail })
    expect(paidMails.map((m) => m.language)).toEqual(['de'])
    expect(await t.knex('mail_outbox').where({ kind: 'transfer-paid-staff' }).where('subject', 'like', `%${reference}%`)).toHaveLength(1)
    // The customer's e-mail carries the voucher, the calendar file and the receipt of the card payment, and says so.
    const attachments = () => t.knex('mail_attachments').where({ outbox_id: paidMails[0].id }).orderBy('id')
    await expect.poll(async () => (await attachments()).map((a) => a.filename), { timeout: 10_000 }).toEqual([
      `${tr('de', 'airport-transfers', 'voucher.file')} ${reference}.pdf`,
      `${reference}.ics`,
      `${tr('de', 'common', 'receipt.file')} ${reference}.pdf`,
    ])
    const receipt = (await readPdf((await attachments())[2].content)).pages.map((p) => p.text).join('\n').replace(/[\u00a0\u202f]/g, ' ')
    expect(receipt).toContain(`${tr('de', 'common', 'receipt.received.online')}: ${formatPrice(row.priceCents, 'EUR', 'de').replace(/[\u00a0\u202f]/g, ' ')}`)
    expect(paidMails[0].text).toContain(tr('de', 'airport-transfers', 'mail.customer.paid.text').split('. ').at(-1))
    const after = await request(t.app).get(`${session.success_url.replace(/^https?:\/\/[^/]+/, '')}&lng=de`)
    expect(after.text).toContain(html(tr('de', 'airport-transfers', 'paymentBox.checkout.successConfirmed')))
  })

  it('describes both legs on Stripe’s page in the visitor’s language (the airport as the site names it, the pick-ups as it writes them)', async () => {
    const res = await book()
    const reference = res.body.reference as string
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && (r.body.metadata as Record<string, string>).subject_reference === reference)!
    const item = (sent.body.line_items as Array<{ price_data: { product_data: { description: string } } }>)[0]!.price_data
    const [outbound, back] = await legs(reference)
    const de = (key: string, vars: Record<string, string>) => tr('de', 'airport-transfers', key, vars)
    const [airport, hotel] = [de('places.airport', {}), 'Hotel Port Fornells (Fornells)']
    const route = [de('payment.lineLeg', { route: `${airport} → ${hotel}`, when: formatDateTime(outbound.pickupAt, 'de') }), de('payment.lineLeg', { route: `${hotel} → ${airport}`, when: formatDateTime(back.pickupAt, 'de') })].join(' · ')
    expect(item.product_data.description).toBe(de('payment.lineDescription', { reference, route }))
    expect(item.product_data.description).not.toContain(tr('es', 'airport-transfers', 'places.airport'))
  })

  it('expires unpaid when Stripe closes the checkout, and gives both places back', async () => {
    const res = await book()
    const reference = res.body.reference as string
    const [outbound] = await legs(reference)
    const before = await slotLoad(outbound.slotStart)
    expect((await webhook(await stripe.expire(stripe.sessionAt(res.body.paymentUrl).id))).status).toBe(200)
    expect(await booking(reference)).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' })
    expect((await legs(reference)).map((l) => [l.status, l.slotStart])).toEqual([['cancelled', null], ['cancelled', null]])
    expect(await slotLoad(outbound.slotStart)).toBe(before - 1)
    expect(await t.knex('mail_outbox').where({ kind: 'transfer-expired' }).where('subject', 'like', `%${reference}%`)).toHaveLength(1)
  })

  it('expires by the hold job when no webhook came, closing the session at Stripe first', async () => {
    const res = await book()
    const reference = res.body.reference as string
    const session = stripe.sessionAt(res.body.paymentUrl)
    await t.knex('transfer_bookings').where({ reference }).update({ hold_expires_at: new Date(Date.now() - 60_000) })
    // The job was queued for the hold's end (and a minute of grace): bring it forward instead of waiting.
    await t.knex('pgboss.job').where({ name: 'transfer.hold-expiry' }).update({ start_after: new Date(Date.now() - 1000) })
    await t.jobs.runDue('transfer.hold-expiry')
    expect((await booking(reference)).status).toBe('expired')
    expect(stripe.sessions.get(session.id)!.status).toBe('expired')
  })

  it('lets a customer waiting to pay choose to pay the driver instead (the operator allows the choice)', async () => {
    const res = await book()
    const reference = res.body.reference as string
    const link = new URL(res.body.bookingUrl).pathname + new URL(res.body.bookingUrl).search
    const page = await request(t.app).get(`${link}&lng=de`)
    expect(page.text).toContain(html(tr('de', 'airport-transfers', 'paymentBox.payDriver')))
    const switched = await request(t.app).post(link).type('form').send({ action: 'pay-driver' })
    expect(switched.status).toBe(303)
    expect(switched.headers.location).toContain('payment=driver')
    expect(await booking(reference)).toMatchObject({ status: 'confirmed', paymentMethod: 'driver', onlineDueCents: 0 })
    expect(stripe.sessions.get(stripe.sessionAt(res.body.paymentUrl).id)!.status).toBe('expired')
  })

  it('refunds what was paid when the customer cancels within the free period', async () => {
    const res = await book()
    const reference = res.body.reference as string
    await webhook(await stripe.complete(stripe.sessionAt(res.body.paymentUrl).id))
    const row = await booking(reference)
    expect(row.status).toBe('confirmed')
    const link = new URL(res.body.bookingUrl).pathname + new URL(res.body.bookingUrl).search
    const cancel = await request(t.app).post(`${link}&lng=de`).type('form').send({ action: 'cancel', note: 'Flug gestrichen', confirm: 'on' })
    expect(cancel.headers.location).toContain('cancel=cancelled')
    const refund = stripe.requests.find((r) => r.path === '/v1/refunds')
    expect(refund?.body).toMatchObject({ amount: String(row.priceCents) })
    expect(await booking(reference)).toMatchObject({ status: 'cancelled', refundedCents: row.priceCents, paymentStatus: 'refunded' })
    // The history says what the refund moved (from nothing refunded to all of it), as the receipt reads it.
    expect((await moneyHistory(row.id)).map((e) => [e.action, e.changes.paidCents ?? e.changes.refundedCents])).toEqual([['paid', [0, row.priceCents]], ['refunded', [0, row.priceCents]]])
    // The e-mail, written before the refund was made, says the money is on its way, not "nothing to pay".
    const mail = await t.knex('mail_outbox').where({ kind: 'transfer-cancelled', to_address: row.customerEmail }).first()
    expect(mail.text).toContain(tr('de', 'airport-transfers', 'payment.refunding', { amount: formatEuros(row.priceCents) }))
    expect(mail.text).not.toContain(tr('de', 'airport-transfers', 'payment.nothingDue'))
  })

  it('sends the customer back to the checkout already open (back from Stripe, a second tab): one session, never a second charge', async () => {
    const res = await book()
    const link = new URL(res.body.bookingUrl).pathname + new URL(res.body.bookingUrl).search
    const sessionsBefore = stripe.sessions.size
    const again = await request(t.app).post(`${link}&lng=de`).type('form').send({ action: 'pay' })
    const other = await request(t.app).post(`${link}&lng=de`).type('form').send({ action: 'pay' })
    expect([again.status, other.status]).toEqual([303, 303])
    expect([again.headers.location, other.headers.location]).toEqual([res.body.paymentUrl, res.body.paymentUrl])
    expect(stripe.sessions.size).toBe(sessionsBefore)
  })

  it('gives back a second payment when two checkouts were both paid, tells the customer, and the booking shows one payment', async () => {
    const res = await book()
    const reference = res.body.reference as string
    const row = await booking(reference)
    // The first session was about to end, so paying again opened a second one; then both were paid.
    await t.knex('payments').where({ subject_type: 'transfer', subject_id: row.id }).update({ expires_at: new Date(Date.now() + 30_000) })
    const link = new URL(res.body.bookingUrl).pathname + new URL(res.body.bookingUrl).search
    const second = await request(t.app).post(`${link}&lng=de`).type('form').send({ action: 'pay' })
    expect(second.headers.location).not.toBe(res.body.paymentUrl)
    expect((await webhook(await stripe.complete(stripe.sessionAt(res.body.paymentUrl).id))).status).toBe(200)
    expect((await webhook(await stripe.complete(stripe.sessionAt(second.headers.location!).id))).status).toBe(200)
    expect(await booking(reference)).toMatchObject({ status: 'confirmed', paidCents: 2 * row.priceCents, refundedCents: row.priceCents, paymentStatus: 'partially_refunded' })
    const refunded = [...stripe.refunds.values()].filter((r) => [stripe.sessionAt(res.body.paymentUrl).payment_intent, stripe.sessionAt(second.headers.location!).payment_intent].includes(r.payment_intent))
    expect(refunded.map((r) => [r.payment_intent, r.amount])).toEqual([[stripe.sessionAt(second.headers.location!).payment_intent, row.priceCents]])
    expect((await moneyHistory(row.id)).map((e) => [e.action, e.changes.paidCents ?? e.changes.refundedCents])).toEqual([
      ['paid', [0, row.priceCents]],
      ['paid', [row.priceCents, 2 * row.priceCents]],
      ['refunded', [0, row.priceCents]],
    ])
    const [told] = await t.knex('mail_outbox').where({ kind: 'transfer-refundedDuplicate', to_address: row.customerEmail })
    expect(told.subject).toBe(tr('de', 'airport-transfers', 'mail.customer.refundedDuplicate.subject', { reference }))
    const page = await request(t.app).get(`${link}&lng=de`)
    expect(page.text).toContain(html(tr('de', 'airport-transfers', 'payment.paid', { amount: formatEuros(row.priceCents) })))
  })

  it('takes only the deposit online when the operator asks for one; the rest is due to the driver', async () => {
    await rules({ depositPercent: '30' })
    try {
      const res = await book()
      const row = await booking(res.body.reference)
      const deposit = Math.ceil((row.priceCents * 0.3) / 100) * 100
      expect(stripe.sessionAt(res.body.paymentUrl).amount_total).toBe(deposit)
      await webhook(await stripe.complete(stripe.sessionAt(res.body.paymentUrl).id))
      expect(await booking(res.body.reference)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid', paidCents: deposit })
      const [mail] = await t.knex('mail_outbox').where({ kind: 'transfer-paid', to_address: row.customerEmail })
      expect(mail.text).toContain(tr('de', 'airport-transfers', 'payment.depositPaid', { paid: formatEuros(deposit), rest: formatEuros(row.priceCents - deposit) }))
    } finally {
      await rules({})
    }
  })

  it('offers only what it can honour: without Stripe keys, the driver, whatever is asked', async () => {
    await built.saveApiKeys(t.context.secrets, { stripeSecretKey: null, stripeWebhookSecret: null })
    try {
      const form = await request(t.app).get('/airport-transfers/request?lng=en')
      expect(form.text).not.toContain('name="payment"')
      expect(form.text).toContain(html(tr('en', 'airport-transfers', 'form.afterSubmit.driver')))
      const res = await book({ payment: 'online' })
      expect(res.body).toMatchObject({ status: 'confirmed', payment: { method: 'driver' } })
      expect(res.body).not.toHaveProperty('paymentUrl')
    } finally {
      await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
    }
  })
})

const formatEuros = (cents: number) => formatPrice(cents, 'EUR', 'de')
