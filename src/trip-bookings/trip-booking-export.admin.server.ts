import type { Language } from '../i18n/languages'
import { csvFile } from '../lib/csv'
import { localParts } from '../lib/island-time'
import { bookingsWithDepartures, filterTripBookings, searchTripBookings, tripNames, TripBookingListQuerySchema, type BookingWithDeparture } from './trip-bookings.admin.server'

// The trip bookings list as a spreadsheet (like the transfer export, ADR 041): the list's filters and
// search, one row per booking, one column per price category with how many of it were booked.

/** Column names in English snake_case: stable for spreadsheets and imports, whoever exports. */
export const TRIP_BOOKING_CSV_HEADER = [
  'reference', 'status', 'trip', 'date', 'time', 'customer_name', 'customer_email', 'customer_phone', 'customer_country', 'language',
  'guide_language', 'source', 'seats', 'payment_method', 'payment_status', 'currency', 'total', 'online_due', 'paid', 'refunded', 'notes', 'created_at',
] as const

/** At most this many bookings per file; narrow the filters for more. */
const MAX_BOOKINGS = 20_000

const amount = (cents: number) => (cents / 100).toFixed(2)

/** "2026-07-14 09:05", island time like the departure's date and time beside it (a spreadsheet reads it as a date). */
function islandDateTime(at: Date): string {
  const { date, time } = localParts(at)
  return `${date} ${time}`
}

/** Every booking matching the list's filters and search (no paging), by departure; trip names in the staff member's language. */
export async function tripBookingsCsv(lng: Language, input: Record<string, unknown>): Promise<string> {
  const query = TripBookingListQuerySchema.parse(input)
  const builder = filterTripBookings(bookingsWithDepartures(), query)
  if (query.q) searchTripBookings(builder, query.q)
  builder.orderBy('d.starts_at').orderBy('trip_bookings.id').limit(MAX_BOOKINGS)
  const [rows, names] = await Promise.all([builder as unknown as Promise<BookingWithDeparture[]>, tripNames(lng)])
  // One column per category code met in these bookings, in the order first seen (adult, child, infant…).
  const codes = [...new Set(rows.flatMap((r) => r.participants.map((p) => p.code)))]
  const lines: Array<Array<string | number | null>> = [[...TRIP_BOOKING_CSV_HEADER, ...codes.map((code) => `participants_${code}`)]]
  for (const r of rows) {
    lines.push([
      r.reference, r.status, names.get(r.tripId) ?? '', r.departureDate, r.departureTime, r.customerName, r.customerEmail, r.customerPhone, r.customerCountry ?? '', r.language,
      r.guideLanguage ?? '', r.source, r.seats, r.paymentMethod, r.paymentStatus, r.currency, amount(r.totalCents), amount(r.onlineDueCents), amount(r.paidCents), amount(r.refundedCents),
      r.notes, islandDateTime(r.createdAt),
      ...codes.map((code) => r.participants.filter((p) => p.code === code).reduce((sum, p) => sum + p.count, 0)),
    ])
  }
  return csvFile(lines)
}
