import type { TFunction } from 'i18next'
import { z } from 'zod'
import { formatAmount, formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { ConflictError } from '../lib/errors'
import { FIELD } from '../lib/forms'

// Money that changes hands outside Stripe, recorded by the office on a booking's page (transfers
// and trips alike): what a driver or guide took on board, a card terminal or bank transfer, and
// money given back another way when Stripe cannot (a payment from before this site, a closed card).
// The booking's paid and refunded totals follow it, so its status, the driver's "to collect" and
// the lists' filters tell the truth. Stripe's own payments and refunds never go through here.

export const MONEY_BY_HAND_METHODS = ['cash', 'card_terminal', 'bank_transfer'] as const
export type MoneyByHandDirection = 'received' | 'returned'

export const MoneyByHandSchema = z.object({
  direction: z.enum(['received', 'returned'], { error: 'invalid' }),
  amount: FIELD.requiredText(12)
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, { error: 'price' })
    .transform((v) => Math.round(Number(v.replace(',', '.')) * 100))
    .refine((cents) => cents > 0, { error: 'price' }),
  method: z.enum(MONEY_BY_HAND_METHODS, { error: 'required' }),
  note: FIELD.optionalText(300),
})
export type MoneyByHand = z.infer<typeof MoneyByHandSchema>

interface BookingMoney {
  /** What the booking costs now. */
  priceCents: number
  paidCents: number
  refundedCents: number
  /** Still going ahead (a cancelled or expired booking owes nothing). */
  live: boolean
}

/** The most that can be recorded: what is still owed, or what is held (paid and not given back). */
export function moneyByHandLimit(direction: MoneyByHandDirection, { priceCents, paidCents, refundedCents, live }: BookingMoney): number {
  const held = paidCents - refundedCents
  if (direction === 'received') return live ? Math.max(0, priceCents - held) : 0
  return Math.max(0, held)
}

/** An amount as a form prefills it ("59,00") and as it is read ("59,00 €"). */
export interface FormAmount {
  input: string
  price: string
}

/**
 * What a booking's money panel offers staff: a refund through Stripe of what its card payments
 * still hold (`toCardCents`), and money recorded by hand each way. Null where there is nothing.
 */
export function moneyActions(booking: BookingMoney & { toCardCents: number }, currency: string, lng: Language): { toCard: FormAmount | null; owed: FormAmount | null; held: FormAmount | null } {
  const held = moneyByHandLimit('returned', booking)
  // While the booking stands, what to give back is what was paid above its price (a smaller party,
  // a lower price); all that is held only once it is cancelled. The limit stays all that is held.
  const suggested = booking.live && held > booking.priceCents ? held - booking.priceCents : held
  const amount = (cents: number, prefill = cents): FormAmount | null => (cents > 0 ? { input: formatAmount(Math.min(prefill, cents), lng), price: formatPrice(cents, currency, lng) } : null)
  const toCard = Math.min(held, booking.toCardCents)
  return { toCard: amount(toCard, suggested), owed: amount(moneyByHandLimit('received', booking)), held: amount(held, suggested) }
}

/** The booking's totals after recording `entry`, or the limit it went over. */
export function applyMoneyByHand(booking: BookingMoney, entry: Pick<MoneyByHand, 'direction' | 'amount'>): { paidCents: number; refundedCents: number } {
  const limit = moneyByHandLimit(entry.direction, booking)
  if (entry.amount > limit) throw new MoneyByHandTooLargeError(entry.direction, limit)
  return entry.direction === 'received'
    ? { paidCents: booking.paidCents + entry.amount, refundedCents: booking.refundedCents }
    : { paidCents: booking.paidCents, refundedCents: booking.refundedCents + entry.amount }
}

/** More than is owed (received) or held (returned): refused with the limit. */
export class MoneyByHandTooLargeError extends ConflictError {
  constructor(
    readonly direction: MoneyByHandDirection,
    readonly limitCents: number,
  ) {
    super('more than the booking owes or holds')
  }
}

/** The booking's history row: the same action and changes on both kinds of booking. */
export function moneyByHandChange(before: Omit<BookingMoney, 'live'>, after: { paidCents: number; refundedCents: number }, entry: MoneyByHand): { action: string; changes: Record<string, [unknown, unknown]>; note: string | null } {
  const moved: [unknown, unknown] = entry.direction === 'received' ? [before.paidCents, after.paidCents] : [before.refundedCents, after.refundedCents]
  return {
    action: entry.direction === 'received' ? 'paid-by-hand' : 'refunded-by-hand',
    changes: { [entry.direction === 'received' ? 'paidCents' : 'refundedCents']: moved, method: [null, entry.method] },
    note: entry.note ?? null,
  }
}

/** The refusal said on the amount field, in the staff language: how much can be recorded at most. */
export function moneyByHandTooLarge(t: TFunction, error: MoneyByHandTooLargeError, currency: string, lng: Language): string {
  return error.limitCents > 0 ? t(`admin:moneyByHand.tooMuch.${error.direction}`, { amount: formatPrice(error.limitCents, currency, lng) }) : t(`admin:moneyByHand.nothing.${error.direction}`)
}
