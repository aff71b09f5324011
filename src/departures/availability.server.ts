import type { Knex } from 'knex'
import { db } from '../db/knex'
import { localeOf, type Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { addDays, localParts } from '../lib/island-time'
import { TripPriceCategoryModel, type PriceUnit } from './departures.model'
import { HORIZON_DAYS } from './generation'
import { seatsLeftOf } from './seats.server'

// What visitors can book (docs/decisions/042), for the booking form, the trip page and the date
// search: open departures of a published trip sold instantly, beyond its cut-off, with seats left
// (a shared resource's seats counted once, seatsLeftOf).

type Db = Knex | Knex.Transaction

export interface AvailableDeparture {
  id: number
  /** Island date and time. */
  date: string
  time: string
  startsAt: Date
  seatsLeft: number
  capacity: number
  guideLanguages: string[]
}

interface DepartureRow {
  id: number
  localDate: string
  localTime: string
  startsAt: Date
  capacity: number
  guideLanguages: string[]
}

/** The open departures of bookable trips that start after their trip's cut-off (the query every public list starts from). */
function saleable(knex: Db, now: Date) {
  return knex('trip_departures as d')
    .join('trips as t', 't.id', 'd.trip_id')
    .where('t.status', 'published')
    .where('t.booking_mode', 'instant')
    .where('d.status', 'open')
    .whereRaw(`d.starts_at > ?::timestamptz + make_interval(hours => t.cutoff_hours)`, [now.toISOString()])
}

async function withSeatsLeft(knex: Db, rows: DepartureRow[], minSeats = 1): Promise<AvailableDeparture[]> {
  const left = await seatsLeftOf(knex, rows.map((r) => r.id))
  return rows
    .map((r) => ({ id: r.id, date: r.localDate, time: r.localTime, startsAt: new Date(r.startsAt), seatsLeft: left.get(r.id) ?? 0, capacity: r.capacity, guideLanguages: r.guideLanguages ?? [] }))
    .filter((d) => d.seatsLeft >= minSeats)
}

const DEPARTURE_COLUMNS = ['d.id', 'd.local_date', 'd.local_time', 'd.starts_at', 'd.capacity', 'd.guide_languages']

/** A trip's departures a visitor can book between two island dates (both included), earliest first. */
/** Whether a trip has this id (a draft too: staff preview its page, calendar included). */
export async function tripExists(tripId: number): Promise<boolean> {
  return Boolean(await db()('trips').where({ id: tripId }).first('id'))
}

export async function availableDepartures(tripId: number, { from, to }: { from: string; to: string }, now = new Date()): Promise<AvailableDeparture[]> {
  const knex = db()
  const rows: DepartureRow[] = await saleable(knex, now).where('d.trip_id', tripId).whereBetween('d.local_date', [from, to]).orderBy('d.starts_at').select(DEPARTURE_COLUMNS)
  return withSeatsLeft(knex, rows)
}

/** The next `limit` departures of a trip a visitor can book (the trip page's "next dates"). */
export async function nextAvailableDepartures(tripId: number, limit = 6, now = new Date()): Promise<AvailableDeparture[]> {
  const knex = db()
  const today = localParts(now).date
  const found: AvailableDeparture[] = []
  // Full departures are skipped: read in pages until enough are found or the horizon is reached.
  for (let offset = 0; found.length < limit; offset += 50) {
    const rows: DepartureRow[] = await saleable(knex, now).where('d.trip_id', tripId).whereBetween('d.local_date', [today, addDays(today, HORIZON_DAYS)]).orderBy('d.starts_at').offset(offset).limit(50).select(DEPARTURE_COLUMNS)
    found.push(...(await withSeatsLeft(knex, rows)))
    if (rows.length < 50) break
  }
  return found.slice(0, limit)
}

/** The trips with at least `seats` seats left on some departure that day (the date search). */
export async function tripIdsWithSeatsOn(date: string, seats = 1, now = new Date()): Promise<number[]> {
  const knex = db()
  const rows: Array<DepartureRow & { tripId: number }> = await saleable(knex, now).where('d.local_date', date).select([...DEPARTURE_COLUMNS, 'd.trip_id'])
  const left = await seatsLeftOf(knex, rows.map((r) => r.id))
  return [...new Set(rows.filter((r) => (left.get(r.id) ?? 0) >= seats).map((r) => r.tripId))].sort((a, b) => a - b)
}

export type NotBookable = 'not-found' | 'other-trip' | 'not-on-sale' | 'closed' | 'past-cutoff'

export interface BookableDeparture {
  departure: (DepartureRow & { tripId: number; status: string; seatsTaken: number; resourceId: number | null }) | null
  seatsLeft: number
  /** null: a visitor may book it now. */
  problem: NotBookable | null
}

/**
 * A departure as the booking transaction sees it (through `knex`, the transaction itself): the
 * row, its seats left, and why it cannot be booked now — unknown, another trip's, the trip not
 * sold online, closed, or past the trip's cut-off.
 */
export async function bookableDeparture(knex: Db, departureId: number, tripId: number, now = new Date()): Promise<BookableDeparture> {
  const row = await knex('trip_departures as d')
    .join('trips as t', 't.id', 'd.trip_id')
    .where('d.id', departureId)
    .first([...DEPARTURE_COLUMNS, 'd.trip_id', 'd.status', 'd.seats_taken', 'd.resource_id', 't.status as trip_status', 't.booking_mode', 't.cutoff_hours'])
  if (!row) return { departure: null, seatsLeft: 0, problem: 'not-found' }
  const { tripStatus, bookingMode, cutoffHours, ...departure } = row as BookableDeparture['departure'] & { tripStatus: string; bookingMode: string; cutoffHours: number }
  const seatsLeft = (await seatsLeftOf(knex, [departureId])).get(departureId) ?? 0
  const problem: NotBookable | null =
    departure!.tripId !== tripId ? 'other-trip'
    : tripStatus !== 'published' || bookingMode !== 'instant' ? 'not-on-sale'
    : departure!.status !== 'open' ? 'closed'
    : new Date(departure!.startsAt).getTime() <= now.getTime() + cutoffHours * 3_600_000 ? 'past-cutoff'
    : null
  return { departure, seatsLeft, problem }
}

export interface ScheduleLine {
  /** Weekday names in the visitor's language ("Tue, Thu, Sat"); null: every day. */
  days: string | null
  times: string[]
  /** The season's first and last day in the visitor's language ("1 May", "15 Oct"). */
  from: string
  to: string
}

/** ISO weekday 1…7 → a date that is that weekday (2024-01-01 was a Monday). */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday))

