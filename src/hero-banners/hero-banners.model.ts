import type { TranslationStamps } from '../content-kit/translation-stamps'
import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

export class HeroBannerModel extends TimestampedModel {
  static override tableName = 'hero_banners'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  id!: number
  image!: string
  title!: string
  subtitle!: string
  buttonText!: string | null
  buttonLink!: string | null
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
  isActive!: boolean
}
