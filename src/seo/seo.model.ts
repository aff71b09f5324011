import type { TranslationStamps } from '../content-kit/translation-stamps'
import { TimestampedModel } from '../db/base-model'
import type { Language } from '../i18n/languages'

export class SeoRecordModel extends TimestampedModel {
  static override tableName = 'seo_records'
  static override idColumn = 'page_key'
  static override jsonAttributes = ['title', 'description', 'keywords', 'canonicalUrl', 'schema', 'translationsUpdatedAt']
  pageKey!: string
  title!: Record<string, string>
  description!: Record<string, string>
  keywords!: Record<string, string[]>
  /** Per language; a language without one uses the page's own address (docs/decisions/053). */
  canonicalUrl!: Partial<Record<Language, string>>
  robotsDirective!: string
  schema!: Record<string, unknown> | null
  translationsUpdatedAt?: TranslationStamps
}
