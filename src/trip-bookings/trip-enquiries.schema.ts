import { z } from 'zod'
import { addDays, isLocalDate, localParts } from '../lib/island-time'
import { FIELD, text } from '../lib/forms'

// An enquiry about a trip sold on request (docs/decisions/042): when, who (adults and children),
// how to reach them. The form lives on the trip page; its party is checked against the trip's
// capacity by the route (it knows the trip).

const count = (min: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .transform(Number)
      .pipe(z.number({ error: 'number' }).int({ error: 'number' }).min(min, { error: 'min' }).max(500, { error: 'max' })),
  )

/** Today on the island: a date before it is in the past wherever the visitor is. */
export const islandToday = (now = new Date()) => localParts(now).date

/** How far ahead an enquiry may ask (days). */
export const ENQUIRY_MAX_DAYS_AHEAD = 730

export const TripEnquiryFormSchema = z.object({
  name: FIELD.requiredText(120),
  email: FIELD.email(),
  phone: FIELD.optionalPhone(),
  date: text()
    .trim()
    .min(1, { error: 'required' })
    .refine(isLocalDate, { error: 'date' })
    .refine((v) => v >= islandToday(), { error: 'datePast' })
    // Two seasons ahead at most: a year typed wrong (2099) is a mistake, not a plan.
    .refine((v) => v <= addDays(islandToday(), ENQUIRY_MAX_DAYS_AHEAD), { error: 'dateTooFar' }),
  adults: count(1),
  children: z.preprocess((v) => (v === undefined || v === '' ? '0' : v), count(0)),
  message: FIELD.optionalText(3000, { multiline: true }),
  consent: FIELD.consent(),
})
export type TripEnquiryForm = z.infer<typeof TripEnquiryFormSchema>

/** The page's pre-fill from its address: ?date=YYYY-MM-DD&adults=&children= (anything else ignored). */
export const EnquiryPrefillSchema = z.object({
  date: z
    .string()
    .refine((v) => isLocalDate(v) && v >= islandToday())
    .optional()
    .catch(undefined),
  adults: z.coerce.number().int().min(1).max(500).optional().catch(undefined),
  children: z.coerce.number().int().min(0).max(500).optional().catch(undefined),
  enquiry: z
    .string()
    .regex(/^EN-\d{4}-\d{6}$/)
    .optional()
    .catch(undefined),
})
export type EnquiryPrefill = z.infer<typeof EnquiryPrefillSchema>

export const ENQUIRY_STATUSES = ['new', 'answered', 'booked', 'closed'] as const

/** Staff's reply: e-mailed to the customer in their language. */
export const EnquiryAnswerSchema = z.object({
  intent: z.literal('answer'),
  answer: FIELD.requiredText(5000, { multiline: true }).pipe(z.string().min(10, { error: 'tooShort' })),
})
