// A trip booking's cancellation and change-of-date terms, without a database (docs/decisions/042).
//
// The trip's `free_cancellation_hours` says until when a customer may cancel with a full refund
// (null: the trip is not refundable). What "full" means is what was paid online and not yet given
// back: the whole price, or the deposit when only a deposit was paid. A balance payable on the day
// is simply no longer owed. Past the deadline the customer may still cancel (the seats go back on
// sale) but nothing paid is refunded. A departure the operator closed (weather) always allows a
// full refund or a free change of date, whatever the trip's policy.

export interface PolicyBooking {
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired'
  paidCents: number
  refundedCents: number
}

export interface PolicyDeparture {
  startsAt: Date | string
  status: 'open' | 'closed'
}

export interface PolicyTrip {
  /** Full refund until this many hours before the start; null: not refundable. */
  freeCancellationHours: number | null
  /** Online sales stop this many hours before a departure (a change of date obeys it too). */
  cutoffHours: number
}

/** Why the terms are what they are (the page and the e-mail say it in words). */
export type PolicyBasis =
  /** The operator closed the departure: full refund or a free change of date. */
  | 'closed-by-operator'
  /** Before the free-cancellation deadline: full refund. */
  | 'free'
  /** Past the deadline: the customer may cancel, nothing paid is refunded. */
  | 'late'
  /** The trip is not refundable: the customer may cancel, nothing paid is refunded. */
  | 'not-refundable'
  /** Waiting for its online payment: nothing to cancel or move yet (the hold runs out by itself). */
  | 'unpaid'
  /** The trip has started or the booking is no longer live: nothing can change. */
  | 'over'

export interface CancellationTerms {
  basis: PolicyBasis
  /** The customer may cancel now. */
  canCancel: boolean
  /** A cancellation now gives back everything paid online. */
  fullRefund: boolean
  /** The free-cancellation deadline (null: not refundable, or the departure was closed by the operator). */
  freeUntil: Date | null
  /** What a cancellation now refunds, in cents. */
  refundCents: number
  /** What was paid online and stays with the operator if cancelled now. */
  keptCents: number
  /** The customer may move the booking to another date of the same trip now. */
  canChangeDate: boolean
  /** Until when the customer may change the date themselves (null: only after a closure, or never). */
  changeDateUntil: Date | null
}

const HOUR = 3_600_000

/** What was paid online and not given back yet. */
export function refundableCents(booking: Pick<PolicyBooking, 'paidCents' | 'refundedCents'>): number {
  return Math.max(0, booking.paidCents - booking.refundedCents)
}

/** The last instant a full-refund cancellation is possible (null: the trip is not refundable). */
export function freeCancellationDeadline(trip: Pick<PolicyTrip, 'freeCancellationHours'>, startsAt: Date | string): Date | null {
  if (trip.freeCancellationHours === null) return null
  return new Date(new Date(startsAt).getTime() - trip.freeCancellationHours * HOUR)
}

/**
 * The terms of a booking now: may the customer cancel, with what refund, until when is it free,
 * may they change the date. Staff are not bound by these (they choose 'full', 'policy' or 'none').
 */
export function cancellationTerms(trip: PolicyTrip, departure: PolicyDeparture, booking: PolicyBooking, now = new Date()): CancellationTerms {
  const startsAt = new Date(departure.startsAt)
  const paid = refundableCents(booking)
  const live = booking.status === 'confirmed' || booking.status === 'pending_payment'
  const freeUntil = freeCancellationDeadline(trip, startsAt)
  const over = { basis: 'over' as const, canCancel: false, fullRefund: false, freeUntil, refundCents: 0, keptCents: 0, canChangeDate: false, changeDateUntil: null }
  if (!live) return over
  if (departure.status === 'closed' && booking.status === 'confirmed') {
    // The operator called it off: the customer's choice, whatever the policy (even after the start).
    return { basis: 'closed-by-operator', canCancel: true, fullRefund: true, freeUntil: null, refundCents: paid, keptCents: 0, canChangeDate: true, changeDateUntil: null }
  }
  if (startsAt.getTime() <= now.getTime()) return over
  if (booking.status === 'pending_payment') {
    return { basis: 'unpaid', canCancel: false, fullRefund: false, freeUntil, refundCents: 0, keptCents: 0, canChangeDate: false, changeDateUntil: null }
  }
  // A customer changes the date while cancelling would be free; a non-refundable trip until its sales cut-off.
  const changeDateUntil = freeUntil ?? new Date(startsAt.getTime() - trip.cutoffHours * HOUR)
  const canChangeDate = now.getTime() < changeDateUntil.getTime()
  if (freeUntil && now.getTime() < freeUntil.getTime()) {
    return { basis: 'free', canCancel: true, fullRefund: true, freeUntil, refundCents: paid, keptCents: 0, canChangeDate, changeDateUntil }
  }
  return { basis: freeUntil ? 'late' : 'not-refundable', canCancel: true, fullRefund: paid === 0, freeUntil, refundCents: 0, keptCents: paid, canChangeDate, changeDateUntil }
}

export type RefundChoice = 'policy' | 'full' | 'none'

/** What a cancellation refunds: by the policy's terms, everything paid online, or nothing. */
export function refundFor(choice: RefundChoice, terms: Pick<CancellationTerms, 'refundCents'>, booking: Pick<PolicyBooking, 'paidCents' | 'refundedCents'>): number {
  if (choice === 'none') return 0
  if (choice === 'full') return refundableCents(booking)
  return terms.refundCents
}
