import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Knex } from 'knex'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PaymentHooks } from '../../src/payments/stripe-webhook.server'
import type { Payment } from '../../src/payments/payments.server'
import type { PaymentSubject } from '../../src/payments/payment-status'
import { captureLogs } from '../helpers/log-capture'
import { tr } from '../helpers/locales'
import { createStaff } from '../helpers/staff'
import { startStripeStandIn, type SignedEvent, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, startTestApp, type TestApp } from '../helpers/test-app'

const WEBHOOK = '/api/payments/stripe/webhook'

// A subject of this test's own (payments knows no subject's table): an order whose status the
// hooks change inside the webhook's transaction, as a booking's would.
type Call = { hook: 'paid' | 'expired' | 'failed'; subject: PaymentSubject; payment: Payment }
const calls: Call[] = []
let failingHook: Error | null = null
const orderHooks = (status: Record<Call['hook'], string>): PaymentHooks[string] => {
  const hook = (name: Call['hook']) => async (trx: Knex.Transaction, subject: PaymentSubject, payment: Payment) => {
    await trx('test_orders').where({ id: subject.id }).update({ status: status[name] })
    if (failingHook) throw failingHook
    calls.push({ hook: name, subject, payment })
  }
  return { paid: hook('paid'), expired: hook('expired'), failed: hook('failed') }
}
const hooks: PaymentHooks = { 'test-order': orderHooks({ paid: 'confirmed', expired: 'released', failed: 'payment-failed' }) }

let t: TestApp
let stripe: StripeStandIn
const logs = captureLogs<{ msg: string; level: number; subject?: PaymentSubject }>()

beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await startTestApp({ env: { STRIPE_API_URL: stripe.url }, paymentHooks: hooks, logger: logs.logger })
  await t.knex.schema.createTable('test_orders', (table) => {
    table.increments('id')
    table.string('reference').notNullable()
    table.string('status').notNullable().defaultTo('pending_payment')
  })
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})
beforeEach(() => {
  calls.length = 0
  failingHook = null
  stripe.requests.length = 0
  stripe.deliverTo(null)
  stripe.refundStatus = 'pending'
})

let nextOrder = 1
async function newOrder(type = 'test-order'): Promise<PaymentSubject> {
  const reference = `TO-${String(nextOrder++).padStart(4, '0')}`
  const [row] = await t.knex('test_orders').insert({ reference }).returning('id')
  return { type, id: row.id, reference }
}

const inTwoHours = () => new Date(Date.now() + 2 * 60 * 60 * 1000)
function checkout(subject: PaymentSubject, overrides: Record<string, unknown> = {}) {
  return built.startCheckout(t.context, {
    subject,
    kind: 'full',
    amountCents: 12_450,
    currency: 'EUR',
    description: `Airport → Ciutadella, 21 Aug 2026 · ${subject.reference}`,
    lineItemName: 'Flughafentransfer',
    customerEmail: 'familie.schmidt@example.de',
    language: 'de',
    successUrl: `http://localhost:3000/done?ref=${subject.reference}`,
    cancelUrl: `http://localhost:3000/pay?ref=${subject.reference}`,
    expiresAt: inTwoHours(),
    ...overrides,
  })
}

function deliver(event: Pick<SignedEvent, 'payload' | 'signature'>, { ip = '203.0.113.9' }: { ip?: string } = {}) {
  return request(t.app).post(WEBHOOK).set('Content-Type', 'application/json; charset=utf-8').set('X-Forwarded-For', ip).set('Stripe-Signature', event.signature).send(event.payload)
}

const paymentRow = (id: number) => t.knex('payments').where({ id }).first()
const orderStatus = async (id: number) => (await t.knex('test_orders').where({ id }).first()).status
const eventCount = async () => Number((await t.knex('payment_events').count('* as n'))[0]!.n)

