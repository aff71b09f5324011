import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { sharedCache } from '../lib/change-feed'
import { SettingModel } from '../settings/settings.model'
import { DEFAULT_PRICING, PricingSettingsSchema, TRANSFER_PRICING_KEY, type PricingSettings } from './pricing-settings'
import { fromCents, quoteTransfer, type PriceTable, type Quote } from './quote'
import { TransferPriceModel, TransferTownModel, TransferVehicleModel } from './transfers.model'
import { parseQuoteRequest, passengersOf, type Parsed, type SchemaContext } from './transfers.schema'


export interface LoadedTransfers {
  table: PriceTable
  vehicles: TransferVehicleModel[]
  towns: TransferTownModel[]
  pricing: PricingSettings
}

// Fares change a few times a year; a short cache keeps every page and quote off the database.
// A staff edit clears it on every instance (change feed); the lifetime bounds a missed announcement.
const CACHE_MS = 60_000
let cache: { at: number; value: Promise<LoadedTransfers> } | undefined

export const clearTransfersCache = sharedCache('transfers', () => {
  cache = undefined
})

async function load(): Promise<LoadedTransfers> {
  const [vehicles, towns, prices, setting] = await Promise.all([
    TransferVehicleModel.query().orderBy([{ column: 'sortOrder' }, { column: 'code' }]),
    TransferTownModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    TransferPriceModel.query().orderBy(['townId', 'vehicleCode', 'passengersMin']),
    SettingModel.query().findById(TRANSFER_PRICING_KEY),
  ])
  const slugById = new Map(towns.map((t) => [t.id, t.slug]))
  const parsed = PricingSettingsSchema.safeParse({ ...DEFAULT_PRICING, ...(setting?.value as object | undefined) })
  return {
    vehicles,
    towns,
    pricing: parsed.success ? parsed.data : DEFAULT_PRICING,
    table: {
      towns: towns.map((t) => t.slug),
      vehicles: vehicles.map((v) => ({ code: v.code, maxPassengers: v.maxPassengers, maxSuitcases: v.maxSuitcases })),
      bands: prices.map((p) => ({ town: slugById.get(p.townId)!, vehicle: p.vehicleCode, min: p.passengersMin, max: p.passengersMax, cents: p.priceCents, currency: p.currency })),
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

/** Everything the transfer pages show: vehicle classes, towns with their fares, the rules. */
export interface TransferCatalog {
  currency: string
  fromCents: number
  vehicles: VehicleClass[]
  towns: TownFares[]
  pricing: PricingSettings
}

export async function getTransferCatalog(lng: Language): Promise<TransferCatalog> {
  const { table, vehicles, towns, pricing } = await loadTransfers()
  const vehicleOrder = (code: string) => vehicles.findIndex((v) => v.code === code)
  return {
    currency: table.bands[0]?.currency ?? 'EUR',
    fromCents: fromCents(table) ?? 0,
    pricing,
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

export type QuoteAnswer = { ok: true; quote: Quote } | { ok: false; issues: Extract<Parsed<never>, { success: false }>['issues'] }

/** POST /api/transfers/quote, the live quote island and the form's "see price" button. */
export async function quoteFromInput(body: unknown): Promise<QuoteAnswer> {
  const ctx = await schemaContext()
  const parsed = parseQuoteRequest(body, ctx)
  if (!parsed.success) return { ok: false, issues: parsed.issues }
  const v = parsed.data
  const result = quoteTransfer(
    { from: v.from, to: v.to, vehicle: v.vehicle, passengers: passengersOf(v), isReturn: v.tripType === 'return', time: v.time, returnTime: v.tripType === 'return' ? v.returnTime : undefined },
    ctx.table,
    ctx.pricing,
  )
  if (!result.ok) return { ok: false, issues: [{ code: 'custom', path: ['vehicle'], message: 'noPrice', input: undefined }] }
  return { ok: true, quote: result.quote }
}
