import type { Knex } from 'knex'
import { ZodError } from 'zod'
import type { Env } from '../config/env'
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors'
import { SecretDecryptionError, type AppSecrets } from '../lib/secrets'
import { getApiKeys } from '../settings/api-keys.server'
import { PaymentsUnavailableError, RefundNotOnRecordError } from './payment-errors'
import { CHECKOUT_LOCALES, checkoutExpiry, refundableCents, refundStatusOf, summarizePayments, type PaymentKind, type PaymentStatus, type PaymentSubject, type PaymentSummary, type RefundStatus } from './payment-status'
import { PaymentModel, PaymentRefundModel } from './payments.model'
import { CheckoutRequestSchema, CreatedSessionSchema, RefundObjectSchema, RefundRequestSchema, type CheckoutRequest, type RefundFacts, type RefundRequest } from './payments.schema'
import { isStripeError, stripeClient } from './stripe-api'

/**
 * Online payments through Stripe Checkout for any *subject* (a transfer booking, later a trip
 * booking): this domain knows no subject's table, only its type, id and reference
 * (docs/decisions/036). Money is confirmed by the webhook (./stripe-webhook.server.ts), never here.
 */

/** What the payments services need of the app context. */
export interface PaymentsContext {
  secrets: AppSecrets
  env: Pick<Env, 'STRIPE_API_URL'>
}

export interface Payment {
  id: number
  subject: PaymentSubject
  kind: PaymentKind
  amountCents: number
  currency: string
  status: PaymentStatus
  checkoutSessionId: string | null
  checkoutUrl: string | null
  paymentIntentId: string | null
  expiresAt: Date
  paidAt: Date | null
  refundedCents: number
  createdAt: Date
  updatedAt: Date
}

export interface PaymentRefund {
  id: number
  paymentId: number
  providerRefundId: string | null
  amountCents: number
  status: RefundStatus
  reason: string
  requestedByUserId: number | null
  failureReason: string | null
  createdAt: Date
  updatedAt: Date
}

