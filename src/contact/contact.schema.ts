import { z } from 'zod'
import { FIELD, text } from '../lib/forms'

export const ContactFormSchema = z.object({
  name: FIELD.requiredText(120),
  email: FIELD.email(),
  phone: text({ typeError: 'invalid' })
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(FIELD.phone().optional()),
  message: FIELD.requiredText(5000, { multiline: true }).pipe(z.string().min(10, { error: 'tooShort' })),
  consent: FIELD.consent(),
})
export type ContactForm = z.infer<typeof ContactFormSchema>

const isoDate = text().trim().min(1, { error: 'required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date' }).refine((v) => !Number.isNaN(Date.parse(v)), { error: 'date' })

/** A trip enquiry (trip pages with showBookingOptions): when, how many, and a message. */
export const TripEnquirySchema = z.object({
  name: FIELD.requiredText(120),
  email: FIELD.email(),
  date: isoDate.refine((v) => v >= new Date().toISOString().slice(0, 10), { error: 'datePast' }),
  people: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .transform(Number)
      .pipe(z.number({ error: 'number' }).int({ error: 'number' }).min(1, { error: 'min' }).max(60, { error: 'max' })),
  ),
  message: FIELD.optionalText(3000, { multiline: true }),
  consent: FIELD.consent(),
})
export type TripEnquiry = z.infer<typeof TripEnquirySchema>
