import { SYSTEM_ACTOR } from '../audit/audit.server'
import { transactionThen } from '../db/after-commit'
import { queueMail } from '../mail/mail.server'
import { customerTripMail } from './trip-booking-mails'
import { TRIP_HOLD_EXPIRY_JOB, TRIP_REMINDER_JOB } from './trip-booking-jobs.server'
import { closeTripCheckouts, expireTripBooking, type TripPaymentContext } from './trip-payments.server'
import { loadTripBooking, tripBookingLanguage, tripBookingView, tripMailEnv } from './trip-bookings.server'
import { TripBookingModel } from './trip-bookings.model'

// What the trip booking jobs do when they come due (queued by trip-booking-jobs.server.ts).

const isDue = (row: { status: string; holdExpiresAt: Date | null } | undefined, now: Date) => Boolean(row && row.status === 'pending_payment' && row.holdExpiresAt && new Date(row.holdExpiresAt).getTime() <= now.getTime())

/**
 * A booking whose payment did not come within its hold: its checkout is closed at Stripe, then it
 * expires and gives its seats back. Paid meanwhile (the webhook came or is coming), or its hold
 * moved: nothing to do. Answers whether it expired.
 */
export async function expireUnpaidTripBooking(ctx: TripPaymentContext, bookingId: number, now = new Date()): Promise<boolean> {
  const row = await loadTripBooking({ id: bookingId })
  if (!isDue(row, now)) return false
  // Asked before the booking is touched: a checkout completed at the last moment wins.
  if ((await closeTripCheckouts(ctx, row!)).completedMeanwhile) return false
  return transactionThen(TripBookingModel.knex(), async (trx) => {
    const locked = await loadTripBooking({ id: bookingId }, trx, { lock: true })
    if (!isDue(locked, now)) return false
    await expireTripBooking(trx, locked!, SYSTEM_ACTOR, 'checkout not paid in time')
    return true
  })
}

/** The reminder of a confirmed booking, unless it was cancelled, moved or reminded already. */
export async function sendTripReminder(ctx: TripPaymentContext, bookingId: number, plannedStartsAt: string): Promise<boolean> {
  const env = await tripMailEnv()
  return transactionThen(TripBookingModel.knex(), async (trx) => {
    const row = await loadTripBooking({ id: bookingId }, trx, { lock: true })
    if (!row || row.status !== 'confirmed' || row.reminderSentAt || new Date(row.departure.startsAt).toISOString() !== plannedStartsAt) return false
    const view = tripBookingView(row, tripBookingLanguage(row))
    await queueMail(customerTripMail(view, 'reminder', ctx.tFor(view.language), { site: env.site, publicUrl: ctx.publicUrl, secrets: ctx.secrets }), trx)
    await TripBookingModel.query(trx).findById(row.id).patch({ reminderSentAt: new Date() })
    return true
  })
}

/** Registers the trip booking jobs' handlers with the app's queue (at build time). */
export function defineTripBookingJobs(ctx: TripPaymentContext): void {
  ctx.jobs.define<{ bookingId: number }>({ name: TRIP_HOLD_EXPIRY_JOB, handler: async ({ bookingId }) => void (await expireUnpaidTripBooking(ctx, bookingId)) })
  ctx.jobs.define<{ bookingId: number; startsAt: string }>({ name: TRIP_REMINDER_JOB, handler: async ({ bookingId, startsAt }) => void (await sendTripReminder(ctx, bookingId, startsAt)) })
}
