import { contentChanged } from '../content-kit/content-changed'
import { sharedCache } from '../lib/change-feed'
import { SettingModel } from '../settings/settings.model'
import { BookingRulesSchema, DEFAULT_BOOKING_RULES, TRANSFER_BOOKING_RULES_KEY, type BookingRules } from './booking-rules'

let cached: Promise<BookingRules> | undefined

/** The booking rules staff set (defaults for what was never saved). */
export function bookingRules(): Promise<BookingRules> {
  cached ??= SettingModel.query()
    .findById(TRANSFER_BOOKING_RULES_KEY)
    .then((row) => {
      const parsed = BookingRulesSchema.safeParse({ ...DEFAULT_BOOKING_RULES, ...(row?.value as object | undefined) })
      return parsed.success ? parsed.data : DEFAULT_BOOKING_RULES
    })
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
