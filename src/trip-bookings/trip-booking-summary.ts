import type { TFunction } from 'i18next'
import { formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import type { TripBookingView } from './trip-bookings.server'

// A trip booking told in a sentence or two, the same on its confirmation page, its e-mails and its
// voucher. Pure: the page renders it with the visitor's t, the e-mails with the customer's.

const NS = 'trips:booking.'

/** "2 × Adult, 1 × Child (4–12)". */
export function participantsSummary(b: Pick<TripBookingView, 'participants'>): string {
  return b.participants.map((p) => `${p.count} × ${p.label}`).join(', ')
}

type Money = Pick<TripBookingView, 'status' | 'currency' | 'totalCents' | 'onlineDueCents' | 'paidCents' | 'refundedCents' | 'dueOnDayCents' | 'payOnlineCents' | 'paymentMethod'>

/**
 * Where the money stands, in one sentence. A booking that ended (cancelled, expired) owes nothing
 * on the day. On one that stands, what is held (paid and not given back) counts, as on transfers
 * (ADR 069): money given back on a booking that goes ahead is owed again on the day, and money the
 * office took (a card terminal, a bank transfer) is never said to be paid online.
 */
export function paymentSentence(t: TFunction, b: Money, lng: Language): string {
  const money = (cents: number) => formatPrice(cents, b.currency, lng)
  const online = b.paymentMethod === 'online'
  if (b.status === 'cancelled' || b.status === 'expired') {
    if (b.refundedCents > 0) return t(`${NS}payment.refunded`, { amount: money(b.refundedCents) })
    return b.paidCents > 0 ? t(`${NS}payment.${online ? 'paid' : 'paidInPerson'}`, { amount: money(b.paidCents) }) : t(`${NS}payment.nothingDue`)
  }
  if (b.status === 'pending_payment') return t(`${NS}payment.pending`, { amount: money(b.onlineDueCents) })
  if (b.payOnlineCents > 0) return t(`${NS}payment.${b.dueOnDayCents > 0 ? 'owedOnlineAndDay' : 'owedOnline'}`, { amount: money(b.payOnlineCents), due: money(b.dueOnDayCents) })
  const held = Math.max(0, b.paidCents - b.refundedCents)
  if (held <= 0) return t(`${NS}payment.onTheDay`, { amount: money(b.dueOnDayCents) })
  if (b.dueOnDayCents > 0) return t(`${NS}payment.${online ? 'deposit' : 'partPaid'}`, { paid: money(held), due: money(b.dueOnDayCents) })
  return t(`${NS}payment.${online ? 'paid' : 'paidInPerson'}`, { amount: money(held) })
}

/** Money has changed hands on the booking: it has a payment receipt (a cancelled and refunded one too). */
export const hasTripReceipt = (b: { paidCents: number }): boolean => b.paidCents > 0
