import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { recordChange, SYSTEM_ACTOR, type Actor } from '../audit/audit.server'
import type { AppContext } from '../config/app-context'
import { afterCommit, transactionThen } from '../db/after-commit'
import { releaseSeats, takeSeats } from '../departures/seats.server'
import { formatIslandDate, formatTime } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { ConflictError, NotFoundError } from '../lib/errors'
import { queueMail } from '../mail/mail.server'
import type { PaymentSubject } from '../payments/payment-status'
import { closeOpenCheckouts, openCheckoutFor, refund, startCheckout, type Payment } from '../payments/payments.server'
import { oneCheckoutAtATime } from '../payments/checkout-once'
import type { SubjectPaymentHooks } from '../payments/stripe-webhook.server'
import { applyRefundChange } from '../payments/refund-change.server'
import { assertTripBookingMove } from './trip-booking-status'
import { customerTripMail } from './trip-booking-mails'
import { tripConfirmationPath } from './trip-booking-token'
import { tripReceiptAttachment } from './trip-receipt.server'
import { confirmedEffects, findTripBooking, loadTripBooking, tripBookingLanguage, tripBookingView, tripMailEnv, TRIP_BOOKING_AUDIT, type TripBookingRow, type TripMailEnv } from './trip-bookings.server'
import { TripBookingModel, type TripPaymentStatus } from './trip-bookings.model'

// A trip booking's online payment through the payments domain (docs/decisions/036, 042): the
// checkout it starts, what the webhook's news does to the booking (paid → confirmed; expired or
// failed → seats released), and the refund of a payment that came after its seats were gone.

export const TRIP_SUBJECT = 'trip'

export interface TripPaymentContext extends Pick<AppContext, 'secrets' | 'env' | 'publicUrl' | 'jobs'> {
  /** The trips namespace in a language. */
  tFor: (lng: Language) => TFunction
  logger?: Pick<Logger, 'warn' | 'error'>
}

const PAYMENT_ACTOR: Actor = { type: 'payment', name: 'Stripe' }
const subjectOf = (row: Pick<TripBookingRow, 'id' | 'reference'>): PaymentSubject => ({ type: TRIP_SUBJECT, id: row.id, reference: row.reference })
const audit = (row: { id: number }) => ({ type: TRIP_BOOKING_AUDIT, id: row.id })

/** The booking's payment status once `paidCents` of `totalCents` is paid and `refundedCents` given back. */
export function tripPaymentStatusOf(row: { totalCents: number; paidCents: number; refundedCents: number }): TripPaymentStatus {
  if (row.refundedCents > 0) return row.refundedCents >= row.paidCents ? 'refunded' : 'partially_refunded'
  if (row.paidCents <= 0) return 'unpaid'
  return row.paidCents >= row.totalCents ? 'paid' : 'deposit_paid'
}

/** A booking whose online payment may start now: holding its seats, or confirmed with something left to pay online. */
function payableOnline(row: TripBookingRow, now: Date): boolean {
  if (row.status === 'pending_payment') return !row.holdExpiresAt || new Date(row.holdExpiresAt).getTime() > now.getTime()
  return row.status === 'confirmed' && row.paymentMethod === 'online' && row.paidCents < row.onlineDueCents
}

/**
 * Starts Stripe Checkout for what the booking owes online and answers the address to send the
 * customer to. Stripe keeps a session at least 30 minutes: a payment completed after the
 * 15-minute hold ran out is settled by the webhook (confirmed if the seats can be taken again,
 * else refunded). Throws PaymentsUnavailableError (503) when Stripe cannot be reached or is not
 * set up, ConflictError when there is nothing to pay.
 */
export function startTripCheckout(ctx: TripPaymentContext, reference: string, lng: Language): Promise<string> {
  return oneCheckoutAtATime(`trip:${reference}`, () => startOneCheckout(ctx, reference, lng))
}

