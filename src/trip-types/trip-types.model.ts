import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

export class TripTypeModel extends TimestampedModel {
  static override tableName = 'trip_types'
  static override jsonAttributes = ['translations']
  id!: number
  slug!: string
  name!: string
  translations!: Translations
  sortOrder!: number
}
