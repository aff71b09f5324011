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

/** A webhook without Stripe's valid signature over its body: refused, nothing stored. */
export class BadSignatureError extends AppError {
  constructor(detail: string) {
    super(400, 'bad_request', `Stripe webhook refused: ${detail}`)
  }
}
