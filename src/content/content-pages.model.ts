import type { TranslationStamps } from '../content-kit/translation-stamps'
import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

/** Static pages written by staff in Markdown (services, about, legal texts), keyed by name. */
export class ContentPageModel extends TimestampedModel {
  static override tableName = 'content_pages'
  static override idColumn = 'key'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  key!: string
  title!: string
  body!: string
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
}
