import { z } from 'zod'
import { FIELD } from '../lib/forms'
import { IdNumberSchema } from '../lib/params'

/** 1 to 5 whole stars, from a radio button ("4") or JSON (4). */
const stars = () =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), z.coerce.number({ error: 'required' }).int({ error: 'required' }).min(1, { error: 'required' }).max(5, { error: 'required' }))

/** The customer's review form (/trips/review): stars and a comment. */
export const ReviewFormSchema = z.object({
  rating: stars(),
  comment: FIELD.requiredText(2000, { multiline: true }).refine((v) => v.length >= 10, { error: 'tooShort' }),
})
export type ReviewForm = z.output<typeof ReviewFormSchema>

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const
export const REVIEW_SOURCES = ['verified', 'import'] as const

/** A moderator's decision on one review, with the text as edited and a note for the history. */
export const ModerationSchema = z.object({
  action: z.enum(['publish', 'reject', 'save', 'delete'], { error: 'invalid' }),
  comment: FIELD.requiredText(2000, { multiline: true }),
  note: FIELD.optionalText(500, { multiline: true }),
})
export type Moderation = z.output<typeof ModerationSchema>

/** An earlier rating typed in from where it was given, published as an import and labelled so. */
export const ImportSchema = z.object({
  tripId: z.coerce.number({ error: 'required' }).int({ error: 'required' }).positive({ error: 'required' }),
  rating: stars(),
  text: FIELD.requiredText(2000, { multiline: true }),
  authorName: FIELD.requiredText(60),
  country: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { error: 'invalid' })
    .transform((v) => v || null),
  language: z.enum(['es', 'en', 'de', 'ca'], { error: 'invalid' }),
  travelledOn: z.iso.date({ error: 'date' }).optional().or(z.literal('').transform(() => undefined)),
  importedFrom: FIELD.requiredText(80),
})
export type ReviewImport = z.output<typeof ImportSchema>

/** The moderation list's filters (GET /admin/reviews). */
export const ReviewFilterSchema = z.object({
  trip: IdNumberSchema.optional().catch(undefined),
  status: z.enum(REVIEW_STATUSES).optional().catch(undefined),
  source: z.enum(REVIEW_SOURCES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
})
export type ReviewFilter = z.output<typeof ReviewFilterSchema>
