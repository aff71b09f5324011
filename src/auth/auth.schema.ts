import { z } from 'zod'
import { FIELD } from '../lib/forms'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../users/password-rules'

export const LoginSchema = z.object({
  email: FIELD.email(),
  // Not trimmed: spaces may be part of a password.
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH, { error: 'tooLong' }),
  next: z.string().optional(),
})

/** The one set of password rules: the change-password page and the reset page. */
const newPasswordFields = {
  password: z.string({ error: 'required' }).min(PASSWORD_MIN_LENGTH, { error: 'passwordShort' }).max(PASSWORD_MAX_LENGTH, { error: 'tooLong' }),
  confirm: z.string({ error: 'required' }),
}
const sameTwice = (v: { password: string; confirm: string }) => v.password === v.confirm
const mismatch = () => ({ path: ['confirm'], error: 'passwordMismatch' })

export const NewPasswordSchema = z.object(newPasswordFields).refine(sameTwice, mismatch())

export const ForgotPasswordSchema = z.object({ email: FIELD.email() })

/** A reset link's token (32 random bytes, base64url) with the new password. */
export const ResetPasswordSchema = z
  .object({ token: z.string({ error: 'invalid' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalid' }), ...newPasswordFields })
  .refine(sameTwice, mismatch())
