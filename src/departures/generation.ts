import { addDays, islandTimeToInstant } from '../lib/island-time'

// What a trip's schedules say its departures are (docs/decisions/042): pure, so the rules —
// weekdays, date ranges, closures, the horizon, the hour skipped when summer time starts — are
// tested without a database. departures.server.ts writes the answer.

/** Departures are generated this many days ahead; a daily job moves the horizon on. */
export const HORIZON_DAYS = 180

export interface ScheduleRule {
  id: number
  /** YYYY-MM-DD, island dates, both included. */
  startsOn: string
  endsOn: string
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: number[]
  /** "HH:MM", island time. */
  times: string[]
  capacity: number | null
  guideLanguages: string[] | null
}

export interface ClosureRange {
  /** null: every trip. */
  tripId: number | null
  startsOn: string
  endsOn: string
}

export interface TripDefaults {
  id: number
  defaultCapacity: number
  guideLanguages: string[]
  resourceId: number | null
}

export interface Slot {
  scheduleId: number
  /** Island date and time. */
  date: string
  time: string
  startsAt: Date
  capacity: number
  guideLanguages: string[]
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  const day = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()
  return day === 0 ? 7 : day
}

/** Whether a closure of this trip (or of every trip) covers the date. */
export function isClosedOn(date: string, tripId: number, closures: readonly ClosureRange[]): boolean {
  return closures.some((c) => (c.tripId === null || c.tripId === tripId) && c.startsOn <= date && date <= c.endsOn)
}

/**
 * The departures a trip's schedules make between two island dates (both included), on days no
 * closure covers, starting after `after` (nothing is generated in the past). A wall-clock time
 * that does not exist that day (the hour skipped when summer time starts) makes no departure;
 * two schedules at the same start make one (the first).
 */
export function slotsOf(trip: TripDefaults, schedules: readonly ScheduleRule[], closures: readonly ClosureRange[], { from, to, after }: { from: string; to: string; after: Date }): Slot[] {
  const slots = new Map<number, Slot>()
  for (const schedule of schedules) {
    const first = schedule.startsOn > from ? schedule.startsOn : from
    const last = schedule.endsOn < to ? schedule.endsOn : to
    for (let date = first; date <= last; date = addDays(date, 1)) {
      if (!schedule.weekdays.includes(isoWeekday(date)) || isClosedOn(date, trip.id, closures)) continue
      for (const time of schedule.times) {
        const startsAt = islandTimeToInstant(date, time)
        if (!startsAt || startsAt.getTime() <= after.getTime() || slots.has(startsAt.getTime())) continue
        slots.set(startsAt.getTime(), {
          scheduleId: schedule.id,
          date,
          time,
          startsAt,
          capacity: schedule.capacity ?? trip.defaultCapacity,
          guideLanguages: schedule.guideLanguages ?? trip.guideLanguages,
        })
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}
