import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { advances, refundStatusOf, type PaymentStatus, type PaymentSubject } from './payment-status'
import { PaymentModel, PaymentRefundModel } from './payments.model'
import { CheckoutSessionSchema, RefundObjectSchema, StripeEventSchema, type CheckoutSessionFacts, type RefundFacts } from './payments.schema'
import { applyRefundFacts, paymentOf, recountRefunded, type Payment } from './payments.server'
import { transactionThen } from '../db/after-commit'

/**
 * What the composition root does when a subject's payment changes, inside the webhook's
 * transaction (`trx`): confirm a booking, release what it holds. A hook that throws rolls the
 * event back; Stripe then delivers it again.
 */
export interface SubjectPaymentHooks<Prepared = unknown> {
  /**
   * Runs before the event's transaction opens, and its result is handed to the hook: what the hook
   * reads besides the transaction (settings, price tables) must be read here — on the embedded
   * database a query on another connection would wait for the open transaction forever.
   */
  prepare?(): Promise<Prepared>
  paid(trx: Knex.Transaction, subject: PaymentSubject, payment: Payment, prepared: Prepared): Promise<void>
  expired(trx: Knex.Transaction, subject: PaymentSubject, payment: Payment, prepared: Prepared): Promise<void>
  failed(trx: Knex.Transaction, subject: PaymentSubject, payment: Payment, prepared: Prepared): Promise<void>
  /**
   * What the site counts as given back moved without the subject asking: a refund made in the
   * Stripe Dashboard (+), or one Stripe accepted and later failed (−). The subject moves its own
   * total, so its pages, receipts and takings say what the customer really got back.
   */
  refundChanged(trx: Knex.Transaction, subject: PaymentSubject, change: RefundChange, prepared: Prepared): Promise<void>
}

export interface RefundChange {
  /** Signed: + given back, − no longer given back. */
  deltaCents: number
  /** The refund's reason, or Stripe's reason for its failure. */
  note: string
}

/** A refund the site counts as given back: accepted by Stripe (pending) or done. */
const counted = (status: string) => status === 'pending' || status === 'succeeded'

/** Hooks per subject type ('transfer', 'trip'), given by src/server/app.ts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each subject type prepares its own shape
export type PaymentHooks = Record<string, SubjectPaymentHooks<any>>

export type EventOutcome = 'processed' | 'duplicate' | 'ignored'

type Settling = 'paid' | 'expired' | 'failed'

/** The payment status a checkout event reports; null: nothing settled yet (a method that confirms later). */
function reportedStatus(type: string, session: CheckoutSessionFacts): Settling | null {
  switch (type) {
    case 'checkout.session.completed':
      return session.payment_status === 'paid' ? 'paid' : null
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
      return 'failed'
    case 'checkout.session.expired':
      return 'expired'
    default:
      return null
  }
}

const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired'])
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed'])

