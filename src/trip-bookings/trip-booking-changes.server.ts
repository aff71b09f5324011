import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { recordChange, type Actor } from '../audit/audit.server'
import type { AppContext } from '../config/app-context'
import { transactionThen } from '../db/after-commit'
import { releaseSeats, seatsLeftOf, takeSeats } from '../departures/seats.server'
import { TripDepartureModel } from '../departures/departures.model'
import { translate } from '../i18n/translatable'
import { isLanguage, type Language } from '../i18n/languages'
import { NotFoundError, RefusedError } from '../lib/errors'
import { queueMail } from '../mail/mail.server'
import { getSiteSettings } from '../settings/settings.server'
import type { SiteSettings } from '../settings/settings.schema'
import { TripModel } from '../trips/trips.model'
import { cancellationTerms, refundFor, type RefundChoice } from './cancellation-policy'
import { tripBookingPath } from './manage-link'
import { cancelledMail, movedMail, type ChangedBooking } from './trip-change-mails'
import { TripBookingModel } from './trip-bookings.model'
import { closeTripCheckouts, refundTripBooking } from './trip-refunds.server'

// What happens to a trip booking after it was made (docs/decisions/042): the customer or staff
// cancel it (with the refund the policy gives, all of it, or none), move it to another departure
// of the same trip, or staff change its party. Each change is one transaction that locks the
// booking and the departures whose seats it changes, writes its audit row and queues the
// customer's e-mail; money goes back through the payments domain after the commit.

/** What the changes need of the app: payments (secrets, Stripe's address), links, mail texts in any language. */
export interface TripChangeContext extends Pick<AppContext, 'secrets' | 'env' | 'publicUrl'> {
  /** i18next in a language (keys are written with their namespace, `trips:…`). */
  tFor: (lng: Language) => TFunction
}

const subjectOf = (row: { id: number }) => ({ type: 'trip-booking', id: row.id })
const langOf = (row: { language: string }): Language => (isLanguage(row.language) ? row.language : 'es')
const HOUR = 3_600_000

/** What the trip and the site look like: read before a transaction opens (the embedded database has one session). */
async function loadEnv(reference: string): Promise<{ booking: TripBookingModel; trip: TripModel; site: SiteSettings }> {
  const booking = await TripBookingModel.query().findOne({ reference })
  if (!booking) throw new NotFoundError('Trip booking not found')
  const [trip, site] = await Promise.all([TripModel.query().findById(booking.tripId), getSiteSettings()])
  if (!trip) throw new NotFoundError('Trip not found')
  return { booking, trip, site }
}

function changedBooking(row: TripBookingModel, trip: TripModel, departure: TripDepartureModel): ChangedBooking {
  const lng = langOf(row)
  return {
    reference: row.reference,
    tripName: translate(trip, 'name', lng),
    startsAt: departure.startsAt,
    meetingPoint: translate(trip, 'meetingPoint', lng),
    participants: row.participants,
    currency: row.currency,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    language: lng,
  }
}

/** A customer acting on their own booking is named by it in the history. */
const withName = (actor: Actor, booking: TripBookingModel): Actor => (actor.type === 'customer' && !actor.name ? { ...actor, name: booking.customerName } : actor)

async function lockBooking(trx: Knex.Transaction, reference: string): Promise<TripBookingModel> {
  const row = await TripBookingModel.query(trx).findOne({ reference }).forUpdate()
  if (!row) throw new NotFoundError('Trip booking not found')
  return row
}

export interface CancelTripOptions {
  actor: Actor
  /** policy: what the trip's cancellation policy gives now (a closed departure: everything); full: everything paid online; none: nothing. */
  refund: RefundChoice
  /** Why (a short code or words: "customer", "weather", staff's reason); kept on the booking and in its history. */
  reason: string
  /** Staff's words to the customer, in the e-mail. */
  note?: string | null
}

export interface CancelTripResult {
  booking: TripBookingModel
  /** What the cancellation meant to refund. */
  refundCents: number
  /** What Stripe accepted to refund. */
  refundedCents: number
  /** Stripe could not be reached: the history says so, and staff refund it again. */
  refundFailed: boolean
}

/**
 * Cancels a confirmed booking: its seats go back on sale, the history records who and why, the
 * customer is told in their language what is refunded; then the refund goes through Stripe. A
 * customer may cancel only as the policy allows (RefusedError 409 `trips:cancel.refused.*`);
 * staff always may. A second cancellation is refused: money never goes back twice.
 */
