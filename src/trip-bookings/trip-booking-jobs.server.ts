import type { Knex } from 'knex'
import type { JobQueue } from '../jobs/job-queue'

// The trip booking jobs of the one job queue (ADR 033): an unpaid checkout's hold runs out, a
// reminder goes out 24 hours before the departure. Each is queued in the transaction that made it
// necessary, with a key per booking; its handler (trip-job-handlers.server.ts) checks the booking
// again first, so a job made stale by a later change (paid, cancelled, moved) does nothing.

export const TRIP_HOLD_EXPIRY_JOB = 'trip.hold-expiry'
export const TRIP_REMINDER_JOB = 'trip.reminder'

/** The reminder goes this long before the start. */
export const REMINDER_HOURS_BEFORE = 24

export async function scheduleTripHoldExpiry(jobs: JobQueue, trx: Knex.Transaction, bookingId: number, holdExpiresAt: Date): Promise<void> {
  await jobs.enqueue(TRIP_HOLD_EXPIRY_JOB, { bookingId }, { trx, startAfter: holdExpiresAt, key: `trip-hold-expiry:${bookingId}:${holdExpiresAt.toISOString()}` })
}

/**
 * One reminder per booking and start: a booking moved to another date gets a new one, the old one
 * finds the start changed and stays quiet. A booking made less than 24 hours ahead gets none.
 */
export async function scheduleTripReminder(jobs: JobQueue, trx: Knex.Transaction, booking: { id: number; departure: { startsAt: Date } }, now = new Date()): Promise<void> {
  const startsAt = new Date(booking.departure.startsAt)
  const at = new Date(startsAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000)
  if (at.getTime() <= now.getTime()) return
  await jobs.enqueue(TRIP_REMINDER_JOB, { bookingId: booking.id, startsAt: startsAt.toISOString() }, { trx, startAfter: at, key: `trip-reminder:${booking.id}:${startsAt.toISOString()}` })
}
