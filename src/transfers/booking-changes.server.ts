import type { Knex } from 'knex'
import { changesBetween, findChange, markReverted, recordChange, type Actor } from '../audit/audit.server'
import { isLanguage, type Language } from '../i18n/languages'
import { ConflictError, NotFoundError } from '../lib/errors'
import { OutboxMessageModel } from '../mail/mail.model'
import { queueMail } from '../mail/mail.server'
import { verifyBookingToken } from './booking-token'
import { assertBookingMove, assertStaffBookingMove, legMoveProblem, StatusMoveError } from './booking-status'
import { bookingEnv, loadBooking, viewOf, viewsOf, type BookingEnv } from './booking-store.server'
import { cancellationMode, firstPickup, type BookingView, type BookingWithLegs } from './booking-view'
import { adminBookingPath } from './bookings.server'
import type { RefundOutcome } from '../payments/refund-outcome'
import { closeOpenCheckouts, refundTransfer, TRANSFER_SUBJECT, type TransferPaymentContext } from './transfer-payments.server'
import { refundableToCard } from '../payments/payments.server'
import { releaseSlot, takeSlot } from './capacity.server'
import { staffMails, thankYouMail, type ChangeNote, type CustomerMailKind, type StaffMailKind } from './mails'
import { customerBookingMail } from './voucher.server'
import { scheduleReminders } from './transfer-jobs.server'
import { TransferBookingModel, TransferLegModel, type BookingStatus, type LegStatus } from './transfers.model'
import { transactionThen } from '../db/after-commit'

// Changes to a booking after it was made: the customer cancels, staff confirm, decline or cancel,
// drivers and dispatchers move each leg along the road, and a status change is undone. Each is
// one transaction that locks the booking, writes its audit row and queues its e-mails.

/**
 * A status change pressed by staff (or a driver) e-mails the customer only after this long, so it
 * can be undone before anything has gone out.
 */
export const UNDO_WINDOW_MINUTES = 5

export interface ChangeContext extends TransferPaymentContext {
  actor: Actor
}

const subjectOf = (row: { id: number }) => ({ type: 'transfer-booking', id: row.id })
const legSubject = (leg: { id: number }) => ({ type: 'transfer-leg', id: leg.id })
const langOf = (row: { language: string }): Language => (isLanguage(row.language) ? row.language : 'es')
const undoWindowEnd = () => new Date(Date.now() + UNDO_WINDOW_MINUTES * 60_000)

/** The customer's and the business's e-mails about a change, linked to its audit entry. */
async function queueChangeMails(trx: Knex.Transaction, ctx: ChangeContext, env: BookingEnv, viewIn: (lng: Language) => BookingView, customerLng: Language, mails: { customer?: CustomerMailKind; staff?: StaffMailKind; note?: string | null; delayed: boolean; refund?: ChangeNote['refund'] }, auditId: number, bookingId: number): Promise<void> {
  const mailCtx = { site: env.site, publicUrl: ctx.publicUrl }
  const options = { auditId, notBefore: mails.delayed ? undoWindowEnd() : undefined }
  if (mails.customer) await queueMail(await customerBookingMail(viewIn(customerLng), mails.customer, ctx.tFor(customerLng), mailCtx, { note: mails.note, noteBy: ctx.actor.type === 'customer' ? 'customer' : 'staff', refund: mails.refund }), trx, options)
  if (mails.staff) for (const mail of staffMails(viewIn, mails.staff, env.recipients, ctx.tFor, { ...mailCtx, adminPath: adminBookingPath(bookingId) }, { note: mails.note })) await queueMail(mail, trx, options)
}

/**
 * What a cancellation gives back, for its e-mail (the refund itself follows the commit): `refundCents`
 * of what is held, all of it when absent; `toCard` when the card payments on record cover it.
 */
async function cancellationRefund(trx: Knex.Transaction, row: BookingWithLegs, refundCents?: number): Promise<ChangeNote['refund']> {
  const cents = Math.min(refundCents ?? Number.POSITIVE_INFINITY, Math.max(0, row.paidCents - row.refundedCents))
  if (cents <= 0) return undefined
  return { cents, toCard: cents <= (await refundableToCard({ type: TRANSFER_SUBJECT, id: row.id }, trx)) }
}

