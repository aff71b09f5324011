import { describe, expect, it } from 'vitest'
import { advances, CHECKOUT_LOCALES, checkoutExpiry, refundableCents, refundStatusOf, summarizePayments, type PaymentStatus } from './payment-status'

describe('payment status', () => {
  it('moves only forward: open → expired/failed/cancelled → paid, never back from paid', () => {
    const table: Array<[PaymentStatus, PaymentStatus, boolean]> = [
      ['open', 'paid', true],
      ['open', 'expired', true],
      ['open', 'failed', true],
      ['open', 'cancelled', true],
      ['open', 'open', false],
      ['expired', 'paid', true],
      ['failed', 'paid', true],
      ['cancelled', 'paid', true],
      ['expired', 'failed', false],
      ['cancelled', 'expired', false],
      ['failed', 'expired', false],
      ['expired', 'open', false],
      ['paid', 'expired', false],
      ['paid', 'failed', false],
      ['paid', 'open', false],
      ['paid', 'paid', false],
    ]
    for (const [from, to, expected] of table) expect(advances(from, to), `${from} → ${to}`).toBe(expected)
  })

  it("reads Stripe's refund statuses", () => {
    expect(refundStatusOf('succeeded')).toBe('succeeded')
    expect(refundStatusOf('failed')).toBe('failed')
    expect(refundStatusOf('canceled')).toBe('cancelled')
    expect(refundStatusOf('pending')).toBe('pending')
    expect(refundStatusOf('requires_action')).toBe('pending')
    expect(refundStatusOf(null)).toBe('pending')
  })

  it('shows Checkout in the visitor’s language, Spanish for Catalan', () => {
    expect(CHECKOUT_LOCALES).toEqual({ es: 'es', en: 'en', de: 'de', ca: 'es' })
  })

  it('keeps a checkout’s expiry within Stripe’s 30 minutes to 24 hours, in whole seconds', () => {
    const now = new Date('2026-08-21T10:00:00.400Z')
    expect(checkoutExpiry(new Date('2026-08-21T12:00:00.900Z'), now).toISOString()).toBe('2026-08-21T12:00:00.000Z')
    expect(checkoutExpiry(new Date('2026-08-21T10:05:00Z'), now).toISOString()).toBe('2026-08-21T10:31:00.000Z')
    expect(checkoutExpiry(new Date('2026-08-25T10:00:00Z'), now).toISOString()).toBe('2026-08-22T09:59:00.000Z')
  })
})

describe('a subject’s payments summed', () => {
  const now = new Date('2026-08-21T10:00:00Z')
  const base = { currency: 'EUR', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1', paymentIntentId: null, expiresAt: new Date('2026-08-21T11:00:00Z') }

  it('adds what was paid and refunded, and finds the checkout still open', () => {
    const payments = [
      { ...base, id: 1, kind: 'deposit' as const, status: 'paid' as const, amountCents: 3_000, paymentIntentId: 'pi_1' },
      { ...base, id: 2, kind: 'balance' as const, status: 'expired' as const, amountCents: 7_000 },
      { ...base, id: 3, kind: 'balance' as const, status: 'open' as const, amountCents: 7_000, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_3' },
    ]
    const refunds = [
      { paymentId: 1, amountCents: 500, status: 'succeeded' as const },
      { paymentId: 1, amountCents: 700, status: 'pending' as const },
      { paymentId: 1, amountCents: 900, status: 'failed' as const },
    ]
    expect(summarizePayments(payments, refunds, now)).toEqual({
      currency: 'EUR',
      paidCents: 3_000,
      refundedCents: 500,
      refundPendingCents: 700,
      openCheckout: { paymentId: 3, kind: 'balance', amountCents: 7_000, url: 'https://checkout.stripe.com/c/pay/cs_3', expiresAt: base.expiresAt },
      awaitingConfirmation: false,
    })
    expect(refundableCents(payments[0]!, refunds)).toBe(1_800)
    expect(refundableCents(payments[2]!, refunds)).toBe(0)
  })

  it('offers no checkout past its expiry, and says when a finished checkout awaits its confirmation', () => {
    const stale = { ...base, id: 1, kind: 'full' as const, status: 'open' as const, amountCents: 9_000, expiresAt: new Date('2026-08-21T09:59:59Z') }
    const processing = { ...base, id: 2, kind: 'full' as const, status: 'open' as const, amountCents: 9_000, paymentIntentId: 'pi_2' }
    expect(summarizePayments([stale], [], now)).toMatchObject({ openCheckout: null, awaitingConfirmation: false })
    expect(summarizePayments([processing], [], now)).toMatchObject({ openCheckout: null, awaitingConfirmation: true, paidCents: 0 })
    expect(summarizePayments([], [], now)).toEqual({ currency: null, paidCents: 0, refundedCents: 0, refundPendingCents: 0, openCheckout: null, awaitingConfirmation: false })
  })
})
