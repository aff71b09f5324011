import type { Knex } from 'knex'

// The one place a departure's seats change (docs/decisions/042). A booking takes its seats with one
// conditional UPDATE on the departure row — `seats_taken + n <= capacity` is checked on the row
// while it is locked by the update itself — and, when the trip runs on a shared resource (one boat
// for two trips), with one conditional upsert on that resource's load at the same start. Whatever
// the concurrency, on PostgreSQL or on the embedded database, a departure never holds more than
// its capacity; the table's check constraint refuses it even if this code were bypassed.

export type TakeSeatsRefusal = 'full' | 'closed' | 'resource-full'

export interface TakeSeatsOptions {
  /** Staff taking a booking by phone may go beyond the capacity; the web never does. */
  force?: boolean
}

/**
 * Takes `seats` on a departure inside `trx`. Answers null when taken, or why not: the departure is
 * closed, has too few seats left, or its shared resource has too few left at that start. A refusal
 * leaves every count as it was.
 */
export async function takeSeats(trx: Knex.Transaction, departureId: number, seats: number, { force = false }: TakeSeatsOptions = {}): Promise<TakeSeatsRefusal | null> {
  if (seats === 0) {
    const row = await trx('trip_departures').where({ id: departureId }).forUpdate().first('status')
    return row?.status === 'open' || force ? null : 'closed'
  }
  const { rows } = await trx.raw<{ rows: Array<{ resource_id: number | null; starts_at: Date }> }>(
    `update trip_departures
        set seats_taken = seats_taken + :seats,
            capacity = case when seats_taken + :seats > capacity then seats_taken + :seats else capacity end,
            updated_at = now()
      where id = :departureId
        and (:force or (status = 'open' and seats_taken + :seats <= capacity))
      returning resource_id, starts_at`,
    { seats, departureId, force },
  )
  if (rows.length === 0) {
    const row = await trx('trip_departures').where({ id: departureId }).first('status')
    return row?.status === 'open' ? 'full' : 'closed'
  }
  const { resource_id: resourceId, starts_at: startsAt } = rows[0]!
  if (resourceId === null) return null
  const taken = await trx.raw<{ rows: unknown[] }>(
    `insert into trip_resource_load (resource_id, starts_at, seats_taken) values (:resourceId, :startsAt, :seats)
     on conflict (resource_id, starts_at) do update set seats_taken = trip_resource_load.seats_taken + :seats
     where :force or trip_resource_load.seats_taken + :seats <= (select capacity from trip_resources where id = :resourceId)
     returning seats_taken`,
    { resourceId, startsAt, seats, force },
  )
  // A first load row is inserted without the conditional check: refuse it if it alone is too many.
  const alone = taken.rows.length > 0 && !force ? await trx('trip_resources').where({ id: resourceId }).andWhere('capacity', '<', seats).first('id') : undefined
  if (taken.rows.length > 0 && !alone) return null
  if (alone) await trx.raw('update trip_resource_load set seats_taken = seats_taken - ? where resource_id = ? and starts_at = ?', [seats, resourceId, startsAt])
  await trx.raw('update trip_departures set seats_taken = seats_taken - ? where id = ?', [seats, departureId])
  return 'resource-full'
}

/** Gives seats back (a booking cancelled or expired, a hold released, a booking moved to another date). */
export async function releaseSeats(trx: Knex.Transaction, departureId: number, seats: number): Promise<void> {
  if (seats === 0) return
  const { rows } = await trx.raw<{ rows: Array<{ resource_id: number | null; starts_at: Date }> }>(
    'update trip_departures set seats_taken = greatest(seats_taken - ?, 0), updated_at = now() where id = ? returning resource_id, starts_at',
    [seats, departureId],
  )
  const row = rows[0]
  if (row?.resource_id) {
    await trx.raw('update trip_resource_load set seats_taken = greatest(seats_taken - ?, 0) where resource_id = ? and starts_at = ?', [seats, row.resource_id, row.starts_at])
  }
}

/**
 * Seats left on each departure, shared resources counted once: the smaller of the departure's own
 * seats left and its resource's seats left at that start.
 */
export async function seatsLeftOf(knex: Knex | Knex.Transaction, departureIds: number[]): Promise<Map<number, number>> {
  if (departureIds.length === 0) return new Map()
  const rows: Array<{ id: number; left: number }> = await knex('trip_departures as d')
    .leftJoin('trip_resources as r', 'r.id', 'd.resource_id')
    .leftJoin('trip_resource_load as l', function () {
      this.on('l.resource_id', '=', 'd.resource_id').andOn('l.starts_at', '=', 'd.starts_at')
    })
    .whereIn('d.id', departureIds)
    .select('d.id', knex.raw('greatest(least(d.capacity - d.seats_taken, coalesce(r.capacity - coalesce(l.seats_taken, 0), d.capacity - d.seats_taken)), 0)::int as "left"'))
  return new Map(rows.map((r) => [r.id, r.left]))
}
