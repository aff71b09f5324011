import { LANGUAGES, type Language } from '../i18n/languages'
import { NotFoundError } from '../lib/errors'
import { SeoRecordModel } from './seo.model'
import { PageKeySchema, type SeoRecord } from './seo.schema'

/**
 * The stored canonical addresses by language. A bare string is one address from before they were
 * per language (an old export imported again): it is the Spanish page's (docs/decisions/053).
 */
export function canonicalUrlsOf(value: unknown): Partial<Record<Language, string>> {
  if (typeof value === 'string') return value.trim() ? { es: value.trim() } : {}
  if (!value || typeof value !== 'object') return {}
  const byLanguage = value as Record<string, unknown>
  return Object.fromEntries(LANGUAGES.flatMap((lng) => {
    const url = byLanguage[lng]
    return typeof url === 'string' && url.trim() ? [[lng, url.trim()]] : []
  }))
}

export async function getSeoRecord(pageKey: string): Promise<SeoRecord> {
  const key = PageKeySchema.safeParse(pageKey)
  if (!key.success) throw new NotFoundError('Unknown page')
  const row = await SeoRecordModel.query().findById(key.data)
  if (!row) throw new NotFoundError('Unknown page')
  return {
    pageKey: row.pageKey,
    title: row.title ?? {},
    description: row.description ?? {},
    keywords: row.keywords ?? {},
    canonicalUrl: canonicalUrlsOf(row.canonicalUrl),
    robotsDirective: row.robotsDirective,
    schema: row.schema,
  }
}

export async function findSeoRecord(pageKey: string): Promise<SeoRecord | null> {
  try {
    return await getSeoRecord(pageKey)
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}

/** What the sitemap needs of every record: its canonical addresses and whether its page may be indexed. */
export async function listSeoAddressing(): Promise<Map<string, Pick<SeoRecord, 'canonicalUrl' | 'robotsDirective'>>> {
  const rows = await SeoRecordModel.query().select('page_key', 'canonical_url', 'robots_directive')
  return new Map(rows.map((row) => [row.pageKey, { canonicalUrl: canonicalUrlsOf(row.canonicalUrl), robotsDirective: row.robotsDirective }]))
}
