import type { TranslationStamps } from '../content-kit/translation-stamps'
import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

export class FaqEntryModel extends TimestampedModel {
  static override tableName = 'faq_entries'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  id!: number
  topic!: string
  question!: string
  answer!: string
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
  isPublished!: boolean
}
