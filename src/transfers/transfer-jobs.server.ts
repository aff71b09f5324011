import type { Knex } from 'knex'
import type { JobQueue } from '../jobs/job-queue'
import type { BookingRules } from './booking-rules'
import type { TransferLegModel } from './transfers.model'

// The transfer jobs of the one job queue (ADR 033): an unpaid checkout's hold runs out, a
// reminder goes out before each leg. Each is queued in the transaction that made it necessary;
// its handler (transfer-job-handlers.server.ts) checks the booking again before doing anything,
// so a job made stale by a later change (paid, cancelled, moved) simply does nothing.

export const HOLD_EXPIRY_JOB = 'transfer.hold-expiry'
export const LEG_REMINDER_JOB = 'transfer.leg-reminder'

/** A minute after the hold runs out: Stripe's own expiry of the session (same moment) comes first. */
const HOLD_GRACE_MS = 60_000

export async function scheduleHoldExpiry(jobs: JobQueue, trx: Knex.Transaction, bookingId: number, holdExpiresAt: Date): Promise<void> {
  await jobs.enqueue(HOLD_EXPIRY_JOB, { bookingId }, { trx, startAfter: new Date(holdExpiresAt.getTime() + HOLD_GRACE_MS), key: `hold-expiry:${bookingId}:${holdExpiresAt.toISOString()}` })
}

/**
 * One reminder per leg and pick-up time, `reminderHoursBefore` ahead (a leg moved gets a new one;
 * the old one finds the time changed and stays quiet). A leg booked closer than that gets none:
 * its confirmation is recent.
 */
export async function scheduleReminders(jobs: JobQueue, trx: Knex.Transaction, legs: TransferLegModel[], rules: Pick<BookingRules, 'reminderHoursBefore'>, now = new Date()): Promise<void> {
  for (const leg of legs) {
    if (leg.status === 'cancelled') continue
    const pickupAt = new Date(leg.pickupAt)
    const at = new Date(pickupAt.getTime() - rules.reminderHoursBefore * 3_600_000)
    if (at.getTime() <= now.getTime()) continue
    await jobs.enqueue(LEG_REMINDER_JOB, { legId: leg.id, pickupAt: pickupAt.toISOString() }, { trx, startAfter: at, key: `leg-reminder:${leg.id}:${pickupAt.toISOString()}` })
  }
}
