import { z } from 'zod'
import type { FormState } from './forms'

/**
 * A booking's idempotency key, for transfers and trips alike: a hidden field of the booking form or
 * an Idempotency-Key header. The same key twice gives back the first booking instead of a second.
 */
export const IdempotencyKeySchema = z.string().trim().regex(/^[A-Za-z0-9_-]{8,80}$/, { error: 'invalid' })

/**
 * The key a booking form is rendered with: the one a re-shown form was sent with (a refusal and
 * its resubmit stay one booking), else `fresh`. Only a page that is this visitor's alone may carry
 * a fresh key (the transfer form, a refused trip form): a key in a page of the shared HTML cache
 * would be every visitor's, and the second visitor's booking would answer with the first's.
 */
export function formIdempotencyKey(form: FormState | undefined, fresh: string): string {
  const sent = IdempotencyKeySchema.safeParse(form?.values.idempotencyKey)
  return sent.success ? sent.data : fresh
}
