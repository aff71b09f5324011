import { addDays, islandTimeToInstant, localParts, minutesOf } from '../lib/island-time'
import type { BookingRules } from './booking-rules'

/** When the office answers requests, on the island's clock ("09:00"–"20:00"; opening before closing), every day but the closed ones. */
export interface OfficeHours {
  opensAt: string
  closesAt: string
  /** Island days ("2026-12-25") the office does not answer at all. */
  closedDays?: readonly string[]
  /** Days of the week (ISO, 1 = Monday) it does not answer at all. */
  closedWeekdays?: readonly number[]
}

/** An island calendar date's day of the week, ISO (1 = Monday … 7 = Sunday). */
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The instant the island's clock shows `time` on `date`. A time that does not exist that day (the
 * hour skipped when summer time starts) is the first minute after it that does: an office that
 * opens at 02:30 opens at 03:00 that Sunday.
 */
function islandInstantFrom(date: string, time: string): Date {
  for (let minutes = minutesOf(time); minutes < 24 * 60; minutes++) {
    const instant = islandTimeToInstant(date, hhmm(minutes))
    if (instant) return instant
  }
  return islandTimeToInstant(addDays(date, 1), '00:00')!
}

/**
 * By when the office answers a request sent at `sentAt`: `hours` of its working hours later, not
 * of the clock. Time outside the hours does not count — a request sent in the evening is answered
 * the next morning, one sent before opening `hours` after opening. Hours are real hours: on the
 * night summer time starts or ends an office open at 02:00–03:00 has one hour less or more.
 */
export function replyDeadline(sentAt: Date, hours: number, office: OfficeHours): Date {
  let left = hours * 3_600_000
  // Hours that never open (a stored value no form would accept) cannot be counted in: the clock's hours then.
  if (minutesOf(office.opensAt) >= minutesOf(office.closesAt)) return new Date(sentAt.getTime() + left)
  let day = localParts(sentAt).date
  const closed = new Set(office.closedDays)
  // Bounded (72 hours at one minute a day take 12 years): a list that closes every day falls back to the clock's hours rather than never.
  for (let days = 0; days < 20 * 366; days++, day = addDays(day, 1)) {
    if (closed.has(day) || office.closedWeekdays?.includes(isoWeekday(day))) continue
    const opens = islandInstantFrom(day, office.opensAt).getTime()
    const closes = islandInstantFrom(day, office.closesAt).getTime()
    const start = Math.max(opens, sentAt.getTime())
    if (start < closes) {
      if (left <= closes - start) return new Date(start + left)
      left -= closes - start
    }
  }
  return new Date(sentAt.getTime() + hours * 3_600_000)
}

/** What the promise of an answer is counted by: the booking rules' reply and office hours, and the days the office is closed. */
export type ReplyRules = Pick<BookingRules, 'onRequestReplyHours' | 'officeOpensAt' | 'officeClosesAt'> & Partial<Pick<BookingRules, 'officeClosedWeekdays'>> & { officeClosedDays?: readonly string[] }

/** The answer the site promised for a request sent at `sentAt`, by the operator's booking rules (the same on the page, in the e-mail and in the admin). */
export function requestAnswerBy(sentAt: Date, rules: ReplyRules): Date {
  return replyDeadline(sentAt, rules.onRequestReplyHours, { opensAt: rules.officeOpensAt, closesAt: rules.officeClosesAt, closedDays: rules.officeClosedDays, closedWeekdays: rules.officeClosedWeekdays })
}
