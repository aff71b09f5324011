import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { commonMessage, messageKey } from '../lib/forms'

/**
 * What the messages need of a translation: the text of the first of `keys` that has one, with
 * `params` put in. i18next's t on the server; in the browser, the price box's templates (quoteMessages).
 */
export type Translate = (keys: string[], params: Record<string, unknown>) => string

/**
 * One translated message per field. Transfer-specific codes live in the airport-transfers
 * namespace; the common ones (required, email, phone…) fall back to forms.errors. Vehicle
 * codes in a message's parameters are shown as the vehicle's name in the visitor's language.
 */
export function transferFieldErrors(issues: z.core.$ZodIssue[], t: Translate, vehicleName: (code: string) => string, { reader = 'customer' }: { reader?: 'customer' | 'staff' } = {}): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_')
    if (out[field]) continue
    const code = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid'
    const common = commonMessage(issue, code)
    const params: Record<string, unknown> = { ...common.params, ...((issue as { params?: Record<string, unknown> }).params ?? {}) }
    for (const key of ['vehicle', 'suggestion']) if (typeof params[key] === 'string') params[key] = vehicleName(params[key] as string)
    // Staff read a few in their own words ("this party", not "your group"): admin:bookingEdit.errors.<code>.
    out[field] = t([...(reader === 'staff' ? [`admin:bookingEdit.errors.${code}`] : []), `airport-transfers:errors.${code}`, common.key], params)
  }
  return out
}

/**
 * The codes a quote is refused with (quote.schema.ts) whose texts the price box shows — the
 * counts, the extras and the vehicle (quoteProblem) — and the values those texts name.
 */
const QUOTE_CODES = ['required', 'number', 'wholeNumber', 'range', 'invalid', 'vehicle', 'capacity', 'capacityNone', 'childSeats', 'noPrice']
const QUOTE_PARAMS = ['min', 'max', 'vehicle', 'suggestion', 'passengers', 'suitcases']

/**
 * Those texts in one language as "{{name}}" templates, by code, each looked up as
 * transferFieldErrors looks it up: the price box in the browser words a refused quote as the
 * server would, without asking it.
 */
export function quoteMessages(t: TFunction): Record<string, string> {
  const placeholders = Object.fromEntries(QUOTE_PARAMS.map((name) => [name, `{{${name}}}`]))
  const out: Record<string, string> = {}
  for (const code of QUOTE_CODES) {
    const text = t([`airport-transfers:errors.${code}`, messageKey(code)], { ...placeholders, defaultValue: '' })
    if (text) out[code] = text
  }
  return out
}

/** transferFieldErrors' translation from quoteMessages' templates (the price box's, in the browser): a key's last part is its code. */
export function translateFrom(templates: Record<string, string>): Translate {
  return (keys, params) => {
    const code = keys.map((key) => key.slice(key.lastIndexOf('.') + 1)).find((c) => Object.hasOwn(templates, c))
    return code ? templates[code]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : ''
  }
}
