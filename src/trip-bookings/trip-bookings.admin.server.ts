import type { Knex } from 'knex'
import type { QueryBuilder } from 'objection'
import { z } from 'zod'
import { likeTerm, ListQuerySchema, pageOf, type ListPage } from '../content-kit/list-query'
import { formatIslandDate, formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { isLocalDate } from '../lib/island-time'
import { TripModel } from '../trips/trips.model'
import { TripPriceCategoryModel } from '../departures/departures.model'
import { TRIP_BOOKING_SOURCES, TRIP_BOOKING_STATUSES, TRIP_PAYMENT_STATUSES } from './trip-booking-options'
import { TripBookingModel, type BookedParticipants, type TripBookingSource, type TripBookingStatus, type TripPaymentStatus } from './trip-bookings.model'
import { IdNumberSchema } from '../lib/params'

// Staff side of trip bookings (docs/decisions/042): the list with its search and filters, shared
// by the page and the CSV export so both show exactly the same bookings.


const optionalDate = z
  .string()
  .refine((v) => isLocalDate(v))
  .optional()
  .catch(undefined)

/** The list's address: ?page/?pageSize/?sort/?q plus ?trip, ?status, ?payment, ?source and the departure's island dates ?from/?to. */
export const TripBookingListQuerySchema = ListQuerySchema.extend({
  trip: IdNumberSchema.optional().catch(undefined),
  status: z.enum(TRIP_BOOKING_STATUSES).optional().catch(undefined),
  payment: z.enum(TRIP_PAYMENT_STATUSES).optional().catch(undefined),
  source: z.enum(TRIP_BOOKING_SOURCES).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
})
export type TripBookingListQuery = z.infer<typeof TripBookingListQuerySchema>

/** A booking with its departure's island date and time (the list joins them). */
export type BookingWithDeparture = TripBookingModel & { departureDate: string; departureTime: string; departureStartsAt: Date | string }

type BookingQuery = QueryBuilder<TripBookingModel, TripBookingModel[]>

/** Bookings joined to their departure, with its island date and time. */
export function bookingsWithDepartures(): BookingQuery {
  return TripBookingModel.query()
    .join('trip_departures as d', 'd.id', 'trip_bookings.departure_id')
    .select('trip_bookings.*', 'd.local_date as departureDate', 'd.local_time as departureTime', 'd.starts_at as departureStartsAt')
}

/** The list's filters on a query of bookings joined to their departures. */
export function filterTripBookings(builder: BookingQuery, query: Pick<TripBookingListQuery, 'trip' | 'status' | 'payment' | 'source' | 'from' | 'to'>): BookingQuery {
  if (query.trip) builder.where('trip_bookings.trip_id', query.trip)
  if (query.status) builder.where('trip_bookings.status', query.status)
  if (query.payment) builder.where('trip_bookings.payment_status', query.payment)
  if (query.source) builder.where('trip_bookings.source', query.source)
  if (query.from) builder.where('d.local_date', '>=', query.from)
  if (query.to) builder.where('d.local_date', '<=', query.to)
  return builder
}

/** The list's search: reference, customer name, e-mail, phone (by its digits). */
export function searchTripBookings(builder: BookingQuery, term: string): void {
  const digits = term.replace(/[^\d+]/g, '')
  builder.where((w) => {
    w.whereILike('trip_bookings.reference', likeTerm(term))
      .orWhereILike('trip_bookings.customer_name', likeTerm(term))
      .orWhereILike('trip_bookings.customer_email', likeTerm(term))
    // Phones are compared by their digits: "+34 600 11" finds +34600112233.
    if (digits.replace('+', '').length >= 3) w.orWhereRaw("regexp_replace(trip_bookings.customer_phone, '[^0-9+]', '', 'g') ilike ?", [likeTerm(digits)])
  })
}

/**
 * Every price category's label in one language, by id: staff read a party in their own language,
 * whatever language the customer booked in (the booking keeps the customer's words for the customer).
 */
export async function categoryLabels(lng: Language, trx?: Knex.Transaction): Promise<Map<number, string>> {
  const rows = await TripPriceCategoryModel.query(trx).select('id', 'label', 'translations')
  return new Map(rows.map((c) => [c.id, translate(c, 'label', lng) || c.label]))
}

/** A booked line's label in the reader's language (its own words when its category is gone). */
export const labelOf = (p: Pick<BookedParticipants, 'categoryId' | 'label'>, labels: ReadonlyMap<number, string>): string => labels.get(p.categoryId) ?? p.label

/** "2 Adult · 1 Child": the party as booked, in the labels' language. */
export function partySummary(participants: readonly BookedParticipants[], labels: ReadonlyMap<number, string>): string {
  return participants
    .filter((p) => p.count > 0)
    .map((p) => `${p.count} × ${labelOf(p, labels)}`)
    .join(' · ')
}

/** The trips' names in one language, by id. */
export async function tripNames(lng: Language): Promise<Map<number, string>> {
  const trips = await TripModel.query().select('id', 'name', 'translations')
  return new Map(trips.map((trip) => [trip.id, translate(trip, 'name', lng) || trip.name]))
}

export interface TripBookingAdminRow {
  id: number
  reference: string
  status: TripBookingStatus
  paymentStatus: TripPaymentStatus
  source: TripBookingSource
  trip: string
  departure: string
  /** The departure's instant (ISO), for a reader's own date format. */
  startsAt: string
  customerName: string
  customerPhone: string
  customerEmail: string
  party: string
  seats: number
  total: string
}

export type TripBookingListPage = ListPage<TripBookingAdminRow> & {
  filters: { trip: string; status: string; payment: string; source: string; from: string; to: string }
  trips: Array<{ id: number; name: string }>
  exportHref: string
}

/** The filters as an address's query (the CSV link keeps them). */
export function filterParams(query: TripBookingListQuery): URLSearchParams {
  const entries = { q: query.q, trip: query.trip ? String(query.trip) : undefined, status: query.status, payment: query.payment, source: query.source, from: query.from, to: query.to }
  return new URLSearchParams(Object.entries(entries).filter((e): e is [string, string] => Boolean(e[1])))
}

function adminRowOf(row: BookingWithDeparture, names: ReadonlyMap<number, string>, labels: ReadonlyMap<number, string>, lng: Language): TripBookingAdminRow {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    paymentStatus: row.paymentStatus,
    source: row.source,
    trip: names.get(row.tripId) ?? String(row.tripId),
    departure: `${formatIslandDate(String(row.departureDate).slice(0, 10), lng)} · ${row.departureTime}`,
    startsAt: new Date(row.departureStartsAt).toISOString(),
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    party: partySummary(row.participants, labels),
    seats: row.seats,
    total: formatPrice(row.totalCents, row.currency, lng),
  }
}

