import { recordChange, type Actor } from '../audit/audit.server'
import { REFUND_FAILURE_ACTION, refundFailureOf, type RefundFailure } from '../payments/payment-errors'
import { refundSubject, type PaymentsContext } from '../payments/payments.server'
import type { RefundOutcome } from '../payments/refund-outcome'
import { RefundTooLargeError } from '../payments/staff-refund'
import { applyMoneyByHand, moneyByHandChange, type MoneyByHand } from '../payments/money-by-hand'
import { NotFoundError } from '../lib/errors'
import { tripPaymentStatusOf, TRIP_SUBJECT } from './trip-payments.server'
import { TRIP_BOOKING_AUDIT } from './trip-bookings.server'
import { TripBookingModel } from './trip-bookings.model'

// Money going back on a trip booking, through the one payments domain (docs/decisions/036):
// refundSubject asks Stripe payment by payment (each idempotent there and capped by what is left
// to refund of it); here it is recorded on the booking and in its history (as refundTransfer does).

/**
 * Gives back up to `amountCents` of what was paid online for a trip booking. Answers what Stripe
 * accepted to refund and, for the rest, why not: `unavailable` when Stripe could not be reached
 * (history `refund-failed`: staff refund it again from the booking's page), `not-on-record` when
 * no card payment on record holds it (history `refund-not-on-record`: it goes back another way).
 */
export async function refundTripBooking(ctx: PaymentsContext, bookingId: number, { amountCents, reason, actor }: { amountCents: number; reason: string; actor: Actor }): Promise<{ refundedCents: number; failure: RefundFailure | null }> {
  const row = await TripBookingModel.query().findById(bookingId)
  if (!row || amountCents <= 0) return { refundedCents: 0, failure: null }
  const { refundedCents: refunded, error } = await refundSubject(ctx, { type: TRIP_SUBJECT, id: row.id }, { amountCents, reason, userId: actor.userId })
  const failure = refundFailureOf(error)
  await TripBookingModel.transaction(async (trx) => {
    const locked = await TripBookingModel.query(trx).findById(bookingId).forUpdate()
    if (!locked) return
    if (refunded > 0) {
      // Captured first: a patch through the model instance changes its fields.
      const before = locked.refundedCents
      const refundedCents = before + refunded
      await locked.$query(trx).patch({ refundedCents, paymentStatus: tripPaymentStatusOf({ ...locked, refundedCents }), version: locked.version + 1 })
      await recordChange(trx, { subject: { type: TRIP_BOOKING_AUDIT, id: bookingId }, actor, action: 'refunded', changes: { refundedCents: [before, refundedCents] }, note: reason })
    }
    if (failure) await recordChange(trx, { subject: { type: TRIP_BOOKING_AUDIT, id: bookingId }, actor, action: REFUND_FAILURE_ACTION[failure], changes: { refundCents: [null, amountCents - refunded] }, note: reason })
  })
  return { refundedCents: refunded, failure }
}

/**
 * A refund staff ask for from the booking's page, whatever its status: the part paid above a
 * lowered price, a goodwill gesture, or a refund that failed during an outage given again. At most
 * what is left of what was paid online; Stripe gives it back and the history records it.
 */
export async function refundTripBookingByStaff(ctx: PaymentsContext, bookingId: number, request: { amountCents: number; reason: string; actor: Actor }): Promise<RefundOutcome & { currency: string }> {
  const row = await TripBookingModel.query().findById(bookingId)
  if (!row) throw new NotFoundError('Trip booking not found')
  const left = Math.max(0, row.paidCents - row.refundedCents)
  if (request.amountCents > left) throw new RefundTooLargeError(left, row.currency)
  return { askedCents: request.amountCents, currency: row.currency, ...(await refundTripBooking(ctx, bookingId, request)) }
}

/** Money taken or given back outside Stripe (src/payments/money-by-hand.ts), under the booking's lock. */
export async function recordTripMoneyByHand(bookingId: number, entry: MoneyByHand, actor: Actor): Promise<void> {
  await TripBookingModel.transaction(async (trx) => {
    const row = await TripBookingModel.query(trx).findById(bookingId).forUpdate()
    if (!row) throw new NotFoundError('Trip booking not found')
    const before = { priceCents: row.totalCents, paidCents: row.paidCents, refundedCents: row.refundedCents, live: row.status === 'confirmed' }
    const totals = applyMoneyByHand(before, entry)
    await row.$query(trx).patch({ ...totals, paymentStatus: tripPaymentStatusOf({ totalCents: row.totalCents, ...totals }), version: row.version + 1 })
    await recordChange(trx, { subject: { type: TRIP_BOOKING_AUDIT, id: bookingId }, actor, ...moneyByHandChange(before, totals, entry) })
  })
}
