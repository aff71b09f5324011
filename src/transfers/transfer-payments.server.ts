import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { recordChange, type Actor } from '../audit/audit.server'
import { afterCommit, transactionThen } from '../db/after-commit'
import type { Logger } from 'pino'
import type { AppContext } from '../config/app-context'
import { isLanguage, type Language } from '../i18n/languages'
import { ConflictError, NotFoundError } from '../lib/errors'
import { queueMail } from '../mail/mail.server'
import { REFUND_FAILURE_ACTION, refundFailureOf } from '../payments/payment-errors'
import type { RefundOutcome } from '../payments/refund-outcome'
import type { PaymentSubject } from '../payments/payment-status'
import { closeOpenCheckouts as closeSubjectCheckouts, openCheckoutFor, refund, refundSubject, startCheckout, type Payment } from '../payments/payments.server'
import { oneCheckoutAtATime } from '../payments/checkout-once'
import type { SubjectPaymentHooks } from '../payments/stripe-webhook.server'
import { applyRefundChange } from '../payments/refund-change.server'
import { bookingPath } from './booking-token'
import { transferLineDescription } from './payment-description'
import { bookingEnv, loadBooking, viewOf, viewsOf, type BookingEnv } from './booking-store.server'
import type { BookingWithLegs } from './booking-view'
import { adminBookingPath } from './bookings.server'
import { releaseSlot } from './capacity.server'
import { customerMail, staffMails } from './mails'
import { customerBookingMail } from './voucher.server'
import { scheduleHoldExpiry, scheduleReminders } from './transfer-jobs.server'
import { TransferBookingModel, type PaymentStatus } from './transfers.model'

// A transfer booking's online payment through the payments domain (docs/decisions/034, 036):
// the checkout it starts, what the webhook's news does to the booking, and refunds.

export const TRANSFER_SUBJECT = 'transfer'

export interface TransferPaymentContext extends Pick<AppContext, 'secrets' | 'env' | 'publicUrl' | 'jobs'> {
  tFor: (lng: Language) => TFunction
  logger?: Pick<Logger, 'warn' | 'error'>
}

const subjectOf = (row: Pick<BookingWithLegs, 'id' | 'reference'>): PaymentSubject => ({ type: TRANSFER_SUBJECT, id: row.id, reference: row.reference })
const langOf = (row: { language: string }): Language => (isLanguage(row.language) ? row.language : 'es')
const PAYMENT_ACTOR: Actor = { type: 'payment', name: 'Stripe' }

/** A booking whose online payment may start now: waiting for it, or confirmed with something left to pay online. */
function payableOnline(row: BookingWithLegs): boolean {
  if (row.status === 'pending_payment') return true
  return row.status === 'confirmed' && row.paymentMethod === 'online' && row.paidCents < row.onlineDueCents
}

/**
 * Starts Stripe Checkout for what the booking owes online and answers the address to send the
 * customer to. The hold follows Stripe's own expiry of the session (at least 30 minutes).
 * Throws PaymentsUnavailableError (503) when Stripe cannot be reached or is not set up.
 */
export function startTransferCheckout(ctx: TransferPaymentContext, reference: string, lng: Language): Promise<string> {
  return oneCheckoutAtATime(`transfer:${reference}`, () => startOneCheckout(ctx, reference, lng))
}

