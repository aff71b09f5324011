import type { Knex } from 'knex'
import { db } from '../db/knex'
import type { BookingRules } from './booking-rules'
import { islandTimeToInstant, localParts, minutesOf } from '../lib/island-time'

// How many legs each time slot of a day can take (docs/decisions/034). A leg takes its place with
// one conditional upsert: the row of its slot is locked while one transaction counts, so however
// many bookings arrive at once, a slot never holds more than its capacity — on PostgreSQL and on
// the embedded database alike.

/** The start of the slot a pick-up falls in, on the island's clock (09:40 → 09:00 with 60-minute slots). */
export function slotStartOf(pickupAt: Date, slotMinutes: number): Date {
  const { date, time } = localParts(pickupAt)
  const minutes = Math.floor(minutesOf(time) / slotMinutes) * slotMinutes
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  // The hour skipped when summer time starts has no instant: such a slot starts at the pick-up itself.
  return islandTimeToInstant(date, hhmm) ?? pickupAt
}

/**
 * Takes a place in the slot of `pickupAt`; answers the slot's start, or null when it is full.
 * `force` (staff confirming by hand) takes a place even beyond the capacity.
 */
export async function takeSlot(trx: Knex.Transaction, pickupAt: Date, rules: Pick<BookingRules, 'slotMinutes' | 'jobsPerSlot'>, { force = false } = {}): Promise<Date | null> {
  const slot = slotStartOf(pickupAt, rules.slotMinutes)
  const { rows } = await trx.raw<{ rows: Array<{ jobs: number }> }>(
    `insert into transfer_slot_load (slot_start, jobs) values (?, 1)
     on conflict (slot_start) do update set jobs = transfer_slot_load.jobs + 1
     where ? or transfer_slot_load.jobs < ?
     returning jobs`,
    [slot, force, rules.jobsPerSlot],
  )
  return rows.length ? slot : null
}

/** Gives a place back (a leg cancelled, a checkout expired, a pick-up moved). */
export async function releaseSlot(trx: Knex.Transaction, slotStart: Date): Promise<void> {
  await trx.raw('update transfer_slot_load set jobs = greatest(jobs - 1, 0) where slot_start = ?', [slotStart])
}

/** Places taken per slot between two instants (the settings screen's view of a day). */
export async function slotLoadBetween(from: Date, to: Date): Promise<Array<{ slotStart: Date; jobs: number }>> {
  return db()('transfer_slot_load').where('slot_start', '>=', from).andWhere('slot_start', '<', to).andWhere('jobs', '>', 0).orderBy('slot_start').select('slot_start', 'jobs')
}

/** Island days on which staff stopped online sales, among `days`. */
export async function stoppedDays(days: string[], trx?: Knex.Transaction): Promise<string[]> {
  if (!days.length) return []
  const rows: Array<{ day: string }> = await (trx ?? db())('transfer_sales_stops').whereIn('day', days).select('day')
  return rows.map((r) => r.day)
}
