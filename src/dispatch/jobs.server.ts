import type { TFunction } from 'i18next'
import type { ServiceContext } from '../config/app-context'
import { DriverModel, FleetVehicleModel } from '../fleet/fleet.model'
import { formatPrice, phoneDigits, whatsappLink } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import type { Language } from '../i18n/languages'
import { legMovesAvailable } from '../transfers/booking-status'
import { toBookingView, type BookingView, type BookingWithLegs, type LegView } from '../transfers/booking-view'
import { localParts } from '../lib/island-time'
import { placeLabel } from '../transfers/places'
import { luggageSummary, passengerSummary } from '../transfers/summary'
import { loadTransfers } from '../transfers/transfers.server'
import { TransferBookingModel, TransferLegModel, type LegStatus } from '../transfers/transfers.model'

// The jobs of a day as the people on the road read them: the driver's phone view, the run sheet
// and the manifest all print these same lines, in the reader's language.

/** Bookings whose legs are driven: confirmed ones, and those staff are still deciding on (they may be assigned ahead). */
const DRIVEN_BOOKINGS = ['confirmed', 'on_request'] as const

/** What the driver collects on board for this leg. */
export type PaymentDue = { kind: 'collect'; amount: string } | { kind: 'paid' } | { kind: 'on-other-leg' }

export interface Job {
  legId: number
  version: number
  bookingId: number
  reference: string
  bookingStatus: string
  direction: 'outbound' | 'return'
  status: LegStatus
  /** The island date, "YYYY-MM-DD". */
  serviceDate: string
  /** "HH:MM" on the island's clock. */
  time: string
  pickupAt: string
  from: string
  to: string
  pickupPoint: string
  /** "VY3904 · 14:05" (a flight or a ferry and its time). */
  travel: string | null
  passengers: string
  luggage: string
  /** Child seats and extras, each with its quantity, in the reader's words. */
  extras: string[]
  customer: { name: string; phone: string; tel: string; whatsapp: string }
  notes: string
  payment: PaymentDue
  /** The fleet vehicle (name · plate) or, unassigned, the booked vehicle class. */
  vehicle: string
  vehicleAssigned: boolean
  driver: { id: number; name: string; phone: string } | null
  /** What may be pressed now (none unless the booking is confirmed). */
  next: LegStatus[]
}

export interface JobQuery {
  dates: string[]
  /** One driver's jobs; omitted: every job of the days, assigned or not. */
  driverId?: number
}

/** The live (not cancelled) legs of driven bookings on these island days, in the order they are driven. */
export async function jobsOn(ctx: ServiceContext, query: JobQuery, lng: Language, t: TFunction, now = new Date()): Promise<Job[]> {
  if (!query.dates.length) return []
  const legs = await TransferLegModel.query()
    .whereIn('serviceDate', query.dates)
    .whereNot('status', 'cancelled')
    .modify((q) => (query.driverId === undefined ? q : q.where('driverId', query.driverId)))
    .whereIn('bookingId', TransferBookingModel.query().select('id').whereIn('status', DRIVEN_BOOKINGS))
    .orderBy([{ column: 'pickupAt' }, { column: 'id' }])
  if (!legs.length) return []
  const bookingIds = [...new Set(legs.map((l) => l.bookingId))]
  const [loaded, bookings, allLegs, drivers, vehicles] = await Promise.all([
    loadTransfers(),
    TransferBookingModel.query().whereIn('id', bookingIds),
    TransferLegModel.query().whereIn('bookingId', bookingIds),
    DriverModel.query().whereIn('id', ids(legs.map((l) => l.driverId))),
    FleetVehicleModel.query().whereIn('id', ids(legs.map((l) => l.vehicleId))),
  ])
  const views = new Map(
    bookings.map((b) => {
      const row = Object.assign(b, { legs: allLegs.filter((l) => l.bookingId === b.id) }) as BookingWithLegs
      return [b.id, { row, view: toBookingView(ctx, row, loaded, { lng, now }) }]
    }),
  )
  return legs.map((leg) => {
    const { row, view } = views.get(leg.bookingId)!
    const legView = view.legs.find((l) => l.id === leg.id)!
    const driver = drivers.find((d) => d.id === leg.driverId)
    const vehicle = vehicles.find((v) => v.id === leg.vehicleId)
    return {
      legId: leg.id,
      version: leg.version,
      bookingId: row.id,
      reference: row.reference,
      bookingStatus: row.status,
      direction: leg.direction,
      status: leg.status,
      serviceDate: leg.serviceDate,
      time: legView.pickupLocal.time,
      pickupAt: legView.pickupAt,
      from: placeLabel(t, legView.from),
      to: placeLabel(t, legView.to),
      pickupPoint: leg.pickupPoint,
      travel: travelOf(legView),
      passengers: passengerSummary(t, view),
      luggage: luggageSummary(t, view),
      extras: extrasOf(t, view),
      customer: { name: view.customer.name, phone: formatPhone(view.customer.phone), tel: phoneDigits(view.customer.phone), whatsapp: whatsappLink(view.customer.phone) },
      notes: view.notes,
      payment: paymentDue(view, leg.id, lng),
      vehicle: vehicle ? `${vehicle.name} · ${vehicle.plate}` : view.vehicle.name,
      vehicleAssigned: Boolean(vehicle),
      driver: driver ? { id: driver.id, name: driver.name, phone: formatPhone(driver.phone) } : null,
      next: row.status === 'confirmed' ? legMovesAvailable(leg.status, leg, now) : [],
    }
  })
}

const ids = (values: Array<number | null>) => [...new Set(values.filter((v): v is number => v !== null))]

function travelOf(leg: LegView): string | null {
  if (!leg.travel) return null
  return leg.travel.time ? `${leg.travel.number} · ${leg.travel.time}` : leg.travel.number
}

function extrasOf(t: TFunction, view: BookingView): string[] {
  // Child seats are extras too; only bookings made before extras existed count them on their own.
  const legacySeats = view.childSeats && !Object.keys(view.extras).length
  const lines = legacySeats ? [`${t('airport-transfers:details.childSeats')} × ${view.childSeats}`] : []
  for (const [code, quantity] of Object.entries(view.extras)) if (quantity > 0) lines.push(`${view.extraNames[code] ?? code} × ${quantity}`)
  return lines
}

/**
 * A pay-the-driver booking is paid once, on its first live leg (the outbound of a return): the
 * other leg says so rather than asking twice. Paid online: nothing to collect.
 */
function paymentDue(view: BookingView, legId: number, lng: Language): PaymentDue {
  const due = view.payment.dueToDriverCents
  if (view.payment.method !== 'driver' || due <= 0) return { kind: 'paid' }
  const firstLive = view.legs.find((l) => l.status !== 'cancelled')
  if (firstLive && firstLive.id !== legId) return { kind: 'on-other-leg' }
  return { kind: 'collect', amount: formatPrice(due, view.payment.currency, lng) }
}

/** The payment line in words ("Collect €45 on board", "Paid"). */
export function paymentText(t: TFunction, payment: PaymentDue): string {
  return payment.kind === 'collect' ? t('admin:driverView.payment.collect', { amount: payment.amount }) : t(`admin:driverView.payment.${payment.kind}`)
}

/** Island dates: today and the days after it ("YYYY-MM-DD"), counted on the island's calendar. */
export function islandDays(count: number, now = new Date()): string[] {
  const days: string[] = []
  const [y, m, d] = localParts(now).date.split('-').map(Number)
  for (let i = 0; i < count; i++) days.push(new Date(Date.UTC(y!, m! - 1, d! + i)).toISOString().slice(0, 10))
  return days
}
