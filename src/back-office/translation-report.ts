import { db } from '../db/knex'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { missingLanguages, translate, type Translations } from '../i18n/translatable'
import { uiStringGaps, type UiStringGap } from '../i18n/ui-strings'
import { outdatedAttributes, type TranslationStamps } from '../content-kit/translation-stamps'

/**
 * Translation completeness (/admin/translations): per language, the content items whose
 * translatable texts are missing or older than the Spanish source, and the interface strings
 * (locales/<lng>/*.json) likewise (src/i18n/ui-strings.ts).
 */

export type ContentKind = 'trip' | 'destination' | 'tripType' | 'testimonial' | 'heroBanner' | 'blogPost' | 'blogCategory' | 'faq' | 'contentPage' | 'seo'

interface ContentSource {
  kind: ContentKind
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

/** Where each kind is edited: the admin screens' routes (SPEC §2). */
export const CONTENT_SOURCES: ContentSource[] = [
  { kind: 'trip', table: 'trips', key: 'id', attributes: ['name', 'description', 'location', 'duration', 'meetingPoint', 'includes', 'excludes', 'itinerary'], label: 'name', editHref: (id) => `/admin/trips/edit/${id}`, order: 'sortOrder' },
  { kind: 'destination', table: 'destinations', key: 'id', attributes: ['name', 'description', 'tags'], label: 'name', editHref: (id) => `/admin/destinations/edit/${id}`, order: 'sortOrder' },
  { kind: 'tripType', table: 'trip_types', key: 'id', attributes: ['name'], label: 'name', editHref: (id) => `/admin/trip-types/edit/${id}`, order: 'sortOrder' },
  { kind: 'testimonial', table: 'testimonials', key: 'id', attributes: ['text', 'country'], label: 'name', editHref: (id) => `/admin/testimonials/edit/${id}`, order: 'sortOrder' },
  { kind: 'heroBanner', table: 'hero_banners', key: 'id', attributes: ['title', 'subtitle', 'buttonText'], label: 'title', editHref: (id) => `/admin/hero-banners/edit/${id}`, order: 'sortOrder' },
  { kind: 'blogPost', table: 'blog_posts', key: 'id', attributes: ['title', 'excerpt', 'body'], label: 'title', editHref: (id) => `/admin/blog/posts/edit/${id}`, order: 'id' },
  { kind: 'blogCategory', table: 'blog_categories', key: 'id', attributes: ['name', 'description'], label: 'name', editHref: (id) => `/admin/blog/categories/edit/${id}`, order: 'sortOrder' },
  { kind: 'faq', table: 'faq_entries', key: 'id', attributes: ['question', 'answer'], label: 'question', editHref: (id) => `/admin/faq/edit/${id}`, order: 'sortOrder' },
  { kind: 'contentPage', table: 'content_pages', key: 'key', attributes: ['title', 'body'], label: 'title', editHref: (key) => `/admin/pages/edit/${encodeURIComponent(String(key))}`, order: 'key' },
  { kind: 'seo', table: 'seo_records', key: 'pageKey', attributes: ['title', 'description', 'keywords'], label: 'pageKey', editHref: (key) => `/admin/seo/edit/${encodeURIComponent(String(key))}`, perLanguageColumns: true, order: 'pageKey' },
]

export interface ContentGap {
  kind: ContentKind
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
