import { localParts, SITE_TIME_ZONE } from '../lib/island-time'
import { localeOf, type Language } from './languages'

export const CARD_DESCRIPTION_LIMIT = 150

/** SPEC §9: card descriptions are cut at 150 characters, then an ellipsis. */
export function truncate(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  const chars = Array.from(text.trim())
  if (chars.length <= limit) return chars.join('')
  return `${chars.slice(0, limit).join('').trimEnd()}…`
}

// Building an Intl.NumberFormat costs far more than using one: keep one per configuration.
const formatters = new Map<string, Intl.NumberFormat>()
function numberFormat(lng: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lng}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(localeOf(lng), options)))
  return formatter
}

export function formatPrice(cents: number, currency: string, lng: Language): string {
  const digits = cents % 100 === 0 ? 0 : 2
  return numberFormat(lng, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(cents / 100)
}

/** A price that may be negative (a refund, a discount) with a real minus sign: "−€5", "−5 €". */
export function formatSignedPrice(cents: number, currency: string, lng: Language): string {
  return cents < 0 ? `−${formatPrice(-cents, currency, lng)}` : formatPrice(cents, currency, lng)
}

/** "85,50" (en "85.50"): an amount without currency or grouping, as a staff member types it in a form field. */
export function formatAmount(cents: number, lng: Language): string {
  return numberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100)
}

export function formatRating(rating: number, lng: Language): string {
  return numberFormat(lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
}

/** "10,8 km" / "10.8 km": stage lengths keep their one decimal unless told otherwise. */
export function formatKm(km: number, lng: Language, digits = 1): string {
  return numberFormat(lng, { style: 'unit', unit: 'kilometer', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(km)
}

/** A file's size as the reader's language writes it: "0,5 kB", "245 kB", "3,4 MB" (binary kilobytes, as file managers count). */
export function formatBytes(bytes: number, lng: Language): string {
  if (bytes >= 1024 * 1024) return numberFormat(lng, { style: 'unit', unit: 'megabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)
  const kilobytes = bytes / 1024
  return numberFormat(lng, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: kilobytes < 1 ? 1 : 0 }).format(kilobytes)
}

// Dates are shown as the business sees them, on the island, whatever the server's time zone.
const dateFormatters = new Map<Language, Intl.DateTimeFormat>()

/** "14 de marzo de 2025", "14 March 2025", "14. März 2025", "14 de març de 2025". */
export function formatDate(iso: string, lng: Language): string {
  let formatter = dateFormatters.get(lng)
  if (!formatter) dateFormatters.set(lng, (formatter = new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'long', timeZone: SITE_TIME_ZONE })))
  return formatter.format(new Date(iso))
}

/** "21 de agosto de 2026": an island calendar date (YYYY-MM-DD); noon UTC is that same day on the island. */
export function formatIslandDate(date: string, lng: Language): string {
  return formatDate(`${date}T12:00:00Z`, lng)
}

const dayFormatters = new Map<Language, Intl.DateTimeFormat>()

/** "Thursday, 26 November 2026": an island calendar date (YYYY-MM-DD) with its weekday, for staff screens. */
export function formatIslandDay(date: string, lng: Language): string {
  let formatter = dayFormatters.get(lng)
  if (!formatter) dayFormatters.set(lng, (formatter = new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'full', timeZone: 'UTC' })))
  return formatter.format(new Date(`${date}T12:00:00Z`))
}

/** The week's day names, Monday first (ISO 1–7), in the reader's language. */
export function weekdayNames(lng: Language, style: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(localeOf(lng), { weekday: style, timeZone: 'UTC' })
  // 1 January 2024 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((d) => format.format(new Date(Date.UTC(2024, 0, d))))
}

/** "Monday, Tuesday and Thursday" in the reader's language. */
export function formatList(items: readonly string[], lng: Language): string {
  return new Intl.ListFormat(localeOf(lng), { style: 'long', type: 'conjunction' }).format(items)
}

/** "25 December 2026 and 26 December 2026" in the reader's language: a list of island calendar dates. */
export function formatIslandDates(dates: readonly string[], lng: Language): string {
  return formatList(dates.map((date) => formatIslandDate(date, lng)), lng)
}

const dateTimeFormatters = new Map<Language, Intl.DateTimeFormat>()

/** "viernes, 14 de marzo de 2025, 23:40": a pick-up as the island's clock shows it. */
export function formatDateTime(iso: string | Date, lng: Language): string {
  let formatter = dateTimeFormatters.get(lng)
  if (!formatter) dateTimeFormatters.set(lng, (formatter = new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'full', timeStyle: 'short', timeZone: SITE_TIME_ZONE })))
  return formatter.format(new Date(iso))
}

const shortFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * "dom, 29 nov, 18:00" (en "Sun 29 Nov, 18:00"): a pick-up in a staff list, on the island's clock.
 * The year is written only when it is not the island's current one ("dom, 3 ene 2027, 09:05").
 */
export function formatShortPickup(iso: string | Date, lng: Language, now: Date = new Date()): string {
  const instant = new Date(iso)
  const withYear = localParts(instant).year !== localParts(now).year
  const key = `${lng}|${withYear}`
  let formatter = shortFormatters.get(key)
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: SITE_TIME_ZONE }
    shortFormatters.set(key, (formatter = new Intl.DateTimeFormat(localeOf(lng), withYear ? { ...options, year: 'numeric' } : options)))
  }
  return formatter.format(instant)
}

const timeFormatters = new Map<Language, Intl.DateTimeFormat>()

/** "23:40" on the island's clock. */
export function formatTime(iso: string | Date, lng: Language): string {
  let formatter = timeFormatters.get(lng)
  if (!formatter) timeFormatters.set(lng, (formatter = new Intl.DateTimeFormat(localeOf(lng), { timeStyle: 'short', timeZone: SITE_TIME_ZONE })))
  return formatter.format(new Date(iso))
}

/** A phone number as a tel: link needs it (+34971…). */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, '')
}

/** wa.me wants the number without "+" or spaces, and the text URL-encoded. */
export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

/** A language's name in the reader's language ("alemán", "German"), for a code the site or a customer uses. */
export function formatLanguageName(code: string, lng: Language): string {
  let name: string
  try {
    name = new Intl.DisplayNames([localeOf(lng)], { type: 'language' }).of(code) ?? code
  } catch {
    return code // not a language code at all
  }
  return name.charAt(0).toLocaleUpperCase(localeOf(lng)) + name.slice(1)
}

/**
 * Whether Catalan writes "d’" rather than "de" before a name (i18next context "elided": "Serveis
 * d’Anna", "d’Hèctor"): before a vowel or h and a vowel, but not an i or u that sounds as a
 * consonant before another vowel ("de Iolanda", "de Huelva"; yet "d’Hug", "d’Isabel").
 */
export function elidesBefore(word: string): boolean {
  return /^h?(?:[aeoàèéòó]|[iuíúïü](?![aeiouàèéíòóú]))/i.test(word.normalize('NFC').trim())
}
