import { LANGUAGES, type Language } from '../i18n/languages'

/**
 * Phrases that promise what the system does not do (ADRs 038, 052, 055). Earlier seeds wrote them
 * into the FAQ and the legal pages; migration 20261129091000 rewrote the texts staff had not
 * touched, so where one is still found, staff wrote or edited it, and the admin points it out
 * (a notice, never a change: the words are theirs). The seed's texts today contain none (tested).
 */
const UNKEPT_PROMISES: RegExp[] = [
  // Online payment is Stripe's page, offering whatever the account enables; the site cannot know PayPal is among them.
  /PayPal/gi,
  // Online bookings are confirmed when the payment arrives (Stripe's webhook), not the moment one books.
  /instant confirmation|confirmed instantly|la confirmación es inmediata|confirmación por correo electrónico al momento|sofort eine Bestätigung|sofort bestätigt|la confirmació és immediata|confirmació per correu electrònic a l'instant/gi,
  // Nothing tracks flights (ADR 038).
  /flight[ -]?tracking|track(?:s|ed|ing)? (?:your|the) flight|seguimiento del vuelo|seguimos tu vuelo|Flugverfolgung|verfolgen Ihren Flug|seguiment del vol|seguim el teu vol/gi,
  // The driver's name goes out with the reminder, and only once a driver is assigned; no WhatsApp number "the day before".
  /the day before we send|el día antes te enviamos|am Vortag senden wir|el dia abans t'enviam/gi,
]

export interface UnkeptPromise {
  /** The words as the text has them (the first occurrence). */
  phrase: string
  languages: Language[]
}

/** The unkept promises in texts by language, each phrase once with the languages that have it. */
export function unkeptPromises(texts: Array<[Language, string]>): UnkeptPromise[] {
  const found = new Map<string, UnkeptPromise>()
  for (const [lng, text] of texts) {
    for (const pattern of UNKEPT_PROMISES) {
      for (const match of text.matchAll(pattern)) {
        const key = match[0].toLowerCase()
        const entry = found.get(key) ?? { phrase: match[0], languages: [] }
        if (!entry.languages.includes(lng)) entry.languages.push(lng)
        found.set(key, entry)
      }
    }
  }
  return [...found.values()]
}

/** The same over an admin form's values (`attribute_lng` fields, src/content-kit/translatable-form.ts). */
export function unkeptPromisesInForm(values: Record<string, string>): UnkeptPromise[] {
  return unkeptPromises(
    Object.entries(values).flatMap(([name, value]): Array<[Language, string]> => {
      const lng = LANGUAGES.find((l) => name.endsWith(`_${l}`))
      return lng ? [[lng, value]] : []
    }),
  )
}
