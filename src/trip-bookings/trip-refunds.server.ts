import { recordChange, type Actor } from '../audit/audit.server'
import { PaymentsUnavailableError } from '../payments/payment-errors'
import { expireCheckout, paymentsOf, refund, type PaymentsContext } from '../payments/payments.server'
import { TripBookingModel, type TripPaymentStatus } from './trip-bookings.model'

// Money going back on a trip booking, through the one payments domain (docs/decisions/036): the
// refund is asked of Stripe payment by payment (each idempotent there and capped by what is left
// to refund), then recorded on the booking and in its history.

const SUBJECT_TYPE = 'trip'

/** The payment status once `refundedCents` of `paidCents` went back. */
function statusAfterRefund(row: { paidCents: number; refundedCents: number; paymentStatus: TripPaymentStatus }): TripPaymentStatus {
  if (row.refundedCents <= 0) return row.paymentStatus
  return row.refundedCents >= row.paidCents ? 'refunded' : 'partially_refunded'
}

/**
 * Gives back up to `amountCents` of what was paid online for a trip booking. Answers what Stripe
 * accepted to refund; `failed` when Stripe could not be reached (recorded in the history: staff
 * refund it again from the booking's page).
 */
export async function refundTripBooking(ctx: PaymentsContext, bookingId: number, { amountCents, reason, actor }: { amountCents: number; reason: string; actor: Actor }): Promise<{ refundedCents: number; failed: boolean }> {
  const row = await TripBookingModel.query().findById(bookingId)
  if (!row || amountCents <= 0) return { refundedCents: 0, failed: false }
  let left = amountCents
  let refunded = 0
  let failed = false
  for (const payment of await paymentsOf({ type: SUBJECT_TYPE, id: row.id })) {
    if (left <= 0) break
    const amount = Math.min(left, payment.refundableCents)
    if (amount <= 0) continue
    try {
      await refund(ctx, { paymentId: payment.id, amountCents: amount, reason, userId: actor.userId ?? null })
    } catch (error) {
      if (!(error instanceof PaymentsUnavailableError)) throw error
      failed = true
      break
    }
    refunded += amount
    left -= amount
  }
  await TripBookingModel.transaction(async (trx) => {
    const locked = await TripBookingModel.query(trx).findById(bookingId).forUpdate()
    if (!locked) return
    if (refunded > 0) {
      const refundedCents = locked.refundedCents + refunded
      await locked.$query(trx).patch({ refundedCents, paymentStatus: statusAfterRefund({ ...locked, refundedCents }), version: locked.version + 1 })
      await recordChange(trx, { subject: { type: 'trip-booking', id: bookingId }, actor, action: 'refunded', changes: { refundedCents: [locked.refundedCents, refundedCents] }, note: reason })
    }
    if (failed) await recordChange(trx, { subject: { type: 'trip-booking', id: bookingId }, actor, action: 'refund-failed', changes: { refundCents: [null, left] }, note: reason })
  })
  return { refundedCents: refunded, failed }
}

/**
 * Ends the booking's open checkouts. Answers whether one was completed meanwhile: then the
 * webhook settles it and the change must wait.
 */
export async function closeTripCheckouts(ctx: PaymentsContext, bookingId: number): Promise<{ completedMeanwhile: boolean }> {
  let completedMeanwhile = false
  for (const payment of await paymentsOf({ type: SUBJECT_TYPE, id: bookingId })) {
    if (payment.status !== 'open') continue
    const { outcome } = await expireCheckout(ctx, payment.id)
    if (outcome === 'completed') completedMeanwhile = true
  }
  return { completedMeanwhile }
}
