import { z } from 'zod'
import { FIELD } from '../lib/forms'
import { IdempotencyKeySchema } from '../lib/idempotency'
import { phoneField } from '../lib/phone'

// The trip booking form (the trip page's POST and the JSON API share it). Message codes are
// trips:book.errors.<code> when BOOK_ERROR_CODES has them, else common forms.errors.<code>.

export const TRIP_PAYMENT_CHOICES = ['online', 'on_the_day'] as const

/** Codes this form's messages have under trips:book.errors (the rest are common forms.errors). */
export const BOOK_ERROR_CODES = new Set(['departure', 'terms', 'payment', 'guideLanguage', 'country', 'unknownCategory', 'count', 'empty', 'needsAdult', 'laps', 'tooMany', 'soldOut', 'closed', 'cutoff', 'notBookable'])

/** A form's count field: `count.<category code>` (urlencoded) or `counts: { code: n }` (JSON). */
export const COUNT_FIELD_PREFIX = 'count.'

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

const positiveId = (code: string) =>
  z.unknown().transform((v, ctx): number => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : Number.NaN
    if (Number.isInteger(n) && n > 0 && n < 2 ** 31) return n
    ctx.addIssue({ code: 'custom', message: code })
    return z.NEVER
  })

const countValue = z.unknown().transform((v, ctx): number => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return 0
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : Number.NaN
  if (Number.isInteger(n) && n >= 0 && n <= 500) return n
  ctx.addIssue({ code: 'custom', message: 'count' })
  return z.NEVER
})

const CountsSchema = z.record(z.string().regex(/^[a-z0-9_-]{1,20}$/, { error: 'unknownCategory' }), countValue, { error: 'empty' })

export const TripBookingFormSchema = z.object({
  departureId: positiveId('departure'),
  counts: CountsSchema,
  guideLanguage: z.preprocess(blankToUndefined, z.string().regex(/^[a-z]{2}$/, { error: 'guideLanguage' }).optional()),
  name: FIELD.requiredText(120),
  email: FIELD.email(),
  phone: phoneField(),
  country: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : blankToUndefined(v)), z.string().regex(/^[A-Z]{2}$/, { error: 'country' }).optional()),
  notes: FIELD.optionalText(1000, { multiline: true }),
  payment: z.preprocess(blankToUndefined, z.enum(TRIP_PAYMENT_CHOICES, { error: 'payment' }).optional()),
  terms: z.union([z.literal('on'), z.literal(true), z.literal('true')], { error: 'terms' }).transform(() => true as const),
  idempotencyKey: z.preprocess(blankToUndefined, IdempotencyKeySchema.optional()),
  /** "Yes, I want a second booking": the same e-mail already holds one on this departure. */
  confirmDuplicate: z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean()),
})

/** A parsed booking form; services take it from staff screens too (notes optional). */
export type TripBookingInput = Omit<z.output<typeof TripBookingFormSchema>, 'notes' | 'confirmDuplicate'> & { notes?: string; confirmDuplicate?: boolean }

/** A form body (flat `count.<code>` fields) or a JSON body (`counts`) in the schema's shape. */
export function bookingBodyOf(body: Record<string, unknown>): Record<string, unknown> {
  if (body.counts && typeof body.counts === 'object' && !Array.isArray(body.counts)) return body
  const counts: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) if (key.startsWith(COUNT_FIELD_PREFIX)) counts[key.slice(COUNT_FIELD_PREFIX.length)] = value
  return { ...body, counts }
}

export function parseTripBooking(body: Record<string, unknown>) {
  return TripBookingFormSchema.safeParse(bookingBodyOf(body))
}
