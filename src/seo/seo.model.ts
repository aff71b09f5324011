import type { TranslationStamps } from '../content-kit/translation-stamps'
import { TimestampedModel } from '../db/base-model'

export class SeoRecordModel extends TimestampedModel {
  static override tableName = 'seo_records'
  static override idColumn = 'page_key'
  static override jsonAttributes = ['title', 'description', 'keywords', 'schema', 'translationsUpdatedAt']
  pageKey!: string
  title!: Record<string, string>
  description!: Record<string, string>
  keywords!: Record<string, string[]>
  canonicalUrl!: string | null
  robotsDirective!: string
  schema!: Record<string, unknown> | null
  translationsUpdatedAt?: TranslationStamps
}
