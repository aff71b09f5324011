import { NotFoundError } from '../lib/errors'
import { SeoRecordModel } from './seo.model'
import { PageKeySchema, type SeoRecord } from './seo.schema'

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
    canonicalUrl: row.canonicalUrl,
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