export function paymentOf(row: PaymentModel): Payment {
  return {
    id: row.id,
    subject: { type: row.subjectType, id: row.subjectId, reference: row.subjectReference },
    kind: row.kind,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    checkoutSessionId: row.checkoutSessionId,
    checkoutUrl: row.checkoutUrl,
    paymentIntentId: row.paymentIntentId,
    expiresAt: row.expiresAt,
    paidAt: row.paidAt,
    refundedCents: row.refundedCents,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

function refundOf(row: PaymentRefundModel): PaymentRefund {
  const { id, paymentId, providerRefundId, amountCents, status, reason, requestedByUserId, failureReason, createdAt, updatedAt } = row
  return { id, paymentId, providerRefundId, amountCents, status, reason, requestedByUserId, failureReason, createdAt, updatedAt }
}

// ── Keys ─────────────────────────────────────────────────────────────────────────────────────

interface StripeKeys {
  secretKey: string
  webhookSecret: string
}

/** The saved Stripe keys, or null while either is missing or no longer decrypts (APP_SECRET changed). */
export async function stripeKeys(secrets: AppSecrets): Promise<StripeKeys | null> {
  try {
    const keys = await getApiKeys(secrets)
    return keys.stripeSecretKey && keys.stripeWebhookSecret ? { secretKey: keys.stripeSecretKey, webhookSecret: keys.stripeWebhookSecret } : null
  } catch (error) {
    if (error instanceof SecretDecryptionError) return null
    throw error
  }
}

/**
 * Whether the site may offer online payment: both keys are saved, so a checkout can be started
 * and its webhook verified. Without them the product offers only what it can honour.
 */
export async function onlinePaymentsAvailable(secrets: AppSecrets): Promise<boolean> {
  return (await stripeKeys(secrets)) !== null
}

async function configuredClient(ctx: PaymentsContext) {
  const keys = await stripeKeys(ctx.secrets)
  if (!keys) throw new PaymentsUnavailableError('not-configured')
  return stripeClient(ctx.env.STRIPE_API_URL, keys.secretKey)
}

/** Stripe refused, failed or answered something unreadable: the caller offers another way. Anything else is thrown on. */
function unavailable(error: unknown): unknown {
  if (isStripeError(error)) return new PaymentsUnavailableError('provider', error.message)
  if (error instanceof ZodError) return new PaymentsUnavailableError('provider', 'an answer without the expected fields')
  return error
}

/**
 * Stripe remembers an idempotency key for a day per account: the row's id alone could come again
 * from another database on the same account (a reset demo), its creation time with it cannot.
 */
const idempotencyKeyOf = (what: 'checkout' | 'refund', row: { id: number; createdAt: Date }) => `menorca-tours-${what}-${row.id}-${row.createdAt.getTime().toString(36)}`

/** What Stripe keeps with the session, its payment and refunds: the way back to the subject from the dashboard or an event. */
function subjectMetadata(payment: Pick<PaymentModel, 'id' | 'subjectType' | 'subjectId' | 'subjectReference'>): Record<string, string> {
  return { payment_id: String(payment.id), subject_type: payment.subjectType, subject_id: String(payment.subjectId), subject_reference: payment.subjectReference }
}

// ── Checkout ─────────────────────────────────────────────────────────────────────────────────

export interface StartedCheckout {
  paymentId: number
  /** Stripe's hosted page: send the customer there (303). */
  url: string
  /** When the session expires: the one asked for, brought within Stripe's 30 minutes to 24 hours. */
  expiresAt: Date
}

/**
 * Creates a Stripe Checkout Session for one amount of a subject and records it as an open
 * payment. The account's enabled methods are offered (cards, Apple/Google Pay, PayPal…): no fixed
 * list. Throws PaymentsUnavailableError without keys or when Stripe fails (the payment row is
 * then `failed`, and nothing was offered to pay).
 */
export async function startCheckout(ctx: PaymentsContext, request: CheckoutRequest): Promise<StartedCheckout> {
  const input = CheckoutRequestSchema.parse(request)
  const stripe = await configuredClient(ctx)
  const expiresAt = checkoutExpiry(input.expiresAt, new Date())
  const row = await PaymentModel.query().insertAndFetch({
    subjectType: input.subject.type,
    subjectId: input.subject.id,
    subjectReference: input.subject.reference,
    provider: 'stripe',
    kind: input.kind,
    amountCents: input.amountCents,
    currency: input.currency,
    status: 'open',
    expiresAt,
  })
  const metadata = subjectMetadata(row)
  let created
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amountCents, product_data: { name: input.lineItemName, description: input.description } } }],
        client_reference_id: `${input.subject.type}-${input.subject.id}`,
        metadata,
        payment_intent_data: { description: input.description, metadata },
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        locale: CHECKOUT_LOCALES[input.language],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
      { idempotencyKey: idempotencyKeyOf('checkout', row) },
    )
    created = CreatedSessionSchema.parse(session)
  } catch (error) {
    await PaymentModel.query().findById(row.id).patch({ status: 'failed' })
    throw unavailable(error)
  }
  const sessionExpiry = new Date(created.expires_at * 1000)
  await PaymentModel.query().findById(row.id).patch({ checkoutSessionId: created.id, checkoutUrl: created.url, expiresAt: sessionExpiry })
  return { paymentId: row.id, url: created.url, expiresAt: sessionExpiry }
}

/**
 * - `cancelled`: the checkout is closed now (Stripe expired it): the customer can no longer pay.
 * - `completed`: the customer finished the checkout first: the webhook tells whether it is paid
 *   (or, for a method that confirms later, will be). Do not release what the payment holds.
 * - `closed`: the payment was no longer open (paid, expired, failed or cancelled before).
 */
export type ExpireOutcome = 'cancelled' | 'completed' | 'closed'

/**
 * Ends an open checkout (a booking cancelled, or its hold run out, before it was paid): asks
 * Stripe to expire the session and marks the payment `cancelled`. Calls no hook: the caller is
 * the one ending it.
 */
export async function expireCheckout(ctx: PaymentsContext, paymentId: number): Promise<{ outcome: ExpireOutcome; payment: Payment }> {
  const row = await PaymentModel.query().findById(paymentId)
  if (!row) throw new NotFoundError('No such payment')
  if (row.status !== 'open') return { outcome: 'closed', payment: paymentOf(row) }
  // Finished with a method that confirms later: Stripe no longer expires it.
  if (row.paymentIntentId) return { outcome: 'completed', payment: paymentOf(row) }
  if (row.checkoutSessionId) {
    const stripe = await configuredClient(ctx)
    try {
      await stripe.checkout.sessions.expire(row.checkoutSessionId)
    } catch (error) {
      if (!isStripeError(error) || error.type !== 'StripeInvalidRequestError') throw unavailable(error)
      // Stripe expires only open sessions: what became of this one?
      const session = await stripe.checkout.sessions.retrieve(row.checkoutSessionId).catch((failure: unknown) => {
        throw unavailable(failure)
      })
      if (session.status === 'complete') return { outcome: 'completed', payment: paymentOf(row) }
      if (session.status !== 'expired') throw unavailable(error)
    }
  }
  // Only an open payment: a webhook may have settled it meanwhile, and then that stands.
  await PaymentModel.query().findById(row.id).where('status', 'open').whereNull('paymentIntentId').patch({ status: 'cancelled' })
  const now = await PaymentModel.query().findById(row.id).throwIfNotFound()
  return { outcome: now.status === 'cancelled' ? 'cancelled' : now.status === 'open' ? 'completed' : 'closed', payment: paymentOf(now) }
}

