import { changingContent } from '../content-kit/content-changed'
import { recordChange, type Actor } from '../audit/audit.server'
import { db } from '../db/knex'
import type { Language } from '../i18n/languages'
import { versionField, VERSION_FIELD } from '../content-kit/edit-version'
import { translate } from '../i18n/translatable'
import { NotFoundError, RefusedError } from '../lib/errors'
import { addDays, localParts } from '../lib/island-time'
import { TripModel } from '../trips/trips.model'
import { GUIDE_LANGUAGES, guideField, type CalendarQuery, type DepartureEdit, type TripResourceForm } from './availability.schema'
import { TripDepartureModel, TripResourceModel } from './departures.model'
import { isoWeekday } from './generation'
import { seatsLeftOf } from './seats.server'

// The departures calendar (month and week, all trips or one), a departure's capacity and guide
// languages, and the shared resources (docs/decisions/042).

const json = (value: unknown) => JSON.stringify(value)

/** Nearly full: this share of the seats taken or more. */
const NEARLY_FULL = 0.8

export type DepartureLevel = 'open' | 'nearly-full' | 'full' | 'closed'

export interface CalendarDeparture {
  id: number
  time: string
  tripId: number
  tripName: string
  seatsTaken: number
  capacity: number
  seatsLeft: number
  level: DepartureLevel
}

export interface CalendarDay {
  date: string
  /** A day of the shown month (false: a neighbouring month's day completing a week). */
  inRange: boolean
  departures: CalendarDeparture[]
}

function levelOf(status: string, seatsTaken: number, capacity: number, seatsLeft: number): DepartureLevel {
  if (status === 'closed') return 'closed'
  if (seatsLeft <= 0) return 'full'
  return seatsTaken >= capacity * NEARLY_FULL ? 'nearly-full' : 'open'
}

/** Monday of the week of a date. */
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date))

