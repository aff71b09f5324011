import type { Knex } from 'knex'
import { recordChange, type Actor } from '../audit/audit.server'
import { transactionThen } from '../db/after-commit'
import { TripDepartureModel } from '../departures/departures.model'
import { releaseSeats, seatsLeftOf, takeSeats } from '../departures/seats.server'
import { isLanguage, type Language } from '../i18n/languages'
import { ForbiddenError, NotFoundError, RefusedError } from '../lib/errors'
import { queueMail } from '../mail/mail.server'
import { queueForRecipients } from '../settings/notifications.server'
import { priceCategoriesOf } from '../departures/availability.server'
import { cancellationTerms, refundFor, type RefundChoice } from './cancellation-policy'
import { onlineDueOf, priceParty } from './pricing'
import { assertTripBookingMove } from './trip-booking-status'
import { cancelledMail, movedMail, participantsChangedMail, staffChangeMail } from './trip-change-mails'
import { bookingReadIn } from './participant-labels.server'
import { tripBookingDocuments } from './trip-documents.server'
import { scheduleTripReminder } from './trip-booking-jobs.server'
import { closeTripCheckouts, TRIP_SUBJECT, tripPaymentStatusOf, type TripPaymentContext } from './trip-payments.server'
import { loadTripBooking, SeatsUnavailableError, TRIP_BOOKING_AUDIT, TripBookingInvalidError, tripBookingView, tripMailEnv, type TripBookingRow, type TripBookingView } from './trip-bookings.server'
import { TripBookingModel } from './trip-bookings.model'
import { refundTripBooking } from './trip-refunds.server'
import type { RefundFailure } from '../payments/payment-errors'
import { refundableToCard } from '../payments/payments.server'

// What happens to a trip booking after it was made (docs/decisions/042): the customer or staff
// cancel it (with the refund the policy gives, all of it, or none), move it to another departure
// of the same trip, or staff change its party. Each change is one transaction that locks the
// booking and the departures whose seats it changes, writes its audit row and queues the
// customer's e-mail in their language; money goes back through the payments domain after the commit.
// Everything else a change reads (the site's settings, the price categories) is loaded before the
// transaction opens: the embedded database has one session (ADR 018).

const subjectOf = (row: { id: number }) => ({ type: TRIP_BOOKING_AUDIT, id: row.id })
const HOUR = 3_600_000
const langOf = (row: { language: string }): Language => (isLanguage(row.language) ? row.language : 'es')

/** A customer acting on their own booking is named by it in the history. */
const withName = (actor: Actor, booking: { customerName: string }): Actor => (actor.type === 'customer' && !actor.name ? { ...actor, name: booking.customerName } : actor)

async function bookingOr404(reference: string, trx?: Knex.Transaction, lock = false): Promise<TripBookingRow> {
  const row = await loadTripBooking({ reference }, trx, { lock })
  if (!row) throw new NotFoundError('Trip booking not found')
  return row
}

/** The site and the staff who hear of bookings, read before the transaction opens. */
async function mailContext(ctx: TripPaymentContext) {
  const { site, recipients } = await tripMailEnv()
  return { site, recipients, publicUrl: ctx.publicUrl, secrets: ctx.secrets }
}

export interface CancelTripResult {
  booking: TripBookingView
  /** What the cancellation meant to refund. */
  refundCents: number
  /** What Stripe accepted to refund. */
  refundedCents: number
  /** Why `refundCents − refundedCents` did not go back (the history says so too), or null. */
  refundFailure: RefundFailure | null
}

/**
 * Cancels a confirmed booking: its seats go back on sale, the history records who and why, the
 * customer is told in their language what is refunded; then the refund goes through Stripe.
 * `refund`: 'policy' gives what the trip's policy gives now (a departure closed by the operator:
 * everything), 'full' everything paid online, 'none' nothing. A customer may cancel only as the
 * policy allows (RefusedError 409 `trips:cancel.refused.*`); staff always may. A second
 * cancellation is refused: money never goes back twice.
 */
