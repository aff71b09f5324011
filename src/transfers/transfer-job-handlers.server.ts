import { recordChange, SYSTEM_ACTOR } from '../audit/audit.server'
import { isLanguage, type Language } from '../i18n/languages'
import { queueMail } from '../mail/mail.server'
import { bookingEnv, loadBooking, viewOf } from './booking-store.server'
import { closeOpenCheckouts, expireRows, type TransferPaymentContext } from './transfer-payments.server'
import { reminderMail } from './mails'
import { HOLD_EXPIRY_JOB, LEG_REMINDER_JOB } from './transfer-jobs.server'
import { TransferBookingModel, TransferLegModel } from './transfers.model'

// What the transfer jobs do when they come due (queued by transfer-jobs.server.ts).

export type TransferJobContext = TransferPaymentContext

const isDue = (row: { status: string; holdExpiresAt: Date | null } | undefined, now: Date) => Boolean(row && row.status === 'pending_payment' && row.holdExpiresAt && new Date(row.holdExpiresAt).getTime() <= now.getTime())

/**
 * An online booking whose payment did not come in time: its checkout is closed at Stripe, then it
 * expires and gives its places back. Paid meanwhile (the webhook came or is coming), or
 * cancelled, or its hold was extended: nothing to do.
 */
export async function expireUnpaidBooking(ctx: TransferJobContext, bookingId: number, now = new Date()): Promise<boolean> {
  const row = await loadBooking({ id: bookingId })
  if (!isDue(row, now)) return false
  // Asked before the booking is touched: a checkout completed at the last moment wins.
  if ((await closeOpenCheckouts(ctx, row!)).completedMeanwhile) return false
  return TransferBookingModel.transaction(async (trx) => {
    const locked = await loadBooking({ id: bookingId }, trx, { lock: true })
    if (!isDue(locked, now)) return false
    await expireRows(trx, locked!, 'not paid in time')
    await recordChange(trx, { subject: { type: 'transfer-booking', id: bookingId }, actor: SYSTEM_ACTOR, action: 'status', changes: { status: ['pending_payment', 'expired'] }, note: 'checkout not paid in time' })
    return true
  })
}

/** The reminder of one leg, unless the booking or the leg changed since it was planned. */
export async function sendLegReminder(ctx: TransferJobContext, legId: number, plannedPickupAt: string): Promise<boolean> {
  const env = await bookingEnv()
  return TransferBookingModel.transaction(async (trx) => {
    const leg = await TransferLegModel.query(trx).findById(legId).forUpdate()
    if (!leg || leg.reminderSentAt || leg.status !== 'scheduled' || new Date(leg.pickupAt).toISOString() !== plannedPickupAt) return false
    const booking = await loadBooking({ id: leg.bookingId }, trx)
    if (!booking || booking.status !== 'confirmed') return false
    const lng: Language = isLanguage(booking.language) ? booking.language : 'es'
    const view = await viewOf(ctx, booking, lng, { trx, env })
    const legView = view.legs.find((l) => l.id === leg.id)!
    await queueMail(reminderMail(view, legView, ctx.tFor(lng), { site: env.site, publicUrl: ctx.publicUrl }), trx)
    await leg.$query(trx).patch({ reminderSentAt: new Date() })
    return true
  })
}

/** Registers the transfer jobs' handlers with the app's queue (at build time). */
export function defineTransferJobs(ctx: TransferJobContext): void {
  ctx.jobs.define<{ bookingId: number }>({ name: HOLD_EXPIRY_JOB, handler: async ({ bookingId }) => void (await expireUnpaidBooking(ctx, bookingId)) })
  ctx.jobs.define<{ legId: number; pickupAt: string }>({ name: LEG_REMINDER_JOB, handler: async ({ legId, pickupAt }) => void (await sendLegReminder(ctx, legId, pickupAt)) })
}