/** The month (whole weeks, Monday first) or the week around `date`, with each day's departures. */
export async function departureCalendar(query: CalendarQuery, lng: Language, now = new Date()) {
  const anchor = query.date ?? localParts(now).date
  const monthStart = `${anchor.slice(0, 8)}01`
  const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 8)}01`, -1)
  const [first, last] = query.view === 'week' ? [mondayOf(anchor), addDays(mondayOf(anchor), 6)] : [mondayOf(monthStart), addDays(mondayOf(monthEnd), 6)]
  const trips = await TripModel.query().select('id', 'name', 'translations', 'status').orderBy('sortOrder')
  const names = new Map(trips.map((t) => [t.id, translate(t, 'name', lng)]))
  const q = db()('trip_departures').whereBetween('local_date', [first, last]).orderBy('starts_at').select('id', 'trip_id', 'local_date', 'local_time', 'seats_taken', 'capacity', 'status')
  if (query.trip) q.where('trip_id', query.trip)
  const rows: Array<{ id: number; tripId: number; localDate: string; localTime: string; seatsTaken: number; capacity: number; status: string }> = await q
  const left = await seatsLeftOf(db(), rows.map((r) => r.id))
  const days: CalendarDay[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) {
    days.push({
      date,
      inRange: query.view === 'week' || (date >= monthStart && date <= monthEnd),
      departures: rows
        .filter((r) => r.localDate === date)
        .map((r) => {
          const seatsLeft = left.get(r.id) ?? 0
          return { id: r.id, time: r.localTime, tripId: r.tripId, tripName: names.get(r.tripId) ?? '', seatsTaken: r.seatsTaken, capacity: r.capacity, seatsLeft, level: levelOf(r.status, r.seatsTaken, r.capacity, seatsLeft) }
        }),
    })
  }
  const step = (days: number, months: number) => {
    if (!months) return addDays(anchor, days)
    const [y, m] = monthStart.split('-').map(Number)
    return new Date(Date.UTC(y!, m! - 1 + months, 1)).toISOString().slice(0, 10)
  }
  return {
    view: query.view,
    date: anchor,
    trip: query.trip ?? null,
    first,
    last,
    previous: query.view === 'week' ? step(-7, 0) : step(0, -1),
    next: query.view === 'week' ? step(7, 0) : step(0, 1),
    today: localParts(now).date,
    days,
    trips: trips.map((t) => ({ value: String(t.id), label: names.get(t.id) ?? '' })),
  }
}


/** A day's open departures at a glance (the dashboard): how many, and the seats booked on them. */
export async function departureCountsOn(date: string): Promise<{ departures: number; seatsTaken: number }> {
  const row = await TripDepartureModel.query().where('local_date', date).where('status', 'open').count('* as departures').sum('seats_taken as seatsTaken').first().castTo<{ departures: string | number; seatsTaken: string | number | null } | undefined>()
  return { departures: Number(row?.departures ?? 0), seatsTaken: Number(row?.seatsTaken ?? 0) }
}

async function departureOr404(id: number): Promise<TripDepartureModel> {
  const departure = await TripDepartureModel.query().findById(id)
  if (!departure) throw new NotFoundError(`No departure ${id}`)
  return departure
}

/** What /admin/departures/{id}/edit shows and its form's values. */
export async function departureEditScreen(id: number, lng: Language) {
  const departure = await departureOr404(id)
  const trip = await TripModel.query().findById(departure.tripId)
  return {
    departure: { id: departure.id, tripId: departure.tripId, tripName: trip ? translate(trip, 'name', lng) : '', date: departure.localDate, time: departure.localTime, seatsTaken: departure.seatsTaken, capacity: departure.capacity, status: departure.status },
    values: { capacity: String(departure.capacity), [VERSION_FIELD]: String(departure.version), ...Object.fromEntries(GUIDE_LANGUAGES.map((code) => [guideField(code), departure.guideLanguages.includes(code) ? 'on' : ''])) } as Record<string, string>,
  }
}

/** A departure's capacity (never below the seats it has taken) and guide languages. */
export async function updateDeparture(id: number, data: DepartureEdit, actor: Actor): Promise<void> {
  await departureOr404(id)
  await changingContent(() =>
    db().transaction(async (trx) => {
      const row = await trx('trip_departures').where({ id }).forUpdate().first('seats_taken', 'capacity', 'guide_languages')
      if (data.capacity < row.seatsTaken) throw new RefusedError(400, 'admin:departures.edit.belowTaken', { taken: row.seatsTaken }, 'capacity')
      await trx('trip_departures').where({ id }).update({ capacity: data.capacity, guide_languages: json(data.guideLanguages), version: trx.raw('version + 1'), updated_at: new Date() })
      await recordChange(trx, { subject: { type: 'trip-departure', id }, actor, action: 'edited', changes: { capacity: [row.capacity, data.capacity], guideLanguages: [row.guideLanguages, data.guideLanguages] } })
    }),
  )
}

// ── Shared resources ──

export async function listTripResources() {
  const rows = await TripResourceModel.query().orderBy('name')
  const usage: Array<{ resourceId: number; n: number }> = await db()('trips').whereNotNull('resource_id').groupBy('resource_id').select('resource_id', db().raw('count(*)::int as n'))
  const count = new Map(usage.map((u) => [u.resourceId, u.n]))
  return rows.map((r) => ({ id: r.id, name: r.name, capacity: r.capacity, active: r.active, notes: r.notes, trips: count.get(r.id) ?? 0 }))
}

export async function tripResourceValues(id: number): Promise<Record<string, string>> {
  const r = await TripResourceModel.query().findById(id)
  if (!r) throw new NotFoundError()
  return { name: r.name, capacity: String(r.capacity), notes: r.notes, active: r.active ? 'on' : '', ...versionField(r.updatedAt) }
}

export async function createTripResource(data: TripResourceForm, actor: Actor): Promise<void> {
  // A new resource carries no trip yet: nothing public changes.
  await db().transaction(async (trx) => {
    const [row] = await trx('trip_resources').insert(data).returning('id')
    await recordChange(trx, { subject: { type: 'trip-resource', id: row.id }, actor, action: 'created', changes: { name: [null, data.name], capacity: [null, data.capacity] } })
  })
}

/** A resource's capacity never goes below the seats already taken on it at one start. */
export async function updateTripResource(id: number, data: TripResourceForm, actor: Actor, now = new Date()): Promise<void> {
  const before = await TripResourceModel.query().findById(id)
  if (!before) throw new NotFoundError()
  await changingContent(() =>
    db().transaction(async (trx) => {
      const busiest = await trx('trip_resource_load').where({ resource_id: id }).where('starts_at', '>', now).max({ taken: 'seats_taken' }).first()
      const taken = Number(busiest?.taken ?? 0)
      if (data.capacity < taken) throw new RefusedError(400, 'admin:tripResources.belowTaken', { taken }, 'capacity')
      await trx('trip_resources').where({ id }).update({ ...data, updated_at: new Date() })
      await recordChange(trx, { subject: { type: 'trip-resource', id }, actor, action: 'edited', changes: { name: [before.name, data.name], capacity: [before.capacity, data.capacity], active: [before.active, data.active] } })
    }),
  )
}

/** Deleting a resource frees its trips and departures of it (their own capacities stay). */
export async function deleteTripResource(id: number): Promise<number> {
  return changingContent(() => db()('trip_resources').where({ id }).delete())
}
