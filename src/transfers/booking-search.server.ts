import type { QueryBuilder } from 'objection'
import { likeTerm } from '../content-kit/list-query'
import { TransferBookingModel, TransferLegModel } from './transfers.model'

/**
 * The text a booking is found by, and its phone's digits: the expressions of the trigram indexes
 * of migration 20261204100000 (written out there too, as a migration never changes). A search reads
 * the indexes only while these stay the same, which `admin-transfers-list.test.ts` checks.
 */
const BOOKING_TEXT = `(reference || ' ' || customer_name || ' ' || customer_email || ' ' || from_place || ' ' || to_place)`
const PHONE_DIGITS = `regexp_replace(customer_phone, '[^0-9+]', '', 'g')`

type BookingQuery = QueryBuilder<TransferBookingModel, TransferBookingModel[]>

/**
 * The list's search: reference, customer, phone digits, places, a leg's flight or pick-up point.
 * The bookings found each way are gathered first (each by its index), so a season of bookings is
 * not read whole for every search.
 */
export function searchBookings(b: BookingQuery, term: string): void {
  const like = likeTerm(term)
  // Phones are compared by their digits: "+49 170 123" finds +491701234567.
  const digits = term.replace(/[^\d+]/g, '')
  const byBooking = TransferBookingModel.query()
    .select('id')
    .where((w) => {
      w.whereRaw(`${BOOKING_TEXT} ilike ?`, [like])
      if (digits) w.orWhereRaw(`${PHONE_DIGITS} ilike ?`, [likeTerm(digits)])
    })
  const byLeg = TransferLegModel.query()
    .select('booking_id')
    .where((w) => w.whereILike('travel_number', likeTerm(term.replace(/\s+/g, ''))).orWhereILike('pickup_point', like))
  b.whereIn('transfer_bookings.id', byBooking.union(byLeg))
}
