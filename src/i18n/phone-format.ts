import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

// Apart from format.ts: libphonenumber's metadata (~50 kB gzipped) must never reach an island's bundle.

/**
 * A stored E.164 number as people read it, grouped by its own country's rules ("+34971362418" →
 * "+34 971 36 24 18", "+4930123456" → "+49 30 123456"); what libphonenumber cannot read stays as given.
 */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
}
