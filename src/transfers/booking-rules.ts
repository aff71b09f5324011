import { z } from 'zod'
import { isLocalTime, minutesOf } from '../lib/island-time'

/** Settings row of the rules staff set on /admin/transfers/settings (docs/decisions/034). */
export const TRANSFER_BOOKING_RULES_KEY = 'transfers.booking'

export const PAYMENT_MODES = ['choice', 'online', 'driver'] as const

// Messages are codes: admin:bookingRulesAdmin.errors.<code>, else common forms.errors.<code> (bookingRulesFieldErrors).
// An emptied field is "required", not 0 (coercing "" gives 0: an empty travel buffer turned the overlap rule off).
const int = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : Number(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') })
      .int({ error: 'number' })
      .refine((n) => n >= min && n <= max, { error: 'range', params: { min, max } }),
  )
/** "09:00" on the island's clock. */
const officeTime = z.string({ error: 'time' }).trim().refine(isLocalTime, { error: 'time' })

const BookingRulesFields = z.object({
  /** A booking this far ahead (or more) is confirmed at once; closer, it is "on request". */
  instantMinNoticeHours: int(0, 168),
  /** Capacity is counted per slot of this length, island clock (a 09:40 pick-up is in the 09:00 slot). */
  slotMinutes: z.coerce.number().pipe(z.union([z.literal(15), z.literal(30), z.literal(60), z.literal(120)], { error: 'invalid' })),
  /** How many legs one slot takes before new bookings in it go "on request". */
  jobsPerSlot: int(1, 200),
  /** Time a driver needs between two jobs (beyond the drive itself): the dispatch board's conflict rule. */
  travelBufferMinutes: int(0, 240),
  /** online: pay when booking; driver: pay on board; choice: the customer chooses. Without Stripe keys only "driver" is offered. */
  paymentMode: z.enum(PAYMENT_MODES, { error: 'invalid' }),
  /** Share of the price paid online when booking (100: all of it; the rest is paid to the driver). */
  depositPercent: int(10, 100),
  /** How soon staff answer an "on request" booking, in office hours (the page and the e-mail name the time: replyDeadline). */
  onRequestReplyHours: int(1, 72),
  /** The office answers requests from this time to that one, every day, island clock. */
  officeOpensAt: officeTime,
  officeClosesAt: officeTime,
  /** Days of the week (ISO, 1 = Monday) the office does not answer at all, sorted: a winter Sunday. */
  officeClosedWeekdays: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(7, { error: 'invalid' })).transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  ),
  /** How long a booking waits for its online payment, capacity held (Stripe allows 30 min to 24 h). */
  checkoutHoldMinutes: int(30, 24 * 60),
  /** The reminder (with the driver once assigned) goes this long before each pick-up. */
  reminderHoursBefore: int(1, 72),
})

export const BookingRulesSchema = BookingRulesFields.superRefine((rules, ctx) => {
  if (minutesOf(rules.officeOpensAt) >= minutesOf(rules.officeClosesAt)) ctx.addIssue({ code: 'custom', path: ['officeClosesAt'], message: 'officeHours' })
  if (rules.officeClosedWeekdays.length >= 7) ctx.addIssue({ code: 'custom', path: ['officeClosedWeekdays'], message: 'officeClosedAllWeek' })
})
export type BookingRules = z.infer<typeof BookingRulesSchema>

export const DEFAULT_BOOKING_RULES: BookingRules = {
  instantMinNoticeHours: 12,
  slotMinutes: 60,
  jobsPerSlot: 4,
  travelBufferMinutes: 30,
  paymentMode: 'choice',
  depositPercent: 100,
  onRequestReplyHours: 4,
  officeOpensAt: '09:00',
  officeClosesAt: '20:00',
  officeClosedWeekdays: [],
  checkoutHoldMinutes: 30,
  reminderHoursBefore: 24,
}

/** The amount paid online for a price: all of it, or the deposit rounded up to whole euros. */
export function onlineAmountCents(totalCents: number, rules: Pick<BookingRules, 'depositPercent'>): number {
  if (rules.depositPercent >= 100) return totalCents
  return Math.min(totalCents, Math.ceil((totalCents * rules.depositPercent) / 100 / 100) * 100)
}

/** The form's ticks (`officeClosed1` … `officeClosed7`, "on") as the rules' list of closed weekdays. */
export const officeClosedTick = (day: number) => `officeClosed${day}`
export const BookingRulesFormSchema = z.preprocess((body) => {
  const fields = (body ?? {}) as Record<string, unknown>
  return { ...fields, officeClosedWeekdays: [1, 2, 3, 4, 5, 6, 7].filter((day) => fields[officeClosedTick(day)] === 'on') }
}, BookingRulesSchema)


/** The rules as the settings form shows them (its fields' strings, a closed weekday ticked "on"). */
export function bookingRulesFormValues(rules: BookingRules): Record<string, string> {
  const values: Record<string, string> = {}
  // The rules' own fields only: the loaded rules also carry the office's closed days.
  for (const field of Object.keys(DEFAULT_BOOKING_RULES) as Array<keyof BookingRules>) if (field !== 'officeClosedWeekdays') values[field] = String(rules[field])
  for (const day of [1, 2, 3, 4, 5, 6, 7]) values[officeClosedTick(day)] = rules.officeClosedWeekdays.includes(day) ? 'on' : ''
  return values
}
