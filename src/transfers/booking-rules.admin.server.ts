import { z } from 'zod'
import { formatTime } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { db } from '../db/knex'
import { bookingRulesFormValues, type BookingRules } from './booking-rules'
import { bookingRules, clearBookingRulesCache, saveBookingRules, storedBookingRules } from './booking-rules.server'
import { slotLoadBetween } from './capacity.server'
import { isLocalDate, islandTimeToInstant, localParts } from '../lib/island-time'

// /admin/transfers/settings: the rules that decide instant confirmation, capacity and payment,
// the days without online sales, the days the office is closed, and how full a day's slots are.

export { BookingRulesFormSchema } from './booking-rules'

const day = z.string().refine(isLocalDate, { error: 'date' })

/** A day with a note: a stop of online sales, a day the office is closed. */
export const MarkedDaySchema = z.object({ day, reason: z.string().trim().max(300, { error: 'tooLong' }).default('') })
export const MarkedDayRemovalSchema = z.object({ day })

export interface MarkedDay {
  day: string
  reason: string
}

export interface SlotRow {
  time: string
  jobs: number
  capacity: number
}

export interface BookingRulesPage {
  rules: BookingRules
  /** The rules form's values as opened (field-merge.ts). */
  values: Record<string, string>
  stops: MarkedDay[]
  /** Days ahead the office does not answer requests (their promised answers are counted past them). */
  closedDays: MarkedDay[]
  /** The day whose slots are shown (?day=, today by default) and their load. */
  day: string
  slots: SlotRow[]
}

/** "2026-08-21" → the next island day. */
function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10)
}

export async function bookingRulesPage(query: Record<string, string>, lng: Language): Promise<BookingRulesPage> {
  const today = localParts(new Date()).date
  const shown = query.day && isLocalDate(query.day) ? query.day : today
  const [rules, stops, closedDays, load] = await Promise.all([
    bookingRules(),
    db()('transfer_sales_stops').where('day', '>=', today).orderBy('day').select('day', 'reason') as Promise<MarkedDay[]>,
    db()('transfer_office_closed_days').where('day', '>=', today).orderBy('day').select('day', 'reason') as Promise<MarkedDay[]>,
    slotLoadBetween(islandTimeToInstant(shown, '00:00')!, islandTimeToInstant(nextDay(shown), '00:00')!),
  ])
  return { rules, values: bookingRulesFormValues(rules), stops, closedDays, day: shown, slots: load.map((s) => ({ time: formatTime(s.slotStart, lng), jobs: s.jobs, capacity: rules.jobsPerSlot })) }
}

/** The rules form's values as stored now: what a save is merged with. */
export async function storedRulesFormValues(): Promise<Record<string, string>> {
  return bookingRulesFormValues(await storedBookingRules())
}

export async function saveRules(rules: BookingRules): Promise<void> {
  await saveBookingRules(rules)
}

export async function stopSales(stop: MarkedDay, userId: number | null): Promise<void> {
  await db()('transfer_sales_stops').insert({ day: stop.day, reason: stop.reason, createdByUserId: userId }).onConflict('day').merge(['reason'])
}

export async function resumeSales(day: string): Promise<void> {
  await db()('transfer_sales_stops').where({ day }).delete()
}

/** The office does not answer on that day: promises made from now on are counted past it. */
export async function closeOffice(closed: MarkedDay, userId: number | null): Promise<void> {
  await db()('transfer_office_closed_days').insert({ day: closed.day, reason: closed.reason, createdByUserId: userId }).onConflict('day').merge(['reason'])
  clearBookingRulesCache()
}

export async function reopenOffice(day: string): Promise<void> {
  await db()('transfer_office_closed_days').where({ day }).delete()
  clearBookingRulesCache()
}
