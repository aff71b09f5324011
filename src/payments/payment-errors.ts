import { AppError } from '../lib/errors'

/**
 * Online payment cannot be done now: no keys saved (`not-configured`: the site offers only the
 * other ways to pay), or Stripe refused or did not answer (`provider`). A 503 with
 * `common:errors.api.payments_unavailable` ("… try again or choose another way to pay") wherever
 * it reaches the error handler; a caller that offers another way catches it and shows that.
 */
export class PaymentsUnavailableError extends AppError {
  constructor(
    readonly reason: 'not-configured' | 'provider',
    /** Stripe's own words (never a key): for the log and for staff. */
    readonly providerMessage?: string,
  ) {
    super(503, 'payments_unavailable', reason === 'not-configured' ? 'Online payment is not configured (Stripe keys missing)' : `Stripe: ${providerMessage ?? 'no answer'}`)
  }
}

/**
 * Asked to give back money that no online payment on record holds: what the booking says was paid
 * online was not taken through this site's Stripe account (entered by hand, imported, demo data),
 * or was already refunded. Nothing can go back through Stripe for it; staff give it back another
 * way. A 409 wherever it reaches the error handler.
 */
export class RefundNotOnRecordError extends AppError {
  constructor(readonly missingCents: number) {
    super(409, 'refund_not_on_record', `${missingCents} cents are not held by any refundable online payment`)
  }
}

/** Why part of a refund did not go back: Stripe could not be reached, or no online payment on record holds it. */
export type RefundFailure = 'unavailable' | 'not-on-record'

export function refundFailureOf(error: PaymentsUnavailableError | RefundNotOnRecordError | null): RefundFailure | null {
  if (!error) return null
  return error instanceof RefundNotOnRecordError ? 'not-on-record' : 'unavailable'
}

/** The history's word for a refund that did not go back: `refund-failed` staff try again, `refund-not-on-record` goes back another way. */
export const REFUND_FAILURE_ACTION: Record<RefundFailure, string> = { unavailable: 'refund-failed', 'not-on-record': 'refund-not-on-record' }

/** A webhook without Stripe's valid signature over its body: refused, nothing stored. */
export class BadSignatureError extends AppError {
  constructor(detail: string) {
    super(400, 'bad_request', `Stripe webhook refused: ${detail}`)
  }
}
