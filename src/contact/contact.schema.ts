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