describe('without Stripe keys', () => {
  it('offers no online payment, starts no checkout and answers the webhook 503', async () => {
    expect(await built.onlinePaymentsAvailable(t.context.secrets)).toBe(false)
    await expect(checkout(await newOrder())).rejects.toMatchObject({ status: 503, code: 'payments_unavailable', reason: 'not-configured' })
    expect(stripe.requests).toHaveLength(0)
    expect(await t.knex('payments')).toHaveLength(0)

    const res = await request(t.app).post(`${WEBHOOK}?lng=en`).set('Content-Type', 'application/json').set('Stripe-Signature', 't=1,v1=abc').send('{"id":"evt_1"}')
    expect(res.status).toBe(503)
    expect(res.body.error).toEqual({ code: 'payments_unavailable', message: tr('en', 'common', 'errors.api.payments_unavailable') })
    expect(await eventCount()).toBe(0)
  })

  it('needs both keys: a secret key alone is not enough', async () => {
    await built.saveApiKeys(t.context.secrets, { stripeSecretKey: stripe.secretKey })
    expect(await built.onlinePaymentsAvailable(t.context.secrets)).toBe(false)
    await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
    expect(await built.onlinePaymentsAvailable(t.context.secrets)).toBe(true)
  })
})

describe('starting a checkout', () => {
  it('creates a Checkout Session with the amount, currency, subject, language and expiry, under the payment row’s idempotency key', async () => {
    const order = await newOrder()
    const expiresAt = inTwoHours()
    const started = await checkout(order, { expiresAt })
    expect(stripe.requests).toHaveLength(1)
    const sent = stripe.requests[0]!
    expect(sent.method).toBe('POST')
    expect(sent.path).toBe('/v1/checkout/sessions')
    expect(sent.headers.authorization).toBe(`Bearer ${stripe.secretKey}`)
    expect(sent.headers['idempotency-key']).toMatch(new RegExp(`^menorca-tours-checkout-${started.paymentId}-[0-9a-z]+$`))
    const metadata = { payment_id: String(started.paymentId), subject_type: 'test-order', subject_id: String(order.id), subject_reference: order.reference }
    expect(sent.body).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '12450', product_data: { name: 'Flughafentransfer', description: `Airport → Ciutadella, 21 Aug 2026 · ${order.reference}` } } }],
      client_reference_id: `test-order-${order.id}`,
      metadata,
      payment_intent_data: { description: `Airport → Ciutadella, 21 Aug 2026 · ${order.reference}`, metadata },
      customer_email: 'familie.schmidt@example.de',
      locale: 'de',
      success_url: `http://localhost:3000/done?ref=${order.reference}`,
      cancel_url: `http://localhost:3000/pay?ref=${order.reference}`,
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    })
    // No fixed list: the account's enabled methods (cards, wallets, PayPal) are offered.
    expect(sent.body).not.toHaveProperty('payment_method_types')
    const session = stripe.sessions.get((await paymentRow(started.paymentId)).checkoutSessionId)!
    expect(started.url).toBe(session.url)
    expect(started.expiresAt.getTime()).toBe(session.expires_at * 1000)
    expect(await paymentRow(started.paymentId)).toMatchObject({
      subjectType: 'test-order',
      subjectId: order.id,
      subjectReference: order.reference,
      provider: 'stripe',
      kind: 'full',
      amountCents: 12_450,
      currency: 'EUR',
      status: 'open',
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
      paymentIntentId: null,
      paidAt: null,
      refundedCents: 0,
    })
  })

  it('shows Stripe’s page in Spanish to a Catalan visitor (Checkout has no Catalan) and keeps the expiry within Stripe’s 30 minutes to 24 hours', async () => {
    const soon = await checkout(await newOrder(), { language: 'ca', customerEmail: undefined, expiresAt: new Date(Date.now() + 5 * 60 * 1000) })
    const late = await checkout(await newOrder(), { language: 'en', expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) })
    const [first, second] = stripe.requests
    expect(first!.body.locale).toBe('es')
    expect(first!.body).not.toHaveProperty('customer_email')
    expect(second!.body.locale).toBe('en')
    expect(soon.expiresAt.getTime() - Date.now()).toBeGreaterThanOrEqual(30 * 60 * 1000)
    expect(late.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
  })

  it('turns a Stripe refusal into "online payment is not available", never a 500, and offers nothing to pay', async () => {
    stripe.failNext({ status: 400, message: 'The currency provided (xyz) is invalid.' })
    const order = await newOrder()
    await expect(checkout(order)).rejects.toMatchObject({ status: 503, code: 'payments_unavailable', reason: 'provider', providerMessage: 'The currency provided (xyz) is invalid.' })
    stripe.failNext({ status: 500, message: 'An unknown error occurred' })
    await expect(checkout(order)).rejects.toMatchObject({ code: 'payments_unavailable', reason: 'provider' })
    const rows = await t.knex('payments').where({ subjectId: order.id, subjectType: 'test-order' })
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed'])
    expect((await built.paymentSummaryOf(order)).openCheckout).toBeNull()
  })
})

