/**
 * Visitors type dates and times as they read them on the island (their flight lands at 23:40
 * local time), whatever their own time zone or the server's: every entered value is
 * Europe/Madrid wall-clock time.
 */
export const SITE_TIME_ZONE = 'Europe/Madrid'

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

export interface LocalParts {
  /** YYYY-MM-DD */
  date: string
  /** HH:MM */
  time: string
  year: number
}

export function localParts(instant: Date): LocalParts {
  const p = Object.fromEntries(partsFormatter.formatToParts(instant).map((x) => [x.type, x.value]))
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, year: Number(p.year) }
}

function offsetMs(instant: number): number {
  const p = Object.fromEntries(partsFormatter.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]))
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** Midnight UTC of a calendar day, the overflowing month or day carried (not Date.UTC, which reads the years 0–99 as 1900–1999). */
function calendarDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, monthIndex, day)
  return date
}

/** A YYYY-MM-DD island date moved by whole days (calendar arithmetic: no time zone, no summer-time shift). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const moved = calendarDay(y!, m! - 1, d! + days)
  // A YYYY-MM-DD stays one: a board's "next day" from 9999-12-31 is that day, not "+010000-01-01".
  const iso = moved.toISOString().slice(0, 10)
  return iso.startsWith('-') || iso.startsWith('+') || moved.getUTCFullYear() < 1 ? (days < 0 ? '0001-01-01' : '9999-12-31') : iso
}

export function isLocalDate(value: string): boolean {
  const m = DATE_RE.exec(value)
  // There is no year 0 (PostgreSQL refuses it).
  if (!m || m[1] === '0000') return false
  const d = calendarDay(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

export function isLocalTime(value: string): boolean {
  return TIME_RE.test(value)
}

/** Minutes since local midnight of an "HH:MM" time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return h! * 60 + m!
}

/**
 * The instant of a local date and time on the island, or null when that wall-clock time does
 * not exist (the hour skipped when summer time starts).
 */
export function islandTimeToInstant(date: string, time: string): Date | null {
  if (!isLocalDate(date) || !isLocalTime(time)) return null
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!)
  let instant = wall - offsetMs(wall)
  // The offset at the guess may differ from the offset at the answer around DST changes.
  instant = wall - offsetMs(instant)
  const back = localParts(new Date(instant))
  return back.date === date && back.time === time ? new Date(instant) : null
}