async function startOneCheckout(ctx: TransferPaymentContext, reference: string, lng: Language): Promise<string> {
  const row = await loadBooking({ reference })
  if (!row) throw new NotFoundError('Transfer booking not found')
  if (!payableOnline(row)) throw new ConflictError('nothing to pay online')
  const amountCents = row.onlineDueCents - row.paidCents
  // A checkout already open for this amount (back from Stripe's page, a second tab): the same page, never a second charge.
  const open = await openCheckoutFor(ctx, subjectOf(row), amountCents)
  if (open) return open
  const t = ctx.tFor(lng)
  const back = `${ctx.publicUrl}${bookingPath(ctx.secrets, row.reference)}`
  const holdUntil = row.holdExpiresAt ? new Date(row.holdExpiresAt) : new Date(Date.now() + 24 * 3_600_000)
  const started = await startCheckout(ctx, {
    subject: subjectOf(row),
    kind: amountCents < row.priceCents ? 'deposit' : 'full',
    amountCents,
    currency: row.currency,
    description: transferLineDescription(t, await viewOf(ctx, row, lng), lng),
    lineItemName: t('airport-transfers:payment.lineItem', { reference: row.reference }),
    customerEmail: row.customerEmail,
    language: lng,
    successUrl: `${back}&checkout=success`,
    cancelUrl: `${back}&checkout=cancelled`,
    expiresAt: holdUntil,
  })
  if (row.status === 'pending_payment' && started.expiresAt.getTime() > holdUntil.getTime()) {
    await TransferBookingModel.transaction(async (trx) => {
      await TransferBookingModel.query(trx).findById(row.id).patch({ holdExpiresAt: started.expiresAt })
      await scheduleHoldExpiry(ctx.jobs, trx, row.id, started.expiresAt)
    })
  }
  return started.url
}

/** The booking's payment status once `paidCents` of `priceCents` is paid and `refundedCents` given back. */
export function paymentStatusOf(row: { priceCents: number; paidCents: number; refundedCents: number }): PaymentStatus {
  if (row.refundedCents > 0) return row.refundedCents >= row.paidCents ? 'refunded' : 'partially_refunded'
  if (row.paidCents <= 0) return 'unpaid'
  return row.paidCents >= row.priceCents ? 'paid' : 'deposit_paid'
}

async function paid(trx: Knex.Transaction, ctx: TransferPaymentContext, subject: PaymentSubject, payment: Payment, env: BookingEnv): Promise<void> {
  const row = await loadBooking({ id: subject.id }, trx, { lock: true })
  if (!row) return
  // More than the booking costs (two checkouts both paid): the extra payment goes back.
  if (row.status === 'confirmed' && row.paidCents - row.refundedCents + payment.amountCents > row.priceCents) return paidTwice(trx, ctx, row, payment, env)
  // Captured first: a patch through the model instance changes its fields.
  const before = { status: row.status, paidCents: row.paidCents }
  const paidCents = row.paidCents + payment.amountCents
  const confirming = row.status === 'pending_payment'
  await row.$query(trx).patch({
    paidCents,
    paymentStatus: paymentStatusOf({ ...row, paidCents }),
    ...(confirming ? { status: 'confirmed', confirmedAt: new Date(), holdExpiresAt: null } : {}),
    // Money for a booking that is no longer live (it expired or was cancelled meanwhile): staff refund it.
    ...(row.status === 'expired' || row.status === 'cancelled' ? { warnings: [...(row.warnings ?? []), { code: 'paid-after-end' as const }] } : {}),
    version: row.version + 1,
  })
  const auditId = await recordChange(trx, {
    subject: { type: 'transfer-booking', id: row.id },
    actor: PAYMENT_ACTOR,
    action: 'paid',
    changes: { paidCents: [before.paidCents, paidCents], ...(confirming ? { status: [before.status, 'confirmed'] } : {}) },
    note: payment.checkoutSessionId,
  })
  const updated = (await loadBooking({ id: row.id }, trx))!
  if (confirming) await scheduleReminders(ctx.jobs, trx, updated.legs, env.rules)
  const viewIn = await viewsOf(ctx, updated, { trx, env })
  const view = viewIn(langOf(row))
  const mailCtx = { site: env.site, publicUrl: ctx.publicUrl }
  if (confirming) await queueMail(await customerBookingMail(view, 'paid', ctx.tFor(langOf(row)), mailCtx), trx, { auditId })
  for (const mail of staffMails(viewIn, 'paid', env.recipients, ctx.tFor, { ...mailCtx, adminPath: adminBookingPath(row.id) })) await queueMail(mail, trx, { auditId })
}