/**
 * Ends a subject's open checkouts (it was cancelled, or its hold ran out, before it was paid).
 * Answers whether one was completed meanwhile: then the webhook settles it, and the subject must wait.
 */
export async function closeOpenCheckouts(ctx: PaymentsContext, subject: Pick<PaymentSubject, 'type' | 'id'>): Promise<{ completedMeanwhile: boolean }> {
  let completedMeanwhile = false
  for (const payment of await paymentsOf(subject)) {
    if (payment.status !== 'open') continue
    const { outcome } = await expireCheckout(ctx, payment.id)
    if (outcome === 'completed') completedMeanwhile = true
  }
  return { completedMeanwhile }
}

// ── Refunds ──────────────────────────────────────────────────────────────────────────────────

/**
 * Gives back (part of) a paid payment through Stripe. The amount is reserved first under the
 * payment's lock (a pending refund row), so two refunds at once never exceed what was paid; then
 * Stripe is asked with the row's idempotency key. Returns the refund as Stripe reported it
 * (often `pending` until its webhook says `succeeded`).
 * Throws ValidationError ({ amountCents: 'refundTooLarge' }) beyond what is left to refund,
 * ConflictError for a payment that is not paid, PaymentsUnavailableError when Stripe refuses
 * (the refund is then recorded as failed, with Stripe's reason).
 */
export async function refund(ctx: PaymentsContext, request: RefundRequest): Promise<PaymentRefund> {
  const input = RefundRequestSchema.parse(request)
  const stripe = await configuredClient(ctx)
  const { payment, reserved } = await PaymentModel.transaction(async (trx) => {
    const payment = await PaymentModel.query(trx).findById(input.paymentId).forUpdate()
    if (!payment) throw new NotFoundError('No such payment')
    if (payment.status !== 'paid' || !payment.paymentIntentId) throw new ConflictError(`Payment ${payment.id} is ${payment.status}: only a paid payment can be refunded`)
    const refunds = await PaymentRefundModel.query(trx).where({ paymentId: payment.id })
    if (input.amountCents > refundableCents(payment, refunds)) throw new ValidationError({ amountCents: 'refundTooLarge' })
    const reserved = await PaymentRefundModel.query(trx).insertAndFetch({ paymentId: payment.id, amountCents: input.amountCents, status: 'pending', reason: input.reason, requestedByUserId: input.userId ?? null })
    return { payment, reserved }
  })
  let facts: RefundFacts
  try {
    const created = await stripe.refunds.create(
      { payment_intent: payment.paymentIntentId!, amount: input.amountCents, reason: 'requested_by_customer', metadata: { ...subjectMetadata(payment), refund_id: String(reserved.id), reason: input.reason } },
      { idempotencyKey: idempotencyKeyOf('refund', reserved) },
    )
    facts = RefundObjectSchema.parse(created)
  } catch (error) {
    // Should Stripe have made it after all (an answer lost on the way), its webhook still corrects this row.
    const failureReason = (isStripeError(error) ? error.message : 'Stripe gave no usable answer').slice(0, 500)
    await PaymentRefundModel.query().findById(reserved.id).whereNull('providerRefundId').patch({ status: 'failed', failureReason })
    throw unavailable(error)
  }
  return PaymentModel.transaction(async (trx) => {
    await PaymentModel.query(trx).findById(payment.id).forUpdate()
    const row = await PaymentRefundModel.query(trx).findById(reserved.id).throwIfNotFound()
    return refundOf(await applyRefundFacts(trx, row, facts))
  })
}

/**
 * Gives back up to `amountCents` (everything refundable when absent) of a subject's payments,
 * payment by payment, oldest first. Answers what Stripe accepted to refund and, when Stripe could
 * not be reached part-way, that error (what was refunded before it stays refunded), or, when the
 * payments on record hold less than `amountCents`, a RefundNotOnRecordError for the rest: the
 * subject's domain records the amount on its booking either way, then decides what the error means.
 */
export async function refundSubject(ctx: PaymentsContext, subject: Pick<PaymentSubject, 'type' | 'id'>, { amountCents, reason, userId }: { amountCents?: number; reason: string; userId?: number | null }): Promise<{ refundedCents: number; error: PaymentsUnavailableError | RefundNotOnRecordError | null }> {
  let left = amountCents ?? Number.POSITIVE_INFINITY
  let refundedCents = 0
  for (const payment of await paymentsOf(subject)) {
    if (left <= 0) break
    const amount = Math.min(left, payment.refundableCents)
    if (amount <= 0) continue
    try {
      await refund(ctx, { paymentId: payment.id, amountCents: amount, reason, userId: userId ?? null })
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) return { refundedCents, error }
      throw error
    }
    refundedCents += amount
    left -= amount
  }
  return { refundedCents, error: Number.isFinite(left) && left > 0 ? new RefundNotOnRecordError(left) : null }
}

