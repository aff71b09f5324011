import { minutesOf } from '../lib/island-time'
import type { PricingSettings } from './pricing-settings'

// The price of a transfer, as a pure function of the price table and the pricing settings
// (docs/decisions/003-transfer-pricing.md, 037-transfer-prices.md). The request form, the quote
// API and the stored booking all call quoteTransfer, so the price a visitor sees is the price
// that is stored.

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

/** An explicit fare between two places (terminals or towns), the same in both directions. */
export interface RouteFare {
  from: PlaceCode
  to: PlaceCode
  vehicle: string
  min: number
  max: number
  cents: number
  currency: string
}

/** Fares on the days from startsOn to endsOn (inclusive, island dates "YYYY-MM-DD") change by `percent`. */
export interface Season {
  name: string
  startsOn: string
  endsOn: string
  /** −50…+100 */
  percent: number
}

/** An extra is priced once per booking, or once per leg (a bike on the outbound and the return trip). */
export const EXTRA_PER = ['booking', 'leg'] as const
export type ExtraPer = (typeof EXTRA_PER)[number]

/** Something that travels with the group: free or priced once per booking or once per leg. */
export interface ExtraSpec {
  code: string
  priceCents: number
  currency: string
  per: ExtraPer
  maxQuantity: number
  /** Takes a luggage place (bikes, golf bags). */
  countsAsLuggage: boolean
  /** A child seat: together no more than children + infants. */
  requiresChildren: boolean
}

export interface VehicleSpec {
  code: string
  maxPassengers: number
  maxSuitcases: number
}

export interface PriceTable {
  towns: string[]
  vehicles: VehicleSpec[]
  /** Airport ↔ town fares. */
  bands: PriceBand[]
  routeFares: RouteFare[]
  seasons: Season[]
  /** The extras on offer (active ones only). */
  extras: ExtraSpec[]
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
  /** Island dates ("YYYY-MM-DD") of the legs; without one no season applies. */
  date?: string
  returnDate?: string
  /** Extra code → quantity. */
  extras?: Record<string, number>
}

export interface QuoteLeg {
  direction: 'outbound' | 'return'
  from: PlaceCode
  to: PlaceCode
  /** The fare of the table or the route. */
  baseCents: number
  /** The season the leg's date falls in (its name, for staff), its percentage and what it adds (negative: takes off). */
  season: string | null
  seasonPercent: number
  seasonCents: number
  night: boolean
  /** On the season-adjusted fare. */
  nightSurchargeCents: number
  totalCents: number
}

export interface QuoteExtra {
  code: string
  quantity: number
  per: ExtraSpec['per']
  unitCents: number
  /** unit × quantity, times the number of legs for a per-leg extra. */
  totalCents: number
}

export interface Quote {
  currency: string
  vehicle: string
  passengers: number
  /** The town whose airport fare applies (the dearer end); for a route fare, the town at its destination end. */
  pricedTown: string
  /** The explicit route fare used, if any (its stored order of places). */
  routeFare: { from: PlaceCode; to: PlaceCode } | null
  legs: QuoteLeg[]
  baseCents: number
  seasonCents: number
  nightSurchargeCents: number
  /** Base + season + night of every leg: what the return discount applies to. */
  faresCents: number
  extras: QuoteExtra[]
  extrasCents: number
  /** Fares + extras. */
  subtotalCents: number
  returnDiscountPercent: number
  returnDiscountCents: number
  totalCents: number
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; reason: 'route' | 'no-price' | 'extra' }

export function isTerminal(place: PlaceCode): place is Terminal {
  return (TERMINALS as readonly string[]).includes(place)
}

/** The price-table town of a place; null for the airport, which every fare starts from. */
export function townOf(place: PlaceCode): string | null {
  if (place === 'airport') return null
  return place in PORT_TOWNS ? PORT_TOWNS[place as keyof typeof PORT_TOWNS] : place
}

export function isKnownPlace(table: Pick<PriceTable, 'towns'>, place: string): boolean {
  return isTerminal(place) || table.towns.includes(place)
}

