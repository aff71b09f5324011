import { z } from 'zod'
import { likeTerm, pageOf, type ListPage, type ListQuery } from '../content-kit/list-query'
import { textNamesOf } from '../content-kit/content-type'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { versionField } from '../content-kit/edit-version'
import { translatedStore } from '../content-kit/translated-store'
import { columnsAsTranslations } from '../content-kit/translation-stamps'
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { NotFoundError, TakenError } from '../lib/errors'
import { SeoRecordModel } from './seo.model'
import { PageKeySchema } from './seo.schema'
import { canonicalUrlsOf } from './seo.server'
import { SEO_CONTENT } from './seo.content'

/** SEO records per page key (SPEC §3): title, description and keywords per language, canonical, robots, JSON-LD. */

export const ROBOTS_DIRECTIVES = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const


const TEXTS = SEO_CONTENT.texts
const TEXT_NAMES = textNamesOf(SEO_CONTENT)

/** An absolute http(s) address, or nothing (the page's own address in that language). */
const CanonicalUrlField = z
  .string()
  .trim()
  .max(500, { error: 'tooLong' })
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: 'url' })
  .refine((v) => v === null || URL.canParse(v), { error: 'url' })

/** The form's field for one language's canonical address: `canonicalUrl_de`. */
const canonicalFieldName = (lng: Language) => `canonicalUrl_${lng}` as const

const seoFields = {
  ...translatableShape(TEXTS),
  // One canonical address per language (docs/decisions/053).
  ...(Object.fromEntries(LANGUAGES.map((lng) => [canonicalFieldName(lng), CanonicalUrlField])) as Record<ReturnType<typeof canonicalFieldName>, typeof CanonicalUrlField>),
  robotsDirective: z.enum(ROBOTS_DIRECTIVES, { error: 'invalid' }),
  schema: z
    .string()
    .trim()
    .max(20_000, { error: 'tooLong' })
    .optional()
    .transform((v, ctx) => {
      if (!v) return null
      try {
        const parsed: unknown = JSON.parse(v)
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'jsonObject' })
      return z.NEVER
    }),
}

export const SeoEditFormSchema = z.object(seoFields)
export const SeoNewFormSchema = z.object({
  pageKey: z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { error: 'pageKey' }),
  ...seoFields,
})
export type SeoEditForm = z.infer<typeof SeoEditFormSchema>
export type SeoNewForm = z.infer<typeof SeoNewFormSchema>

export interface SeoRow {
  pageKey: string
  title: string
  missing: Language[]
  robots: string
}

/** Languages lacking a title or description that another language has (the translation report's rule). */
function missingOf(row: SeoRecordModel): Language[] {
  const texts = [row.title ?? {}, row.description ?? {}].filter((byLanguage) => LANGUAGES.some((lng) => byLanguage[lng]?.trim()))
  return LANGUAGES.filter((lng) => texts.some((byLanguage) => !byLanguage[lng]?.trim()))
}

/** The admin list: search by page key or any title; sort by key or robots. */
export async function listSeoRecordsForAdmin(lng: Language, query: ListQuery): Promise<ListPage<SeoRow>> {
  return pageOf(SeoRecordModel.query(), query, {
    sortable: { pageKey: 'page_key', robots: 'robots_directive' },
    defaultSort: 'pageKey',
    tiebreaker: 'page_key',
    search: (b, term) => void b.where((w) => w.whereILike('page_key', likeTerm(term)).orWhereRaw('title::text ilike ?', [likeTerm(term)])),
    map: (row) => ({
      pageKey: row.pageKey,
      title: row.title?.[lng] || row.title?.[FALLBACK_LANGUAGE] || row.title?.[DEFAULT_LANGUAGE] || '',
      missing: missingOf(row),
      robots: row.robotsDirective,
    }),
  })
}

export async function seoFormValues(pageKey: string): Promise<Record<string, string>> {
  const key = PageKeySchema.safeParse(pageKey)
  const row = key.success ? await SeoRecordModel.query().findById(key.data) : undefined
  if (!row) throw new NotFoundError('SEO record not found')
  return {
    pageKey: row.pageKey,
    ...Object.fromEntries(LANGUAGES.map((lng) => [canonicalFieldName(lng), canonicalUrlsOf(row.canonicalUrl)[lng] ?? ''])),
    robotsDirective: row.robotsDirective,
    schema: row.schema ? JSON.stringify(row.schema, null, 2) : '',
    // Each text is a column of its own holding a map per language: read as translations.
    ...toForm({ translations: columnsAsTranslations({ ...row }, TEXT_NAMES) }, TEXTS),
    ...versionField(row.updatedAt),
  }
}

function toColumns(form: SeoEditForm) {
  const { translations } = fromForm(form, TEXTS)
  const canonicalUrl = Object.fromEntries(LANGUAGES.flatMap((lng) => (form[canonicalFieldName(lng)] ? [[lng, form[canonicalFieldName(lng)]]] : [])))
  return { title: translations.title, description: translations.description, keywords: translations.keywords, canonicalUrl, robotsDirective: form.robotsDirective, schema: form.schema }
}

const store = translatedStore<SeoRecordModel>(SeoRecordModel, 'SEO record not found', (row) => columnsAsTranslations(row, TEXT_NAMES))

export async function createSeoRecord(form: SeoNewForm): Promise<string> {
  if (await SeoRecordModel.query().findById(form.pageKey)) throw new TakenError('pageKey')
  await store.create({ pageKey: form.pageKey, ...toColumns(form) })
  return form.pageKey
}

export async function updateSeoRecord(pageKey: string, form: SeoEditForm): Promise<void> {
  const key = PageKeySchema.safeParse(pageKey)
  if (!key.success) throw new NotFoundError('SEO record not found')
  await store.update(key.data, toColumns(form))
}

/** Deletes the records of these page keys; their pages fall back to their default head. */
export function deleteSeoRecords(pageKeys: string[]): Promise<number> {
  return store.remove(pageKeys)
}
