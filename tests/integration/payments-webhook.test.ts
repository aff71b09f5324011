import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../helpers/locales'
import { usePaymentsApp } from '../helpers/payments-app'
import { WEBHOOK, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, type TestApp } from '../helpers/test-app'

// The Stripe webhook: signatures, idempotency, the hooks of a payment's subject in the same
// transaction, and events it does not know. The rest of payments: payments.test.ts.

const payments = usePaymentsApp({ keys: true })
let t: TestApp
let stripe: StripeStandIn
beforeAll(() => {
  ;({ t, stripe } = payments)
})
const { calls, logs, newOrder, checkout, deliver, paymentRow, orderStatus, eventCount } = payments

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
    payments.failHooksWith(new Error('the booking could not be confirmed'))
    const failed = await deliver(event)
    expect(failed.status).toBe(500)
    expect(failed.text).not.toContain('the booking could not be confirmed')
    expect(await t.knex('payment_events').where({ providerEventId: event.id })).toHaveLength(0)
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'open' })
    expect(await orderStatus(order.id)).toBe('pending_payment')
    payments.failHooksWith(null)
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

