import type { Pojo } from 'objection'
import type { TranslationStamps } from '../content-kit/translation-stamps'
import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'
import type { ExtraPer } from './quote'

// The tables staff shape the transfer prices with beside the fare grid (docs/decisions/037).

export class TransferZoneModel extends TimestampedModel {
  static override tableName = 'transfer_zones'
  static override idColumn = 'code'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  code!: string
  name!: string
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  sortOrder!: number
}

/** An explicit fare between two places, both directions; stored with fromPlace < toPlace. */
export class TransferRouteFareModel extends TimestampedModel {
  static override tableName = 'transfer_route_fares'
  id!: number
  fromPlace!: string
  toPlace!: string
  vehicleCode!: string
  passengersMin!: number
  passengersMax!: number
  priceCents!: number
  currency!: string
}

/** A `date` column as the island date it holds ("2027-07-15"): the driver reads it as local midnight. */
export function islandDateOf(value: unknown): string {
  if (!(value instanceof Date)) return String(value)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
}

export class TransferSeasonModel extends TimestampedModel {
  static override tableName = 'transfer_seasons'
  id!: number
  name!: string
  /** First and last day (inclusive), island dates. */
  startsOn!: string
  endsOn!: string
  /** −50…+100: added to each fare of a leg on one of its days. */
  percent!: number

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json)
    for (const key of ['startsOn', 'endsOn']) if (key in parsed) parsed[key] = islandDateOf(parsed[key])
    return parsed
  }
}

export class TransferExtraModel extends TimestampedModel {
  static override tableName = 'transfer_extras'
  static override idColumn = 'code'
  static override jsonAttributes = ['translations', 'translationsUpdatedAt']
  code!: string
  name!: string
  description!: string
  translations!: Translations
  translationsUpdatedAt?: TranslationStamps
  /** 0: free. */
  priceCents!: number
  currency!: string
  per!: ExtraPer
  maxQuantity!: number
  /** Takes a luggage place in the vehicle (bikes, golf bags). */
  countsAsLuggage!: boolean
  /** A child seat: together at most as many as children and infants. */
  requiresChildren!: boolean
  active!: boolean
  sortOrder!: number
}