export async function cancelTripBooking(ctx: TripChangeContext, reference: string, { actor: given, refund, reason, note }: CancelTripOptions): Promise<CancelTripResult> {
  const { booking, trip, site } = await loadEnv(reference)
  const actor = withName(given, booking)
  if (booking.status !== 'confirmed') throw new RefusedError(409, 'trips:cancel.refused.status')
  // A balance checkout still open must not take money for a cancelled booking.
  if ((await closeTripCheckouts(ctx, booking.id)).completedMeanwhile) throw new RefusedError(409, 'trips:cancel.refused.paying')
  const lng = langOf(booking)
  const done = await transactionThen(TripBookingModel.knex(), async (trx) => {
    const row = await lockBooking(trx, reference)
    if (row.status !== 'confirmed') throw new RefusedError(409, 'trips:cancel.refused.status')
    const departure = await TripDepartureModel.query(trx).findById(row.departureId).forUpdate()
    if (!departure) throw new NotFoundError('Departure not found')
    const terms = cancellationTerms(trip, departure, row)
    if (actor.type === 'customer' && !terms.canCancel) throw new RefusedError(409, `trips:cancel.refused.${terms.basis}`)
    const refundCents = refundFor(refund, terms, row)
    await releaseSeats(trx, row.departureId, row.seats)
    await row.$query(trx).patch({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason.trim().slice(0, 40) || null, version: row.version + 1 })
    const auditId = await recordChange(trx, {
      subject: subjectOf(row),
      actor,
      action: 'status',
      changes: { status: ['confirmed', 'cancelled'], refund: [null, { choice: refund, basis: terms.basis, cents: refundCents }] },
      note: [reason.trim(), note?.trim()].filter(Boolean).join(' — ') || null,
    })
    const mail = cancelledMail(changedBooking(row, trip, departure), ctx.tFor(lng), { site, publicUrl: ctx.publicUrl, bookingPath: tripBookingPath(ctx.secrets, row.reference) }, { refundCents, note })
    await queueMail(mail, trx, { auditId })
    return { id: row.id, refundCents }
  })
  const refunded = done.refundCents > 0 ? await refundTripBooking(ctx, done.id, { amountCents: done.refundCents, reason: `cancelled: ${reason}`.slice(0, 200), actor }) : { refundedCents: 0, failed: false }
  const updated = await TripBookingModel.query().findById(done.id)
  return { booking: updated!, refundCents: done.refundCents, refundedCents: refunded.refundedCents, refundFailed: refunded.failed }
}

export interface MoveTripOptions {
  actor: Actor
  /** Staff only: beyond the new departure's capacity, or inside its sales cut-off. */
  force?: boolean
}

/**
 * Moves a confirmed booking to another departure of the same trip: seats taken there, given back
 * on the old one, in one transaction that locks both departures (in id order: two moves the other
 * way round never deadlock). Refused plainly (RefusedError 409 on field `departureId`) when the new
 * departure is full, closed, inside its cut-off, or the customer's change-of-date period is over.
 * The customer is e-mailed the new date with the new voucher.
 */
export async function moveTripBooking(ctx: TripChangeContext, reference: string, departureId: number, { actor: given, force = false }: MoveTripOptions): Promise<TripBookingModel> {
  const { booking, trip, site } = await loadEnv(reference)
  const actor = withName(given, booking)
  const staff = actor.type === 'staff'
  const done = await transactionThen(TripBookingModel.knex(), async (trx) => {
    const row = await lockBooking(trx, reference)
    if (row.status !== 'confirmed') throw new RefusedError(409, 'trips:changeDate.refused.status', {}, 'departureId')
    if (row.departureId === departureId) throw new RefusedError(409, 'trips:changeDate.refused.same', {}, 'departureId')
    const departures = await TripDepartureModel.query(trx).whereIn('id', [row.departureId, departureId]).orderBy('id').forUpdate()
    const current = departures.find((d) => d.id === row.departureId)
    const target = departures.find((d) => d.id === departureId)
    if (!current || !target || target.tripId !== row.tripId) throw new RefusedError(409, 'trips:changeDate.refused.unknown', {}, 'departureId')
    if (target.status !== 'open') throw new RefusedError(409, 'trips:changeDate.refused.closed', {}, 'departureId')
    const terms = cancellationTerms(trip, current, row)
    if (!staff && !terms.canChangeDate) throw new RefusedError(409, 'trips:changeDate.refused.tooLate', {}, 'departureId')
    const cutoff = Date.now() + trip.cutoffHours * HOUR
    if (new Date(target.startsAt).getTime() <= (force && staff ? Date.now() : cutoff)) throw new RefusedError(409, 'trips:changeDate.refused.cutoff', { hours: trip.cutoffHours }, 'departureId')
    const refusal = await takeSeats(trx, target.id, row.seats, { force: force && staff })
    if (refusal) {
      const seatsLeft = (await seatsLeftOf(trx, [target.id])).get(target.id) ?? 0
      throw new RefusedError(409, `trips:changeDate.refused.${refusal === 'closed' ? 'closed' : 'full'}`, { seatsLeft }, 'departureId')
    }
    await releaseSeats(trx, current.id, row.seats)
    await row.$query(trx).patch({ departureId: target.id, reminderSentAt: null, version: row.version + 1 })
    const auditId = await recordChange(trx, {
      subject: subjectOf(row),
      actor,
      action: 'moved',
      changes: { departureId: [current.id, target.id], startsAt: [new Date(current.startsAt).toISOString(), new Date(target.startsAt).toISOString()], ...(force && staff ? { forced: [false, true] } : {}) },
      note: current.status === 'closed' ? 'departure closed by the operator' : null,
    })
    const mailCtx = { site, publicUrl: ctx.publicUrl, bookingPath: tripBookingPath(ctx.secrets, row.reference) }
    await queueMail(movedMail(changedBooking(row, trip, target), ctx.tFor(langOf(row)), mailCtx, { previousStartsAt: current.startsAt }), trx, { auditId })
    return row.id
  })
  return (await TripBookingModel.query().findById(done))!
}
