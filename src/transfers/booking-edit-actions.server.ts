import { transactionThen } from '../db/after-commit'
import { recordChange } from '../audit/audit.server'
import { isLanguage, type Language } from '../i18n/languages'
import { ConflictError, NotFoundError } from '../lib/errors'
import { RefundTooLargeError } from '../payments/staff-refund'
import { queueMail } from '../mail/mail.server'
import type { ChangeContext } from './booking-changes.server'
import { bookingEnv, loadBooking, viewOf } from './booking-store.server'
import type { CustomerMailKind } from './mails'
import type { RefundOutcome } from '../payments/refund-outcome'
import { paymentStatusOf, refundTransfer } from './transfer-payments.server'
import { applyMoneyByHand, moneyByHandChange, moneyByHandLimit, MoneyByHandTooLargeError, type MoneyByHand } from '../payments/money-by-hand'
import { TransferBookingModel, TransferLegModel, type BookingStatus } from './transfers.model'
import { DriverModel } from '../fleet/fleet.model'
import { customerBookingMail } from './voucher.server'

// The detail page's money and mail buttons: a refund of part or all of what was paid online, money
// recorded by hand, and the customer's booking e-mail sent again. All are in the booking's history.

/** The e-mail that tells the customer where their booking stands now. */
const RESEND_KIND: Partial<Record<BookingStatus, CustomerMailKind>> = { confirmed: 'confirmed', on_request: 'received', pending_payment: 'received' }

/** Nothing to send again for a cancelled or expired booking. */
export class NothingToResendError extends ConflictError {
  constructor() {
    super('no booking e-mail to send again')
  }
}

/** Queues the customer's booking e-mail again (with the voucher and calendar file when confirmed), in their language. */
export async function resendConfirmation(ctx: ChangeContext, id: number): Promise<void> {
  const env = await bookingEnv()
  await transactionThen(TransferBookingModel.knex(), async (trx) => {
    const row = await loadBooking({ id }, trx, { lock: true })
    if (!row) throw new NotFoundError('Transfer booking not found')
    const kind = RESEND_KIND[row.status]
    if (!kind) throw new NothingToResendError()
    const lng: Language = isLanguage(row.language) ? row.language : 'es'
    const auditId = await recordChange(trx, { subject: { type: 'transfer-booking', id }, actor: ctx.actor, action: 'resent', note: row.customerEmail })
    const view = await viewOf(ctx, row, lng, { trx, env })
    await queueMail(await customerBookingMail(view, kind, ctx.tFor(lng), { site: env.site, publicUrl: ctx.publicUrl }), trx, { auditId })
  })
}

/** What is left to give back of the online payments. */
export async function refundableCents(id: number): Promise<number> {
  const row = await TransferBookingModel.query().findById(id)
  if (!row) throw new NotFoundError('Transfer booking not found')
  return Math.max(0, row.paidCents - row.refundedCents)
}

/** A refund staff asked for: at most what is refundable; Stripe gives it back, the history records it. */
export async function refundByStaff(ctx: ChangeContext, id: number, { amountCents, reason }: { amountCents: number; reason: string }): Promise<RefundOutcome> {
  const left = await refundableCents(id)
  if (amountCents > left) throw new RefundTooLargeError(left)
  return refundTransfer(ctx, id, { amountCents, reason, actor: ctx.actor })
}

/**
 * Money taken or given back outside Stripe (src/payments/money-by-hand.ts), under the booking's
 * lock: two people recording the same cash at once cannot both take it past what is owed.
 */
export async function recordTransferMoneyByHand(ctx: ChangeContext, id: number, entry: MoneyByHand): Promise<void> {
  await TransferBookingModel.transaction(async (trx) => {
    const row = await TransferBookingModel.query(trx).findById(id).forUpdate()
    if (!row) throw new NotFoundError('Transfer booking not found')
    // Captured first: a patch through the model instance changes its fields.
    const before = { priceCents: row.priceCents, paidCents: row.paidCents, refundedCents: row.refundedCents, live: row.status === 'confirmed' }
    const totals = applyMoneyByHand(before, entry)
    await row.$query(trx).patch({ ...totals, paymentStatus: paymentStatusOf({ priceCents: row.priceCents, ...totals }), version: row.version + 1 })
    await recordChange(trx, { subject: { type: 'transfer-booking', id }, actor: ctx.actor, ...moneyByHandChange(before, totals, entry) })
  })
}

/**
 * The driver's "collected" button on a job that asks for payment on board: what the booking still
 * owes, recorded as received (cash or card terminal) by the driver. A driver only on their own
 * jobs (any other answers 404); pressed twice, the second finds nothing owed.
 */
export async function recordCollectedOnBoard(ctx: ChangeContext, legId: number, method: 'cash' | 'card_terminal', { driverId, enteredBy }: { driverId?: number; enteredBy?: (name: string) => string } = {}): Promise<void> {
  const leg = await TransferLegModel.query().findById(legId)
  if (!leg || (driverId !== undefined && leg.driverId !== driverId)) throw new NotFoundError('Transfer leg not found')
  const booking = await TransferBookingModel.query().findById(leg.bookingId)
  if (!booking) throw new NotFoundError('Transfer booking not found')
  const owed = moneyByHandLimit('received', { ...booking, live: booking.status === 'confirmed' })
  if (owed <= 0) throw new MoneyByHandTooLargeError('received', 0)
  // The money is in the job's driver's hands, whoever pressed the button (the office, for a driver
  // who phoned it in): the day's takings count it as theirs; the history says who entered it.
  const driver = leg.driverId ? await DriverModel.query().findById(leg.driverId) : undefined
  const holder = driver ? { ...ctx, actor: { type: 'driver' as const, userId: ctx.actor.userId ?? null, name: driver.name } } : ctx
  const byOther = driver && driver.userId !== (ctx.actor.userId ?? null)
  // The limit is checked again under the booking's lock: two presses at once record it once.
  await recordTransferMoneyByHand(holder, booking.id, { direction: 'received', amount: owed, method, note: byOther && enteredBy ? enteredBy(ctx.actor.name) : undefined })
}
