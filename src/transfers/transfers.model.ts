import { BaseModel, TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'
import type { TranslationStamps } from '../content-kit/translation-stamps'

export class TransferVehicleModel extends TimestampedModel {
  static override tableName = 'transfer_vehicles'
  static override idColumn = 'code'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  code!: string
  name!: string
  description!: string
  maxPassengers!: number
  maxSuitcases!: number
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
}

export class TransferTownModel extends TimestampedModel {
  static override tableName = 'transfer_towns'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  id!: number
  slug!: string
  name!: string
  zone!: string
  distanceKm!: number
  driveMinutes!: number
  latitude!: number | null
  longitude!: number | null
  description!: string
  hasPage!: boolean
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
}

export class TransferPriceModel extends TimestampedModel {
  static override tableName = 'transfer_prices'
  id!: number
  townId!: number
  vehicleCode!: string
  passengersMin!: number
  passengersMax!: number
  priceCents!: number
  currency!: string
}

export type PlaceKind = 'airport' | 'port-mao' | 'port-ciutadella' | 'town' | 'address'

/** A booking's life (allowed moves: booking-status.ts). */
export type BookingStatus = 'pending_payment' | 'on_request' | 'confirmed' | 'cancelled' | 'expired'
export type PaymentMethod = 'online' | 'driver'
export type PaymentStatus = 'unpaid' | 'deposit_paid' | 'paid' | 'refunded' | 'partially_refunded'
export type BookingSource = 'web' | 'api' | 'phone'
/** A leg's job on the road (allowed moves: leg-status.ts). */
export type LegStatus = 'scheduled' | 'on_the_way' | 'picked_up' | 'completed' | 'no_show' | 'cancelled'
export type LegDirection = 'outbound' | 'return'
export type TravelKind = 'flight' | 'ferry'

/**
 * Something staff should look at (a possible double booking, an unknown ferry service; staff
 * booked or moved a leg beyond a full slot, closer than the lead time or on a day without sales).
 */
export interface BookingWarning {
  code: 'duplicate' | 'ferry-unknown' | 'paid-after-end' | 'paid-twice' | 'capacity' | 'minNotice' | 'salesStopped'
  /** The other booking, for a duplicate. */
  reference?: string
  /** The lead time, for minNotice. */
  hours?: number
}

export class TransferBookingModel extends TimestampedModel {
  static override tableName = 'transfer_bookings'
  static override jsonAttributes = ['priceBreakdown', 'extras', 'warnings']
  static override get relationMappings() {
    return {
      legs: { relation: BaseModel.HasManyRelation, modelClass: TransferLegModel, join: { from: 'transfer_bookings.id', to: 'transfer_legs.bookingId' } },
    }
  }
  id!: number
  reference!: string
  idempotencyKey!: string | null
  status!: BookingStatus
  isReturn!: boolean
  fromKind!: PlaceKind
  fromPlace!: string
  toKind!: PlaceKind
  toPlace!: string
  townId!: number | null
  adults!: number
  children!: number
  infants!: number
  suitcases!: number
  sportsEquipment!: number
  childSeats!: number
  extras!: Record<string, number>
  vehicleCode!: string
  customerName!: string
  customerEmail!: string
  customerPhone!: string
  notes!: string
  language!: string
  priceCents!: number
  currency!: string
  priceBreakdown!: Record<string, unknown>
  priceOverrideReason!: string | null
  paymentMethod!: PaymentMethod
  paymentStatus!: PaymentStatus
  onlineDueCents!: number
  paidCents!: number
  refundedCents!: number
  holdExpiresAt!: Date | null
  confirmedAt!: Date | null
  cancelledAt!: Date | null
  internalNotes!: string
  termsAcceptedAt!: Date
  cancellationRequestedAt!: Date | null
  cancellationNote!: string | null
  sourcePage!: string | null
  source!: BookingSource
  createdByUserId!: number | null
  warnings!: BookingWarning[]
  version!: number
  legs?: TransferLegModel[]
}

export class TransferLegModel extends TimestampedModel {
  static override tableName = 'transfer_legs'
  static override get relationMappings() {
    return {
      booking: { relation: BaseModel.BelongsToOneRelation, modelClass: TransferBookingModel, join: { from: 'transfer_legs.bookingId', to: 'transfer_bookings.id' } },
    }
  }
  id!: number
  bookingId!: number
  direction!: LegDirection
  pickupAt!: Date
  /** The island date of the pick-up, "YYYY-MM-DD". */
  serviceDate!: string
  fromCode!: string
  fromKind!: PlaceKind
  fromPlace!: string
  toCode!: string
  toKind!: PlaceKind
  toPlace!: string
  pickupPoint!: string
  travelKind!: TravelKind | null
  travelNumber!: string | null
  travelTime!: string | null
  passengers!: number
  luggage!: number
  durationMinutes!: number
  status!: LegStatus
  driverId!: number | null
  vehicleId!: number | null
  version!: number
  slotStart!: Date | null
  reminderSentAt!: Date | null
  statusChangedAt!: Date | null
  booking?: TransferBookingModel
}
