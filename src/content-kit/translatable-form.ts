import { z } from 'zod'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import type { Translatable, Translations } from '../i18n/translatable'
import { OUTDATED_FIELD, versionField } from './edit-version'
import { outdatedAttributes, type StampedEntity } from './translation-stamps'

/**
 * The translatable attributes of a content type, declared once with their kind (a text, a list
 * edited one item per line, structured lines such as an itinerary): the form schema, the stored
 * columns, the form values and the admin form's fields all come from the declaration.
 */
export interface TranslatableField<V = unknown> {
  /** Characters one language's form text may have. */
  readonly max: number
  /** Spanish (the source) must be given. */
  readonly required: boolean
  /** The admin form: a text area of this many rows (absent: one line). */
  readonly rows?: number
  /** The admin form: its label and a hint under it, keys among the content type's admin texts (the label defaults to the attribute's name). */
  readonly label?: string
  readonly hint?: string
  /** An extra rule on one language's text; a text that breaks it is refused as `invalid` (or `tooLong`). */
  readonly check?: (text: string) => string | null
  /** One language's form text → the stored value. */
  parse(text: string): V
  /** A stored value → its form text. */
  format(stored: unknown): string
  /** Whether a stored value is there (an empty list is not). */
  present(stored: V): boolean
}

export type TranslatableFields = Readonly<Record<string, TranslatableField>>

/** What `fromForm` stores in the plain columns (Spanish), per declared attribute. */
export type PlainValues<F extends TranslatableFields> = { [K in keyof F]: F[K] extends TranslatableField<infer V> ? V : never }

const splitLines = (text: string, separator: string | RegExp = /\r?\n/) =>
  text
    .split(separator)
    .map((line) => line.trim())
    .filter(Boolean)

/** A text (one line, or a text area of `rows`). */
type Presentation = { rows?: number; label?: string; hint?: string }

export function text({ max, required = true, ...presentation }: { max: number; required?: boolean } & Presentation): TranslatableField<string> {
  return { max, required, ...presentation, parse: (value) => value, format: (stored) => (typeof stored === 'string' ? stored : ''), present: (value) => value !== '' }
}

interface ListOptions {
  max: number
  itemMax?: number
  maxItems?: number
  unique?: boolean
  /** Between items in the form: a line break (default) or, say, a comma. */
  separator?: ',' | '\n'
  /** The error when an item is too long or there are too many (default `tooLong`). */
  problem?: string
}

/** A list edited one item per line (what a trip includes, a destination's tags), or comma-separated (keywords). */
export function lines({ max, itemMax, maxItems, unique = false, separator = '\n', problem = 'tooLong', ...presentation }: ListOptions & Presentation): TranslatableField<string[]> {
  const split = (value: string) => splitLines(value, separator === ',' ? ',' : /\r?\n/)
  return {
    max,
    required: false,
    ...presentation,
    check: (value) => {
      const items = split(value)
      return (itemMax && items.some((item) => item.length > itemMax)) || (maxItems && items.length > maxItems) ? problem : null
    },
    parse: (value) => (unique ? [...new Set(split(value))] : split(value)),
    format: (stored) => (Array.isArray(stored) ? stored.map(String).join(separator === ',' ? ', ' : '\n') : ''),
    present: (items) => items.length > 0,
  }
}

/** A list of structured items, one per line in the form (an itinerary: "09:30 | Title | Description"). */
export function structuredLines<T>({ max, parseLine, formatItem, validItem, ...presentation }: { max: number; parseLine: (line: string) => T; formatItem: (item: T) => string; validItem: (item: T) => boolean } & Presentation): TranslatableField<T[]> {
  return {
    max,
    required: false,
    ...presentation,
    check: (value) => (splitLines(value).every((line) => validItem(parseLine(line))) ? null : 'invalid'),
    parse: (value) => splitLines(value).map(parseLine),
    format: (stored) => (Array.isArray(stored) ? (stored as T[]).map(formatItem).join('\n') : ''),
    present: (items) => items.length > 0,
  }
}

/** A form field per language: name_es, name_en, name_de, name_ca. */
export function fieldName(attribute: string, lng: Language): string {
  return `${attribute}_${lng}`
}

/**
 * Zod shape of the declared fields, one per language: Spanish is required where the field is, the
 * others optional (a missing one is shown to staff and falls back to English, then Spanish, on the site).
 */
export function translatableShape(fields: TranslatableFields) {
  const shape: Record<string, z.ZodType> = {}
  for (const [attribute, field] of Object.entries(fields)) {
    for (const lng of LANGUAGES) {
      const base = z.string().trim().max(field.max, { error: 'tooLong' })
      const required = lng === DEFAULT_LANGUAGE && field.required
      const given = required ? base.min(1, { error: 'required' }) : base.optional().default('')
      shape[fieldName(attribute, lng)] = field.check
        ? given.superRefine((value, ctx) => {
            const problem = field.check!(value)
            if (problem) ctx.addIssue({ code: 'custom', message: problem })
          })
        : given
    }
  }
  return shape
}

/** The plain columns (Spanish) and the translations column from a validated form. */
export function fromForm<F extends TranslatableFields>(values: Record<string, unknown>, fields: F): { plain: PlainValues<F>; translations: Translations } {
  const plain: Record<string, unknown> = {}
  const translations: Translations = {}
  for (const [attribute, field] of Object.entries(fields)) {
    const byLanguage: Record<string, unknown> = {}
    for (const lng of LANGUAGES) {
      const value = field.parse(String(values[fieldName(attribute, lng)] ?? '').trim())
      if (field.present(value)) byLanguage[lng] = value
    }
    plain[attribute] = byLanguage[DEFAULT_LANGUAGE] ?? field.parse('')
    translations[attribute] = byLanguage
  }
  return { plain: plain as PlainValues<F>, translations }
}

/** Form values of a stored entity (its translations; the plain column for Spanish when absent). */
export function toForm(entity: Translatable, fields: TranslatableFields): Record<string, string> {
  const columns = entity as Translatable & Record<string, unknown>
  // The version the form is opened on, sent back to catch a save over someone else's (edit-version.ts).
  const values: Record<string, string> = versionField(columns.updatedAt as Date | undefined)
  const outdated = LANGUAGES.filter((lng) => outdatedAttributes(entity as StampedEntity, lng).some((attribute) => attribute in fields))
  if (outdated.length) values[OUTDATED_FIELD] = outdated.join(',')
  for (const [attribute, field] of Object.entries(fields)) {
    for (const lng of LANGUAGES) {
      const translated = field.format(entity.translations?.[attribute]?.[lng])
      values[fieldName(attribute, lng)] = translated || (lng === DEFAULT_LANGUAGE ? field.format(columns[attribute]) : '')
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