/** The fare band of a town for a vehicle and a group size. */
export function bandFor(table: PriceTable, town: string, vehicle: string, passengers: number): PriceBand | undefined {
  return table.bands.find((b) => b.town === town && b.vehicle === vehicle && passengers >= b.min && passengers <= b.max)
}

/**
 * The explicit fare between two places for a vehicle and group, in either direction. A port
 * without a fare of its own takes its town's: the exact places are tried first.
 */
export function routeFareFor(table: PriceTable, from: PlaceCode, to: PlaceCode, vehicle: string, passengers: number): RouteFare | undefined {
  const spellings = (place: PlaceCode) => [...new Set([place, townOf(place) ?? place])]
  for (const a of spellings(from)) {
    for (const b of spellings(to)) {
      const fare = table.routeFares.find((f) => f.vehicle === vehicle && passengers >= f.min && passengers <= f.max && ((f.from === a && f.to === b) || (f.from === b && f.to === a)))
      if (fare) return fare
    }
  }
  return undefined
}

export interface LegFare {
  cents: number
  currency: string
  /** See Quote.pricedTown. */
  town: string
  route: RouteFare | null
}

/**
 * The fare of one leg: an explicit route fare when one matches, else the airport fare table.
 * The table prices airport ↔ town; a leg that does not touch the airport (a port or a town at
 * both ends) costs the dearer of its two towns' fares: our drivers start and end at the airport
 * base, so the job takes them at least that far and back.
 */
export function legFare(table: PriceTable, from: PlaceCode, to: PlaceCode, vehicle: string, passengers: number): LegFare | undefined {
  const route = routeFareFor(table, from, to, vehicle, passengers)
  if (route) return { cents: route.cents, currency: route.currency, town: (townOf(to) ?? townOf(from))!, route }
  const towns = [townOf(from), townOf(to)].filter((t): t is string => t !== null)
  let best: PriceBand | undefined
  for (const town of towns) {
    const band = bandFor(table, town, vehicle, passengers)
    if (!band) return undefined
    if (!best || band.cents > best.cents) best = band
  }
  return best && { cents: best.cents, currency: best.currency, town: best.town, route: null }
}

/** Two different places make a route (town ↔ town and port ↔ town included). */
export function routeProblem(from: PlaceCode, to: PlaceCode): 'airportBoth' | 'samePlace' | null {
  if (from === 'airport' && to === 'airport') return 'airportBoth'
  if (from === to) return 'samePlace'
  return null
}

export function isNightTime(time: string, settings: Pick<PricingSettings, 'nightStart' | 'nightEnd'>): boolean {
  const t = minutesOf(time)
  const start = minutesOf(settings.nightStart)
  const end = minutesOf(settings.nightEnd)
  return start <= end ? t >= start && t < end : t >= start || t < end
}

/** Surcharges and discounts are rounded to whole euros, as fares are published (half away from zero). */
export function percentOf(cents: number, percent: number): number {
  return Math.sign(percent) * Math.round((cents * Math.abs(percent)) / 100 / 100) * 100
}

/** The season a day falls in (seasons never overlap). */
export function seasonOn(seasons: readonly Season[], date: string): Season | undefined {
  return seasons.find((s) => s.startsOn <= date && date <= s.endsOn)
}

function priceExtras(table: PriceTable, wanted: Record<string, number>, legs: number, currency: string): QuoteExtra[] | null {
  if (Object.entries(wanted).some(([code, quantity]) => quantity !== 0 && !table.extras.some((e) => e.code === code))) return null
  const lines: QuoteExtra[] = []
  for (const extra of table.extras) {
    const quantity = wanted[extra.code] ?? 0
    if (quantity === 0) continue
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > extra.maxQuantity || (extra.priceCents > 0 && extra.currency !== currency)) return null
    const totalCents = extra.priceCents * quantity * (extra.per === 'leg' ? legs : 1)
    lines.push({ code: extra.code, quantity, per: extra.per, unitCents: extra.priceCents, totalCents })
  }
  return lines
}

