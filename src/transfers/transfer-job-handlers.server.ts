import type { TFunction } from 'i18next'
import { recordChange, SYSTEM_ACTOR } from '../audit/audit.server'
import type { ServiceContext } from '../config/app-context'
import { isLanguage, type Language } from '../i18n/languages'
import type { JobQueue } from '../jobs/job-queue'
import { queueMail } from '../mail/mail.server'
import { getSiteSettings } from '../settings/settings.server'
import { loadBooking, viewOf } from './booking-store.server'
import { releaseSlot } from './capacity.server'
import { reminderMail } from './mails'
import { HOLD_EXPIRY_JOB, LEG_REMINDER_JOB } from './transfer-jobs.server'
import { TransferBookingModel, TransferLegModel } from './transfers.model'

// What the transfer jobs do when they come due (queued by transfer-jobs.server.ts).

export interface TransferJobContext extends ServiceContext {
  jobs: JobQueue
  tFor: (lng: Language) => TFunction
}

/**
 * An online booking whose payment did not come in time: it expires and gives its places back.
 * Paid meanwhile (the webhook came first), or cancelled: nothing to do.
 */
export async function expireUnpaidBooking(bookingId: number, now = new Date()): Promise<boolean> {
  return TransferBookingModel.transaction(async (trx) => {
    const row = await loadBooking({ id: bookingId }, trx, { lock: true })
    if (!row || row.status !== 'pending_payment' || !row.holdExpiresAt || new Date(row.holdExpiresAt).getTime() > now.getTime()) return false
    for (const leg of row.legs) {
      if (leg.slotStart) await releaseSlot(trx, leg.slotStart)
      await leg.$query(trx).patch({ status: 'cancelled', slotStart: null, statusChangedAt: now, version: leg.version + 1 })
    }
    await row.$query(trx).patch({ status: 'expired', version: row.version + 1 })
    await recordChange(trx, { subject: { type: 'transfer-booking', id: row.id }, actor: SYSTEM_ACTOR, action: 'status', changes: { status: ['pending_payment', 'expired'] }, note: 'checkout not paid in time' })
    return true
  })
}

/** The reminder of one leg, unless the booking or the leg changed since it was planned. */
export async function sendLegReminder(ctx: TransferJobContext, legId: number, plannedPickupAt: string): Promise<boolean> {
  return TransferBookingModel.transaction(async (trx) => {
    const leg = await TransferLegModel.query(trx).findById(legId).forUpdate()
    if (!leg || leg.reminderSentAt || leg.status !== 'scheduled' || new Date(leg.pickupAt).toISOString() !== plannedPickupAt) return false
    const booking = await loadBooking({ id: leg.bookingId }, trx)
    if (!booking || booking.status !== 'confirmed') return false
    const lng: Language = isLanguage(booking.language) ? booking.language : 'es'
    const view = await viewOf(ctx, booking, lng, trx)
    const legView = view.legs.find((l) => l.id === leg.id)!
    const site = await getSiteSettings()
    await queueMail(reminderMail(view, legView, ctx.tFor(lng), { site, publicUrl: ctx.publicUrl }), trx)
    await leg.$query(trx).patch({ reminderSentAt: new Date() })
    return true
  })
}

/** Registers the transfer jobs' handlers with the app's queue (at build time). */
export function defineTransferJobs(ctx: TransferJobContext): void {
  ctx.jobs.define<{ bookingId: number }>({ name: HOLD_EXPIRY_JOB, handler: async ({ bookingId }) => void (await expireUnpaidBooking(bookingId)) })
  ctx.jobs.define<{ legId: number; pickupAt: string }>({ name: LEG_REMINDER_JOB, handler: async ({ legId, pickupAt }) => void (await sendLegReminder(ctx, legId, pickupAt)) })
}