/** Cancels inside `trx`: the booking and its live legs, their places given back. */
async function cancelRows(trx: Knex.Transaction, row: BookingWithLegs, patch: Partial<TransferBookingModel> = {}): Promise<BookingWithLegs> {
  for (const leg of row.legs) {
    if (leg.status === 'cancelled') continue
    if (leg.slotStart) await releaseSlot(trx, leg.slotStart)
    await leg.$query(trx).patch({ status: 'cancelled', slotStart: null, statusChangedAt: new Date(), version: leg.version + 1 })
  }
  await row.$query(trx).patch({ status: 'cancelled', cancelledAt: new Date(), version: row.version + 1, ...patch })
  return (await loadBooking({ id: row.id }, trx))!
}

/** `refund-pending`: cancelled, but what was paid online could not go back now (staff see why in the history). */
export const CANCEL_OUTCOMES = ['cancelled', 'refund-pending', 'requested', 'closed'] as const
export type CancelOutcome = (typeof CANCEL_OUTCOMES)[number]

/**
 * The customer's cancel button. More than freeCancellationHours before the first pick-up the
 * booking is cancelled at once (and what was paid online is refunded); closer to it, the request
 * is recorded and staff decide (a driver may already be on the way).
 */
export async function cancelByCustomer(ctx: ChangeContext & { lng: Language }, reference: string, token: string, note: string | undefined): Promise<CancelOutcome | null> {
  if (!verifyBookingToken(ctx.secrets, reference, token)) return null
  const env = await bookingEnv()
  const outcome = await TransferBookingModel.transaction(async (trx) => {
    const row = await loadBooking({ reference }, trx, { lock: true })
    if (!row) return null
    const mode = cancellationMode(row, firstPickup(row.legs), env.loaded.pricing)
    if (!mode) return row.cancellationRequestedAt && row.status !== 'cancelled' ? 'requested' : 'closed'
    const actor: Actor = { type: 'customer', name: row.customerName }
    if (mode === 'request') {
      await row.$query(trx).patch({ cancellationRequestedAt: new Date(), cancellationNote: note ?? null })
      const auditId = await recordChange(trx, { subject: subjectOf(row), actor, action: 'cancel-requested', note: note ?? null })
      const viewIn = await viewsOf(ctx, (await loadBooking({ id: row.id }, trx))!, { trx, env })
      await queueChangeMails(trx, { ...ctx, actor }, env, viewIn, ctx.lng, { customer: 'cancelRequested', staff: 'cancelRequested', note, delayed: false }, auditId, row.id)
      return 'requested'
    }
    const from = row.status
    assertBookingMove(from, 'cancelled')
    const refund = await cancellationRefund(trx, row)
    const updated = await cancelRows(trx, row, { cancellationRequestedAt: new Date(), cancellationNote: note ?? null })
    const auditId = await recordChange(trx, { subject: subjectOf(row), actor, action: 'status', changes: { status: [from, 'cancelled'] }, note: note ?? null })
    const viewIn = await viewsOf(ctx, updated, { trx, env })
    await queueChangeMails(trx, { ...ctx, actor }, env, viewIn, ctx.lng, { customer: 'cancelled', staff: 'cancelled', note, delayed: false, refund }, auditId, row.id)
    return { cancelled: updated }
  })
  if (!outcome || typeof outcome === 'string') return outcome
  // After the commit, the money: within the free period everything paid online goes back.
  const refund = await settleCancelledPayments(ctx, outcome.cancelled, { type: 'customer', name: outcome.cancelled.customerName }, 'cancelled by the customer within the free period')
  return refund?.failure ? 'refund-pending' : 'cancelled'
}

/**
 * A cancelled booking's checkouts are closed and what was paid online refunded (network calls:
 * after the commit): `refundCents` of it, all that is left when absent, none when 0.
 */