async function startOneCheckout(ctx: TripPaymentContext, reference: string, lng: Language): Promise<string> {
  const row = await findTripBooking(reference)
  if (!row) throw new NotFoundError('Trip booking not found')
  const now = new Date()
  if (!payableOnline(row, now)) throw new ConflictError('nothing to pay online')
  const amountCents = row.onlineDueCents - row.paidCents
  // A checkout already open for this amount (a double submit, a second tab): the same page, never a second charge.
  const open = await openCheckoutFor(ctx, subjectOf(row), amountCents, now)
  if (open) return open
  const t = ctx.tFor(lng)
  const back = `${ctx.publicUrl}${tripConfirmationPath(ctx.secrets, row.reference)}`
  const view = tripBookingView(row, lng)
  const started = await startCheckout(ctx, {
    subject: subjectOf(row),
    kind: row.paidCents > 0 ? 'balance' : amountCents < row.totalCents ? 'deposit' : 'full',
    amountCents,
    currency: row.currency,
    // The date and time as the site writes them in the visitor's language (never the stored ISO date).
    description: t('trips:booking.payment.lineDescription', { reference: row.reference, trip: view.tripName, date: formatIslandDate(view.date, lng), time: formatTime(view.startsAt, lng) }),
    lineItemName: t('trips:booking.payment.lineItem', { reference: row.reference, trip: view.tripName }),
    customerEmail: row.customerEmail,
    language: lng,
    successUrl: `${back}&checkout=success`,
    cancelUrl: `${back}&checkout=cancelled`,
    expiresAt: row.holdExpiresAt ? new Date(row.holdExpiresAt) : new Date(now.getTime() + 24 * 3_600_000),
  })
  return started.url
}

async function confirmPaid(trx: Knex.Transaction, ctx: TripPaymentContext, row: TripBookingRow, payment: Payment, env: TripMailEnv, note: string | null): Promise<void> {
  const before = { status: row.status, paidCents: row.paidCents }
  const paidCents = row.paidCents + payment.amountCents
  const confirming = row.status !== 'confirmed'
  if (confirming) assertTripBookingMove(row.status, 'confirmed')
  const now = new Date()
  await TripBookingModel.query(trx)
    .findById(row.id)
    .patch({
      paidCents,
      paymentStatus: tripPaymentStatusOf({ ...row, paidCents }),
      ...(confirming ? { status: 'confirmed', confirmedAt: now, holdExpiresAt: null } : {}),
      version: row.version + 1,
    })
  const auditId = await recordChange(trx, {
    subject: audit(row),
    actor: PAYMENT_ACTOR,
    action: 'paid',
    changes: { paidCents: [before.paidCents, paidCents], ...(confirming ? { status: [before.status, 'confirmed'] } : {}) },
    note: note ?? payment.checkoutSessionId,
  })
  if (!confirming) return
  const updated = (await loadTripBooking({ id: row.id }, trx))!
  await confirmedEffects(trx, ctx, updated, env, { auditId, kind: 'paid', now, receipt: tripReceiptAttachment })
}

/**
 * Money for a booking whose seats are gone (its hold ran out and others took them, or it was
 * cancelled): recorded, then refunded through Stripe once the webhook's transaction committed,
 * and the customer told.
 */
async function paidTooLate(trx: Knex.Transaction, ctx: TripPaymentContext, row: TripBookingRow, payment: Payment, env: TripMailEnv): Promise<void> {
  const kind = row.status === 'confirmed' ? 'refundedDuplicate' : 'refundedLate'
  const paidCents = row.paidCents + payment.amountCents
  await TripBookingModel.query(trx).findById(row.id).patch({ paidCents, paymentStatus: tripPaymentStatusOf({ ...row, paidCents }), version: row.version + 1 })
  await recordChange(trx, { subject: audit(row), actor: PAYMENT_ACTOR, action: 'paid', changes: { paidCents: [row.paidCents, paidCents] }, note: `paid after the booking was ${row.status === 'confirmed' ? 'paid' : row.status}: refunded automatically` })
  afterCommit(trx, () => refundLatePayment(ctx, row.id, payment, env, kind))
}

async function refundLatePayment(ctx: TripPaymentContext, bookingId: number, payment: Payment, env: TripMailEnv, kind: 'refundedLate' | 'refundedDuplicate'): Promise<void> {
  try {
    await refund(ctx, { paymentId: payment.id, amountCents: payment.amountCents, reason: kind === 'refundedLate' ? 'trip booking: paid after its seats were gone' : 'trip booking: paid twice' })
  } catch (error) {
    // Staff see the booking paid but not live in its history; the refund is theirs to make then.
    ctx.logger?.error({ err: error, bookingId, paymentId: payment.id }, 'automatic refund of a late trip payment failed')
    return
  }
  await transactionThen(TripBookingModel.knex(), async (trx) => {
    const row = await loadTripBooking({ id: bookingId }, trx, { lock: true })
    if (!row) return
    const refundedCents = row.refundedCents + payment.amountCents
    await TripBookingModel.query(trx).findById(row.id).patch({ refundedCents, paymentStatus: tripPaymentStatusOf({ ...row, refundedCents }), version: row.version + 1 })
    const auditId = await recordChange(trx, { subject: audit(row), actor: SYSTEM_ACTOR, action: 'refunded', changes: { refundedCents: [row.refundedCents, refundedCents] }, note: kind === 'refundedLate' ? 'paid after its seats were gone' : 'paid twice' })
    const lng = tripBookingLanguage(row)
    const view = tripBookingView(Object.assign(row, { refundedCents }), lng)
    await queueMail(customerTripMail(view, kind, ctx.tFor(lng), { site: env.site, publicUrl: ctx.publicUrl, secrets: ctx.secrets }), trx, { auditId })
  })
}

