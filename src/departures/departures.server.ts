import type { Knex } from 'knex'
import { addDays, localParts } from '../lib/island-time'
import { HORIZON_DAYS, slotsOf, type ClosureRange, type ScheduleRule, type Slot, type TripDefaults } from './generation'

// Departures written from the schedules (docs/decisions/042): generated for a rolling horizon
// (idempotent: `on conflict (trip_id, starts_at) do nothing`), regenerated when a schedule or a
// closure changes. A departure with bookings is never removed nor silently closed: it is kept and
// its id answered, so staff are told to close or move it. Everything runs on the `db` given (a
// transaction on the embedded database must never query through another connection, ADR 018).

export type Db = Knex | Knex.Transaction

/** Bookings that hold seats or will: a departure with one of these is "booked". */
export const ACTIVE_BOOKING_STATUSES = ['pending_payment', 'confirmed'] as const

const json = (value: unknown) => JSON.stringify(value)

async function tripDefaultsOf(db: Db, tripIds?: number[]): Promise<TripDefaults[]> {
  const q = db('trips').whereNot('status', 'archived').select('id', 'default_capacity', 'guide_languages', 'resource_id')
  if (tripIds) q.whereIn('id', tripIds)
  const rows: Array<{ id: number; defaultCapacity: number; guideLanguages: string[]; resourceId: number | null }> = await q
  return rows.map((r) => ({ id: r.id, defaultCapacity: r.defaultCapacity, guideLanguages: r.guideLanguages ?? [], resourceId: r.resourceId }))
}

async function schedulesOf(db: Db, tripIds: number[], today: string): Promise<Map<number, ScheduleRule[]>> {
  const rows: Array<ScheduleRule & { tripId: number }> = await db('trip_schedules')
    .whereIn('trip_id', tripIds)
    .where('ends_on', '>=', today)
    .orderBy('id')
    .select('id', 'trip_id', 'starts_on', 'ends_on', 'weekdays', 'times', 'capacity', 'guide_languages')
  const out = new Map<number, ScheduleRule[]>()
  for (const r of rows) out.set(r.tripId, [...(out.get(r.tripId) ?? []), r])
  return out
}

async function closuresFrom(db: Db, today: string): Promise<ClosureRange[]> {
  return db('trip_closures').where('ends_on', '>=', today).select('trip_id', 'starts_on', 'ends_on')
}

function rowOf(trip: TripDefaults, slot: Slot) {
  return {
    trip_id: trip.id,
    starts_at: slot.startsAt,
    local_date: slot.date,
    local_time: slot.time,
    capacity: slot.capacity,
    guide_languages: json(slot.guideLanguages),
    schedule_id: slot.scheduleId,
    resource_id: trip.resourceId,
  }
}

async function insertSlots(db: Db, rows: ReturnType<typeof rowOf>[]): Promise<number> {
  let added = 0
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db('trip_departures').insert(rows.slice(i, i + 500)).onConflict(['trip_id', 'starts_at']).ignore().returning('id')
    added += inserted.length
  }
  return added
}

interface Window {
  today: string
  to: string
}

function windowOf(now: Date, days = HORIZON_DAYS): Window {
  const today = localParts(now).date
  return { today, to: addDays(today, days) }
}

/**
 * Writes the departures the schedules make from today to the horizon, for every trip not
 * archived (or the ones named). Answers how many were added; running it again adds none.
 */
export async function generateDepartures(db: Db, { tripIds, now = new Date(), days = HORIZON_DAYS }: { tripIds?: number[]; now?: Date; days?: number } = {}): Promise<number> {
  const { today, to } = windowOf(now, days)
  const trips = await tripDefaultsOf(db, tripIds)
  if (!trips.length) return 0
  const [schedules, closures] = await Promise.all([schedulesOf(db, trips.map((t) => t.id), today), closuresFrom(db, today)])
  const rows = trips.flatMap((trip) => slotsOf(trip, schedules.get(trip.id) ?? [], closures, { from: today, to, after: now }).map((slot) => rowOf(trip, slot)))
  return insertSlots(db, rows)
}

/** Departures (of those given) that have bookings holding or taking seats. */
export async function bookedAmong(db: Db, departureIds: number[]): Promise<Set<number>> {
  if (!departureIds.length) return new Set()
  const rows: Array<{ departureId: number }> = await db('trip_bookings').whereIn('departure_id', departureIds).whereIn('status', ACTIVE_BOOKING_STATUSES).distinct('departure_id')
  const booked = new Set(rows.map((r) => r.departureId))
  const withSeats: Array<{ id: number }> = await db('trip_departures').whereIn('id', departureIds).where('seats_taken', '>', 0).select('id')
  for (const r of withSeats) booked.add(r.id)
  return booked
}

/** Why generation itself closed a departure (staff's own closures, for the weather, are never reopened here). */
const AUTOMATIC_CLOSURES = ['schedule changed', 'closure'] as const
type AutomaticClosure = (typeof AUTOMATIC_CLOSURES)[number]

/**
 * Takes unbooked departures off sale: deleted, or closed when an old (cancelled, expired) booking
 * still points at one. Answers how many.
 */
