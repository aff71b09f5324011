import { z } from 'zod'
import { FIELD, text } from '../lib/forms'
import { isLocalDate } from '../lib/island-time'
import type { PricingSettings } from './pricing-settings'
import { isKnownPlace, quoteTransfer, routeProblem, vehiclesThatFit, type PlaceCode, type PriceTable, type Quote, type QuoteInput } from './quote'

// What a price depends on (the route, the dates and times, the party, the vehicle, the extras),
// parsed by one set of zod schemas: the quote API, the request form's own checks
// (transfers.schema.ts builds on these) and the live price box in the browser, which asks the
// server for a price only once these accept what the visitor has typed. Nothing here reaches a
// database or a server-only module, so the island can carry it (docs/decisions/072).
// Messages are codes (airport-transfers:errors.<code>, else common forms.errors.<code>).

export const TRIP_TYPES = ['one-way', 'return'] as const

export interface SchemaContext {
  table: PriceTable
  pricing: PricingSettings
  now: Date
}

export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** A whole number typed into a form (or sent as JSON) within a range; blank means `fallback`. */
export function count(min: number, max: number, fallback?: number) {
  // optional(): a missing key reaches the transform (as undefined) instead of failing on its own.
  return z.unknown().optional().transform((v, ctx): number => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      if (fallback !== undefined) return fallback
      ctx.addIssue({ code: 'custom', message: 'required' })
      return z.NEVER
    }
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d{1,6}\s*$/.test(v) ? Number(v) : Number.NaN
    if (!Number.isInteger(n)) {
      // "2.5 adults" is a number, only not a whole one: say so.
      const decimal = typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && /^\s*-?\d+[.,]\d+\s*$/.test(v)
      ctx.addIssue({ code: 'custom', message: decimal ? 'wholeNumber' : 'number' })
      return z.NEVER
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: 'range', params: { min, max } })
      return z.NEVER
    }
    return n
  })
}

const requiredString = (max: number) => text().trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' })
export const tripType = z.preprocess(blankToUndefined, z.enum(TRIP_TYPES, { error: 'invalid' }).default('one-way'))
export const localDate = requiredString(10).refine(isLocalDate, { error: 'date' })
/** "9:05", "09:05" and "09:05:00" (some browsers) are all 09:05. */
export const localTime = requiredString(8)
  .regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'time' })
  .transform((v) => {
    const [h, m] = v.split(':')
    return `${h!.padStart(2, '0')}:${m}`
  })
export const optionalTime = z.preprocess(blankToUndefined, localTime.optional())
export const optionalDate = z.preprocess(blankToUndefined, localDate.optional())

const place = (table: PriceTable) => requiredString(80).refine((v) => isKnownPlace(table, v), { error: 'place' })

export type Issue = (path: string, code: string, params?: Record<string, unknown>) => void

// ── Route ────────────────────────────────────────────────────────────────────────────────────

export function routeFields(ctx: Pick<SchemaContext, 'table'>) {
  return {
    tripType,
    from: place(ctx.table),
    fromAddress: FIELD.optionalText(200),
    to: place(ctx.table),
    toAddress: FIELD.optionalText(200),
  }
}

export function checkRoute(v: { from: PlaceCode; to: PlaceCode }, issue: Issue) {
  const problem = routeProblem(v.from, v.to)
  if (problem) issue('to', problem)
}

const quoteRouteShape = (ctx: Pick<SchemaContext, 'table'>) => ({ ...routeFields(ctx), date: optionalDate, time: optionalTime, returnDate: optionalDate, returnTime: optionalTime })

/** The route as far as a price needs it: dates only decide the season, times the night surcharge. */
function quoteRouteSchema(ctx: Pick<SchemaContext, 'table'>) {
  return z.object(quoteRouteShape(ctx)).transform((v, zctx) => {
    checkRoute(v, (path, code) => zctx.addIssue({ code: 'custom', path: [path], message: code }))
    return v
  })
}

// ── Passengers, luggage, extras, vehicle ─────────────────────────────────────────────────────

/** The form field of an extra's quantity (a JSON body may send `extras: { code: quantity }` instead). */
export const extraField = (code: string) => `extra_${code}`

const EXTRA_FIELD = /^extra_(.+)$/

/**
 * `extras: { bike: 2 }` as the fields `extra_bike: 2` (a field sent as such wins). An extra that
 * is not on offer (unknown, or no longer offered) is refused rather than silently dropped.
 */
function extrasAsFields(body: unknown, offered: readonly string[], zctx: z.RefinementCtx): unknown {
  if (!body || typeof body !== 'object') return body
  const { extras } = body as { extras?: unknown }
  const fields = extras && typeof extras === 'object' && !Array.isArray(extras) ? { ...Object.fromEntries(Object.entries(extras).map(([code, quantity]) => [extraField(code), quantity])), ...body } : body
  for (const [key, value] of Object.entries(fields)) {
    const code = EXTRA_FIELD.exec(key)?.[1]
    if (code && !offered.includes(code) && ![undefined, null, '', 0, '0'].includes(value as never)) zctx.addIssue({ code: 'custom', path: [key], message: 'invalid' })
  }
  return fields
}

export interface Party {
  adults: number
  children: number
  infants: number
  suitcases: number
  vehicle: string
  /** Extra code → quantity (only extras on offer, only quantities above 0). */
  extras: Record<string, number>
  /** The extras that need a child (child seats, boosters), together. */
  childSeats: number
  /** The extras that take a luggage place (bikes, golf bags), together. */
  sportsEquipment: number
}

const PARTY_COUNTS = { adults: [1, 16], children: [0, 15, 0], infants: [0, 5, 0], suitcases: [0, 30, 0] } as const