async function settleCancelledPayments(ctx: ChangeContext, row: BookingWithLegs, actor: Actor, reason: string, refundCents?: number): Promise<RefundOutcome | null> {
  await closeOpenCheckouts(ctx, row)
  if (row.paidCents <= 0 || refundCents === 0) return null
  return refundTransfer(ctx, row.id, { amountCents: refundCents, reason, actor })
}

/** What a staff status change says to the customer and the business. */
const STAFF_MOVE_MAILS: Partial<Record<`${BookingStatus}>${BookingStatus}`, { customer: CustomerMailKind; staff?: StaffMailKind }>> = {
  'on_request>confirmed': { customer: 'confirmed' },
  'on_request>cancelled': { customer: 'declined' },
  'confirmed>cancelled': { customer: 'cancelled' },
  'pending_payment>cancelled': { customer: 'cancelled' },
}

/**
 * Staff confirm an on-request booking (it takes its places even beyond the slots' capacity: staff
 * decided), decline it, or cancel a confirmed one. The customer's e-mail waits out the undo window.
 */
export async function changeBookingStatus(ctx: ChangeContext, id: number, to: 'confirmed' | 'cancelled', { note, refundCents }: { note?: string | null; /** On a cancellation: what to give back; all that is left when absent. */ refundCents?: number } = {}): Promise<{ auditId: number; refund: RefundOutcome | null }> {
  const env = await bookingEnv()
  const { rules } = env
  const result = await transactionThen(TransferBookingModel.knex(), async (trx) => {
    const row = await loadBooking({ id }, trx, { lock: true })
    if (!row) throw new NotFoundError('Transfer booking not found')
    // Captured first: a patch through the model instance changes its fields.
    const from = row.status
    // Staff's move (the booking page, the list's bulk confirm): never a confirmation without its payment.
    assertStaffBookingMove(from, to)
    const legStatuses = Object.fromEntries(row.legs.map((l) => [l.id, l.status]))
    let updated: BookingWithLegs
    let refund: ChangeNote['refund']
    if (to === 'confirmed') {
      for (const leg of row.legs) {
        if (leg.status === 'cancelled' || leg.slotStart) continue
        await leg.$query(trx).patch({ slotStart: await takeSlot(trx, new Date(leg.pickupAt), rules, { force: true }) })
      }
      await row.$query(trx).patch({ status: 'confirmed', confirmedAt: new Date(), version: row.version + 1 })
      updated = (await loadBooking({ id }, trx))!
      await scheduleReminders(ctx.jobs, trx, updated.legs, rules)
    } else {
      refund = await cancellationRefund(trx, row, refundCents)
      updated = await cancelRows(trx, row)
    }
    const auditId = await recordChange(trx, { subject: subjectOf(row), actor: ctx.actor, action: 'status', changes: { status: [from, to], legStatuses: [legStatuses, null] }, note: note ?? null })
    const viewIn = await viewsOf(ctx, updated, { trx, env })
    const mails = STAFF_MOVE_MAILS[`${from}>${to}`]
    if (mails) await queueChangeMails(trx, ctx, env, viewIn, langOf(row), { ...mails, note, delayed: true, refund }, auditId, row.id)
    return { auditId, updated }
  })
  const refund = to === 'cancelled' ? await settleCancelledPayments(ctx, result.updated, ctx.actor, note || 'cancelled by staff', refundCents) : null
  return { auditId: result.auditId, refund }
}

/** The leg's change was made on a board that showed an older version of it (another dispatcher, a driver). */
export class StaleLegError extends ConflictError {
  constructor() {
    super('the job was changed meanwhile')
  }
}

/**
 * A driver or dispatcher moves one leg along the road (on the way, picked up, completed, no-show).
 * "Completed" only on or after the service date. When the last leg is done, the customer's thank-you
 * e-mail waits out the undo window. `version`, when given, must be the leg's current one.
 */