/**
 * A payment for a booking already paid (two checkouts both completed): recorded, then refunded
 * through Stripe once the webhook's transaction committed, and the customer told. Should Stripe
 * refuse, staff find the booking flagged and the money theirs to give back.
 */
async function paidTwice(trx: Knex.Transaction, ctx: TransferPaymentContext, row: BookingWithLegs, payment: Payment, env: BookingEnv): Promise<void> {
  const before = row.paidCents
  const paidCents = before + payment.amountCents
  await row.$query(trx).patch({ paidCents, paymentStatus: paymentStatusOf({ ...row, paidCents }), version: row.version + 1 })
  await recordChange(trx, { subject: { type: 'transfer-booking', id: row.id }, actor: PAYMENT_ACTOR, action: 'paid', changes: { paidCents: [before, paidCents] }, note: 'paid twice: refunded automatically' })
  afterCommit(trx, () => refundSecondPayment(ctx, row.id, payment, env))
}

async function refundSecondPayment(ctx: TransferPaymentContext, bookingId: number, payment: Payment, env: BookingEnv): Promise<void> {
  let failed = false
  try {
    await refund(ctx, { paymentId: payment.id, amountCents: payment.amountCents, reason: 'transfer booking: paid twice' })
  } catch (error) {
    ctx.logger?.error({ err: error, bookingId, paymentId: payment.id }, 'automatic refund of a second transfer payment failed')
    failed = true
  }
  await transactionThen(TransferBookingModel.knex(), async (trx) => {
    const row = await loadBooking({ id: bookingId }, trx, { lock: true })
    if (!row) return
    if (failed) {
      await row.$query(trx).patch({ warnings: [...(row.warnings ?? []), { code: 'paid-twice' as const }], version: row.version + 1 })
      return
    }
    const before = row.refundedCents
    const refundedCents = before + payment.amountCents
    await row.$query(trx).patch({ refundedCents, paymentStatus: paymentStatusOf({ ...row, refundedCents }), version: row.version + 1 })
    const auditId = await recordChange(trx, { subject: { type: 'transfer-booking', id: row.id }, actor: PAYMENT_ACTOR, action: 'refunded', changes: { refundedCents: [before, refundedCents] }, note: 'paid twice' })
    const view = await viewOf(ctx, (await loadBooking({ id: row.id }, trx))!, langOf(row), { trx, env })
    const mail = customerMail(view, 'refundedDuplicate', ctx.tFor(langOf(row)), { site: env.site, publicUrl: ctx.publicUrl })
    await queueMail(mail, trx, { auditId })
  })
}

/** The checkout ended unpaid: a booking still waiting for it expires and gives its places back. */
async function ended(trx: Knex.Transaction, ctx: TransferPaymentContext, subject: PaymentSubject, payment: Payment, env: BookingEnv): Promise<void> {
  const row = await loadBooking({ id: subject.id }, trx, { lock: true })
  if (!row || row.status !== 'pending_payment') return
  await expireRows(trx, row, payment.status)
  const auditId = await recordChange(trx, { subject: { type: 'transfer-booking', id: row.id }, actor: PAYMENT_ACTOR, action: 'status', changes: { status: ['pending_payment', 'expired'] }, note: `checkout ${payment.status}` })
  const view = await viewOf(ctx, (await loadBooking({ id: row.id }, trx))!, langOf(row), { trx, env })
  await queueMail(customerMail(view, 'expired', ctx.tFor(langOf(row)), { site: env.site, publicUrl: ctx.publicUrl }), trx, { auditId })
}