export function partySchema(ctx: Pick<SchemaContext, 'table'>, route?: { from: PlaceCode; to: PlaceCode }) {
  const offered = ctx.table.extras
  const inputs = Object.fromEntries(offered.map((e) => [extraField(e.code), count(0, e.maxQuantity, 0)]))
  const fields = z.object({
    adults: count(...PARTY_COUNTS.adults),
    children: count(...PARTY_COUNTS.children),
    infants: count(...PARTY_COUNTS.infants),
    suitcases: count(...PARTY_COUNTS.suitcases),
    vehicle: requiredString(20).refine((code) => ctx.table.vehicles.some((v) => v.code === code), { error: 'vehicle' }),
    ...inputs,
  })
  return z.preprocess(
    (body, zctx) => extrasAsFields(body, offered.map((e) => e.code), zctx),
    // A transform, not a refinement: it runs only once every field above has parsed.
    fields.transform((input, zctx): Party => {
      const v = input as z.output<typeof fields> & Record<string, number>
      const extras = Object.fromEntries(offered.map((e) => [e.code, v[extraField(e.code)] ?? 0]).filter(([, quantity]) => Number(quantity) > 0)) as Record<string, number>
      const total = (which: (e: (typeof offered)[number]) => boolean) => offered.filter(which).reduce((n, e) => n + (extras[e.code] ?? 0), 0)
      const party: Party = { adults: v.adults, children: v.children, infants: v.infants, suitcases: v.suitcases, vehicle: v.vehicle, extras, childSeats: total((e) => e.requiresChildren), sportsEquipment: total((e) => e.countsAsLuggage) }
      if (party.childSeats > v.children + v.infants) {
        const seat = offered.find((e) => e.requiresChildren && extras[e.code])!
        zctx.addIssue({ code: 'custom', path: [extraField(seat.code)], message: 'childSeats' })
      }
      const passengers = passengersOf(party)
      const luggage = party.suitcases + party.sportsEquipment
      const chosen = ctx.table.vehicles.find((x) => x.code === v.vehicle)
      if (!chosen || (passengers <= chosen.maxPassengers && luggage <= chosen.maxSuitcases)) return party
      const suggestion = vehiclesThatFit(ctx.table, passengers, luggage, route)[0]
      zctx.addIssue({
        code: 'custom',
        path: ['vehicle'],
        message: suggestion ? 'capacity' : 'capacityNone',
        params: { vehicle: chosen.code, suggestion: suggestion?.code, passengers: chosen.maxPassengers, suitcases: chosen.maxSuitcases },
      })
      return party
    }),
  )
}

export function passengersOf(p: Pick<Party, 'adults' | 'children' | 'infants'>): number {
  return p.adults + p.children + p.infants
}

// ── The quote ────────────────────────────────────────────────────────────────────────────────

export type Parsed<T> = { success: true; data: T } | { success: false; issues: z.core.$ZodIssue[] }

export function combine<T extends object>(results: Array<z.ZodSafeParseResult<object>>): Parsed<T> {
  const issues = results.flatMap((r) => (r.success ? [] : r.error.issues))
  if (issues.length) return { success: false, issues }
  return { success: true, data: Object.assign({}, ...results.map((r) => r.data)) as T }
}

type QuoteRequestInput = z.output<ReturnType<typeof quoteRouteSchema>> & Party

/** What a price is worked out from, in a parsed quote or a parsed request (its date and time then required). */
type PricedFields = Pick<QuoteRequestInput, 'tripType' | 'from' | 'to' | 'vehicle' | 'extras' | 'adults' | 'children' | 'infants' | 'date' | 'time' | 'returnDate' | 'returnTime'>

/** What the pure quote needs of a parsed quote or request: the return leg's date and time only for a return. */
export function quoteInputOf(v: PricedFields): QuoteInput {
  const isReturn = v.tripType === 'return'
  return {
    from: v.from,
    to: v.to,
    vehicle: v.vehicle,
    passengers: passengersOf(v),
    isReturn,
    date: v.date,
    time: v.time,
    returnDate: isReturn ? v.returnDate : undefined,
    returnTime: isReturn ? v.returnTime : undefined,
    extras: v.extras,
  }
}

function parseQuoteRequest(body: unknown, ctx: Pick<SchemaContext, 'table'>): Parsed<QuoteRequestInput> {
  const route = quoteRouteSchema(ctx).safeParse(body)
  return combine<QuoteRequestInput>([route, partySchema(ctx, route.success ? route.data : undefined).safeParse(body)])
}

export type QuoteAnswer = { ok: true; quote: Quote } | { ok: false; issues: z.core.$ZodIssue[] }

/**
 * The price of a quote request, or why there is none (as field issues): POST /api/transfers/quote
 * answers this, and the price box works it out first in the browser so it asks only when it is a price.
 */
export function quoteRequest(body: unknown, ctx: Pick<SchemaContext, 'table' | 'pricing'>): QuoteAnswer {
  const parsed = parseQuoteRequest(body, ctx)
  if (!parsed.success) return { ok: false, issues: parsed.issues }
  const result = quoteTransfer(quoteInputOf(parsed.data), ctx.table, ctx.pricing)
  if (!result.ok) return { ok: false, issues: [{ code: 'custom', path: ['vehicle'], message: 'noPrice', input: undefined }] }
  return { ok: true, quote: result.quote }
}

/** The fields of a form a price depends on (not the addresses, nor the contact details: they stay in the form). */
export function quoteFieldNames(table: PriceTable): string[] {
  const route = Object.keys(quoteRouteShape({ table })).filter((name) => name !== 'fromAddress' && name !== 'toAddress')
  return [...route, ...Object.keys(PARTY_COUNTS), 'vehicle', ...table.extras.map((e) => extraField(e.code))]
}