export async function moveLeg(ctx: ChangeContext, legId: number, to: LegStatus, { version, driverId }: { version?: number; driverId?: number } = {}): Promise<{ auditId: number; leg: TransferLegModel }> {
  const env = await bookingEnv()
  return TransferBookingModel.transaction(async (trx) => {
    const leg = await TransferLegModel.query(trx).findById(legId).forUpdate()
    // A driver sees only their own jobs: another's is as good as missing.
    if (!leg || (driverId !== undefined && leg.driverId !== driverId)) throw new NotFoundError('Transfer leg not found')
    if (version !== undefined && leg.version !== version) throw new StaleLegError()
    const booking = await loadBooking({ id: leg.bookingId }, trx, { lock: true })
    if (!booking || booking.status !== 'confirmed') throw new StatusMoveError(leg.status, to, 'not-allowed')
    const from = leg.status
    const problem = legMoveProblem(from, to, leg, new Date())
    if (problem) throw problem
    const moved = await leg.$query(trx).patchAndFetch({ status: to, statusChangedAt: new Date(), version: leg.version + 1 })
    const auditId = await recordChange(trx, { subject: legSubject(leg), actor: ctx.actor, action: 'leg-status', changes: { status: [from, to] }, note: `${booking.reference} ${leg.direction}` })
    const legs = booking.legs.map((l) => (l.id === leg.id ? moved : l))
    const allDone = legs.every((l) => ['completed', 'no_show', 'cancelled'].includes(l.status)) && legs.some((l) => l.status === 'completed')
    if (allDone) {
      const view = await viewOf(ctx, Object.assign(booking, { legs }), langOf(booking), { trx, env })
      await queueMail(thankYouMail(view, ctx.tFor(langOf(booking)), { site: env.site, publicUrl: ctx.publicUrl }), trx, { auditId, notBefore: undoWindowEnd() })
    }
    return { auditId, leg: moved }
  })
}

/** Why an undo is refused (409): already undone, an e-mail already went out, or the record moved on since. */
export class UndoRefusedError extends ConflictError {
  constructor(readonly reason: 'undone' | 'mail-sent' | 'moved-on' | 'not-undoable') {
    super(`cannot undo: ${reason}`)
  }
}

/**
 * Takes a status change back while none of the e-mails it queued has gone out: they are withdrawn,
 * the status returns to what it was (a confirmed booking's places are given back, a cancelled one's
 * taken again) and the undo is itself in the history.
 */
export async function undoChange(ctx: ChangeContext, auditId: number): Promise<{ subject: { type: string; id: number } }> {
  const { rules } = await bookingEnv()
  return TransferBookingModel.transaction(async (trx) => {
    const entry = await findChange(trx, auditId)
    if (!entry || !['status', 'leg-status'].includes(entry.action) || !['transfer-booking', 'transfer-leg'].includes(entry.subjectType)) throw new UndoRefusedError('not-undoable')
    if (entry.revertedAt) throw new UndoRefusedError('undone')
    // A driver takes back only what they pressed themselves.
    if (ctx.actor.type === 'driver' && entry.actorUserId !== ctx.actor.userId) throw new UndoRefusedError('not-undoable')
    const mails = await OutboxMessageModel.query(trx).where({ auditId }).forUpdate()
    if (mails.some((m) => m.status !== 'pending' && m.status !== 'withdrawn')) throw new UndoRefusedError('mail-sent')
    const [before, after] = entry.changes.status as [string, string]
    if (entry.subjectType === 'transfer-leg') {
      const leg = await TransferLegModel.query(trx).findById(entry.subjectId).forUpdate()
      if (!leg || leg.status !== after) throw new UndoRefusedError('moved-on')
      await leg.$query(trx).patch({ status: before as LegStatus, statusChangedAt: new Date(), version: leg.version + 1 })
    } else {
      const row = await loadBooking({ id: entry.subjectId }, trx, { lock: true })
      if (!row || row.status !== after) throw new UndoRefusedError('moved-on')
      // Money went back, or a checkout was let go: those are not taken back by an undo.
      if (after === 'cancelled' && (row.refundedCents > 0 || before === 'pending_payment')) throw new UndoRefusedError('not-undoable')
      const legStatuses = (entry.changes.legStatuses?.[0] ?? {}) as Record<string, LegStatus>
      for (const leg of row.legs) {
        const previous = legStatuses[String(leg.id)] ?? leg.status
        if (after === 'confirmed' && leg.slotStart) {
          await releaseSlot(trx, leg.slotStart)
          await leg.$query(trx).patch({ slotStart: null })
        }
        if (after === 'cancelled' && previous !== 'cancelled') {
          const slot = before === 'on_request' ? null : await takeSlot(trx, new Date(leg.pickupAt), rules, { force: true })
          await leg.$query(trx).patch({ status: previous, slotStart: slot, version: leg.version + 1 })
        }
      }
      await row.$query(trx).patch({ status: before as BookingStatus, version: row.version + 1, ...(after === 'cancelled' ? { cancelledAt: null } : {}), ...(after === 'confirmed' ? { confirmedAt: null } : {}) })
    }
    await OutboxMessageModel.query(trx).where({ auditId, status: 'pending' }).patch({ status: 'withdrawn' })
    await markReverted(trx, auditId, ctx.actor)
    await recordChange(trx, { subject: { type: entry.subjectType, id: entry.subjectId }, actor: ctx.actor, action: 'undo', changes: { status: [after, before] }, note: `#${auditId}` })
    return { subject: { type: entry.subjectType, id: entry.subjectId } }
  })
}

