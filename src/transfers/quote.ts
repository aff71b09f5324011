import { minutesOf } from './local-time'
import type { PricingSettings } from './pricing-settings'

// The price of a transfer, as a pure function of the price table and the pricing settings
// (docs/decisions/003-transfer-pricing.md). The request form, the quote API and the stored
// request all call quoteTransfer, so the price a visitor sees is the price that is stored.

export const TERMINALS = ['airport', 'port-mao', 'port-ciutadella'] as const
export type Terminal = (typeof TERMINALS)[number]

/** Ports are priced as the town they are in. */
export const PORT_TOWNS: Record<Exclude<Terminal, 'airport'>, string> = { 'port-mao': 'mao', 'port-ciutadella': 'ciutadella' }

/** A place: one of the terminals or the slug of a town in the price table. */
export type PlaceCode = string

export interface PriceBand {
  town: string
  vehicle: string
  min: number
  max: number
  cents: number
  currency: string
}

export interface VehicleSpec {
  code: string
  maxPassengers: number
  maxSuitcases: number
}

export interface PriceTable {
  towns: string[]
  vehicles: VehicleSpec[]
  bands: PriceBand[]
}

export interface QuoteInput {
  from: PlaceCode
  to: PlaceCode
  vehicle: string
  /** Everyone who needs a seat: adults, children and infants. */
  passengers: number
  isReturn: boolean
  /** Local pick-up times ("HH:MM"); without one no night surcharge is added. */
  time?: string
  returnTime?: string
}

export interface QuoteLeg {
  direction: 'outbound' | 'return'
  from: PlaceCode
  to: PlaceCode
  baseCents: number
  night: boolean
  nightSurchargeCents: number
  totalCents: number
}

export interface Quote {
  currency: string
  vehicle: string
  passengers: number
  /** The town whose fare applies (see townFare). */
  pricedTown: string
  legs: QuoteLeg[]
  baseCents: number
  nightSurchargeCents: number
  subtotalCents: number
  returnDiscountPercent: number
  returnDiscountCents: number
  totalCents: number
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; reason: 'route' | 'no-price' }

export function isTerminal(place: PlaceCode): place is Terminal {
  return (TERMINALS as readonly string[]).includes(place)
}

/** The price-table town of a place; null for the airport, which every fare starts from. */
export function townOf(place: PlaceCode): string | null {
  if (place === 'airport') return null
  return place in PORT_TOWNS ? PORT_TOWNS[place as keyof typeof PORT_TOWNS] : place
}

export function isKnownPlace(table: PriceTable, place: string): boolean {
  return isTerminal(place) || table.towns.includes(place)
}

/** The fare band of a town for a vehicle and a group size. */
export function bandFor(table: PriceTable, town: string, vehicle: string, passengers: number): PriceBand | undefined {
  return table.bands.find((b) => b.town === town && b.vehicle === vehicle && passengers >= b.min && passengers <= b.max)
}

/**
 * The fare of one leg. The table prices airport ↔ town. A leg that does not touch the airport
 * (a port or a town at both ends) costs the dearer of its two towns' fares: our drivers start
 * and end at the airport base, so the job takes them at least that far and back.
 */
export function legFare(table: PriceTable, from: PlaceCode, to: PlaceCode, vehicle: string, passengers: number): PriceBand | undefined {
  const towns = [townOf(from), townOf(to)].filter((t): t is string => t !== null)
  let best: PriceBand | undefined
  for (const town of towns) {
    const band = bandFor(table, town, vehicle, passengers)
    if (!band) return undefined
    if (!best || band.cents > best.cents) best = band
  }
  return best
}

/** A route needs a terminal (airport or port) at one end, and two different places. */
export function routeProblem(from: PlaceCode, to: PlaceCode): 'airportBoth' | 'samePlace' | 'terminalRequired' | null {
  if (from === 'airport' && to === 'airport') return 'airportBoth'
  if (from === to) return 'samePlace'
  if (!isTerminal(from) && !isTerminal(to)) return 'terminalRequired'
  return null
}

export function isNightTime(time: string, settings: Pick<PricingSettings, 'nightStart' | 'nightEnd'>): boolean {
  const t = minutesOf(time)
  const start = minutesOf(settings.nightStart)
  const end = minutesOf(settings.nightEnd)
  return start <= end ? t >= start && t < end : t >= start || t < end
}

/** Surcharges and discounts are rounded to whole euros, as fares are published. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100 / 100) * 100
}

export function quoteTransfer(input: QuoteInput, table: PriceTable, settings: PricingSettings): QuoteResult {
  if (routeProblem(input.from, input.to) || !isKnownPlace(table, input.from) || !isKnownPlace(table, input.to)) return { ok: false, reason: 'route' }
  const band = legFare(table, input.from, input.to, input.vehicle, input.passengers)
  if (!band) return { ok: false, reason: 'no-price' }
  const leg = (direction: QuoteLeg['direction'], from: PlaceCode, to: PlaceCode, time: string | undefined): QuoteLeg => {
    const night = time !== undefined && isNightTime(time, settings)
    const nightSurchargeCents = night ? percentOf(band.cents, settings.nightSurchargePercent) : 0
    return { direction, from, to, baseCents: band.cents, night, nightSurchargeCents, totalCents: band.cents + nightSurchargeCents }
  }
  const legs = [leg('outbound', input.from, input.to, input.time)]
  if (input.isReturn) legs.push(leg('return', input.to, input.from, input.returnTime))
  const baseCents = legs.reduce((sum, l) => sum + l.baseCents, 0)
  const nightSurchargeCents = legs.reduce((sum, l) => sum + l.nightSurchargeCents, 0)
  const subtotalCents = baseCents + nightSurchargeCents
  const returnDiscountPercent = input.isReturn ? settings.returnDiscountPercent : 0
  const returnDiscountCents = percentOf(subtotalCents, returnDiscountPercent)
  return {
    ok: true,
    quote: {
      currency: band.currency,
      vehicle: input.vehicle,
      passengers: input.passengers,
      pricedTown: band.town,
      legs,
      baseCents,
      nightSurchargeCents,
      subtotalCents,
      returnDiscountPercent,
      returnDiscountCents,
      totalCents: subtotalCents - returnDiscountCents,
    },
  }
}

/** The lowest fare, optionally of one town or one vehicle class ("from 20 €"). */
export function fromCents(table: PriceTable, filter: { town?: string; vehicle?: string } = {}): number | null {
  const cents = table.bands.filter((b) => (!filter.town || b.town === filter.town) && (!filter.vehicle || b.vehicle === filter.vehicle)).map((b) => b.cents)
  return cents.length ? Math.min(...cents) : null
}

/**
 * Vehicles that take the group and its luggage, cheapest first for the route's town (the
 * suggestion when the chosen one is too small).
 */
export function vehiclesThatFit(table: PriceTable, passengers: number, luggage: number, route?: { from: PlaceCode; to: PlaceCode }): VehicleSpec[] {
  const price = (v: VehicleSpec) => (route ? legFare(table, route.from, route.to, v.code, passengers)?.cents : undefined) ?? fromCents(table, { vehicle: v.code }) ?? Infinity
  return table.vehicles
    .filter((v) => passengers <= v.maxPassengers && luggage <= v.maxSuitcases)
    .sort((a, b) => price(a) - price(b) || a.maxPassengers - b.maxPassengers)
}
