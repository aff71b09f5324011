import { db } from '../db/knex'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { missingLanguages, translate, type Translations } from '../i18n/translatable'
import { uiStringGaps, type UiStringGap } from '../i18n/ui-strings'
import { editPathOf, textNamesOf } from '../content-kit/content-type'
import { outdatedAttributes, type TranslationStamps } from '../content-kit/translation-stamps'
import { CONTENT_TYPES } from './content-types'

/**
 * Translation completeness (/admin/translations): per language, the content items whose
 * translatable texts are missing or older than the Spanish source, and the interface strings
 * (locales/<lng>/*.json) likewise (src/i18n/ui-strings.ts).
 */

interface ContentSource {
  kind: string
  table: string
  /** Primary key column (camelCase). */
  key: string
  /** Translatable attributes; a text is expected in a language when Spanish (or any language) has one. */
  attributes: string[]
  /** The attribute naming the item in the list. */
  label: string
  /** The admin edit page of an item. */
  editHref: (key: string | number) => string
  /** seo_records keep one jsonb map per attribute instead of a translations column. */
  perLanguageColumns?: boolean
  order: string
}

/** What the report reads of each content type, from its declaration. */
const CONTENT_SOURCES: ContentSource[] = CONTENT_TYPES.map((type) => ({
  kind: type.kind,
  table: type.table,
  key: type.key,
  attributes: textNamesOf(type),
  label: type.label,
  editHref: (key) => editPathOf(type, key),
  perLanguageColumns: type.perLanguageColumns,
  order: type.order,
}))

export interface ContentGap {
  kind: string
  key: string
  label: string
  editHref: string
  missing: string[]
  outdated: string[]
}


export interface LanguageReport {
  lng: Language
  content: ContentGap[]
  ui: UiStringGap[]
  counts: { missing: number; outdated: number; ui: number }
}

export interface TranslationReport {
  languages: LanguageReport[]
  checkedItems: number
  checkedUiKeys: number
}

type Row = Record<string, unknown> & { translations?: Translations | null; translationsUpdatedAt?: TranslationStamps | null }

function hasText(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

/** The row seen as a translatable entity: Spanish falls back to the plain column. */
function asEntity(source: ContentSource, row: Row): { translations: Translations; translationsUpdatedAt: TranslationStamps } {
  const translations: Translations = {}
  for (const attribute of source.attributes) {
    const byLanguage = { ...((source.perLanguageColumns ? row[attribute] : row.translations?.[attribute]) as Record<string, unknown> | undefined) }
    if (!source.perLanguageColumns && !hasText(byLanguage[DEFAULT_LANGUAGE]) && hasText(row[attribute])) byLanguage[DEFAULT_LANGUAGE] = row[attribute]
    translations[attribute] = byLanguage
  }
  return { translations, translationsUpdatedAt: row.translationsUpdatedAt ?? {} }
}

function labelOf(source: ContentSource, row: Row, staffLng: Language): string {
  if (source.perLanguageColumns) return String(row[source.key])
  const text = translate(row as never, source.label, staffLng).trim()
  const short = text.length > 90 ? `${text.slice(0, 89)}…` : text
  return short || String(row[source.key])
}

async function contentGaps(staffLng: Language): Promise<{ byLanguage: Map<Language, ContentGap[]>; checked: number }> {
  const knex = db()
  const byLanguage = new Map<Language, ContentGap[]>(LANGUAGES.map((l) => [l, []]))
  let checked = 0
  const tables = await Promise.all(CONTENT_SOURCES.map((s) => knex(s.table).select('*').orderBy(s.order).orderBy(s.key) as Promise<Row[]>))
  CONTENT_SOURCES.forEach((source, i) => {
    for (const row of tables[i]!) {
      checked++
      const entity = asEntity(source, row)
      // Only texts that exist in some language are expected in every language (an empty optional subtitle is not a gap).
      const expected = source.attributes.filter((a) => LANGUAGES.some((l) => hasText(entity.translations[a]?.[l])))
      for (const lng of LANGUAGES) {
        const missing = expected.filter((a) => missingLanguages(entity, a, [lng]).length > 0)
        const outdated = outdatedAttributes(entity, lng).filter((a) => source.attributes.includes(a))
        if (!missing.length && !outdated.length) continue
        const key = String(row[source.key])
        byLanguage.get(lng)!.push({ kind: source.kind, key, label: labelOf(source, row, staffLng), editHref: source.editHref(key), missing, outdated })
      }
    }
  })
  return { byLanguage, checked }
}

/** `localesDir`: where the UI strings are read from (the app's; a test points its app at a modified copy). */
export async function getTranslationReport(localesDir: string, staffLng: Language): Promise<TranslationReport> {
  const [content, ui] = await Promise.all([contentGaps(staffLng), uiStringGaps(localesDir)])
  return {
    checkedItems: content.checked,
    checkedUiKeys: ui.checked,
    languages: LANGUAGES.map((lng) => {
      const items = content.byLanguage.get(lng)!
      const strings = ui.byLanguage.get(lng)!
      return {
        lng,
        content: items,
        ui: strings,
        counts: { missing: items.filter((i) => i.missing.length).length, outdated: items.filter((i) => i.outdated.length).length, ui: strings.length },
      }
    }),
  }
}
