import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { commonMessage } from '../lib/forms'

/**
 * One translated message per field. Transfer-specific codes live in the airport-transfers
 * namespace; the common ones (required, email, phone…) fall back to forms.errors. Vehicle
 * codes in a message's parameters are shown as the vehicle's name in the visitor's language.
 */
export function transferFieldErrors(issues: z.core.$ZodIssue[], t: TFunction, vehicleName: (code: string) => string, { reader = 'customer' }: { reader?: 'customer' | 'staff' } = {}): Record<string, string> {
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
