import { z } from 'zod'
import { likeTerm, pageOf, type ListPage, type ListQuery } from '../content-kit/list-query'
import { fieldName, translatableShape } from '../content-kit/translatable-form'
import { translatedStore } from '../content-kit/translated-store'
import { columnsAsTranslations } from '../content-kit/translation-stamps'
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { NotFoundError, TakenError } from '../lib/errors'
import { SeoRecordModel } from './seo.model'
import { PageKeySchema } from './seo.schema'

/** SEO records per page key (SPEC §3): title, description and keywords per language, canonical, robots, JSON-LD. */

export const ROBOTS_DIRECTIVES = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const

const MAX_KEYWORDS = 30

/** "a, b,, c" → ["a", "b", "c"]; each keyword at most 80 characters. */
export function parseKeywords(input: string): string[] {
  return [...new Set(input.split(',').map((k) => k.trim()).filter(Boolean))]
}

const keywordsField = z
  .string()
  .trim()
  .max(1000, { error: 'tooLong' })
  .optional()
  .default('')
  .refine((v) => parseKeywords(v).length <= MAX_KEYWORDS && parseKeywords(v).every((k) => k.length <= 80), { error: 'keywords' })

const seoFields = {
  ...translatableShape({ title: { max: 120 }, description: { max: 320, required: false } }),
  ...Object.fromEntries(LANGUAGES.map((lng) => [fieldName('keywords', lng), keywordsField])),
  canonicalUrl: z
    .string()
    .trim()
    .max(500, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: 'url' })
    .refine((v) => v === null || URL.canParse(v), { error: 'url' }),
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
  const values: Record<string, string> = {
    pageKey: row.pageKey,
    canonicalUrl: row.canonicalUrl ?? '',
    robotsDirective: row.robotsDirective,
    schema: row.schema ? JSON.stringify(row.schema, null, 2) : '',
  }
  for (const lng of LANGUAGES) {
    values[fieldName('title', lng)] = row.title?.[lng] ?? ''
    values[fieldName('description', lng)] = row.description?.[lng] ?? ''
    values[fieldName('keywords', lng)] = (row.keywords?.[lng] ?? []).join(', ')
  }
  return values
}

function toColumns(form: SeoEditForm) {
  const values = form as Record<string, unknown>
  const byLanguage = (attribute: string) => {
    const out: Record<string, string> = {}
    for (const lng of LANGUAGES) {
      const value = String(values[fieldName(attribute, lng)] ?? '').trim()
      if (value) out[lng] = value
    }
    return out
  }
  const keywords: Record<string, string[]> = {}
  for (const lng of LANGUAGES) {
    const list = parseKeywords(String(values[fieldName('keywords', lng)] ?? ''))
    if (list.length) keywords[lng] = list
  }
  return { title: byLanguage('title'), description: byLanguage('description'), keywords, canonicalUrl: form.canonicalUrl, robotsDirective: form.robotsDirective, schema: form.schema }
}

const SEO_TEXTS = ['title', 'description', 'keywords']
const store = translatedStore<SeoRecordModel>(SeoRecordModel, 'SEO record not found', (row) => columnsAsTranslations(row, SEO_TEXTS))

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
