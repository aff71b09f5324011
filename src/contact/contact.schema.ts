import { z } from 'zod'
import { FIELD } from '../lib/forms'

export const ContactFormSchema = z.object({
  name: FIELD.requiredText(120),
  email: FIELD.email(),
  phone: FIELD.optionalPhone(),
  message: FIELD.requiredText(5000, { multiline: true }).pipe(z.string().min(10, { error: 'tooShort' })),
  consent: FIELD.consent(),
})
export type ContactForm = z.infer<typeof ContactFormSchema>
