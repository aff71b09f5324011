import type { NextFunction, Request, Response } from 'express'
import type { TFunction } from 'i18next'
import { z, type ZodError } from 'zod'
import { HONEYPOT_FIELD, OPENED_FIELD, STARTED_FIELD } from './form-fields'
import { AppError } from './errors'

/**
 * What a form page needs after a failed POST: the visitor's values and one translated message
 * per field. Pages read it from pageContext.form.
 */
export interface FormState {
  values: Record<string, string>
  errors: Record<string, string>
  /** A message for the whole form (rate limit, "please send again"). */
  message?: string
}

/** A form sent back with something to fix; not one only priced again (no message, no field errors). */
export function formHasProblems(form: FormState | undefined): form is FormState {
  return Boolean(form && (form.message || Object.keys(form.errors).length > 0))
}

// ── Free text ────────────────────────────────────────────────────────────────────────────────
// Control characters (NUL above all: PostgreSQL refuses it in text, so it used to end in a 500)
// are a field error on every public input. Multi-line fields keep tab, newline and CR. So is half
// of a UTF-16 surrogate pair (`"\ud800"` in JSON): PostgreSQL refuses it in JSON, and text would
// keep a "�" in its place. In `u` mode \p{Cs} matches only such a lone half.

const CONTROL_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u
const CONTROL_MULTI_LINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u
const CONTROL_ANY_GLOBAL = /(?![\t\n\r])[\p{Cc}\p{Cs}]/gu
const UNSTORABLE = /[\0\p{Cs}]/u

/** True when `value` has no control character (tab, newline and CR allowed when multi-line) and no lone surrogate. */
export function isCleanText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return !(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value)
}

/** True when PostgreSQL can keep `value` as text or inside JSON: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value)
}

/**
 * The base of every free-text input: a string without control characters (code `control`),
 * checked before trimming so the message is about the character, not about the length.
 */
export function text({ multiline = false, typeError = 'required' }: { multiline?: boolean; typeError?: string } = {}) {
  return z.string({ error: typeError }).refine((v) => isCleanText(v, { multiline }), { error: 'control' })
}

interface TextOptions {
  /** Tab, newline and CR allowed (messages, notes). */
  multiline?: boolean
}

/** Zod messages are codes (forms.errors.<code> in the common namespace) so every language gets its own text. */
export const FIELD = {
  requiredText: (max: number, options: TextOptions = {}) => text(options).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' }),
  optionalText: (max: number, options: TextOptions = {}) =>
    text({ ...options, typeError: 'invalid' })
      .trim()
      .max(max, { error: 'tooLong' })
      .optional()
      .transform((v) => (v ? v : undefined)),
  email: () => text().trim().min(1, { error: 'required' }).max(254, { error: 'tooLong' }).pipe(z.email({ error: 'email' })),
  /** International format: a +, then 7–15 digits (spaces, dots, dashes and brackets allowed). */
  phone: () =>
    text()
      .trim()
      .min(1, { error: 'required' })
      .regex(/^\+[1-9][\d\s().-]{6,20}$/, { error: 'phone' })
      .refine((v) => v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 15, { error: 'phone' }),
  /** A phone number the visitor may leave out: empty is absent, anything else must be a phone. */
  optionalPhone: () =>
    text({ typeError: 'invalid' })
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(FIELD.phone().optional()),
  consent: () => z.literal('on', { error: 'consent' }),
}

/** Codes added with the shared public-form pipeline, translated under publicForms.errors. */
const PIPELINE_CODES = new Set(['control'])

/** The translation key of a message code (common namespace). */
export function messageKey(code: string): string {
  return PIPELINE_CODES.has(code) ? `publicForms.errors.${code}` : `forms.errors.${code}`
}

/**
 * One translated message per field. `ownKeys`: where a form's own codes are translated
 * ("admin:bookingRulesAdmin.errors."), looked up first; a custom issue's params fill its text.
 */
export function fieldErrors(error: ZodError, t: TFunction, { ownKeys }: { ownKeys?: string } = {}): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    if (out[field]) continue
    const code = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid'
    const { key, params } = commonMessage(issue, code)
    const custom = issue.code === 'custom' ? issue.params : undefined
    out[field] = String(t(ownKeys ? [`${ownKeys}${code}`, key] : key, custom ? { ...params, ...custom } : params))
  }
  return out
}

/**
 * The common translation of a message code, naming the bound where the schema knows it: "Please
 * enter 1 or more." rather than "This number is too small.", "at most 120 characters" rather
 * than only "too long".
 */
export function commonMessage(issue: z.core.$ZodIssue, code: string): { key: string; params?: Record<string, unknown> } {
  if (code === 'min' && issue.code === 'too_small' && typeof issue.minimum === 'number') return { key: messageKey('minValue'), params: { min: issue.minimum } }
  if (code === 'max' && issue.code === 'too_big' && typeof issue.maximum === 'number') return { key: messageKey('maxValue'), params: { max: issue.maximum } }
  if (code === 'tooLong' && issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number') return { key: messageKey('tooLongMax'), params: { max: issue.maximum } }
  return { key: messageKey(code) }
}

/**
 * Only the string fields of a urlencoded body (what a re-rendered form shows again), without
 * control characters: the visitor gets their text back, and the field's message says why.
 */
/** Longer than any form's opened values can be inside the body limit. */
const BODY_TEXT_LIMIT = 1_000_000

export function formValues(body: unknown, omit: string[] = []): Record<string, string> {
  const out: Record<string, string> = {}
  if (body && typeof body === 'object') {
    // A grid's opened values run to many kilobytes; cut, they would no longer parse.
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string' && !omit.includes(k)) out[k] = v.slice(0, k === OPENED_FIELD ? BODY_TEXT_LIMIT : 5000).replace(CONTROL_ANY_GLOBAL, '')
  }
  return out
}

/** The spam-protection field names, for the routes that read a body (the check itself: form-spam.server.ts). */
export { HONEYPOT_FIELD, STARTED_FIELD }

/**
 * A form sent back (the POST/redirect/GET failure path): the error handler shows the page of the
 * current URL again with the form's values, errors and message; a JSON caller gets the fields.
 */
export class FormRejected extends AppError {
  constructor(
    readonly form: FormState,
    status = 400,
  ) {
    super(status, status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : status === 403 ? 'forbidden' : status === 409 ? 'conflict' : 'validation', 'The form was sent back', form.errors, { said: form.message })
  }
}

export function renderForm(next: NextFunction, form: FormState, status = 400): void {
  next(new FormRejected(form, status))
}

export type PageRenderer = (req: Request, res: Response, next: NextFunction, extra?: { form?: FormState; status?: number; forbidden?: boolean }) => Promise<void>
