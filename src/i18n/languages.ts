export const LANGUAGES = ['es', 'en', 'de', 'ca'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'es'
/** SPEC §3: when a text is missing in the visitor's language, English is shown. */
export const FALLBACK_LANGUAGE: Language = 'en'

export const NAMESPACES = ['common', 'home', 'trips', 'destinations', 'admin', 'airport-transfers', 'cookie'] as const

export const LANGUAGE_COOKIE = 'i18nextLng'

export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; label: string; flag: string; locale: string }> = [
  { code: 'es', label: 'Español', flag: '/flags/es.svg', locale: 'es-ES' },
  { code: 'en', label: 'English', flag: '/flags/en.svg', locale: 'en-GB' },
  { code: 'de', label: 'Deutsch', flag: '/flags/de.svg', locale: 'de-DE' },
  { code: 'ca', label: 'Català', flag: '/flags/ca.svg', locale: 'ca-ES' },
]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function localeOf(lng: Language): string {
  return LANGUAGE_OPTIONS.find((o) => o.code === lng)?.locale ?? 'es-ES'
}