export async function cancelTripBooking(ctx: TripPaymentContext, reference: string, { actor: given, refund, reason, note }: { actor: Actor; refund: RefundChoice; reason: string; note?: string | null }): Promise<CancelTripResult> {
  const booking = await bookingOr404(reference)
  const actor = withName(given, booking)
  if (booking.status !== 'confirmed') throw new RefusedError(409, 'trips:cancel.refused.status')
  // A balance checkout still open must not take money for a cancelled booking.
  if ((await closeTripCheckouts(ctx, booking)).completedMeanwhile) throw new RefusedError(409, 'trips:cancel.refused.paying')
  const mailCtx = await mailContext(ctx)
  // The mail promises the card only what Stripe can give back (a booking paid through it); the rest the office returns another way.
  const toCardCents = await refundableToCard({ type: TRIP_SUBJECT, id: booking.id })
  const done = await transactionThen(TripBookingModel.knex(), async (trx) => {
    const row = await bookingOr404(reference, trx, true)
    if (row.status !== 'confirmed') throw new RefusedError(409, 'trips:cancel.refused.status')
    const terms = cancellationTerms(row.trip, row.departure, row)
    if (actor.type === 'customer' && !terms.canCancel) throw new RefusedError(409, `trips:cancel.refused.${terms.basis}`)
    assertTripBookingMove(row.status, 'cancelled')
    const refundCents = refundFor(refund, terms, row)
    await releaseSeats(trx, row.departureId, row.seats)
    await TripBookingModel.query(trx).findById(row.id).patch({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason.trim().slice(0, 40) || null, version: row.version + 1 })
    const auditId = await recordChange(trx, {
      subject: subjectOf(row),
      actor,
      action: 'status',
      changes: { status: ['confirmed', 'cancelled'], seats: [row.seats, 0], refund: [null, { choice: refund, basis: terms.basis, cents: refundCents }] },
      note: [reason.trim(), note?.trim()].filter(Boolean).join(' — ') || null,
    })
    const view = tripBookingView(Object.assign(row, { status: 'cancelled' as const }), langOf(row))
    await queueMail(cancelledMail(view, ctx.tFor(view.language), mailCtx, { refundCents, toCardCents, note }), trx, { auditId })
    // The office hears of what a customer did themselves (seats back on sale, money going back).
    if (actor.type === 'customer') await queueForRecipients(mailCtx.recipients, async (lng) => staffChangeMail(await bookingReadIn(tripBookingView(row, lng), lng, trx), 'cancelled', ctx.tFor(lng), lng, mailCtx, { refundCents }), trx)
    return { id: row.id, refundCents }
  })
  const refunded = done.refundCents > 0 ? await refundTripBooking(ctx, done.id, { amountCents: done.refundCents, reason: `cancelled: ${reason}`.slice(0, 200), actor }) : { refundedCents: 0, failure: null }
  const updated = (await loadTripBooking({ id: done.id }))!
  return { booking: tripBookingView(updated, langOf(updated)), refundCents: done.refundCents, refundedCents: refunded.refundedCents, refundFailure: refunded.failure }
}

/**
 * Moves a confirmed booking to another departure of the same trip: seats taken there, given back
 * on the old one, in one transaction that locks both departures (in id order: two moves the other
 * way round never deadlock). Refused plainly (RefusedError 409 on field `departureId`, with the
 * seats left when full) when the new departure is full, closed, inside its cut-off, or the
 * customer's change-of-date period is over. Staff may `force` beyond the capacity or the cut-off.
 * The reminder follows the new date; the customer is e-mailed the new date with the new voucher.
 */
export async function moveTripBooking(ctx: TripPaymentContext, reference: string, departureId: number, { actor: given, force = false, note }: { actor: Actor; force?: boolean; /** Staff's reason, kept with the change in its history row. */ note?: string }): Promise<TripBookingView> {
  const booking = await bookingOr404(reference)
  const actor = withName(given, booking)
  const forced = force && actor.type === 'staff'
  const mailCtx = await mailContext(ctx)
  return transactionThen(TripBookingModel.knex(), async (trx) => {
    const row = await bookingOr404(reference, trx, true)
    const refuse = (key: string, params: Record<string, string | number> = {}) => new RefusedError(409, `trips:changeDate.refused.${key}`, params, 'departureId')
    if (row.status !== 'confirmed') throw refuse('status')
    if (row.departureId === departureId) throw refuse('same')
    const departures = await TripDepartureModel.query(trx).whereIn('id', [row.departureId, departureId]).orderBy('id').forUpdate()
    const current = departures.find((d) => d.id === row.departureId)!
    const target = departures.find((d) => d.id === departureId)
    if (!target || target.tripId !== row.tripId) throw refuse('unknown')
    if (target.status !== 'open') throw refuse('closed')
    const terms = cancellationTerms(row.trip, current, row)
    if (actor.type !== 'staff' && !terms.canChangeDate) throw refuse('tooLate')
    const startsAt = new Date(target.startsAt).getTime()
    if (startsAt <= Date.now() || (!forced && startsAt <= Date.now() + row.trip.cutoffHours * HOUR)) throw refuse('cutoff', { hours: row.trip.cutoffHours })
    const refused = await takeSeats(trx, target.id, row.seats, { force: forced })
    if (refused) throw refuse(refused === 'closed' ? 'closed' : 'full', { seatsLeft: (await seatsLeftOf(trx, [target.id])).get(target.id) ?? 0 })
    await releaseSeats(trx, current.id, row.seats)
    await TripBookingModel.query(trx).findById(row.id).patch({ departureId: target.id, reminderSentAt: null, version: row.version + 1 })
    const auditId = await recordChange(trx, {
      subject: subjectOf(row),
      actor,
      action: 'moved',
      changes: { departureId: [current.id, target.id], startsAt: [new Date(current.startsAt).toISOString(), new Date(target.startsAt).toISOString()], ...(forced ? { forced: [false, true] } : {}), ...(current.status === 'closed' ? { fromClosedDeparture: [null, true] } : {}) },
      note: note?.trim() || null,
    })
    const moved = Object.assign(row, { departureId: target.id, departure: target })
    await scheduleTripReminder(ctx.jobs, trx, moved)
    const view = tripBookingView(moved, langOf(row))
    const t = ctx.tFor(view.language)
    await queueMail(movedMail(view, t, mailCtx, { previousStartsAt: current.startsAt, documents: () => tripBookingDocuments(view, t, mailCtx) }), trx, { auditId })
    if (actor.type === 'customer') await queueForRecipients(mailCtx.recipients, async (lng) => staffChangeMail(await bookingReadIn(tripBookingView(moved, lng), lng, trx), 'moved', ctx.tFor(lng), lng, mailCtx, { previousStartsAt: current.startsAt }), trx)
    return view
  })
}

