import http from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../helpers/locales'
import { inTwoHours, usePaymentsApp } from '../helpers/payments-app'
import { WEBHOOK, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, type TestApp } from '../helpers/test-app'
import { createStaff } from '../helpers/staff'

// Online payments through Stripe (the stand-in in tests): a new site without keys, starting and
// ending a checkout, refunds, and the stand-in's own page. The webhook: payments-webhook.test.ts.

const payments = usePaymentsApp()
let t: TestApp
let stripe: StripeStandIn
beforeAll(() => {
  ;({ t, stripe } = payments)
})
const { calls, refundChanges, newOrder, checkout, deliver, paymentRow, orderStatus, eventCount } = payments

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
    // Its subject counted it when Stripe accepted it: it is told to take it back off, once.
    expect(refundChanges).toEqual([expect.objectContaining({ deltaCents: -10_000, note: 'expired_or_canceled_card' })])
    await deliver(await stripe.refundFails(refund.providerRefundId!, 'expired_or_canceled_card'))
    expect(refundChanges).toHaveLength(1)
  })

  it('records a refund made in the Stripe Dashboard from its event', async () => {
    const { order, paymentId } = await paidOrder()
    const intent = (await paymentRow(paymentId)).paymentIntentId
    const outside = await stripe.event('refund.created', { id: 're_test_dashboard', object: 'refund', amount: 1_500, currency: 'eur', payment_intent: intent, status: 'succeeded', reason: 'requested_by_customer', metadata: {} })
    expect((await deliver(outside)).body.outcome).toBe('processed')
    expect(await t.knex('payment_refunds').where({ providerRefundId: 're_test_dashboard' }).first()).toMatchObject({ paymentId, amountCents: 1_500, status: 'succeeded', requestedByUserId: null })
    expect(await built.paymentSummaryOf(order)).toMatchObject({ refundedCents: 1_500 })
    // Its subject is told, so the booking's own total says what the customer got back.
    expect(refundChanges).toEqual([expect.objectContaining({ subject: expect.objectContaining({ id: order.id }), deltaCents: 1_500 })])
    expect((await deliver(outside)).body.outcome).toBe('duplicate')
    expect(refundChanges).toHaveLength(1)
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
