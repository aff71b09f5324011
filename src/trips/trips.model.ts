import type { RelationMappings } from 'objection'
import { TimestampedModel } from '../db/base-model'
import { DestinationModel } from '../destinations/destinations.model'
import type { TranslationStamps } from '../content-kit/translation-stamps'
import type { Translations } from '../i18n/translatable'
import { TripTypeModel } from '../trip-types/trip-types.model'
import type { DurationCategory, FITNESS_LEVELS, ItineraryStep, TRIP_STATUSES } from './trips.schema'

export { type DurationCategory, type ItineraryStep } from './trips.schema'

export type TripStatus = (typeof TRIP_STATUSES)[number]
export type TripBookingMode = 'instant' | 'on_request'
export type TripOnlinePayment = 'full' | 'deposit' | 'none'
export type FitnessLevel = (typeof FITNESS_LEVELS)[number]

export class TripModel extends TimestampedModel {
  static override tableName = 'trips'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt', 'gallery', 'itinerary', 'includes', 'excludes', 'whatToBring', 'guideLanguages']
  id!: number
  slug!: string
  name!: string
  description!: string
  location!: string
  image!: string
  gallery!: string[]
  destinationId!: number | null
  tripTypeId!: number | null
  durationCategory!: DurationCategory
  duration!: string
  priceCents!: number
  currency!: string
  rating!: number
  reviewCount!: number
  maxGroupSize!: number | null
  isBestseller!: boolean
  isPopular!: boolean
  showBookingOptions!: boolean
  itinerary!: ItineraryStep[]
  includes!: string[]
  excludes!: string[]
  meetingPoint!: string
  /** draft: only staff see it; published: on sale; archived: out of season, its page kept (docs/decisions/042). */
  status!: TripStatus
  bookingMode!: TripBookingMode
  onlinePayment!: TripOnlinePayment
  depositPercent!: number
  payOnDayAllowed!: boolean
  cutoffHours!: number
  /** Full refund until this many hours before the start; null: not refundable. */
  freeCancellationHours!: number | null
  minAge!: number | null
  fitnessLevel!: FitnessLevel | null
  durationMinutes!: number
  defaultCapacity!: number
  resourceId!: number | null
  guideLanguages!: string[]
  whatToBring!: string[]
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
  destination?: DestinationModel | null
  tripType?: TripTypeModel | null

  static override relationMappings = (): RelationMappings => ({
    destination: {
      relation: TripModel.BelongsToOneRelation,
      modelClass: DestinationModel,
      join: { from: 'trips.destination_id', to: 'destinations.id' },
    },
    tripType: {
      relation: TripModel.BelongsToOneRelation,
      modelClass: TripTypeModel,
      join: { from: 'trips.trip_type_id', to: 'trip_types.id' },
    },
  })
}