/** The last bookings made, newest first (the dashboard), as the list shows them. */
export async function latestTripBookings(lng: Language, limit: number): Promise<TripBookingAdminRow[]> {
  const [names, labels, rows] = await Promise.all([tripNames(lng), categoryLabels(lng), bookingsWithDepartures().orderBy('trip_bookings.created_at', 'desc').orderBy('trip_bookings.id', 'desc').limit(limit)])
  return rows.map((row) => adminRowOf(row as BookingWithDeparture, names, labels, lng))
}

/** The list, in the staff member's language. */
export async function listTripBookingsForAdmin(lng: Language, input: Record<string, unknown>): Promise<TripBookingListPage> {
  const query = TripBookingListQuerySchema.parse(input)
  const [names, labels] = await Promise.all([tripNames(lng), categoryLabels(lng)])
  const builder = filterTripBookings(bookingsWithDepartures(), query)
  const page = await pageOf(builder, query, {
    sortable: { reference: 'trip_bookings.reference', status: 'trip_bookings.status', customerName: 'trip_bookings.customer_name', departure: 'd.starts_at', total: 'trip_bookings.total_cents', createdAt: 'trip_bookings.created_at' },
    defaultSort: '-createdAt',
    tiebreaker: 'trip_bookings.id',
    search: searchTripBookings,
    map: (model) => adminRowOf(model as BookingWithDeparture, names, labels, lng),
  })
  const params = filterParams(query)
  return {
    ...page,
    filters: { trip: query.trip ? String(query.trip) : '', status: query.status ?? '', payment: query.payment ?? '', source: query.source ?? '', from: query.from ?? '', to: query.to ?? '' },
    trips: [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, lng)),
    exportHref: `/admin/trip-bookings/export.csv${params.size ? `?${params}` : ''}`,
  }
}