const sum = <T>(items: T[], cents: (item: T) => number) => items.reduce((total, item) => total + cents(item), 0)

export function quoteTransfer(input: QuoteInput, table: PriceTable, settings: PricingSettings): QuoteResult {
  if (routeProblem(input.from, input.to) || !isKnownPlace(table, input.from) || !isKnownPlace(table, input.to)) return { ok: false, reason: 'route' }
  const fare = legFare(table, input.from, input.to, input.vehicle, input.passengers)
  if (!fare) return { ok: false, reason: 'no-price' }
  const leg = (direction: QuoteLeg['direction'], from: PlaceCode, to: PlaceCode, date: string | undefined, time: string | undefined): QuoteLeg => {
    const season = date === undefined ? undefined : seasonOn(table.seasons, date)
    const seasonPercent = season?.percent ?? 0
    const seasonCents = percentOf(fare.cents, seasonPercent)
    const night = time !== undefined && isNightTime(time, settings)
    const nightSurchargeCents = night ? percentOf(fare.cents + seasonCents, settings.nightSurchargePercent) : 0
    return { direction, from, to, baseCents: fare.cents, season: season?.name ?? null, seasonPercent, seasonCents, night, nightSurchargeCents, totalCents: fare.cents + seasonCents + nightSurchargeCents }
  }
  const legs = [leg('outbound', input.from, input.to, input.date, input.time)]
  if (input.isReturn) legs.push(leg('return', input.to, input.from, input.returnDate, input.returnTime))
  const extras = priceExtras(table, input.extras ?? {}, legs.length, fare.currency)
  if (!extras) return { ok: false, reason: 'extra' }
  const faresCents = sum(legs, (l) => l.totalCents)
  const extrasCents = sum(extras, (e) => e.totalCents)
  const subtotalCents = faresCents + extrasCents
  const returnDiscountPercent = input.isReturn ? settings.returnDiscountPercent : 0
  // Extras are not discounted: a bike or a golf bag costs the same whichever way it travels.
  const returnDiscountCents = percentOf(faresCents, returnDiscountPercent)
  return {
    ok: true,
    quote: {
      currency: fare.currency,
      vehicle: input.vehicle,
      passengers: input.passengers,
      pricedTown: fare.town,
      routeFare: fare.route && { from: fare.route.from, to: fare.route.to },
      legs,
      baseCents: sum(legs, (l) => l.baseCents),
      seasonCents: sum(legs, (l) => l.seasonCents),
      nightSurchargeCents: sum(legs, (l) => l.nightSurchargeCents),
      faresCents,
      extras,
      extrasCents,
      subtotalCents,
      returnDiscountPercent,
      returnDiscountCents,
      totalCents: subtotalCents - returnDiscountCents,
    },
  }
}

/** A quote as stored before seasons and extras (price_breakdown of older bookings) or now. */
export type StoredQuote = Omit<Quote, 'legs' | 'routeFare' | 'seasonCents' | 'faresCents' | 'extras' | 'extrasCents'> &
  Partial<Pick<Quote, 'routeFare' | 'seasonCents' | 'faresCents' | 'extras' | 'extrasCents'>> & {
    legs: Array<Omit<QuoteLeg, 'season' | 'seasonPercent' | 'seasonCents'> & Partial<Pick<QuoteLeg, 'season' | 'seasonPercent' | 'seasonCents'>>>
  }

/** Any stored quote in today's shape: what older quotes lacked is what they did not have (no season, no extras). */
export function normalizeQuote(stored: StoredQuote): Quote {
  const extras = stored.extras ?? []
  const extrasCents = stored.extrasCents ?? sum(extras, (e) => e.totalCents)
  return {
    ...stored,
    routeFare: stored.routeFare ?? null,
    legs: stored.legs.map((l) => ({ ...l, season: l.season ?? null, seasonPercent: l.seasonPercent ?? 0, seasonCents: l.seasonCents ?? 0 })),
    seasonCents: stored.seasonCents ?? 0,
    faresCents: stored.faresCents ?? stored.subtotalCents - extrasCents,
    extras,
    extrasCents,
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
