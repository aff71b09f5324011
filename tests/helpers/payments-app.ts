import type { Knex } from 'knex'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Payment } from '../../src/payments/payments.server'
import type { PaymentSubject } from '../../src/payments/payment-status'
import type { PaymentHooks, RefundChange } from '../../src/payments/stripe-webhook.server'
import { captureLogs } from './log-capture'
import { postSignedEvent, startStripeStandIn, type SignedEvent, type StripeStandIn } from './stripe-stand-in'
import { built, startTestApp, type TestApp } from './test-app'


// A subject of the payments tests' own (payments knows no subject's table): an order whose status
// the hooks change inside the webhook's transaction, as a booking's would.
type Call = { hook: 'paid' | 'expired' | 'failed'; subject: PaymentSubject; payment: Payment }

/** Two hours from now: a checkout's expiry in these tests. */
export const inTwoHours = () => new Date(Date.now() + 2 * 60 * 60 * 1000)

/**
 * The app with the Stripe stand-in and a `test_orders` subject for a whole test file; with
 * { keys: true } the Stripe keys are saved before the first test (otherwise the file starts
 * without them, as a new site does). Read `t` and `stripe` inside tests and hooks; `calls` and the
 * failing hook start empty for each test.
 */
export function usePaymentsApp({ keys = false }: { keys?: boolean } = {}) {
  const calls: Call[] = []
  const refundChanges: Array<RefundChange & { subject: PaymentSubject }> = []
  let failingHook: Error | null = null
  const orderHooks = (status: Record<Call['hook'], string>): PaymentHooks[string] => {
    const hook = (name: Call['hook']) => async (trx: Knex.Transaction, subject: PaymentSubject, payment: Payment) => {
      await trx('test_orders').where({ id: subject.id }).update({ status: status[name] })
      if (failingHook) throw failingHook
      calls.push({ hook: name, subject, payment })
    }
    return {
      paid: hook('paid'),
      expired: hook('expired'),
      failed: hook('failed'),
      refundChanged: async (_trx, subject, change) => {
        refundChanges.push({ subject, ...change })
      },
    }
  }
  const hooks: PaymentHooks = { 'test-order': orderHooks({ paid: 'confirmed', expired: 'released', failed: 'payment-failed' }) }
  const logs = captureLogs<{ msg: string; level: number; subject?: PaymentSubject }>()
  let nextOrder = 1
  const live = {} as { t: TestApp; stripe: StripeStandIn }
  const app = Object.assign(live, {
    /** The hooks called since the test began, in order. */
    calls,
    /** The refund changes the subjects were told of (Dashboard refunds, failures), in order. */
    refundChanges,
    logs,
    /** From now until the test ends, every hook throws this after changing the order (null: none). */
    failHooksWith(error: Error | null) {
      failingHook = error
    },
    async newOrder(type = 'test-order'): Promise<PaymentSubject> {
      const reference = `TO-${String(nextOrder++).padStart(4, '0')}`
      const [row] = await app.t.knex('test_orders').insert({ reference }).returning('id')
      return { type, id: row.id, reference }
    },
    checkout(subject: PaymentSubject, overrides: Record<string, unknown> = {}) {
      return built.startCheckout(app.t.context, {
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
    },
    deliver: (event: Pick<SignedEvent, 'payload' | 'signature'>, options?: { ip?: string }) => postSignedEvent(app.t.app, event, options),
    paymentRow: (id: number) => app.t.knex('payments').where({ id }).first(),
    orderStatus: async (id: number) => (await app.t.knex('test_orders').where({ id }).first()).status,
    eventCount: async () => Number((await app.t.knex('payment_events').count('* as n'))[0]!.n),
  })

  beforeAll(async () => {
    app.stripe = await startStripeStandIn()
    app.t = await startTestApp({ env: { STRIPE_API_URL: app.stripe.url }, paymentHooks: hooks, logger: logs.logger })
    await app.t.knex.schema.createTable('test_orders', (table) => {
      table.increments('id')
      table.string('reference').notNullable()
      table.string('status').notNullable().defaultTo('pending_payment')
    })
    if (keys) await built.saveApiKeys(app.t.context.secrets, app.stripe.apiKeys)
  })
  afterAll(async () => {
    await app.t?.close()
    await app.stripe?.close()
  })
  beforeEach(() => {
    calls.length = 0
    refundChanges.length = 0
    failingHook = null
    app.stripe.requests.length = 0
    app.stripe.deliverTo(null)
    app.stripe.refundStatus = 'pending'
  })
  return app
}
