import { z } from 'zod'

/** Settings row holding the booking rules staff may change (seeded with DEFAULT_PRICING). */
export const TRANSFER_PRICING_KEY = 'transfers.pricing'

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

export const PricingSettingsSchema = z.object({
  /** Pick-ups from nightStart (inclusive) to nightEnd (exclusive), island time, pay the surcharge. */
  nightStart: hhmm,
  nightEnd: hhmm,
  nightSurchargePercent: z.number().int().min(0).max(100),
  /** Off the two legs' total when the return is booked together with the outbound trip. */
  returnDiscountPercent: z.number().int().min(0).max(50),
  /** The least time between the request and the pick-up, so a driver can be planned. */
  minNoticeHours: z.number().int().min(0).max(168),
  /** How far ahead a transfer can be requested. */
  maxAdvanceDays: z.number().int().min(1).max(1000),
  /** Up to this many hours before the pick-up a customer cancels on the booking page by themselves. */
  freeCancellationHours: z.number().int().min(0).max(720),
})
export type PricingSettings = z.infer<typeof PricingSettingsSchema>

export const DEFAULT_PRICING: PricingSettings = {
  nightStart: '22:00',
  nightEnd: '07:00',
  nightSurchargePercent: 20,
  returnDiscountPercent: 10,
  minNoticeHours: 4,
  maxAdvanceDays: 540,
  freeCancellationHours: 24,
}
