import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import type { AppSecrets } from '../lib/secrets'
import { bookingPath } from './booking-token'
import { localParts } from '../lib/island-time'
import type { PlaceView } from './places'
import type { PricingSettings } from './pricing-settings'
import { requestAnswerBy, type ReplyRules } from './reply-deadline'
import type { PlaceCode, Quote } from './quote'
import type { BookingStatus, LegDirection, LegStatus, PaymentMethod, PaymentStatus, TransferBookingModel, TransferLegModel, TravelKind } from './transfers.model'
import type { LoadedTransfers } from './transfers.server'

/** What price_breakdown holds: the quote that priced the booking and the route it priced. */
export interface StoredBreakdown {
  quote: Quote
  route: { from: PlaceCode; fromAddress: string | null; to: PlaceCode; toAddress: string | null }
}

/** The driver of a leg, as the customer may see them once assigned. */
export interface DriverContact {
  name: string
  phone: string
}

/** One leg (one job on the road) as the customer sees it. */
export interface LegView {
  id: number
  direction: LegDirection
  from: PlaceView
  to: PlaceView
  pickupAt: string
  /** The pick-up on the island's clock (what the customer typed). */
  pickupLocal: { date: string; time: string }
  pickupPoint: string
  travel: { kind: TravelKind; number: string; time: string | null } | null
  /** The expected drive, for the calendar. */
  durationMinutes: number
  status: LegStatus
  driver: DriverContact | null
}

export interface PaymentView {
  method: PaymentMethod
  status: PaymentStatus
  currency: string
  totalCents: number
  /** Charged online: the whole price or the deposit. */
  onlineDueCents: number
  paidCents: number
  refundedCents: number
  /** What the customer pays the driver on board. */
  dueToDriverCents: number
  /** Until when an unpaid online booking keeps its place. */
  holdExpiresAt: string | null
}

/** A booking as the customer sees it (confirmation page, booking page, e-mails, voucher, API). */
export interface BookingView {
  reference: string
  status: BookingStatus
  language: string
  isReturn: boolean
  from: PlaceView
  to: PlaceView
  legs: LegView[]
  /** The first pick-up. */
  pickupAt: string
  adults: number
  children: number
  infants: number
  suitcases: number
  sportsEquipment: number
  childSeats: number
  /** The extras that are seats for children (child seat, booster…), to name them apart from the rest. */
  childSeatCodes: string[]
  extras: Record<string, number>
  /** The extras' names in the view's language (the price lines name them). */
  extraNames: Record<string, string>
  vehicle: { code: string; name: string }
  customer: { name: string; email: string; phone: string }
  notes: string
  price: Quote
  payment: PaymentView
  cancellationRequestedAt: string | null
  /** 'direct': the customer may cancel now; 'request': staff decide (too close to the pick-up). */
  cancellation: 'direct' | 'request' | null
  /** Until how many hours before the pick-up a cancellation is immediate (and refunded in full). */
  freeCancellationHours: number
  /** For a booking on request: by when staff answer at the latest (the reply hours counted in office hours). */
  answerBy: string | null
  /** That answer would come less than an hour before the first pick-up (a late-evening request for the early morning): the customer is asked to call. */
  answerTooLate: boolean
  /** The answer promised by `answerBy` has not come and that time has passed: the customer is told so, and how to reach the office. */
  answerOverdue: boolean
  /** Relative address of the booking page (signed). */
  bookingPath: string
  createdAt: string
}

export type BookingWithLegs = TransferBookingModel & { legs: TransferLegModel[] }

/** An answer on request must reach the customer at least this long before the pick-up to be of use. */
const ANSWER_BEFORE_PICKUP_MS = 60 * 60_000

/** The legs in the order they are driven. */
export function orderedLegs(legs: TransferLegModel[]): TransferLegModel[] {
  return [...legs].sort((a, b) => new Date(a.pickupAt).getTime() - new Date(b.pickupAt).getTime() || a.id - b.id)
}

export function firstPickup(legs: TransferLegModel[]): Date {
  const first = orderedLegs(legs).find((l) => l.status !== 'cancelled') ?? orderedLegs(legs)[0]
  return first ? new Date(first.pickupAt) : new Date(0)
}

export function cancellationMode(row: Pick<TransferBookingModel, 'status' | 'cancellationRequestedAt'>, firstPickupAt: Date, pricing: Pick<PricingSettings, 'freeCancellationHours'>, now = new Date()): BookingView['cancellation'] {
  if (row.status === 'cancelled' || row.status === 'expired') return null
  if (firstPickupAt.getTime() <= now.getTime()) return null
  // An unpaid checkout is simply let go; a request the office has not confirmed yet is withdrawn
  // (nothing was promised or paid: asking the office to cancel it would only make work).
  if (row.status === 'pending_payment' || row.status === 'on_request') return 'direct'
  const hoursAhead = (firstPickupAt.getTime() - now.getTime()) / 3_600_000
  if (hoursAhead > pricing.freeCancellationHours) return 'direct'
  return row.cancellationRequestedAt ? null : 'request'
}

