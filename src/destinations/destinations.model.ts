import { TimestampedModel } from '../db/base-model'
import type { TranslationStamps } from '../content-kit/translation-stamps'
import type { Translations } from '../i18n/translatable'
import type { Zone } from './destinations.schema'

export { type Zone } from './destinations.schema'

export class DestinationModel extends TimestampedModel {
  static override tableName = 'destinations'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt', 'tags', 'gallery']
  id!: number
  slug!: string
  name!: string
  description!: string
  image!: string
  gallery!: string[]
  zone!: Zone
  latitude!: number
  longitude!: number
  tags!: string[]
  isPopular!: boolean
  rating!: number
  reviewCount!: number
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
}