/** A waiting booking expires: its legs are cancelled and their places given back. */
export async function expireRows(trx: Knex.Transaction, row: BookingWithLegs, why: string): Promise<void> {
  for (const leg of row.legs) {
    if (leg.slotStart) await releaseSlot(trx, leg.slotStart)
    await leg.$query(trx).patch({ status: 'cancelled', slotStart: null, statusChangedAt: new Date(), version: leg.version + 1 })
  }
  await row.$query(trx).patch({ status: 'expired', holdExpiresAt: null, version: row.version + 1, internalNotes: row.internalNotes ? row.internalNotes : `checkout ${why}` })
}

/** What the webhook does to transfer bookings (registered by src/server/app.ts). */
export function transferPaymentHooks(ctx: TransferPaymentContext): SubjectPaymentHooks<BookingEnv> {
  return {
    prepare: () => bookingEnv(),
    paid: (trx, subject, payment, env) => paid(trx, ctx, subject, payment, env),
    expired: (trx, subject, payment, env) => ended(trx, ctx, subject, payment, env),
    failed: (trx, subject, payment, env) => ended(trx, ctx, subject, payment, env),
    refundChanged: async (trx, subject, change, env) => {
      const row = await TransferBookingModel.query(trx).findById(subject.id).forUpdate()
      const notice = { recipients: env.recipients, tFor: ctx.tFor, businessName: env.site.businessName, adminUrl: `${ctx.publicUrl}${adminBookingPath(subject.id)}` }
      await applyRefundChange(trx, row, 'transfer-booking', change, (refundedCents) => row!.$query(trx).patch({ refundedCents, paymentStatus: paymentStatusOf({ ...row!, refundedCents }), version: row!.version + 1 }), notice)
    },
  }
}

/**
 * Ends the booking's open checkouts (it was cancelled or its hold ran out before paying). Answers
 * whether one was completed meanwhile: then the webhook settles it, and the booking must wait.
 */
export async function closeOpenCheckouts(ctx: TransferPaymentContext, row: Pick<BookingWithLegs, 'id' | 'reference'>): Promise<{ completedMeanwhile: boolean }> {
  return closeSubjectCheckouts(ctx, subjectOf(row))
}

/**
 * Gives back up to `amountCents` of what was paid online (all that is left of it when absent),
 * through Stripe, payment by payment; records it on the booking and in its history, and so what
 * did not go back (`refund-failed`: Stripe could not be reached; `refund-not-on-record`: no card
 * payment on record holds it). Never throws for those: the caller says them.
 */
export async function refundTransfer(ctx: TransferPaymentContext, bookingId: number, { amountCents, reason, actor }: { amountCents?: number; reason: string; actor: Actor }): Promise<RefundOutcome> {
  const row = await loadBooking({ id: bookingId })
  if (!row) throw new NotFoundError('Transfer booking not found')
  const askedCents = amountCents ?? Math.max(0, row.paidCents - row.refundedCents)
  if (askedCents <= 0) return { askedCents: 0, refundedCents: 0, failure: null }
  const { refundedCents: refunded, error } = await refundSubject(ctx, subjectOf(row), { amountCents: askedCents, reason, userId: actor.userId })
  const failure = refundFailureOf(error)
  await TransferBookingModel.transaction(async (trx) => {
    const locked = await TransferBookingModel.query(trx).findById(bookingId).forUpdate()
    if (!locked) return
    if (refunded > 0) {
      // Captured first: a patch through the model instance changes its fields.
      const before = locked.refundedCents
      const refundedCents = before + refunded
      await locked.$query(trx).patch({ refundedCents, paymentStatus: paymentStatusOf({ ...locked, refundedCents }), version: locked.version + 1 })
      await recordChange(trx, { subject: { type: 'transfer-booking', id: bookingId }, actor, action: 'refunded', changes: { refundedCents: [before, refundedCents] }, note: reason })
    }
    if (failure) await recordChange(trx, { subject: { type: 'transfer-booking', id: bookingId }, actor, action: REFUND_FAILURE_ACTION[failure], changes: { refundCents: [null, askedCents - refunded] }, note: reason })
  })
  return { askedCents, refundedCents: refunded, failure }
}
