import type { Knex } from 'knex'
import { ConflictError } from '../lib/errors'
import { TripBookingModel, type BookedParticipants, type TripPaymentMethod } from './trip-bookings.model'

// A second web booking of the same departure by the same e-mail is never made silently (the
// browser's Back button after Stripe's page, a form sent twice without JavaScript: each with a new
// idempotency key, or none). One still holding its seats for its payment, made in this visitor's
// browser for the same party, is the one to pay: the visitor is sent on to it. Anything else live
// (confirmed, or held for someone else's browser) is refused until the visitor confirms they want a
// second booking. The visitor is told the earlier booking's reference only when their own browser
// made it: with a reference and an e-mail anyone could open the booking's page and cancel it, and
// anyone can type a stranger's e-mail (the transfers' form keeps it back for the same reason).

/** What the form's checkbox "yes, a second booking" sends. */
export const CONFIRM_DUPLICATE_FIELD = 'confirmDuplicate'

/** The earlier live booking of the same e-mail on the same departure. */
export interface EarlierTripBooking {
  id: number
  reference: string
  status: 'pending_payment' | 'confirmed'
  participants: BookedParticipants[]
  paymentMethod: TripPaymentMethod
  /** The key it was made with: the same key again is the same submit, not a second booking. */
  idempotencyKey: string | null
}

/** Refused: the same e-mail already holds a live booking on this departure (409). */
export class DuplicateTripBookingError extends ConflictError {
  constructor(
    readonly earlier: Pick<EarlierTripBooking, 'reference' | 'status'>,
    /** Made in this visitor's browser: its reference may be named. */
    readonly own: boolean,
  ) {
    super(`departure already booked by this e-mail (${own ? earlier.reference : 'another browser'}, ${earlier.status})`)
  }
}

/**
 * The live booking (confirmed, or pending payment with its hold still running) of `email` on the
 * departure, if any: a pending one first (the one to finish), else the newest.
 */
export async function earlierLiveBooking(db: Knex | Knex.Transaction | undefined, departureId: number, email: string, now: Date): Promise<EarlierTripBooking | undefined> {
  const row = await TripBookingModel.query(db)
    .where('departure_id', departureId)
    .whereRaw('lower(customer_email) = ?', [email.trim().toLowerCase()])
    .where((live) => live.where('status', 'confirmed').orWhere((held) => held.where('status', 'pending_payment').where((hold) => hold.whereNull('hold_expires_at').orWhere('hold_expires_at', '>', now))))
    .orderByRaw("(status = 'pending_payment') desc, id desc")
    .first()
  return row ? { id: row.id, reference: row.reference, status: row.status as EarlierTripBooking['status'], participants: row.participants, paymentMethod: row.paymentMethod, idempotencyKey: row.idempotencyKey ?? null } : undefined
}

/** The party as a comparable key: each category's count, the zeros left out. */
const partyKey = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, n]) => `${code}:${n}`)
    .join(',')

interface NewParty {
  participants: Array<Pick<BookedParticipants, 'code' | 'count'>>
  method: TripPaymentMethod
}

/**
 * What to do with a new booking given the earlier one: `replay` it (made with the same idempotency
 * key: the first of two identical submits, stored while this one was on its way), `resume` it (the
 * same visitor's unpaid booking of the same party: pay that one), `refuse` (throws
 * DuplicateTripBookingError), or go on (none, or the visitor confirmed a second booking). Staff on
 * the phone (`staff`) see every booking, so theirs is always named, and never resume one: they
 * take the call's booking, or not.
 */
export function duplicateDecision(
  earlier: EarlierTripBooking | undefined,
  party: NewParty,
  { ownReferences, confirmed, idempotencyKey, staff = false }: { ownReferences: readonly string[]; confirmed: boolean; idempotencyKey?: string; staff?: boolean },
): { replay: EarlierTripBooking } | { resume: EarlierTripBooking } | null {
  if (!earlier) return null
  if (idempotencyKey && earlier.idempotencyKey === idempotencyKey) return { replay: earlier }
  const own = staff || ownReferences.includes(earlier.reference)
  const counts = (list: NewParty['participants']) => partyKey(Object.fromEntries(list.map((p) => [p.code, p.count])))
  if (!staff && earlier.status === 'pending_payment' && own && earlier.paymentMethod === party.method && counts(earlier.participants) === counts(party.participants)) return { resume: earlier }
  if (confirmed) return null
  throw new DuplicateTripBookingError(earlier, own)
}
