import { z } from 'zod'
import { FIELD } from '../lib/forms'
import { phoneField } from '../lib/phone'
import { IdempotencyKeySchema } from '../lib/idempotency'
import { FERRY_SERVICES, ferryLabel, ferryPortOfLeg, findFerryService, type Port } from './ferries'
import { islandTimeToInstant, isLocalDate, localParts } from '../lib/island-time'
import { isTerminal, type PlaceCode } from './quote'
import { blankToUndefined, checkRoute, combine, count, localDate, localTime, optionalDate, optionalTime, partySchema, routeFields, tripType, type Issue, type Parsed, type Party, type SchemaContext } from './quote.schema'
import { travelTimeProblem } from './travel-time'
import type { TravelKind } from './transfers.model'

// Every input of a transfer request, with messages as codes (airport-transfers:errors.<code>,
// else common forms.errors.<code>) so each visitor reads them in their own language.
// The fields are checked in groups (places, times, party, contact) so one bad group does not
// hide the messages of the others; each group's cross-field rules run once its fields parse.
// What the price depends on is quote.schema.ts's (the price box runs it in the browser too).

/**
 * A flight number: the airline's IATA code (two characters, not two digits: VY, U2, 2W) or the
 * ICAO one that many airlines print on boarding passes (three letters: EZY, RYR, VLG), 1–4 digits,
 * an optional suffix. It is kept as the traveller gave it, without spaces (EZY 8571 → EZY8571),
 * not turned into the other code: the driver's job shows what the traveller reads on their booking.
 */
const FLIGHT_RE = /^(?:[A-Z]{3}|(?!\d\d)[A-Z0-9]{2}) ?\d{1,4}[A-Z]?$/

/** "fr 8311" → "FR8311", "ezy 8571" → "EZY8571"; null when it is not a flight number. */
export function normalizeFlight(value: string): string | null {
  const upper = value.trim().toUpperCase()
  if (!FLIGHT_RE.test(upper)) return null
  return upper.replace(/\s+/g, '')
}

const terms = z.union([z.literal('on'), z.literal(true), z.literal('true')], { error: 'terms' }).transform(() => true as const)


/** What a traveller arrives or leaves by, as stored on the leg. */
export interface Travel {
  kind: TravelKind
  /** A flight number (VY3904) or a ferry service as its label (Baleària · Alcúdia). */
  number: string
}

/**
 * A leg from the airport needs the arrival flight, one from a port the ferry (the driver meets
 * it); a leg to the airport or a port may give the departure. Which of the two a leg asks for is
 * ferryPortOfLeg's (the request form suggests that port's services by the same rule). Flights are
 * checked for shape (IATA/ICAO airline + number), ferries against the services of that port.
 */
function checkTravel(value: string | undefined, from: PlaceCode, to: PlaceCode, path: string, issue: Issue): Travel | undefined {
  const port = ferryPortOfLeg(from, to)
  if (!value) {
    if (from === 'airport') issue(path, 'flightRequired')
    else if (port === from) issue(path, 'ferryRequired')
    return undefined
  }
  if (port) {
    const service = findFerryService(port, value)
    if (!service) issue(path, 'ferry', { port, services: FERRY_SERVICES_TEXT[port] })
    return { kind: 'ferry', number: service ? ferryLabel(service) : value }
  }
  if (from === 'airport' || to === 'airport') {
    const flight = normalizeFlight(value)
    if (!flight) issue(path, 'flight')
    return { kind: 'flight', number: flight ?? value }
  }
  return undefined
}

const FERRY_SERVICES_TEXT: Record<Port, string> = {
  'port-mao': listFerries('port-mao'),
  'port-ciutadella': listFerries('port-ciutadella'),
}

function listFerries(port: Port): string {
  return FERRY_SERVICES[port].map(ferryLabel).join(', ')
}

const issuer = (zctx: z.RefinementCtx): Issue => (path, code, params) => zctx.addIssue({ code: 'custom', path: [path], message: code, params })

/** Where from, where to, and the flight or ferry of each leg. */
export function requestPlacesSchema(ctx: SchemaContext) {
  return z
    .object({ ...routeFields(ctx), flightNumber: FIELD.optionalText(60), returnFlightNumber: FIELD.optionalText(60) })
    .transform((v, zctx) => {
      const issue = issuer(zctx)
      checkRoute(v, issue)
      const isReturn = v.tripType === 'return'
      return {
        ...v,
        travel: checkTravel(v.flightNumber, v.from, v.to, 'flightNumber', issue),
        returnTravel: isReturn ? checkTravel(v.returnFlightNumber, v.to, v.from, 'returnFlightNumber', issue) : undefined,
      }
    })
}

