import { BaseModel, TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

// Availability of trips (docs/decisions/042): schedules generate departures, closures remove days,
// a shared resource counts its seats once across the trips that use it.

export type DepartureStatus = 'open' | 'closed'
export type PriceUnit = 'person' | 'group'

export class TripResourceModel extends TimestampedModel {
  static override tableName = 'trip_resources'
  id!: number
  name!: string
  capacity!: number
  notes!: string
  active!: boolean
}

export class TripPriceCategoryModel extends TimestampedModel {
  static override tableName = 'trip_price_categories'
  static override jsonAttributes = ['translations']
  id!: number
  tripId!: number
  code!: string
  label!: string
  translations!: Translations
  unit!: PriceUnit
  seats!: number
  minAge!: number | null
  maxAge!: number | null
  priceCents!: number
  active!: boolean
  sortOrder!: number
}

export class TripScheduleModel extends TimestampedModel {
  static override tableName = 'trip_schedules'
  static override jsonAttributes = ['weekdays', 'times', 'guideLanguages']
  id!: number
  tripId!: number
  /** YYYY-MM-DD */
  startsOn!: string
  endsOn!: string
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays!: number[]
  /** "HH:MM", island time. */
  times!: string[]
  capacity!: number | null
  guideLanguages!: string[] | null
}

export class TripClosureModel extends BaseModel {
  static override tableName = 'trip_closures'
  id!: number
  /** null: every trip. */
  tripId!: number | null
  startsOn!: string
  endsOn!: string
  reason!: string
  createdByUserId!: number | null
  createdAt!: Date
}

export class TripDepartureModel extends TimestampedModel {
  static override tableName = 'trip_departures'
  static override jsonAttributes = ['guideLanguages']
  id!: number
  tripId!: number
  startsAt!: Date
  /** YYYY-MM-DD, island date. */
  localDate!: string
  /** HH:MM, island time. */
  localTime!: string
  capacity!: number
  seatsTaken!: number
  guideLanguages!: string[]
  status!: DepartureStatus
  closedReason!: string | null
  closedAt!: Date | null
  scheduleId!: number | null
  resourceId!: number | null
  version!: number
}
