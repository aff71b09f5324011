import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'
import type { TranslationStamps } from '../content-kit/translation-stamps'

export class TripTypeModel extends TimestampedModel {
  static override tableName = 'trip_types'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  id!: number
  slug!: string
  name!: string
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
}
