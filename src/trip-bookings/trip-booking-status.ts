import { ConflictError } from '../lib/errors'
import type { TripBookingStatus } from './trip-bookings.model'

// The lifecycle of a trip booking (docs/decisions/042), in one table: every status change in the
// code goes through assertTripBookingMove; anything else is refused with 409.

export const TRIP_BOOKING_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const satisfies readonly TripBookingStatus[]

/** pending_payment: seats held while the visitor pays online (until hold_expires_at). */
export const TRIP_BOOKING_MOVES: Record<TripBookingStatus, readonly TripBookingStatus[]> = {
  pending_payment: ['confirmed', 'expired'],
  confirmed: ['cancelled'],
  cancelled: [],
  /** Only a payment completed after the hold ran out, while its seats could be taken again (ADR 042). */
  expired: ['confirmed'],
}

/** A refused status change (409), naming both ends. */
export class TripStatusMoveError extends ConflictError {
  constructor(
    readonly from: TripBookingStatus,
    readonly to: TripBookingStatus,
  ) {
    super(`trip booking status ${from} cannot become ${to}`)
  }
}

export function canMoveTripBooking(from: TripBookingStatus, to: TripBookingStatus): boolean {
  return TRIP_BOOKING_MOVES[from].includes(to)
}

export function assertTripBookingMove(from: TripBookingStatus, to: TripBookingStatus): void {
  if (!canMoveTripBooking(from, to)) throw new TripStatusMoveError(from, to)
}
