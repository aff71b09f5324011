import { z } from 'zod'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import type { Translatable, Translations } from '../i18n/translatable'

/** A form field per language: name_es, name_en, name_de, name_ca. */
export function fieldName(attribute: string, lng: Language): string {
  return `${attribute}_${lng}`
}

/**
 * Zod shape for translatable text fields: the default language (Spanish) is required, the others
 * optional (a missing one is shown to staff and falls back to English, then Spanish, on the site).
 */
export function translatableShape(attributes: Record<string, { max: number; required?: boolean }>) {
  const shape: Record<string, z.ZodType> = {}
  for (const [attribute, { max, required = true }] of Object.entries(attributes)) {
    for (const lng of LANGUAGES) {
      const base = z.string().trim().max(max, { error: 'tooLong' })
      shape[fieldName(attribute, lng)] = lng === DEFAULT_LANGUAGE && required ? base.min(1, { error: 'required' }) : base.optional().default('')
    }
  }
  return shape
}

/** The plain value (Spanish) and the translations column from a validated form. */
export function fromForm(values: Record<string, unknown>, attributes: readonly string[]): { plain: Record<string, string>; translations: Translations } {
  const plain: Record<string, string> = {}
  const translations: Translations = {}
  for (const attribute of attributes) {
    const byLanguage: Record<string, string> = {}
    for (const lng of LANGUAGES) {
      const value = String(values[fieldName(attribute, lng)] ?? '').trim()
      if (value) byLanguage[lng] = value
    }
    plain[attribute] = byLanguage[DEFAULT_LANGUAGE] ?? ''
    translations[attribute] = byLanguage
  }
  return { plain, translations }
}

/** Form values of a stored entity (its translations, the plain value for Spanish when absent). */
export function toForm<E extends Translatable>(entity: E, attributes: ReadonlyArray<keyof E & string>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const attribute of attributes) {
    for (const lng of LANGUAGES) {
      const translated = entity.translations?.[attribute]?.[lng]
      const fallback: unknown = lng === DEFAULT_LANGUAGE ? entity[attribute] : ''
      values[fieldName(attribute, lng)] = typeof translated === 'string' && translated ? translated : typeof fallback === 'string' ? fallback : ''
    }
  }
  return values
}

/**
 * Languages lacking a text that another language has (the translation report's rule): an
 * optional field left empty in every language, or a new empty form, is not a gap.
 */
export function missingInForm(values: Record<string, string>, attributes: readonly string[]): Language[] {
  const filled = (attribute: string, lng: Language) => Boolean(values[fieldName(attribute, lng)]?.trim())
  const expected = attributes.filter((a) => LANGUAGES.some((lng) => filled(a, lng)))
  return LANGUAGES.filter((lng) => expected.some((a) => !filled(a, lng)))
}
