import type { TranslationStamps } from '../content-kit/translation-stamps'
import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

export class TestimonialModel extends TimestampedModel {
  static override tableName = 'testimonials'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  id!: number
  name!: string
  country!: string
  text!: string
  rating!: number
  avatar!: string | null
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  isPublished!: boolean
  sortOrder!: number
}
