import type { Language } from '../i18n/languages'

/**
 * The guide language a booking is put down for when the visitor left the choice open ("no
 * preference"): theirs if the departure offers it, else English for a visitor who does not read
 * Spanish (a German visitor was told "Spanish" because it came first), else the first offered.
 */
export function guideLanguageFor(offered: readonly string[], chosen: string | undefined, lng: Language): string | null {
  if (chosen) return chosen
  if (offered.includes(lng)) return lng
  if (lng !== 'es' && lng !== 'ca' && offered.includes('en')) return 'en'
  return offered[0] ?? null
}