describe('POST /api/payments/stripe/webhook', () => {
  it('refuses a missing or wrong signature with 400 and stores nothing', async () => {
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    const sessionId = (await paymentRow(paymentId)).checkoutSessionId
    const genuine = await stripe.complete(sessionId)
    const before = await eventCount()
    const cases = [
      { payload: genuine.payload, signature: '' },
      { payload: genuine.payload, signature: stripe.sign(genuine.payload, 'whsec_someoneElsesSecret0123456789') },
      { payload: genuine.payload.replace('"paid"', '"unpaid"'), signature: genuine.signature },
      { payload: genuine.payload, signature: 'garbage' },
    ]
    for (const forged of cases) {
      const res = await request(t.app).post(`${WEBHOOK}?lng=de`).set('Content-Type', 'application/json').set('X-Forwarded-For', '198.51.100.20').set('Stripe-Signature', forged.signature).send(forged.payload)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('bad_request')
      expect(res.body.error.message).toBe(tr('de', 'common', 'errors.api.bad_request'))
    }
    expect(await eventCount()).toBe(before)
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'open', paymentIntentId: null })
    expect(calls).toHaveLength(0)
    expect(await orderStatus(order.id)).toBe('pending_payment')
  })

  it('confirms a paid checkout once, in the hook’s transaction, however often Stripe delivers the event', async () => {
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    const session = stripe.sessions.get((await paymentRow(paymentId)).checkoutSessionId)!
    const event = await stripe.complete(session.id)
    const first = await deliver(event)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ received: true, outcome: 'processed' })
    const paid = await paymentRow(paymentId)
    expect(paid).toMatchObject({ status: 'paid', paymentIntentId: session.payment_intent })
    expect(paid.paidAt).toBeInstanceOf(Date)
    expect(await orderStatus(order.id)).toBe('confirmed')
    expect(calls).toEqual([{ hook: 'paid', subject: order, payment: expect.objectContaining({ id: paymentId, status: 'paid', amountCents: 12_450, subject: order }) }])

    for (let i = 0; i < 3; i++) {
      const again = await deliver(event)
      expect(again.status).toBe(200)
      expect(again.body.outcome).toBe('duplicate')
    }
    expect(calls).toHaveLength(1)
    expect(await t.knex('payment_events').where({ providerEventId: event.id })).toEqual([expect.objectContaining({ type: 'checkout.session.completed', processedAt: expect.any(Date) })])
    expect(await built.paymentSummaryOf(order)).toMatchObject({ currency: 'EUR', paidCents: 12_450, refundedCents: 0, openCheckout: null, awaitingConfirmation: false })
  })

  it('processes one of two simultaneous deliveries of the same event', async () => {
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    const event = await stripe.complete((await paymentRow(paymentId)).checkoutSessionId)
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['duplicate', 'duplicate', 'processed'])
    expect(calls).toHaveLength(1)
  })

  it('never moves a paid payment back: a late "expired" or an older "completed, unpaid" changes nothing', async () => {
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    const session = stripe.sessions.get((await paymentRow(paymentId)).checkoutSessionId)!
    const pending = await stripe.complete(session.id, { paymentStatus: 'unpaid' })
    const succeeded = await stripe.asyncPaymentSucceeds(session.id)
    const lateExpiry = await stripe.event('checkout.session.expired', { ...session, status: 'expired', payment_status: 'unpaid' })

    expect((await deliver(succeeded)).status).toBe(200)
    expect((await deliver(pending)).status).toBe(200)
    expect((await deliver(lateExpiry)).status).toBe(200)
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', paymentIntentId: session.payment_intent })
    expect(calls.map((c) => c.hook)).toEqual(['paid'])
    expect(await orderStatus(order.id)).toBe('confirmed')
  })

  it('waits for a method that confirms later, then confirms it or reports its failure', async () => {
    const later = await newOrder()
    const { paymentId } = await checkout(later)
    const sessionId = (await paymentRow(paymentId)).checkoutSessionId
    await deliver(await stripe.complete(sessionId, { paymentStatus: 'unpaid' }))
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'open', paymentIntentId: expect.stringMatching(/^pi_/) })
    expect(calls).toHaveLength(0)
    expect(await built.paymentSummaryOf(later)).toMatchObject({ paidCents: 0, openCheckout: null, awaitingConfirmation: true })
    await deliver(await stripe.asyncPaymentSucceeds(sessionId))
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid' })
    expect(calls.map((c) => c.hook)).toEqual(['paid'])

    const failing = await newOrder()
    const second = await checkout(failing)
    const secondSession = (await paymentRow(second.paymentId)).checkoutSessionId
    await deliver(await stripe.complete(secondSession, { paymentStatus: 'unpaid' }))
    await deliver(await stripe.asyncPaymentFails(secondSession))
    expect(await paymentRow(second.paymentId)).toMatchObject({ status: 'failed', paidAt: null })
    expect(calls.map((c) => c.hook)).toEqual(['paid', 'failed'])
    expect(await orderStatus(failing.id)).toBe('payment-failed')
  })

  it('expires an unpaid checkout: the hook releases the subject; money taken afterwards still counts', async () => {
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    const session = stripe.sessions.get((await paymentRow(paymentId)).checkoutSessionId)!
    expect((await built.paymentSummaryOf(order)).openCheckout).toMatchObject({ paymentId, url: session.url, amountCents: 12_450, kind: 'full' })
    await deliver(await stripe.expire(session.id))
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'expired' })
    expect(await orderStatus(order.id)).toBe('released')
    expect(calls.map((c) => c.hook)).toEqual(['expired'])
    expect((await built.paymentSummaryOf(order)).openCheckout).toBeNull()

    // Out of order the other way: Stripe took the money (its "paid" came late): that is the truth.
    const paidLate = await stripe.event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_late' })
    await deliver(paidLate)
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', paymentIntentId: 'pi_test_late' })
    expect(calls.map((c) => c.hook)).toEqual(['expired', 'paid'])
  })

  it('rolls the event back when a hook fails (500), so Stripe’s next delivery processes it', async () => {
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    const event = await stripe.complete((await paymentRow(paymentId)).checkoutSessionId)
    failingHook = new Error('the booking could not be confirmed')
    const failed = await deliver(event)
    expect(failed.status).toBe(500)
    expect(failed.text).not.toContain('the booking could not be confirmed')
    expect(await t.knex('payment_events').where({ providerEventId: event.id })).toHaveLength(0)
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'open' })
    expect(await orderStatus(order.id)).toBe('pending_payment')
    failingHook = null
    expect((await deliver(event)).body.outcome).toBe('processed')
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid' })
    expect(await orderStatus(order.id)).toBe('confirmed')
  })

  it('records a payment for a subject type without hooks and warns, and ignores sessions and events it does not know', async () => {
    const stranger = await newOrder('gift-card')
    const { paymentId } = await checkout(stranger)
    const res = await deliver(await stripe.complete((await paymentRow(paymentId)).checkoutSessionId))
    expect(res.status).toBe(200)
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid' })
    expect(calls).toHaveLength(0)
    expect(logs.lines.find((l) => l.msg.includes('No payment hooks for subject type "gift-card"'))).toMatchObject({ level: 40, subject: stranger })

    const foreign = await stripe.event('checkout.session.completed', { id: 'cs_test_someone_else', object: 'checkout.session', payment_status: 'paid', status: 'complete', payment_intent: 'pi_x', metadata: {} })
    expect((await deliver(foreign)).body).toEqual({ received: true, outcome: 'ignored' })
    const other = await stripe.event('customer.created', { id: 'cus_1', object: 'customer' })
    expect((await deliver(other)).body).toEqual({ received: true, outcome: 'ignored' })
    expect(await t.knex('payment_events').whereIn('providerEventId', [foreign.id, other.id])).toHaveLength(2)
  })

  it('limits the requests with a bad signature one address may send (429), never signed events', async () => {
    const forged = { payload: '{"id":"evt_forged"}', signature: stripe.sign('{"id":"evt_forged"}', 'whsec_notTheRightSecret01234567') }
    for (let i = 0; i < 30; i++) expect((await deliver(forged, { ip: '192.0.2.66' })).status).toBe(400)
    expect((await deliver(forged, { ip: '192.0.2.66' })).status).toBe(429)
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    expect((await deliver(await stripe.complete((await paymentRow(paymentId)).checkoutSessionId), { ip: '192.0.2.67' })).status).toBe(200)
  })
})

