import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { contentChanged } from '../content-kit/content-changed'
import { sharedCache } from '../lib/change-feed'
import { SettingModel } from '../settings/settings.model'
import { DEFAULT_PRICING, PricingSettingsSchema, TRANSFER_PRICING_KEY, type PricingSettings } from './pricing-settings'
import { fromCents, type ExtraPer, type PriceTable, type Season } from './quote'
import { localParts } from '../lib/island-time'
import { TransferExtraModel, TransferRouteFareModel, TransferSeasonModel } from './pricing.model'
import { TransferPriceModel, TransferTownModel, TransferVehicleModel } from './transfers.model'
import { quoteRequest, type QuoteAnswer, type SchemaContext } from './quote.schema'

export interface LoadedTransfers {
  table: PriceTable
  vehicles: TransferVehicleModel[]
  towns: TransferTownModel[]
  /** Every extra, offered or not (stored quotes may name one no longer offered), in their order. */
  extras: TransferExtraModel[]
  pricing: PricingSettings
}

// Fares change a few times a year; a short cache keeps every page and quote off the database.
// A staff edit clears it on every instance (change feed); the lifetime bounds a missed announcement.
const CACHE_MS = 60_000
let cache: { at: number; value: Promise<LoadedTransfers> } | undefined

export const clearTransfersCache = sharedCache('transfers', () => {
  cache = undefined
})

/** After a staff edit of fares, places, seasons or extras: quotes and every page use it at once. */
export function pricesChanged(): void {
  clearTransfersCache()
  contentChanged()
}

async function load(): Promise<LoadedTransfers> {
  const [vehicles, towns, prices, routeFares, seasons, extras, setting] = await Promise.all([
    TransferVehicleModel.query().orderBy([{ column: 'sortOrder' }, { column: 'code' }]),
    TransferTownModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    TransferPriceModel.query().orderBy(['townId', 'vehicleCode', 'passengersMin']),
    TransferRouteFareModel.query().orderBy(['fromPlace', 'toPlace', 'vehicleCode', 'passengersMin']),
    TransferSeasonModel.query().orderBy('startsOn'),
    TransferExtraModel.query().orderBy([{ column: 'sortOrder' }, { column: 'code' }]),
    SettingModel.query().findById(TRANSFER_PRICING_KEY),
  ])
  const slugById = new Map(towns.map((t) => [t.id, t.slug]))
  const parsed = PricingSettingsSchema.safeParse({ ...DEFAULT_PRICING, ...(setting?.value as object | undefined) })
  return {
    vehicles,
    towns,
    extras,
    pricing: parsed.success ? parsed.data : DEFAULT_PRICING,
    table: {
      towns: towns.map((t) => t.slug),
      vehicles: vehicles.map((v) => ({ code: v.code, maxPassengers: v.maxPassengers, maxSuitcases: v.maxSuitcases })),
      bands: prices.map((p) => ({ town: slugById.get(p.townId)!, vehicle: p.vehicleCode, min: p.passengersMin, max: p.passengersMax, cents: p.priceCents, currency: p.currency })),
      routeFares: routeFares.map((f) => ({ from: f.fromPlace, to: f.toPlace, vehicle: f.vehicleCode, min: f.passengersMin, max: f.passengersMax, cents: f.priceCents, currency: f.currency })),
      seasons: seasons.map((x) => ({ name: x.name, startsOn: x.startsOn, endsOn: x.endsOn, percent: x.percent })),
      extras: extras.filter((e) => e.active).map((e) => ({ code: e.code, priceCents: e.priceCents, currency: e.currency, per: e.per, maxQuantity: e.maxQuantity, countsAsLuggage: e.countsAsLuggage, requiresChildren: e.requiresChildren })),
    },
  }
}

export function loadTransfers(): Promise<LoadedTransfers> {
  if (!cache || Date.now() - cache.at > CACHE_MS) {
    const value = load()
    cache = { at: Date.now(), value }
    value.catch(() => {
      if (cache?.value === value) cache = undefined
    })
  }
  return cache.value
}

