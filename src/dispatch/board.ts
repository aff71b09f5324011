import { addDays } from '../lib/island-time'

// What the dispatch board shows (docs/decisions/039): plain data, already in the staff member's
// language, shared by the page, its island and the JSON the island polls. No database here.

export const DISPATCH_PATH = '/admin/dispatch'
export const DAY_JSON_PATH = '/api/admin/dispatch/day'
/** The assignment form's address (no JavaScript) and the island's JSON endpoint. */
export const assignPath = (legId: number) => `${DISPATCH_PATH}/legs/${legId}/assign`
export const assignApiPath = (legId: number) => `/api${DISPATCH_PATH}/legs/${legId}/assign`

export interface BoardJob {
  id: number
  version: number
  bookingId: number
  reference: string
  direction: 'outbound' | 'return'
  /** The booking's status (on request, waiting for payment…) and the job's own, both as words too. */
  bookingStatus: string
  bookingStatusLabel: string
  status: string
  statusLabel: string
  /** "HH:MM" on the island's clock, and minutes since its midnight (the timeline). */
  time: string
  startMinute: number
  durationMinutes: number
  from: string
  to: string
  pickupPoint: string
  passengers: number
  luggage: number
  /** "VY3904 (14:05)" or a ferry service, if any. */
  travel: string | null
  customerName: string
  driverId: number | null
  vehicleId: number | null
  vehicleLabel: string | null
  /** The rules the current assignment breaks now (a day off added, passengers added…), in words. */
  conflicts: string[]
  /** Drivers who already have a job this one would overlap (with the travel buffer): id → that job's "HH:MM". */
  busyDrivers: Record<number, string>
  /** Vehicles already on another job it would overlap: id → that job's "HH:MM". */
  busyVehicles: Record<number, string>
}

export interface BoardDriver {
  id: number
  name: string
  phone: string
  languages: string[]
  active: boolean
  /** Off that day: the note, or '' (null: working). */
  off: string | null
}

export interface BoardVehicle {
  id: number
  label: string
  seats: number
  luggage: number
}

export interface DayBoard {
  date: string
  /** "viernes, 21 de agosto de 2026" */
  dateLabel: string
  previous: string
  next: string
  drivers: BoardDriver[]
  vehicles: BoardVehicle[]
  jobs: BoardJob[]
  /** The timeline's first and last hour (covers every job, at least 06–22). */
  fromHour: number
  toHour: number
  bufferMinutes: number
}

export interface WeekCell {
  count: number
  jobs: Array<{ id: number; time: string; reference: string }>
}

export interface WeekBoard {
  start: string
  days: Array<{ date: string; label: string; unassigned: WeekCell; off: number[] }>
  drivers: Array<Pick<BoardDriver, 'id' | 'name' | 'active'> & { cells: WeekCell[] }>
  previous: string
  next: string
}

/** The Monday of the date's week. */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const weekday = (new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7
  return addDays(date, -weekday)
}

/** Which of the day's jobs the board shows as cards (every lane and its timeline stay: they are where jobs go). */
export const BOARD_SHOWS = ['all', 'unassigned', 'problems'] as const

/**
 * A peak day's few hundred jobs, narrowed to the ones being worked on: nobody's yet, or breaking a
 * rule; within pick-up times ("07:00"–"10:00", both included; '' leaves that end open).
 */
export interface BoardFilter {
  show: (typeof BOARD_SHOWS)[number]
  from: string
  to: string
}

export const NO_FILTER: BoardFilter = { show: 'all', from: '', to: '' }

export function jobShown(job: Pick<BoardJob, 'driverId' | 'conflicts' | 'time'>, filter: BoardFilter): boolean {
  if (filter.show === 'unassigned' && job.driverId !== null) return false
  if (filter.show === 'problems' && job.conflicts.length === 0) return false
  // "HH:MM" on the island's clock: compared as text, as it sorts.
  return (!filter.from || job.time >= filter.from) && (!filter.to || job.time <= filter.to)
}

/** The filter as the board's address writes it: only what narrows (and so, nothing for all jobs). */
export function filterParams(filter: BoardFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([name, value]) => value !== '' && !(name === 'show' && value === 'all')))
}

/** The element id of a job's card on the day board (the address's fragment after a form's answer). */
export const boardJobAnchor = (legId: number) => `leg-${legId}`

/**
 * The vehicle a job dragged to a driver goes in: the one that driver drives at their job nearest
 * in time that day; none when they have no job with a vehicle yet (or the job is unassigned). The
 * job's own vehicle stays behind: it belongs to the driver it came from.
 */
export function vehicleOfDriver(jobs: ReadonlyArray<Pick<BoardJob, 'id' | 'driverId' | 'vehicleId' | 'startMinute'>>, job: Pick<BoardJob, 'id' | 'startMinute'>, driverId: number | null): number | null {
  if (driverId === null) return null
  const theirs = jobs.filter((j) => j.id !== job.id && j.driverId === driverId && j.vehicleId !== null)
  theirs.sort((a, b) => Math.abs(a.startMinute - job.startMinute) - Math.abs(b.startMinute - job.startMinute))
  return theirs[0]?.vehicleId ?? null
}