export async function removeUnbooked(db: Db, departureIds: number[], reason: AutomaticClosure): Promise<number> {
  if (!departureIds.length) return 0
  const referenced: Array<{ departureId: number }> = await db('trip_bookings').whereIn('departure_id', departureIds).distinct('departure_id')
  const keep = new Set(referenced.map((r) => r.departureId))
  const toDelete = departureIds.filter((id) => !keep.has(id))
  const toClose = departureIds.filter((id) => keep.has(id))
  if (toDelete.length) await db('trip_departures').whereIn('id', toDelete).where('seats_taken', 0).delete()
  if (toClose.length) await db('trip_departures').whereIn('id', toClose).where('seats_taken', 0).update({ status: 'closed', closed_reason: reason, closed_at: new Date(), updated_at: new Date() })
  return departureIds.length
}

export interface Regenerated {
  added: number
  removed: number
  /** Departures that no longer match but have bookings: staff close or move them. */
  kept: number[]
}

/**
 * Makes a trip's future generated departures match its schedules and closures again (a schedule
 * saved or deleted, a closure added or removed, the trip's capacity or resource changed):
 * unbooked departures no schedule makes any more are removed, booked ones kept and answered,
 * unbooked matching ones take the schedule's capacity and languages, missing ones are added.
 * `withoutSchedule`: a schedule about to be deleted (its departures are treated as unmatched).
 */
export async function regenerateTrip(trx: Knex.Transaction, tripId: number, { now = new Date(), withoutSchedule }: { now?: Date; withoutSchedule?: number } = {}): Promise<Regenerated> {
  const { today, to } = windowOf(now)
  const [trip] = await tripDefaultsOf(trx, [tripId])
  const existing: Array<{ id: number; startsAt: Date; seatsTaken: number; capacity: number; scheduleId: number | null; guideLanguages: string[]; resourceId: number | null; status: string; closedReason: string | null }> = await trx('trip_departures')
    .where({ trip_id: tripId })
    .where('starts_at', '>', now)
    .whereNotNull('schedule_id')
    .select('id', 'starts_at', 'seats_taken', 'capacity', 'schedule_id', 'guide_languages', 'resource_id', 'status', 'closed_reason')
  if (!trip) {
    // An archived trip: nothing more is generated; what exists stays as staff left it.
    return { added: 0, removed: 0, kept: [] }
  }
  const schedules = ((await schedulesOf(trx, [tripId], today)).get(tripId) ?? []).filter((s) => s.id !== withoutSchedule)
  const slots = slotsOf(trip, schedules, await closuresFrom(trx, today), { from: today, to, after: now })
  const wanted = new Map(slots.map((s) => [s.startsAt.getTime(), s]))
  const stale = existing.filter((d) => !wanted.has(new Date(d.startsAt).getTime()))
  const booked = await bookedAmong(trx, stale.map((d) => d.id))
  const removed = await removeUnbooked(trx, stale.filter((d) => !booked.has(d.id)).map((d) => d.id), 'schedule changed')
  for (const d of existing) {
    const slot = wanted.get(new Date(d.startsAt).getTime())
    if (!slot || d.seatsTaken > 0) continue
    const changed = d.capacity !== slot.capacity || d.scheduleId !== slot.scheduleId || json(d.guideLanguages) !== json(slot.guideLanguages) || d.resourceId !== trip.resourceId
    if (changed) await trx('trip_departures').where({ id: d.id, seats_taken: 0 }).update({ capacity: slot.capacity, schedule_id: slot.scheduleId, guide_languages: json(slot.guideLanguages), resource_id: trip.resourceId, updated_at: new Date() })
    // Closed by a closure or a schedule change that no longer applies: on sale again.
    if (d.status === 'closed' && (AUTOMATIC_CLOSURES as readonly string[]).includes(d.closedReason ?? '')) await trx('trip_departures').where({ id: d.id }).update({ status: 'open', closed_reason: null, closed_at: null, updated_at: new Date() })
  }
  const added = await insertSlots(trx, slots.map((slot) => rowOf(trip, slot)))
  return { added, removed, kept: stale.filter((d) => booked.has(d.id)).map((d) => d.id) }
}

export interface ClosureEffect {
  removed: number
  /** Open departures in the range that have bookings: listed to staff, never closed silently. */
  booked: number[]
}

/** A closure just added: its range loses its unbooked open departures (one-off ones too); booked ones are answered. */
export async function applyClosure(trx: Knex.Transaction, closure: ClosureRange, now = new Date()): Promise<ClosureEffect> {
  const q = trx('trip_departures').where('status', 'open').where('starts_at', '>', now).whereBetween('local_date', [closure.startsOn, closure.endsOn]).select('id')
  if (closure.tripId !== null) q.where('trip_id', closure.tripId)
  const ids = (await q).map((r: { id: number }) => r.id)
  const booked = await bookedAmong(trx, ids)
  const removed = await removeUnbooked(trx, ids.filter((id) => !booked.has(id)), 'closure')
  return { removed, booked: ids.filter((id) => booked.has(id)) }
}
