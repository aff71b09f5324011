import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import { z } from 'zod'
import { text } from './forms'

/**
 * Phone numbers as people type them ("971 36 24 18", "+49 (0)30 1234567", "0034 611 42 87 30")
 * → E.164 ("+34971362418"), the one form stored and linked (tel:, wa.me). A number without a
 * country code is read as a number of `defaultCountry` (Spain: the business and most callers).
 * Checked against libphonenumber's full metadata: a number no country assigns is refused.
 */
export function normalizePhone(input: string, defaultCountry: CountryCode = 'ES'): string | null {
  const text = input.trim()
  // Letters would be read as a keypad (1-800-FLOWERS) or an extension, which E.164 cannot hold.
  if (!text || text.length > 40 || /\p{L}/u.test(text)) return null
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false })
  return parsed?.isValid() ? parsed.number : null
}

/** A form's phone field, normalised to E.164. Messages are forms.errors.<code>: `required`, `phone`, `phoneDigits`. */
export function phoneField({ defaultCountry = 'ES' }: { defaultCountry?: CountryCode } = {}) {
  // text(): a control character is its own message, as in every other free-text field.
  return text()
    .trim()
    .transform((value, ctx) => {
      const phone = value ? normalizePhone(value, defaultCountry) : null
      if (phone) return phone
      // Written internationally but no country has that number (a digit short): the format is not what is wrong.
      const international = /^(\+|00)\s*[1-9]/.test(value) && !/\p{L}/u.test(value)
      ctx.addIssue({ code: 'custom', message: !value ? 'required' : international ? 'phoneDigits' : 'phone' })
      return z.NEVER
    })
}