/** Internal notes on a booking (staff only; never shown to the customer). */
export async function saveInternalNotes(ctx: Pick<ChangeContext, 'actor'>, id: number, internalNotes: string): Promise<void> {
  await TransferBookingModel.transaction(async (trx) => {
    const row = await TransferBookingModel.query(trx).findById(id).forUpdate()
    if (!row) throw new NotFoundError('Transfer booking not found')
    const next = internalNotes.trim()
    if (next === row.internalNotes) return
    await row.$query(trx).patch({ internalNotes: next })
    await recordChange(trx, { subject: subjectOf(row), actor: ctx.actor, action: 'notes', changes: changesBetween(row, { internalNotes: next }, ['internalNotes']) })
  })
}

/**
 * A customer waiting to pay online chooses to pay the driver instead (where the operator lets
 * customers choose): the open checkout is closed first — if it was completed meanwhile, the
 * payment wins and nothing changes — then the booking is confirmed, payable on board.
 */
export async function switchToDriverPayment(ctx: ChangeContext & { lng: Language }, reference: string, token: string): Promise<'confirmed' | 'closed'> {
  if (!verifyBookingToken(ctx.secrets, reference, token)) throw new NotFoundError('Transfer booking not found')
  const env = await bookingEnv()
  const row = await loadBooking({ reference })
  if (!row) throw new NotFoundError('Transfer booking not found')
  if (row.status !== 'pending_payment' || env.rules.paymentMode !== 'choice') return 'closed'
  if ((await closeOpenCheckouts(ctx, row)).completedMeanwhile) return 'closed'
  return transactionThen(TransferBookingModel.knex(), async (trx) => {
    const locked = await loadBooking({ reference }, trx, { lock: true })
    if (!locked || locked.status !== 'pending_payment') return 'closed'
    await locked.$query(trx).patch({ status: 'confirmed', paymentMethod: 'driver', onlineDueCents: 0, holdExpiresAt: null, confirmedAt: new Date(), version: locked.version + 1 })
    const actor: Actor = { type: 'customer', name: locked.customerName }
    const auditId = await recordChange(trx, { subject: subjectOf(locked), actor, action: 'status', changes: { status: ['pending_payment', 'confirmed'], paymentMethod: ['online', 'driver'] } })
    const updated = (await loadBooking({ id: locked.id }, trx))!
    await scheduleReminders(ctx.jobs, trx, updated.legs, env.rules)
    const viewIn = await viewsOf(ctx, updated, { trx, env })
    await queueChangeMails(trx, { ...ctx, actor }, env, viewIn, ctx.lng, { customer: 'confirmed', staff: 'new', delayed: false }, auditId, locked.id)
    return 'confirmed'
  })
}
