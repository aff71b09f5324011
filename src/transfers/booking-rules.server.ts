import { contentChanged } from '../content-kit/content-changed'
import { db } from '../db/knex'
import { sharedCache } from '../lib/change-feed'
import { addDays, localParts } from '../lib/island-time'
import { SettingModel } from '../settings/settings.model'
import { BookingRulesSchema, DEFAULT_BOOKING_RULES, TRANSFER_BOOKING_RULES_KEY, type BookingRules } from './booking-rules'

/** The rules as the site applies them: what staff set, and the days the office is closed. */
export type LoadedBookingRules = BookingRules & {
  /** Island days the office does not answer ("2026-12-25"), from a month back (a request still waiting from then) on. */
  officeClosedDays: readonly string[]
}

let cached: Promise<LoadedBookingRules> | undefined

/** Closed days that can still matter to a promised answer. */
const OFFICE_CLOSED_DAYS_BACK = 31

async function officeClosedDays(): Promise<string[]> {
  const from = addDays(localParts(new Date()).date, -OFFICE_CLOSED_DAYS_BACK)
  return db()('transfer_office_closed_days').where('day', '>=', from).orderBy('day').pluck('day')
}

/** The rules as stored right now (defaults for what was never saved), past the cache. */
export async function storedBookingRules(): Promise<BookingRules> {
  const row = await SettingModel.query().findById(TRANSFER_BOOKING_RULES_KEY)
  const parsed = BookingRulesSchema.safeParse({ ...DEFAULT_BOOKING_RULES, ...(row?.value as object | undefined) })
  return parsed.success ? parsed.data : DEFAULT_BOOKING_RULES
}

/** The booking rules staff set (defaults for what was never saved), with the office's closed days. */
export function bookingRules(): Promise<LoadedBookingRules> {
  cached ??= Promise.all([storedBookingRules(), officeClosedDays()])
    .then(([rules, closedDays]) => ({ ...rules, officeClosedDays: closedDays }))
    .catch((error: unknown) => {
      cached = undefined
      throw error
    })
  return cached
}

export const clearBookingRulesCache = sharedCache('transfer-booking-rules', () => {
  cached = undefined
})

export async function saveBookingRules(rules: BookingRules): Promise<void> {
  await SettingModel.query()
    .insert({ key: TRANSFER_BOOKING_RULES_KEY, value: rules })
    .onConflict('key')
    .merge()
  clearBookingRulesCache()
  // The request form says how to pay and when bookings are confirmed: cached pages follow at once.
  contentChanged()
}
