import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import type { Translations } from '../i18n/translatable'

/**
 * When each language's text last changed, per attribute: the `translations_updated_at` jsonb
 * column ({ attribute: { es, en, de, ca: ISO time } }) of every table with translatable text
 * (migrations/20261122135000_translation_stamps.ts). The translation-completeness view
 * (/admin/translations) reports a translation as outdated when the Spanish text changed after it.
 *
 * Admin save functions keep it through translatedStore (src/content-kit/translated-store.ts; the
 * slugged content tables through contentStore, built on it). Tables whose texts are per-language
 * jsonb columns (seo_records: title, description, keywords) hand the store a reader that sees
 * them as one translations object: `(row) => columnsAsTranslations(row, ['title', …])`.
 */
export type TranslationStamps = Record<string, Partial<Record<Language, string>>>

export interface StampedEntity {
  translations?: Translations | null
  translationsUpdatedAt?: TranslationStamps | null
  /** The row's last write: the time given to older, unstamped texts once a sibling text changes. */
  updatedAt?: Date | string | null
}

function normalised(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value) && value.length === 0) return ''
  return JSON.stringify(value)
}

/**
 * The stamps to store with `next`: a language whose text of an attribute differs from the
 * stored one (added, changed or removed) gets `now`; unchanged texts keep their stamp.
 * `before` is the stored row, or undefined for a new one (every present text is stamped).
 * When a text changes, its unchanged, never-stamped siblings (older content) are stamped with
 * the row's previous write time, so a Spanish edit marks them as older than the new source.
 */
export function translationStamps(before: StampedEntity | null | undefined, next: Translations, now: Date = new Date()): TranslationStamps {
  const previous = before?.translationsUpdatedAt ?? {}
  const stamps: TranslationStamps = {}
  for (const [attribute, stamped] of Object.entries(previous)) if (stamped && typeof stamped === 'object') stamps[attribute] = { ...stamped }
  const attributes = new Set([...Object.keys(next), ...Object.keys(before?.translations ?? {})])
  for (const attribute of attributes) {
    for (const lng of LANGUAGES) {
      const old = normalised(before?.translations?.[attribute]?.[lng])
      const text = normalised(next[attribute]?.[lng])
      if (before && old === text) continue
      if (!before && !text) continue
      stamps[attribute] = { ...stamps[attribute], [lng]: now.toISOString() }
    }
    if (!before || !stamps[attribute]) continue
    const baseline = before.updatedAt ? new Date(before.updatedAt) : new Date(0)
    for (const lng of LANGUAGES) {
      if (!stamps[attribute][lng] && normalised(next[attribute]?.[lng])) stamps[attribute][lng] = (baseline < now ? baseline : new Date(0)).toISOString()
    }
  }
  return stamps
}

/**
 * Attributes whose `lng` text is older than the Spanish source: both are stamped and the
 * Spanish text changed after it. No stamp (older content) counts as up to date.
 */
export function outdatedAttributes(entity: StampedEntity, lng: Language): string[] {
  if (lng === DEFAULT_LANGUAGE) return []
  const stamps = entity.translationsUpdatedAt ?? {}
  return Object.entries(stamps)
    .filter(([attribute, byLanguage]) => {
      const source = byLanguage?.[DEFAULT_LANGUAGE]
      const translated = byLanguage?.[lng]
      if (!source || !translated) return false
      if (normalised(entity.translations?.[attribute]?.[lng]) === '') return false // missing, reported as such
      return Date.parse(source) > Date.parse(translated)
    })
    .map(([attribute]) => attribute)
}

/** Per-language jsonb columns ({ es, en, … } each) seen as one translations object. */
export function columnsAsTranslations(row: Record<string, unknown>, attributes: string[]): Translations {
  const out: Translations = {}
  for (const attribute of attributes) {
    const value = row[attribute]
    out[attribute] = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  }
  return out
}
