import type { Language } from '../i18n/languages'
import type { AppSecrets } from '../lib/secrets'
import { translate } from '../i18n/translatable'
import { bookingPath } from './booking-token'
import { localParts } from './local-time'
import type { PlaceView } from './places'
import type { PricingSettings } from './pricing-settings'
import type { PlaceCode, Quote } from './quote'
import type { TransferRequestModel, TransferStatus } from './transfers.model'
import type { LoadedTransfers } from './transfers.server'

/** What price_breakdown holds: the quote that priced the request and the route it priced. */
export interface StoredBreakdown {
  quote: Quote
  route: { from: PlaceCode; fromAddress: string | null; to: PlaceCode; toAddress: string | null }
}

/** A booking as the customer sees it (confirmation page, booking page, e-mails, API). */
export interface BookingView {
  reference: string
  status: TransferStatus
  language: string
  isReturn: boolean
  from: PlaceView
  to: PlaceView
  pickupAt: string
  /** The pick-up on the island's clock (what the customer typed). */
  pickupLocal: { date: string; time: string }
  flightNumber: string | null
  returnAt: string | null
  returnFlightNumber: string | null
  adults: number
  children: number
  infants: number
  suitcases: number
  sportsEquipment: number
  childSeats: number
  vehicle: { code: string; name: string }
  customer: { name: string; email: string; phone: string }
  notes: string
  price: Quote
  cancellationRequestedAt: string | null
  /** 'direct': the customer may cancel now; 'request': staff decide (too close to the pick-up). */
  cancellation: 'direct' | 'request' | null
  /** Until how many hours before the pick-up a cancellation is immediate. */
  freeCancellationHours: number
  /** Relative address of the booking page (signed). */
  bookingPath: string
  createdAt: string
}

export function cancellationMode(row: Pick<TransferRequestModel, 'status' | 'pickupAt' | 'cancellationRequestedAt'>, pricing: PricingSettings, now = new Date()): BookingView['cancellation'] {
  if (row.status === 'cancelled' || row.status === 'completed') return null
  if (row.pickupAt.getTime() <= now.getTime()) return null
  const hoursAhead = (row.pickupAt.getTime() - now.getTime()) / 3_600_000
  if (hoursAhead > pricing.freeCancellationHours) return 'direct'
  return row.cancellationRequestedAt ? null : 'request'
}

export function toBookingView({ secrets }: { secrets: AppSecrets }, row: TransferRequestModel, loaded: LoadedTransfers, lng: Language, now = new Date()): BookingView {
  const breakdown = row.priceBreakdown as unknown as StoredBreakdown
  const townName = (code: PlaceCode) => loaded.towns.find((t) => t.slug === code)?.name ?? null
  const vehicle = loaded.vehicles.find((v) => v.code === row.vehicleCode)
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)
  return {
    reference: row.reference,
    status: row.status,
    language: row.language,
    isReturn: row.isReturn,
    from: { code: breakdown.route.from, town: townName(breakdown.route.from), address: breakdown.route.fromAddress },
    to: { code: breakdown.route.to, town: townName(breakdown.route.to), address: breakdown.route.toAddress },
    pickupAt: iso(row.pickupAt)!,
    pickupLocal: localParts(new Date(row.pickupAt)),
    flightNumber: row.flightNumber,
    returnAt: iso(row.returnAt),
    returnFlightNumber: row.returnFlightNumber,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    suitcases: row.suitcases,
    sportsEquipment: row.sportsEquipment,
    childSeats: row.childSeats,
    vehicle: { code: row.vehicleCode, name: vehicle ? translate(vehicle, 'name', lng) : row.vehicleCode },
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    notes: row.notes,
    price: breakdown.quote,
    cancellationRequestedAt: iso(row.cancellationRequestedAt),
    cancellation: cancellationMode(row, loaded.pricing, now),
    freeCancellationHours: loaded.pricing.freeCancellationHours,
    bookingPath: bookingPath(secrets, row.reference),
    createdAt: iso(row.createdAt)!,
  }
}