/**
 * Whether Stripe's news moves a refund: pending ends as it says; a succeeded refund can still
 * fail (the card was closed); failed and cancelled are final. A row Stripe never acknowledged
 * (its answer was lost) takes whatever Stripe says.
 */
function refundMoves(row: PaymentRefundModel, next: RefundStatus): boolean {
  if (row.providerRefundId === null) return true
  if (row.status === 'pending') return next !== 'pending'
  return row.status === 'succeeded' && next === 'failed'
}

/** Records what Stripe says of a refund (its id, status, failure) and the payment's refunded total; the caller holds the payment's lock. */
export async function applyRefundFacts(trx: Knex.Transaction, row: PaymentRefundModel, facts: RefundFacts): Promise<PaymentRefundModel> {
  const next = refundStatusOf(facts.status)
  const patch: Partial<PaymentRefundModel> = { providerRefundId: facts.id }
  if (refundMoves(row, next)) Object.assign(patch, { status: next, failureReason: next === 'failed' ? (facts.failure_reason ?? 'failed').slice(0, 500) : null })
  const updated = await PaymentRefundModel.query(trx).patchAndFetchById(row.id, patch)
  await recountRefunded(trx, row.paymentId)
  return updated
}

/** payments.refunded_cents: what Stripe confirmed given back. */
export async function recountRefunded(trx: Knex.Transaction, paymentId: number): Promise<void> {
  const refunds = await PaymentRefundModel.query(trx).where({ paymentId, status: 'succeeded' })
  await PaymentModel.query(trx).findById(paymentId).patch({ refundedCents: refunds.reduce((sum, r) => sum + r.amountCents, 0) })
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

/**
 * The address of a checkout still open for the subject at `amountCents` and good for more than a
 * minute, if any: paying there is never a second charge. A checkout open at another amount (staff
 * changed the price since it was started) is closed first, so the old amount can no longer be
 * paid; if it was paid meanwhile, ConflictError: its webhook settles it, and what is owed is
 * counted again from there.
 */
export async function openCheckoutFor(ctx: PaymentsContext, subject: Pick<PaymentSubject, 'type' | 'id'>, amountCents: number, now = new Date()): Promise<string | null> {
  const open = (await paymentsOf(subject)).filter((p) => p.status === 'open')
  const reusable = open.find((p) => p.amountCents === amountCents && p.checkoutUrl && !p.paymentIntentId && new Date(p.expiresAt).getTime() > now.getTime() + 60_000)
  if (reusable) return reusable.checkoutUrl
  for (const stale of open.filter((p) => p.amountCents !== amountCents)) {
    if ((await expireCheckout(ctx, stale.id)).outcome === 'completed') throw new ConflictError('A checkout at another amount was paid meanwhile')
  }
  return null
}

/** What Stripe can still give back of a subject's card payments (0 where nothing was paid online through it). */
export async function refundableToCard(subject: Pick<PaymentSubject, 'type' | 'id'>, trx?: Knex.Transaction): Promise<number> {
  return (await paymentsOf(subject, trx)).reduce((sum, payment) => sum + payment.refundableCents, 0)
}

/** Every payment of a subject, oldest first, each with its refunds. */
export async function paymentsOf(subject: Pick<PaymentSubject, 'type' | 'id'>, trx?: Knex.Transaction): Promise<Array<Payment & { refunds: PaymentRefund[]; refundableCents: number }>> {
  const rows = await PaymentModel.query(trx).where({ subjectType: subject.type, subjectId: subject.id }).orderBy('id')
  const refunds = rows.length ? await PaymentRefundModel.query(trx).whereIn('paymentId', rows.map((r) => r.id)).orderBy('id') : []
  return rows.map((row) => ({ ...paymentOf(row), refunds: refunds.filter((r) => r.paymentId === row.id).map(refundOf), refundableCents: refundableCents(row, refunds) }))
}

/** A subject's payments summed for display: paid, refunded (and pending), the checkout still open. */
export async function paymentSummaryOf(subject: Pick<PaymentSubject, 'type' | 'id'>, now = new Date()): Promise<PaymentSummary> {
  const payments = await paymentsOf(subject)
  return summarizePayments(payments, payments.flatMap((p) => p.refunds), now)
}
