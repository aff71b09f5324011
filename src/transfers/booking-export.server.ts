import type { TFunction } from 'i18next'
import type { ServiceContext } from '../config/app-context'
import { DriverModel, FleetVehicleModel } from '../fleet/fleet.model'
import type { Language } from '../i18n/languages'
import { csvFile } from '../lib/csv'
import { bookingRules } from './booking-rules.server'
import { toBookingView, type BookingWithLegs } from './booking-view'
import { placeLabel } from './places'
import { searchBookings } from './booking-search.server'
import { filterBookings, legWithinDays, TransferListQuerySchema } from './transfers.admin.server'
import { TransferBookingModel } from './transfers.model'
import { loadTransfers } from './transfers.server'

// The bookings list as a spreadsheet: one row per leg (one job on the road), with the list's filters;
// the booking's money on its first row only (ADR 041).

/** Column names in English snake_case: stable for spreadsheets and imports, whoever exports. */
export const BOOKING_CSV_HEADER = [
  'reference', 'status', 'direction', 'leg_status', 'date', 'time', 'from', 'to', 'pickup_point', 'flight_or_ferry', 'travel_time',
  'passengers', 'luggage', 'extras', 'vehicle_class', 'customer_name', 'customer_email', 'customer_phone', 'language', 'source',
  'payment_method', 'payment_status', 'currency', 'price', 'paid', 'refunded', 'driver', 'vehicle_plate',
] as const

/** At most this many bookings per export (a year of a busy season); narrow the filters for more. */
const MAX_BOOKINGS = 20_000

const amount = (cents: number) => (cents / 100).toFixed(2)

/**
 * Every booking matching the list's filters and search (no paging), by first pick-up; each leg
 * within the date filter is a row; price, paid and refunded only on the booking's first row. Places
 * in the staff member's language (t: any namespace).
 */
export async function bookingsCsv(ctx: ServiceContext, lng: Language, input: Record<string, unknown>, t: TFunction): Promise<string> {
  const query = TransferListQuerySchema.parse(input)
  const builder = filterBookings(TransferBookingModel.query(), query)
  if (query.q) searchBookings(builder, query.q)
  builder
    .select('transfer_bookings.*', TransferBookingModel.relatedQuery('legs').min('pickup_at').as('firstPickupAt'))
    .withGraphFetched('legs')
    .orderBy('firstPickupAt')
    .orderBy('id')
    .limit(MAX_BOOKINGS)
  const [rows, loaded, rules] = await Promise.all([builder, loadTransfers(), bookingRules()])
  const legs = rows.flatMap((r) => r.legs ?? [])
  const [drivers, vehicles] = await Promise.all([
    DriverModel.query().whereIn('id', [...new Set(legs.map((l) => l.driverId).filter((id): id is number => id !== null))]),
    FleetVehicleModel.query().whereIn('id', [...new Set(legs.map((l) => l.vehicleId).filter((id): id is number => id !== null))]),
  ])
  const lines: Array<Array<string | number | null>> = [[...BOOKING_CSV_HEADER]]
  for (const row of rows) {
    const b = toBookingView(ctx, row as BookingWithLegs, loaded, { lng, rules })
    const extras = Object.entries(b.extras).map(([code, n]) => `${b.extraNames[code] ?? code} ×${n}`).join('; ')
    const legs = b.legs.filter((l) => legWithinDays(query, l.pickupLocal.date))
    for (const leg of legs) {
      const stored = row.legs!.find((l) => l.id === leg.id)!
      // The booking's money once, on its first row here: a column's sum is then the bookings' takings.
      const money = (cents: number) => (leg === legs[0] ? amount(cents) : '')
      lines.push([
        b.reference, b.status, leg.direction, leg.status, leg.pickupLocal.date, leg.pickupLocal.time,
        placeLabel(t, leg.from), placeLabel(t, leg.to), leg.pickupPoint, leg.travel?.number ?? '', leg.travel?.time ?? '',
        stored.passengers, stored.luggage, extras, b.vehicle.name, b.customer.name, b.customer.email, b.customer.phone, b.language, row.source,
        b.payment.method, b.payment.status, b.payment.currency, money(b.payment.totalCents), money(b.payment.paidCents), money(b.payment.refundedCents),
        drivers.find((d) => d.id === stored.driverId)?.name ?? '', vehicles.find((v) => v.id === stored.vehicleId)?.plate ?? '',
      ])
    }
  }
  return csvFile(lines)
}
