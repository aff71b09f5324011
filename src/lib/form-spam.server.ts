import { createHmac, timingSafeEqual } from 'node:crypto'
import { HONEYPOT_FIELD, STARTED_FIELD } from './form-fields'

// Spam protection: a hidden honeypot field, and a signed timestamp of when the form was rendered.
// A person takes more than a couple of seconds to fill a form in, a bot does not. Server-only (it
// signs with the app's secret); the browser knows only the field names (form-fields.ts).

export const MIN_FILL_MS = 2500
const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url').slice(0, 22)
}

export function formStartToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(String(now), secret)}`
}

export type SpamVerdict = 'ok' | 'honeypot' | 'too-fast'

export function spamCheck(body: Record<string, unknown>, secret: string, now = Date.now()): SpamVerdict {
  if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') return 'honeypot'
  const [stamp, signature] = String(body[STARTED_FIELD] ?? '').split('.')
  const expected = stamp ? sign(stamp, secret) : ''
  const valid = !!signature && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  const elapsed = now - Number(stamp)
  if (!valid || !(elapsed >= MIN_FILL_MS && elapsed <= MAX_FORM_AGE_MS)) return 'too-fast'
  return 'ok'
}