export async function schemaContext(now = new Date()): Promise<SchemaContext> {
  const { table, pricing } = await loadTransfers()
  return { table, pricing, now }
}

export interface VehicleClass {
  code: string
  name: string
  description: string
  maxPassengers: number
  maxSuitcases: number
  fromCents: number | null
}

export interface TownFares {
  slug: string
  name: string
  zone: string
  distanceKm: number
  driveMinutes: number
  description: string
  hasPage: boolean
  fromCents: number | null
  /** One row per vehicle class and passenger band. */
  fares: Array<{ vehicle: string; min: number; max: number; cents: number }>
}

/** An extra the request form offers, in the visitor's language. */
export interface ExtraOffer {
  code: string
  name: string
  description: string
  /** 0: free. */
  priceCents: number
  per: ExtraPer
  maxQuantity: number
  countsAsLuggage: boolean
  requiresChildren: boolean
}

/** Everything the transfer pages show: vehicle classes, towns with their fares, the extras, the rules. */
export interface TransferCatalog {
  currency: string
  fromCents: number
  vehicles: VehicleClass[]
  towns: TownFares[]
  extras: ExtraOffer[]
  pricing: PricingSettings
  /** The seasons not over yet, soonest first: the fares shown change by their percentage on their dates. */
  seasons: Season[]
}

export async function getTransferCatalog(lng: Language): Promise<TransferCatalog> {
  const { table, vehicles, towns, extras, pricing } = await loadTransfers()
  const vehicleOrder = (code: string) => vehicles.findIndex((v) => v.code === code)
  const today = localParts(new Date()).date
  return {
    currency: table.bands[0]?.currency ?? 'EUR',
    fromCents: fromCents(table) ?? 0,
    pricing,
    seasons: table.seasons.filter((x) => x.endsOn >= today && x.percent !== 0).sort((a, b) => a.startsOn.localeCompare(b.startsOn)),
    extras: extras.filter((e) => e.active).map((e) => ({
      code: e.code,
      name: translate(e, 'name', lng),
      description: translate(e, 'description', lng),
      priceCents: e.priceCents,
      per: e.per,
      maxQuantity: e.maxQuantity,
      countsAsLuggage: e.countsAsLuggage,
      requiresChildren: e.requiresChildren,
    })),
    vehicles: vehicles.map((v) => ({
      code: v.code,
      name: translate(v, 'name', lng),
      description: translate(v, 'description', lng),
      maxPassengers: v.maxPassengers,
      maxSuitcases: v.maxSuitcases,
      fromCents: fromCents(table, { vehicle: v.code }),
    })),
    towns: towns.map((t) => ({
      slug: t.slug,
      name: t.name,
      zone: t.zone,
      distanceKm: Number(t.distanceKm),
      driveMinutes: t.driveMinutes,
      description: translate(t, 'description', lng),
      hasPage: t.hasPage,
      fromCents: fromCents(table, { town: t.slug }),
      fares: table.bands
        .filter((b) => b.town === t.slug)
        .sort((a, b) => vehicleOrder(a.vehicle) - vehicleOrder(b.vehicle) || a.min - b.min)
        .map((b) => ({ vehicle: b.vehicle, min: b.min, max: b.max, cents: b.cents })),
    })),
  }
}

export async function vehicleNames(lng: Language): Promise<(code: string) => string> {
  const { vehicles } = await loadTransfers()
  return (code) => {
    const vehicle = vehicles.find((v) => v.code === code)
    return vehicle ? translate(vehicle, 'name', lng) : code
  }
}

/** POST /api/transfers/quote, the live quote island and the form's "see price" button. */
export async function quoteFromInput(body: unknown): Promise<QuoteAnswer> {
  return quoteRequest(body, await schemaContext())
}
