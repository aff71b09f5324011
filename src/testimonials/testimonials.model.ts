import type { TranslationStamps } from '../content-kit/translation-stamps'
import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

/** What a testimonial is about (docs/decisions/052). */
export type TestimonialSubject = 'trip' | 'transfer'

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
  /** Null on rows from before ADR 052: such a testimonial is not shown until staff say what it is about. */
  subject!: TestimonialSubject | null
  tripId!: number | null
  /** YYYY-MM-DD, the day the customer travelled. */
  travelledOn!: string | null
}
