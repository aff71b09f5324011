import { recordChange, type Actor } from '../audit/audit.server'
import { refundSubject, type PaymentsContext } from '../payments/payments.server'
import { tripPaymentStatusOf, TRIP_SUBJECT } from './trip-payments.server'
import { TRIP_BOOKING_AUDIT } from './trip-bookings.server'
import { TripBookingModel } from './trip-bookings.model'

// Money going back on a trip booking, through the one payments domain (docs/decisions/036):
// refundSubject asks Stripe payment by payment (each idempotent there and capped by what is left
// to refund of it); here it is recorded on the booking and in its history (as refundTransfer does).

/**
 * Gives back up to `amountCents` of what was paid online for a trip booking. Answers what Stripe
 * accepted to refund; `failed` when Stripe could not be reached (recorded in the history as
 * `refund-failed`: staff refund it again from the booking's page).
 */
export async function refundTripBooking(ctx: PaymentsContext, bookingId: number, { amountCents, reason, actor }: { amountCents: number; reason: string; actor: Actor }): Promise<{ refundedCents: number; failed: boolean }> {
  const row = await TripBookingModel.query().findById(bookingId)
  if (!row || amountCents <= 0) return { refundedCents: 0, failed: false }
  const { refundedCents: refunded, error } = await refundSubject(ctx, { type: TRIP_SUBJECT, id: row.id }, { amountCents, reason, userId: actor.userId })
  const failed = error !== null
  await TripBookingModel.transaction(async (trx) => {
    const locked = await TripBookingModel.query(trx).findById(bookingId).forUpdate()
    if (!locked) return
    if (refunded > 0) {
      const refundedCents = locked.refundedCents + refunded
      await locked.$query(trx).patch({ refundedCents, paymentStatus: tripPaymentStatusOf({ ...locked, refundedCents }), version: locked.version + 1 })
      await recordChange(trx, { subject: { type: TRIP_BOOKING_AUDIT, id: bookingId }, actor, action: 'refunded', changes: { refundedCents: [locked.refundedCents, refundedCents] }, note: reason })
    }
    if (failed) await recordChange(trx, { subject: { type: TRIP_BOOKING_AUDIT, id: bookingId }, actor, action: 'refund-failed', changes: { refundCents: [null, amountCents - refunded] }, note: reason })
  })
  return { refundedCents: refunded, failed }
}
