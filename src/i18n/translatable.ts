import { FALLBACK_LANGUAGE, type Language } from './languages'

/** `translations` column: { attribute: { languageCode: value } } (SPEC §3). */
export type Translations = Record<string, Partial<Record<string, unknown>> | undefined>

export interface Translatable {
  translations?: Translations | null
}

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

/**
 * The translatable-content rule (SPEC §3), the only implementation in the code base:
 * the current language's text, else the fallback language's (en), else the plain
 * attribute value, else an empty value.
 */
export function translateValue<T, E extends Translatable = Translatable>(entity: E, attribute: string, lng: Language, empty: T): T {
  const byLanguage = entity.translations?.[attribute]
  const candidates = [byLanguage?.[lng], byLanguage?.[FALLBACK_LANGUAGE], (entity as Translatable & Record<string, unknown>)[attribute]]
  for (const candidate of candidates) if (present(candidate)) return candidate as T
  return empty
}

export function translate<E extends Translatable>(entity: E, attribute: string, lng: Language): string {
  const value = translateValue<unknown>(entity, attribute, lng, '')
  return typeof value === 'string' ? value : String(value)
}

export function translateList<E extends Translatable>(entity: E, attribute: string, lng: Language): string[] {
  const value = translateValue<unknown>(entity, attribute, lng, [])
  return Array.isArray(value) ? value.map(String) : []
}

/** Languages whose text for `attribute` is missing (admin completeness views). */
export function missingLanguages(entity: Translatable, attribute: string, languages: readonly Language[]): Language[] {
  return languages.filter((l) => !present(entity.translations?.[attribute]?.[l]))
}
