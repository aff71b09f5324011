import { formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import type { RefundFailure } from './payment-errors'

/** What a staff refund asked for, what Stripe gave back, and why not the rest. */
export interface RefundOutcome {
  askedCents: number
  refundedCents: number
  failure: RefundFailure | null
}

/**
 * The address parameters a staff page after a refund reads (src/ui/admin/refund-warnings.tsx):
 * `refunded` only for money Stripe took back, and apart from it what did not go back and why, so
 * staff never read "refunded" for money still owed.
 */
export function refundFlashParams(outcome: RefundOutcome | null, currency: string, lng: Language): Record<string, string> {
  if (!outcome) return {}
  const price = (cents: number) => formatPrice(cents, currency, lng)
  const params: Record<string, string> = {}
  if (outcome.refundedCents > 0) params.refunded = price(outcome.refundedCents)
  const missing = outcome.askedCents - outcome.refundedCents
  if (outcome.failure && missing > 0) params[outcome.failure === 'unavailable' ? 'refundFailed' : 'refundNotOnRecord'] = price(missing)
  return params
}