async function paid(trx: Knex.Transaction, ctx: TripPaymentContext, subject: PaymentSubject, payment: Payment, env: TripMailEnv): Promise<void> {
  const row = await loadTripBooking({ id: subject.id }, trx, { lock: true })
  if (!row) return
  // More than the booking costs (two checkouts both paid): the extra payment goes back.
  if (row.status === 'confirmed' && row.paidCents + payment.amountCents > row.totalCents) return paidTooLate(trx, ctx, row, payment, env)
  if (row.status === 'pending_payment' || row.status === 'confirmed') return confirmPaid(trx, ctx, row, payment, env, null)
  if (row.status === 'expired' && new Date(row.departure.startsAt).getTime() > Date.now()) {
    // The hold ran out before the payment came: the seats are taken again if they are still free.
    const refused = await takeSeats(trx, row.departureId, row.seats)
    if (!refused) return confirmPaid(trx, ctx, row, payment, env, 'paid after the hold expired: seats taken again')
  }
  return paidTooLate(trx, ctx, row, payment, env)
}

/** A waiting booking expires: its seats are given back (in `trx`, with its audit row). */
export async function expireTripBooking(trx: Knex.Transaction, row: TripBookingRow, actor: Actor, why: string): Promise<number> {
  assertTripBookingMove(row.status, 'expired')
  await releaseSeats(trx, row.departureId, row.seats)
  await TripBookingModel.query(trx).findById(row.id).patch({ status: 'expired', holdExpiresAt: null, version: row.version + 1 })
  return recordChange(trx, { subject: audit(row), actor, action: 'status', changes: { status: ['pending_payment', 'expired'], seats: [row.seats, 0] }, note: why })
}

/** The checkout ended unpaid: a booking still waiting for it expires and gives its seats back. */
async function ended(trx: Knex.Transaction, ctx: TripPaymentContext, subject: PaymentSubject, payment: Payment, env: TripMailEnv): Promise<void> {
  const row = await loadTripBooking({ id: subject.id }, trx, { lock: true })
  if (!row || row.status !== 'pending_payment') return
  const auditId = await expireTripBooking(trx, row, PAYMENT_ACTOR, `checkout ${payment.status}`)
  const view = tripBookingView(Object.assign(row, { status: 'expired' as const }), tripBookingLanguage(row))
  await queueMail(customerTripMail(view, 'expired', ctx.tFor(view.language), { site: env.site, publicUrl: ctx.publicUrl, secrets: ctx.secrets }), trx, { auditId })
}

/** What the webhook does to trip bookings (registered by src/server/app.ts). */
export function tripPaymentHooks(ctx: TripPaymentContext): SubjectPaymentHooks<TripMailEnv> {
  return {
    prepare: () => tripMailEnv(),
    paid: (trx, subject, payment, env) => paid(trx, ctx, subject, payment, env),
    expired: (trx, subject, payment, env) => ended(trx, ctx, subject, payment, env),
    failed: (trx, subject, payment, env) => ended(trx, ctx, subject, payment, env),
    refundChanged: async (trx, subject, change, env) => {
      const row = await TripBookingModel.query(trx).findById(subject.id).forUpdate()
      const notice = { recipients: env.recipients, tFor: ctx.tFor, businessName: env.site.businessName, adminUrl: `${ctx.publicUrl}/admin/trip-bookings/${subject.id}` }
      await applyRefundChange(trx, row, TRIP_BOOKING_AUDIT, change, (refundedCents) => row!.$query(trx).patch({ refundedCents, paymentStatus: tripPaymentStatusOf({ ...row!, refundedCents }), version: row!.version + 1 }), notice)
    },
  }
}

/**
 * Ends the booking's open checkouts (its hold ran out before it was paid). Answers whether one was
 * completed meanwhile: then the webhook settles it, and the booking must wait.
 */
export function closeTripCheckouts(ctx: TripPaymentContext, row: Pick<TripBookingRow, 'id' | 'reference'>): Promise<{ completedMeanwhile: boolean }> {
  return closeOpenCheckouts(ctx, subjectOf(row))
}