/** When: island time, far enough ahead, not too far, and a return after the outbound trip. */
export function requestTimesSchema(ctx: SchemaContext) {
  return z
    .object({
      tripType,
      date: localDate,
      time: localTime,
      returnDate: optionalDate,
      returnTime: optionalTime,
      // The flight's or ferry's own time (arrival for a leg from a terminal, departure for one to it).
      travelTime: optionalTime,
      returnTravelTime: optionalTime,
    })
    .transform((v, zctx) => {
      const issue = issuer(zctx)
      const now = ctx.now.getTime()
      const pickupAt = islandTimeToInstant(v.date, v.time)
      if (!pickupAt) issue('time', 'time')
      else if (pickupAt.getTime() <= now) issue('date', 'datePast')
      else if (pickupAt.getTime() < now + ctx.pricing.minNoticeHours * 3_600_000) issue('date', 'minNotice', { hours: ctx.pricing.minNoticeHours })
      else if (pickupAt.getTime() > now + ctx.pricing.maxAdvanceDays * 86_400_000) issue('date', 'dateTooFar')
      let returnAt: Date | null = null
      if (v.tripType === 'return') {
        if (!v.returnDate) issue('returnDate', 'required')
        if (!v.returnTime) issue('returnTime', 'required')
        if (v.returnDate && v.returnTime) {
          returnAt = islandTimeToInstant(v.returnDate, v.returnTime)
          if (!returnAt) issue('returnTime', 'time')
          else if (pickupAt && returnAt.getTime() <= pickupAt.getTime()) issue('returnDate', 'returnBeforeOutbound')
        }
      }
      return {
        date: v.date,
        time: v.time,
        pickupAt: pickupAt ?? new Date(0),
        returnAt,
        returnDate: returnAt ? v.returnDate : undefined,
        returnTime: returnAt ? v.returnTime : undefined,
        travelTime: v.travelTime,
        returnTravelTime: returnAt ? v.returnTravelTime : undefined,
      }
    })
}

export type RequestRoute = z.output<ReturnType<typeof requestPlacesSchema>> & z.output<ReturnType<typeof requestTimesSchema>>

// ── The customer ─────────────────────────────────────────────────────────────────────────────

export const PAYMENT_CHOICES = ['online', 'driver'] as const

export const ContactSchema = z.object({
  name: FIELD.requiredText(120),
  email: FIELD.email(),
  // E.164, so the same traveller is recognised however they type it (+49 170…, 0049 170…).
  phone: phoneField(),
  notes: FIELD.optionalText(2000, { multiline: true }),
  terms,
  idempotencyKey: z.preprocess(blankToUndefined, IdempotencyKeySchema.optional()),
  /** Pay online now or the driver; whether it may be chosen is the booking rules' (bookings.server.ts). */
  payment: z.preprocess(blankToUndefined, z.enum(PAYMENT_CHOICES, { error: 'invalid' }).optional()),
  /** "Yes, I want a second transfer": asked only when the same traveller, day and route are booked already. */
  confirmDuplicate: z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean()),
})
export type Contact = z.output<typeof ContactSchema>

// ── Whole inputs ─────────────────────────────────────────────────────────────────────────────

export type TransferRequestInput = RequestRoute & Party & Contact

export function parseTransferRequest(body: unknown, ctx: SchemaContext): Parsed<TransferRequestInput> {
  const places = requestPlacesSchema(ctx).safeParse(body)
  const party = partySchema(ctx, places.success ? places.data : undefined).safeParse(body)
  const times = requestTimesSchema(ctx).safeParse(body)
  const combined = combine<TransferRequestInput>([places, times, party, ContactSchema.safeParse(body)])
  if (!combined.success) return combined
  const issues = travelTimeIssues(combined.data)
  return issues.length ? { success: false, issues } : combined
}

function travelTimeIssues(v: TransferRequestInput): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = []
  const check = (travelTime: string | undefined, pickup: string | undefined, from: PlaceCode, to: PlaceCode, path: string) => {
    if (!travelTime || !pickup) return
    const problem = travelTimeProblem(from, to, pickup, travelTime)
    if (problem) issues.push({ code: 'custom', path: [path], message: problem, params: { time: travelTime }, input: undefined } as z.core.$ZodIssue)
  }
  check(v.travelTime, v.time, v.from, v.to, 'time')
  if (v.tripType === 'return') check(v.returnTravelTime, v.returnTime, v.to, v.from, 'returnTime')
  return issues
}

/**
 * ?from&to&date&passengers (the quote boxes), ?town&vehicle&passengers (links to a town or a
 * vehicle) pre-fill the request form. Without a vehicle, the cheapest one that takes the party.
 */
export function prefillValues(query: Record<string, string>, known: { towns: string[]; vehicles: Array<{ code: string; maxPassengers: number; fromCents: number | null }> }): Record<string, string> {
  const out: Record<string, string> = {}
  const isPlace = (v: string | undefined): v is string => v !== undefined && (isTerminal(v) || known.towns.includes(v))
  if (query.town && known.towns.includes(query.town)) Object.assign(out, { from: 'airport', to: query.town })
  if (isPlace(query.from)) out.from = query.from
  if (isPlace(query.to)) out.to = query.to
  if (query.date && isLocalDate(query.date)) out.date = query.date
  const passengers = count(1, 16).safeParse(query.passengers)
  if (passengers.success) out.adults = String(passengers.data)
  if (query.vehicle && known.vehicles.some((v) => v.code === query.vehicle)) out.vehicle = query.vehicle
  else if (passengers.success) {
    const cheapest = (v: { fromCents: number | null }) => v.fromCents ?? Number.POSITIVE_INFINITY
    const fits = known.vehicles.filter((v) => v.maxPassengers >= passengers.data).sort((a, b) => cheapest(a) - cheapest(b) || a.maxPassengers - b.maxPassengers)[0]
    if (fits) out.vehicle = fits.code
  }
  return out
}

/** Today's date on the island (the earliest value a date field offers). */
export function islandToday(now = new Date()): string {
  return localParts(now).date
}
