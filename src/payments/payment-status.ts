import type { Language } from '../i18n/languages'

/**
 * The rules of payments in one place, without a database (docs/decisions/036): which status may
 * follow which, what Stripe's words mean here, and what a subject's payments add up to.
 */

export const PAYMENT_KINDS = ['full', 'deposit', 'balance'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]
export type PaymentStatus = 'open' | 'paid' | 'expired' | 'failed' | 'cancelled'
export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled'

/** What a payment is for, as the payments domain knows it: a type the composition root has hooks for, an id, a reference people read. */
export interface PaymentSubject {
  type: string
  id: number
  reference: string
}

// open → closed without money (expired, failed, cancelled: whichever comes first stays) → paid.
// Money taken is the truth whatever came before; nothing moves a paid payment anywhere else.
const RANK: Record<PaymentStatus, number> = { open: 0, expired: 1, failed: 1, cancelled: 1, paid: 2 }

/** Whether news of `to` changes a payment that is `from`: events arrive late, twice and out of order. */
export function advances(from: PaymentStatus, to: PaymentStatus): boolean {
  return RANK[to] > RANK[from]
}

/** Stripe's refund statuses in ours: `requires_action` is still on its way; an unknown word is treated as pending. */
export function refundStatusOf(stripeStatus: string | null | undefined): RefundStatus {
  switch (stripeStatus) {
    case 'succeeded':
      return 'succeeded'
    case 'failed':
      return 'failed'
    case 'canceled':
    case 'cancelled':
      return 'cancelled'
    default:
      return 'pending'
  }
}

/** A refund that still holds (or has returned) its amount: what may no longer be refunded again. */
export const holdsAmount = (status: RefundStatus) => status === 'pending' || status === 'succeeded'

/**
 * Stripe Checkout's page language for ours. Checkout has no Catalan: Menorcan visitors who read
 * Catalan read Spanish, so `ca` shows Spanish (English would be a guess at their browser).
 */
export const CHECKOUT_LOCALES: Record<Language, 'es' | 'en' | 'de'> = { es: 'es', en: 'en', de: 'de', ca: 'es' }

/** Stripe lets a Checkout Session live 30 minutes to 24 hours; a minute of margin on either side for clocks and travel time. */
export const CHECKOUT_MIN_MS = 31 * 60 * 1000
export const CHECKOUT_MAX_MS = 24 * 60 * 60 * 1000 - 60 * 1000

/** The expiry Stripe will accept that is nearest to the one asked for (the caller reads back which one was used). */
export function checkoutExpiry(requested: Date, now: Date): Date {
  const ms = Math.min(Math.max(requested.getTime(), now.getTime() + CHECKOUT_MIN_MS), now.getTime() + CHECKOUT_MAX_MS)
  // Stripe takes whole seconds.
  return new Date(Math.floor(ms / 1000) * 1000)
}

interface PaymentFacts {
  id: number
  kind: PaymentKind
  status: PaymentStatus
  amountCents: number
  currency: string
  checkoutUrl: string | null
  paymentIntentId: string | null
  expiresAt: Date
}

interface RefundFacts {
  paymentId: number
  amountCents: number
  status: RefundStatus
}

/** What may still be refunded of a paid payment: its amount less every refund that is not failed or cancelled. */
export function refundableCents(payment: Pick<PaymentFacts, 'id' | 'status' | 'amountCents'>, refunds: readonly RefundFacts[]): number {
  if (payment.status !== 'paid') return 0
  const held = refunds.filter((r) => r.paymentId === payment.id && holdsAmount(r.status)).reduce((sum, r) => sum + r.amountCents, 0)
  return Math.max(0, payment.amountCents - held)
}

export interface PaymentSummary {
  /** The currency of the subject's payments (one per subject), null without payments. */
  currency: string | null
  /** Taken by paid payments. */
  paidCents: number
  /** Given back (refunds Stripe confirmed). */
  refundedCents: number
  /** Asked back and not yet confirmed by Stripe. */
  refundPendingCents: number
  /** A checkout the customer can still open to pay. */
  openCheckout: { paymentId: number; kind: PaymentKind; amountCents: number; url: string; expiresAt: Date } | null
  /** A checkout finished with a method that confirms later (bank debit): paid or failed news follows. */
  awaitingConfirmation: boolean
}

/** Sums a subject's payments for display (the booking page, the admin): money in, money back, what is open. */
export function summarizePayments(payments: readonly PaymentFacts[], refunds: readonly RefundFacts[], now: Date): PaymentSummary {
  const paid = payments.filter((p) => p.status === 'paid')
  const ofPaid = refunds.filter((r) => paid.some((p) => p.id === r.paymentId))
  const open = payments.filter((p) => p.status === 'open')
  const payable = open.filter((p) => p.checkoutUrl && !p.paymentIntentId && p.expiresAt.getTime() > now.getTime()).sort((a, b) => b.id - a.id)[0]
  return {
    currency: payments[0]?.currency ?? null,
    paidCents: paid.reduce((sum, p) => sum + p.amountCents, 0),
    refundedCents: ofPaid.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountCents, 0),
    refundPendingCents: ofPaid.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountCents, 0),
    openCheckout: payable ? { paymentId: payable.id, kind: payable.kind, amountCents: payable.amountCents, url: payable.checkoutUrl!, expiresAt: payable.expiresAt } : null,
    awaitingConfirmation: open.some((p) => p.paymentIntentId !== null),
  }
}