/** A positive integer kept in Stripe's metadata by this site, or null. */
function idIn(metadata: Record<string, string>, key: string): number | null {
  const value = metadata[key]
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

/**
 * Processes one verified Stripe event exactly once: in one transaction, its id is recorded
 * (already there: nothing happens, a replay is harmless), the payment or refund is updated and
 * the subject's hook is called. Events arrive late, twice and out of order: a status only ever
 * moves forward (open → expired/failed/cancelled → paid), never back from paid.
 */
export async function receiveStripeEvent(knex: Knex, payload: unknown, hooks: PaymentHooks, log: Logger): Promise<EventOutcome> {
  const event = StripeEventSchema.parse(payload)
  const prepared = new Map(await Promise.all(Object.entries(hooks).map(async ([type, h]) => [type, await h.prepare?.()] as const)))
  return transactionThen(knex, async (trx) => {
    const recorded = await trx('payment_events').insert({ providerEventId: event.id, type: event.type }).onConflict('providerEventId').ignore().returning('providerEventId')
    if (recorded.length === 0) return 'duplicate'
    let outcome: EventOutcome = 'ignored'
    if (CHECKOUT_EVENTS.has(event.type)) outcome = await checkoutEvent(trx, event.type, CheckoutSessionSchema.parse(event.data.object), hooks, prepared, log)
    else if (REFUND_EVENTS.has(event.type)) outcome = await refundEvent(trx, RefundObjectSchema.parse(event.data.object), hooks, prepared, log)
    await trx('payment_events').where({ providerEventId: event.id }).update({ processedAt: trx.fn.now() })
    return outcome
  })
}

async function checkoutEvent(trx: Knex.Transaction, type: string, session: CheckoutSessionFacts, hooks: PaymentHooks, prepared: Map<string, unknown>, log: Logger): Promise<EventOutcome> {
  let payment = await PaymentModel.query(trx).where({ checkoutSessionId: session.id }).forUpdate().first()
  // Stripe's answer to the session's creation was lost: the payment is found by the id it carries.
  const byMetadata = idIn(session.metadata, 'payment_id')
  if (!payment && byMetadata) payment = await PaymentModel.query(trx).findById(byMetadata).whereNull('checkoutSessionId').forUpdate()
  if (!payment) {
    log.warn({ stripe: { type, session: session.id } }, 'Stripe event for a checkout session this site did not start: recorded, nothing changed')
    return 'ignored'
  }
  const target = reportedStatus(type, session)
  const moves = target !== null && advances(payment.status, target)
  const patch: Partial<PaymentModel> = {}
  if (!payment.checkoutSessionId) patch.checkoutSessionId = session.id
  if (session.payment_intent && !payment.paymentIntentId) patch.paymentIntentId = session.payment_intent
  if (moves) Object.assign(patch, { status: target as PaymentStatus, ...(target === 'paid' ? { paidAt: new Date() } : {}) })
  if (Object.keys(patch).length === 0) return 'processed'
  const updated = await PaymentModel.query(trx).patchAndFetchById(payment.id, patch)
  if (!moves) return 'processed'
  const subject: PaymentSubject = { type: updated.subjectType, id: updated.subjectId, reference: updated.subjectReference }
  const hooksOf = Object.hasOwn(hooks, subject.type) ? hooks[subject.type] : undefined
  if (!hooksOf) {
    log.warn({ stripe: { type, session: session.id }, payment: { id: updated.id, status: updated.status }, subject }, `No payment hooks for subject type "${subject.type}": the payment is ${updated.status}, its subject was not told`)
    return 'processed'
  }
  await hooksOf[target!](trx, subject, paymentOf(updated), prepared.get(subject.type))
  return 'processed'
}

async function refundEvent(trx: Knex.Transaction, facts: RefundFacts, hooks: PaymentHooks, prepared: Map<string, unknown>, log: Logger): Promise<EventOutcome> {
  const known = await refundRowFor(trx, facts)
  const paymentId = known?.paymentId ?? (facts.payment_intent ? (await PaymentModel.query(trx).where({ paymentIntentId: facts.payment_intent }).first())?.id : undefined)
  if (!paymentId) {
    log.warn({ stripe: { refund: facts.id } }, 'Stripe refund of a payment this site did not take: recorded, nothing changed')
    return 'ignored'
  }
  // The payment first, then its refunds: the order refund() locks them in.
  const payment = await PaymentModel.query(trx).findById(paymentId).forUpdate().throwIfNotFound()
  const row = known ? await PaymentRefundModel.query(trx).findById(known.id).throwIfNotFound() : undefined
  let deltaCents: number
  let note: string
  if (row) {
    const updated = await applyRefundFacts(trx, row, facts)
    // Its subject counted it when Stripe accepted it: only a failure after that takes it back off.
    deltaCents = counted(row.status) && !counted(updated.status) ? -row.amountCents : 0
    note = updated.failureReason ?? updated.reason
  } else {
    // Made in the Stripe Dashboard: recorded, so the totals are what the customer got back.
    const inserted = await PaymentRefundModel.query(trx).insertAndFetch({ paymentId, providerRefundId: facts.id, amountCents: facts.amount, status: refundStatusOf(facts.status), reason: facts.reason ?? 'stripe-dashboard', requestedByUserId: null, failureReason: facts.failure_reason ?? null })
    await recountRefunded(trx, paymentId)
    deltaCents = counted(inserted.status) ? inserted.amountCents : 0
    note = inserted.reason
  }
  const hooksOf = Object.hasOwn(hooks, payment.subjectType) ? hooks[payment.subjectType] : undefined
  if (deltaCents !== 0 && hooksOf) await hooksOf.refundChanged(trx, { type: payment.subjectType, id: payment.subjectId, reference: payment.subjectReference }, { deltaCents, note }, prepared.get(payment.subjectType))
  return 'processed'
}

/** The refund row an event is about: by Stripe's id, or by the row id this site gave it (before Stripe's answer arrived). */
async function refundRowFor(trx: Knex.Transaction, facts: RefundFacts): Promise<PaymentRefundModel | undefined> {
  const byProvider = await PaymentRefundModel.query(trx).where({ providerRefundId: facts.id }).first()
  if (byProvider) return byProvider
  const id = idIn(facts.metadata, 'refund_id')
  const paymentId = idIn(facts.metadata, 'payment_id')
  if (!id || !paymentId) return undefined
  return PaymentRefundModel.query(trx).findById(id).where({ paymentId, amountCents: facts.amount }).whereNull('providerRefundId')
}
