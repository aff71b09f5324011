import { z } from 'zod'
import { FIELD } from '../server/forms'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../users/password-rules'

export const LoginSchema = z.object({
  email: FIELD.email(),
  // Not trimmed: spaces may be part of a password.
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH, { error: 'tooLong' }),
  next: z.string().optional(),
})

export const NewPasswordSchema = z
  .object({
    password: z.string({ error: 'required' }).min(PASSWORD_MIN_LENGTH, { error: 'passwordShort' }).max(PASSWORD_MAX_LENGTH, { error: 'tooLong' }),
    confirm: z.string({ error: 'required' }),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'passwordMismatch' })