/**
 * "Departure days and season" of a trip's page, computed from its schedules still to run: one
 * line per schedule, in the visitor's language (the page joins the words: trips:dates.*).
 */
export async function scheduleSummary(tripId: number, lng: Language, now = new Date()): Promise<ScheduleLine[]> {
  const today = localParts(now).date
  const rows: Array<{ startsOn: string; endsOn: string; weekdays: number[]; times: string[] }> = await db()('trip_schedules').where({ trip_id: tripId }).where('ends_on', '>=', today).orderBy('starts_on').select('starts_on', 'ends_on', 'weekdays', 'times')
  const locale = localeOf(lng)
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const dayOf = (date: string, withYear: boolean) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
  return rows
    .filter((r) => r.weekdays.length && r.times.length)
    .map((r) => {
      const weekdays = [...r.weekdays].sort((a, b) => a - b)
      const sameYear = r.startsOn.slice(0, 4) === r.endsOn.slice(0, 4)
      return {
        days: weekdays.length === 7 ? null : weekdays.map((d) => dayName.format(weekdayDate(d))).join(', '),
        times: [...r.times].sort(),
        from: dayOf(r.startsOn, !sameYear),
        to: dayOf(r.endsOn, !sameYear),
      }
    })
}

export interface PriceCategory {
  id: number
  code: string
  label: string
  unit: PriceUnit
  seats: number
  minAge: number | null
  maxAge: number | null
  priceCents: number
}

/** A trip's price categories on sale, in their order, labels in the visitor's language. */
export async function priceCategoriesOf(tripId: number, lng: Language): Promise<PriceCategory[]> {
  // Never a category everyone in it is too young for: an infant's seat on a trip from 10 years up.
  const rows = await TripPriceCategoryModel.query()
    .select('trip_price_categories.*')
    .join('trips', 'trips.id', 'trip_price_categories.trip_id')
    .where({ 'trip_price_categories.trip_id': tripId, 'trip_price_categories.active': true })
    .where((q) => q.whereNull('trips.min_age').orWhereNull('trip_price_categories.max_age').orWhereRaw('trip_price_categories.max_age >= trips.min_age'))
    .orderBy([{ column: 'trip_price_categories.sort_order' }, { column: 'trip_price_categories.id' }])
  return rows.map((c) => ({ id: c.id, code: c.code, label: translate(c, 'label', lng), unit: c.unit, seats: c.seats, minAge: c.minAge, maxAge: c.maxAge, priceCents: c.priceCents }))
}

/**
 * The date search of /trips and /api/trips: the trips with seats on a date from today to the
 * horizon, or null (no filter) for no date or one outside it — ignored, like any invalid filter.
 */
export async function tripsWithSeatsOn(date: string | undefined, now = new Date()): Promise<number[] | null> {
  const today = localParts(now).date
  if (!date || date < today || date > addDays(today, HORIZON_DAYS)) return null
  return tripIdsWithSeatsOn(date, 1, now)
}
