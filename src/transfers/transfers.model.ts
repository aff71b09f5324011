import { BaseModel, TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'
import type { TranslationStamps } from '../content-kit/translation-stamps'

export class TransferVehicleModel extends BaseModel {
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

export type TransferStatus = 'new' | 'confirmed' | 'completed' | 'cancelled'
export type PlaceKind = 'airport' | 'port-mao' | 'port-ciutadella' | 'town' | 'address'

export class TransferRequestModel extends TimestampedModel {
  static override tableName = 'transfer_requests'
  static override jsonAttributes = ['priceBreakdown']
  id!: number
  reference!: string
  idempotencyKey!: string | null
  status!: TransferStatus
  isReturn!: boolean
  fromKind!: PlaceKind
  fromPlace!: string
  toKind!: PlaceKind
  toPlace!: string
  townId!: number | null
  pickupAt!: Date
  flightNumber!: string | null
  returnAt!: Date | null
  returnFlightNumber!: string | null
  adults!: number
  children!: number
  infants!: number
  suitcases!: number
  sportsEquipment!: number
  childSeats!: number
  vehicleCode!: string
  customerName!: string
  customerEmail!: string
  customerPhone!: string
  notes!: string
  language!: string
  priceCents!: number
  currency!: string
  priceBreakdown!: Record<string, unknown>
  internalNotes!: string
  termsAcceptedAt!: Date
  cancellationRequestedAt!: Date | null
  cancellationNote!: string | null
  sourcePage!: string | null
}
