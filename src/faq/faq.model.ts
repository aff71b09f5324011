import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

export class FaqEntryModel extends TimestampedModel {
  static override tableName = 'faq_entries'
  static override jsonAttributes = ['translations']
  id!: number
  topic!: string
  question!: string
  answer!: string
  translations!: Translations
  sortOrder!: number
  isPublished!: boolean
}