/** A party as the history keeps it: each category's count, with its words at the time for a category since deleted. */
const partyOf = (participants: ReadonlyArray<{ categoryId: number; count: number; label: string }>) => participants.filter((p) => p.count > 0).map(({ categoryId, count, label }) => ({ categoryId, count, label }))

export interface ParticipantsChange {
  booking: TripBookingView
  /** New total minus the old one. */
  differenceCents: number
  /** New total minus what was kept of the online payments: > 0 still due, < 0 to refund (staff decide; refundTripBooking). */
  balanceCents: number
}

/**
 * Staff change a confirmed booking's party: re-priced with the trip's categories (or at
 * `priceOverride`, staff's own total), the difference in seats taken or given back on its
 * departure (beyond the capacity only with `force`), the new breakdown stored with an audit row
 * of before and after. Nothing is charged or refunded here: the difference is answered, and the
 * customer is e-mailed the new party, total and what it means for them, with the new voucher.
 */
export async function changeTripParticipants(ctx: TripPaymentContext, reference: string, counts: Record<string, number>, { actor, force = false, priceOverride, note }: { actor: Actor; force?: boolean; priceOverride?: number | null; /** Staff's reason, kept with the change in its history row. */ note?: string }): Promise<ParticipantsChange> {
  if (actor.type !== 'staff') throw new ForbiddenError('Only staff change a booking’s party')
  const booking = await bookingOr404(reference)
  const categories = await priceCategoriesOf(booking.tripId, langOf(booking))
  const onlinePayment = booking.paymentMethod === 'online' ? booking.trip.onlinePayment : 'none'
  const priced = priceParty(categories, counts, { onlinePayment, depositPercent: booking.trip.depositPercent, maxSeats: force ? undefined : booking.departure.capacity })
  if (!priced.ok) throw new TripBookingInvalidError({ counts: { code: priced.problem.code, params: priced.problem.params } })
  const totalCents = priceOverride ?? priced.totalCents
  const onlineDueCents = onlineDueOf(totalCents, { onlinePayment, depositPercent: booking.trip.depositPercent })
  const mailCtx = await mailContext(ctx)
  return transactionThen(TripBookingModel.knex(), async (trx) => {
    const row = await bookingOr404(reference, trx, true)
    if (row.status !== 'confirmed') throw new RefusedError(409, 'trips:manage.participants.refused', { status: row.status }, 'counts')
    const delta = priced.seats - row.seats
    if (delta > 0) {
      const refused = await takeSeats(trx, row.departureId, delta, { force })
      if (refused) throw new SeatsUnavailableError(refused === 'closed' ? 0 : ((await seatsLeftOf(trx, [row.departureId])).get(row.departureId) ?? 0), refused, row.departureId)
    } else if (delta < 0) {
      await releaseSeats(trx, row.departureId, -delta)
    }
    const patch = { participants: priced.participants, seats: priced.seats, totalCents, onlineDueCents, paymentStatus: tripPaymentStatusOf({ totalCents, paidCents: row.paidCents, refundedCents: row.refundedCents }), version: row.version + 1 }
    await TripBookingModel.query(trx).findById(row.id).patch(patch)
    const differenceCents = totalCents - row.totalCents
    const balanceCents = totalCents - (row.paidCents - row.refundedCents)
    const auditId = await recordChange(trx, {
      subject: subjectOf(row),
      actor,
      action: 'participants',
      changes: {
        // Each line by its category, so the history reads it in the reader's language.
        participants: [partyOf(row.participants), partyOf(priced.participants)],
        seats: [row.seats, priced.seats],
        totalCents: [row.totalCents, totalCents],
        onlineDueCents: [row.onlineDueCents, onlineDueCents],
        // > 0 still due, < 0 paid above the new price (ParticipantsChange).
        balanceCents: [null, balanceCents],
        ...(priceOverride !== undefined && priceOverride !== null ? { priceOverride: [priced.totalCents, priceOverride] } : {}),
        ...(force && delta > 0 ? { forced: [false, true] } : {}),
      },
      note: note?.trim() || null,
    })
    const view = tripBookingView(Object.assign(row, patch), langOf(row))
    const t = ctx.tFor(view.language)
    await queueMail(participantsChangedMail(view, t, mailCtx, { balanceCents, documents: () => tripBookingDocuments(view, t, mailCtx) }), trx, { auditId })
    return { booking: view, differenceCents, balanceCents }
  })
}