describe('ending a checkout (expireCheckout)', () => {
  it('expires the session at Stripe and marks the payment cancelled without telling the hooks', async () => {
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    const sessionId = (await paymentRow(paymentId)).checkoutSessionId
    const ended = await built.expireCheckout(t.context, paymentId)
    expect(ended).toMatchObject({ outcome: 'cancelled', payment: { id: paymentId, status: 'cancelled' } })
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${sessionId}/expire` })
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired')
    // Stripe then sends checkout.session.expired: nothing more happens.
    await deliver(await stripe.event('checkout.session.expired', stripe.sessions.get(sessionId)!))
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'cancelled' })
    expect(calls).toHaveLength(0)
    expect(await built.expireCheckout(t.context, paymentId)).toMatchObject({ outcome: 'closed' })
  })

  it('says "completed" when the customer paid first, leaving the payment to the webhook', async () => {
    const order = await newOrder()
    const { paymentId } = await checkout(order)
    const sessionId = (await paymentRow(paymentId)).checkoutSessionId
    const paying = await stripe.complete(sessionId) // not delivered yet
    const ended = await built.expireCheckout(t.context, paymentId)
    expect(ended.outcome).toBe('completed')
    expect(ended.payment.status).toBe('open')
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([`POST /v1/checkout/sessions/${sessionId}/expire`, `GET /v1/checkout/sessions/${sessionId}`])
    await deliver(paying)
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid' })
    expect(calls.map((c) => c.hook)).toEqual(['paid'])
  })
})

describe('refunds', () => {
  async function paidOrder() {
    const order = await newOrder()
    const { paymentId } = await checkout(order, { amountCents: 10_000 })
    await deliver(await stripe.complete((await paymentRow(paymentId)).checkoutSessionId))
    calls.length = 0
    stripe.requests.length = 0
    return { order, paymentId }
  }

  it('refunds part of a paid payment through Stripe, then records Stripe’s confirmation', async () => {
    const { order, paymentId } = await paidOrder()
    const admin = await createStaff('admin')
    const refund = await built.refund(t.context, { paymentId, amountCents: 3_000, reason: 'Cancelled 3 days ahead: 30% kept', userId: admin.id })
    expect(refund).toMatchObject({ paymentId, amountCents: 3_000, status: 'pending', reason: 'Cancelled 3 days ahead: 30% kept', requestedByUserId: admin.id, providerRefundId: expect.stringMatching(/^re_/) })
    const sent = stripe.requests.at(-1)!
    expect(sent.path).toBe('/v1/refunds')
    expect(sent.headers['idempotency-key']).toMatch(new RegExp(`^menorca-tours-refund-${refund.id}-[0-9a-z]+$`))
    expect(sent.body).toEqual({
      payment_intent: (await paymentRow(paymentId)).paymentIntentId,
      amount: '3000',
      reason: 'requested_by_customer',
      metadata: { payment_id: String(paymentId), subject_type: 'test-order', subject_id: String(order.id), subject_reference: order.reference, refund_id: String(refund.id), reason: 'Cancelled 3 days ahead: 30% kept' },
    })
    expect(await built.paymentSummaryOf(order)).toMatchObject({ paidCents: 10_000, refundedCents: 0, refundPendingCents: 3_000 })

    const confirmed = await stripe.refundSucceeds(refund.providerRefundId!)
    expect((await deliver(confirmed)).status).toBe(200)
    expect((await deliver(confirmed)).body.outcome).toBe('duplicate')
    expect(await t.knex('payment_refunds').where({ id: refund.id }).first()).toMatchObject({ status: 'succeeded' })
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', refundedCents: 3_000 })
    expect(await built.paymentSummaryOf(order)).toMatchObject({ paidCents: 10_000, refundedCents: 3_000, refundPendingCents: 0 })
    const [payment] = await built.paymentsOf(order)
    expect(payment).toMatchObject({ refundableCents: 7_000, refunds: [expect.objectContaining({ id: refund.id, status: 'succeeded' })] })
    expect(calls).toHaveLength(0)
  })

  it('never refunds more than is left, even asked twice at once; an unpaid payment cannot be refunded', async () => {
    const { paymentId } = await paidOrder()
    stripe.refundStatus = 'succeeded'
    const both = await Promise.allSettled([
      built.refund(t.context, { paymentId, amountCents: 6_000, reason: 'first' }),
      built.refund(t.context, { paymentId, amountCents: 6_000, reason: 'second' }),
    ])
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 400, fields: { amountCents: 'refundTooLarge' } } })
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1)
    expect(await paymentRow(paymentId)).toMatchObject({ refundedCents: 6_000 })
    await expect(built.refund(t.context, { paymentId, amountCents: 4_001, reason: 'too much' })).rejects.toMatchObject({ fields: { amountCents: 'refundTooLarge' } })
    expect(await built.refund(t.context, { paymentId, amountCents: 4_000, reason: 'the rest' })).toMatchObject({ status: 'succeeded' })
    expect(await paymentRow(paymentId)).toMatchObject({ refundedCents: 10_000 })

    const open = await checkout(await newOrder())
    await expect(built.refund(t.context, { paymentId: open.paymentId, amountCents: 100, reason: 'not paid' })).rejects.toMatchObject({ status: 409 })
  })

  it('records Stripe’s refusal and its later failure, giving the amount back to refund', async () => {
    const { paymentId } = await paidOrder()
    stripe.failNext({ status: 400, message: 'Charge ch_1 has been charged back.', code: 'charge_disputed' })
    await expect(built.refund(t.context, { paymentId, amountCents: 2_500, reason: 'goodwill' })).rejects.toMatchObject({ code: 'payments_unavailable', providerMessage: 'Charge ch_1 has been charged back.' })
    expect(await t.knex('payment_refunds').where({ paymentId })).toEqual([expect.objectContaining({ status: 'failed', failureReason: 'Charge ch_1 has been charged back.', providerRefundId: null })])

    const refund = await built.refund(t.context, { paymentId, amountCents: 10_000, reason: 'cancelled in time' })
    await deliver(await stripe.refundFails(refund.providerRefundId!, 'expired_or_canceled_card'))
    expect(await t.knex('payment_refunds').where({ id: refund.id }).first()).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' })
    expect(await paymentRow(paymentId)).toMatchObject({ refundedCents: 0 })
    expect((await built.paymentsOf({ type: 'test-order', id: (await paymentRow(paymentId)).subjectId }))[0]!.refundableCents).toBe(10_000)
  })

  it('records a refund made in the Stripe Dashboard from its event', async () => {
    const { order, paymentId } = await paidOrder()
    const intent = (await paymentRow(paymentId)).paymentIntentId
    const outside = await stripe.event('refund.created', { id: 're_test_dashboard', object: 'refund', amount: 1_500, currency: 'eur', payment_intent: intent, status: 'succeeded', reason: 'requested_by_customer', metadata: {} })
    expect((await deliver(outside)).body.outcome).toBe('processed')
    expect(await t.knex('payment_refunds').where({ providerRefundId: 're_test_dashboard' }).first()).toMatchObject({ paymentId, amountCents: 1_500, status: 'succeeded', requestedByUserId: null })
    expect(await built.paymentSummaryOf(order)).toMatchObject({ refundedCents: 1_500 })
  })
})

describe('the stand-in’s hosted page (as the browser tests use it)', () => {
  it('pays: the site receives the signed webhook and the browser goes to the success URL', async () => {
    const server = http.createServer(t.app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      stripe.deliverTo(`http://127.0.0.1:${(server.address() as AddressInfo).port}${WEBHOOK}`)
      const order = await newOrder()
      const { paymentId, url } = await checkout(order)
      const page = await fetch(url)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('lang="de"')
      expect(html).toContain('Flughafentransfer')
      expect(html).toContain('124.50 EUR')
      const cancel = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' })
      expect(cancel.headers.get('location')).toBe(`http://localhost:3000/pay?ref=${order.reference}`)
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'open' })
      const pay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })
      expect(pay.status).toBe(303)
      expect(pay.headers.get('location')).toBe(`http://localhost:3000/done?ref=${order.reference}`)
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid' })
      expect(await orderStatus(order.id)).toBe('confirmed')
      expect((await fetch(url)).status).toBe(410)
    } finally {
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    }
  })
})
