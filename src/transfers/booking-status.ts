import { ConflictError } from '../lib/errors'
import { localParts } from '../lib/island-time'
import type { BookingStatus, LegStatus } from './transfers.model'

// The lifecycles of a booking and of each leg's job (docs/decisions/034). Every status change in
// the code goes through assertBookingMove / assertLegMove; anything else is refused with 409.

export const BOOKING_STATUSES = ['pending_payment', 'on_request', 'confirmed', 'cancelled', 'expired'] as const satisfies readonly BookingStatus[]

/** pending_payment: an instant booking waiting for its online payment (capacity held). on_request: staff decide. */
export const BOOKING_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending_payment: ['confirmed', 'expired', 'cancelled'],
  on_request: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
  expired: [],
}

export const LEG_STATUSES = ['scheduled', 'on_the_way', 'picked_up', 'completed', 'no_show', 'cancelled'] as const satisfies readonly LegStatus[]

/** What a driver or dispatcher may press next; cancelled legs follow their booking. */
export const LEG_MOVES: Record<LegStatus, readonly LegStatus[]> = {
  scheduled: ['on_the_way', 'picked_up', 'completed', 'no_show'],
  on_the_way: ['picked_up', 'no_show'],
  picked_up: ['completed'],
  completed: [],
  no_show: [],
  cancelled: [],
}

/** Statuses that say the job took place (or was due): only on or after its service date. */
const ON_THE_DAY: readonly LegStatus[] = ['on_the_way', 'picked_up', 'completed', 'no_show']

/** Statuses that say the passengers were met: from this long before the pick-up (a flight lands early), not hours before. */
const MET: readonly LegStatus[] = ['picked_up', 'completed']
const MET_EARLIEST_MINUTES = 60

/** A refused status change (409), naming both ends so the message can say why. */
export class StatusMoveError extends ConflictError {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly reason: 'not-allowed' | 'too-early' | 'before-pickup' | 'too-soon',
  ) {
    super(`status ${from} cannot become ${to}${reason === 'not-allowed' ? '' : ` (${reason})`}`)
  }
}

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_MOVES[from].includes(to)
}

export function assertBookingMove(from: BookingStatus, to: BookingStatus): void {
  if (!canMoveBooking(from, to)) throw new StatusMoveError(from, to, 'not-allowed')
}

/**
 * What staff may move a booking to. A booking waiting for its online payment is confirmed by its
 * payment (Stripe's webhook) or by the customer choosing to pay the driver, never by a button:
 * confirmed unpaid, its checkout would stay open and its page would ask for the money both ways.
 */
export function staffBookingMoves(from: BookingStatus): BookingStatus[] {
  return BOOKING_MOVES[from].filter((to) => (to === 'confirmed' || to === 'cancelled') && !(from === 'pending_payment' && to === 'confirmed'))
}

export function assertStaffBookingMove(from: BookingStatus, to: BookingStatus): void {
  if (!staffBookingMoves(from).includes(to)) throw new StatusMoveError(from, to, 'not-allowed')
}

/** The job as its status rules read it: its island service date and its pick-up instant. */
export interface LegTiming {
  serviceDate: string
  pickupAt: Date | string
}

/**
 * Whether a leg may move at `now`: the move is in LEG_MOVES; for what happens on the road, the
 * service date has come (island dates, "YYYY-MM-DD", compared as text); a no-show only from the
 * pick-up time on (the driver has waited there; hours before, nobody can have failed to come); and
 * picked up or done only from an hour before the pick-up (a tap on the evening's job at breakfast
 * would close it for good: the driver has no undo). Once on board, "done" may follow at any time.
 */
export function legMoveProblem(from: LegStatus, to: LegStatus, leg: LegTiming, now: Date): StatusMoveError | null {
  if (!LEG_MOVES[from].includes(to)) return new StatusMoveError(from, to, 'not-allowed')
  if (ON_THE_DAY.includes(to) && localParts(now).date < leg.serviceDate) return new StatusMoveError(from, to, 'too-early')
  if (to === 'no_show' && now.getTime() < new Date(leg.pickupAt).getTime()) return new StatusMoveError(from, to, 'before-pickup')
  if (MET.includes(to) && from !== 'picked_up' && now.getTime() < new Date(leg.pickupAt).getTime() - MET_EARLIEST_MINUTES * 60_000) return new StatusMoveError(from, to, 'too-soon')
  return null
}

export function legMovesAvailable(from: LegStatus, leg: LegTiming, now: Date): LegStatus[] {
  return LEG_MOVES[from].filter((to) => !legMoveProblem(from, to, leg, now))
}