export interface ViewOptions {
  lng: Language
  /** Drivers by id, for the legs that have one (only what the customer may see). */
  drivers?: Map<number, DriverContact>
  rules?: ReplyRules
  now?: Date
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null)

function legView(leg: TransferLegModel, townName: (code: PlaceCode) => string | null, route: StoredBreakdown['route'], drivers: ViewOptions['drivers']): LegView {
  // The customer's own address belongs to the town end of the route.
  const addressOf = (code: string) => (code === route.from ? route.fromAddress : code === route.to ? route.toAddress : null)
  return {
    id: leg.id,
    direction: leg.direction,
    from: { code: leg.fromCode, town: townName(leg.fromCode), address: addressOf(leg.fromCode) },
    to: { code: leg.toCode, town: townName(leg.toCode), address: addressOf(leg.toCode) },
    pickupAt: iso(leg.pickupAt)!,
    pickupLocal: localParts(new Date(leg.pickupAt)),
    pickupPoint: leg.pickupPoint,
    travel: leg.travelKind && leg.travelNumber ? { kind: leg.travelKind, number: leg.travelNumber, time: leg.travelTime } : null,
    durationMinutes: leg.durationMinutes,
    status: leg.status,
    driver: leg.driverId ? (drivers?.get(leg.driverId) ?? null) : null,
  }
}

export function toBookingView({ secrets }: { secrets: AppSecrets }, row: BookingWithLegs, loaded: Pick<LoadedTransfers, 'towns' | 'vehicles' | 'pricing'> & Partial<Pick<LoadedTransfers, 'extras'>>, { lng, drivers, rules, now = new Date() }: ViewOptions): BookingView {
  const breakdown = row.priceBreakdown as unknown as StoredBreakdown
  const townName = (code: PlaceCode) => loaded.towns.find((t) => t.slug === code)?.name ?? null
  const vehicle = loaded.vehicles.find((v) => v.code === row.vehicleCode)
  const legs = orderedLegs(row.legs)
  const first = firstPickup(row.legs)
  const paidOnline = row.paymentMethod === 'online' ? row.onlineDueCents : 0
  const answerBy = row.status === 'on_request' && rules ? requestAnswerBy(new Date(row.createdAt), rules) : null
  return {
    reference: row.reference,
    status: row.status,
    language: row.language,
    isReturn: row.isReturn,
    from: { code: breakdown.route.from, town: townName(breakdown.route.from), address: breakdown.route.fromAddress },
    to: { code: breakdown.route.to, town: townName(breakdown.route.to), address: breakdown.route.toAddress },
    legs: legs.map((leg) => legView(leg, townName, breakdown.route, drivers)),
    pickupAt: first.toISOString(),
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    suitcases: row.suitcases,
    sportsEquipment: row.sportsEquipment,
    childSeats: row.childSeats,
    childSeatCodes: (loaded.extras ?? []).filter((e) => e.requiresChildren).map((e) => e.code),
    extras: row.extras ?? {},
    extraNames: Object.fromEntries((loaded.extras ?? []).map((e) => [e.code, translate(e, 'name', lng)])),
    vehicle: { code: row.vehicleCode, name: vehicle ? translate(vehicle, 'name', lng) : row.vehicleCode },
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    notes: row.notes,
    price: breakdown.quote,
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      currency: row.currency,
      totalCents: row.priceCents,
      onlineDueCents: paidOnline,
      paidCents: row.paidCents,
      refundedCents: row.refundedCents,
      // What is still owed: the price less what is held (paid and not given back), as for trips and the office's forms.
      dueToDriverCents: Math.max(0, row.priceCents - Math.max(row.paidCents - row.refundedCents, 0)),
      holdExpiresAt: row.status === 'pending_payment' ? iso(row.holdExpiresAt) : null,
    },
    cancellationRequestedAt: iso(row.cancellationRequestedAt),
    cancellation: cancellationMode(row, first, loaded.pricing, now),
    freeCancellationHours: loaded.pricing.freeCancellationHours,
    answerBy: answerBy?.toISOString() ?? null,
    answerTooLate: answerBy !== null && answerBy.getTime() > first.getTime() - ANSWER_BEFORE_PICKUP_MS,
    answerOverdue: answerBy !== null && answerBy.getTime() <= now.getTime(),
    bookingPath: bookingPath(secrets, row.reference),
    createdAt: iso(row.createdAt)!,
  }
}
