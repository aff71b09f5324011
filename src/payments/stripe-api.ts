import Stripe from 'stripe'
import { stripeEndpoint } from './stripe-endpoint'

/**
 * The `stripe` package, configured (docs/decisions/036). Its API version is the one the package
 * is typed for; STRIPE_API_URL decides where it connects.
 */

/** A visitor waits for a Checkout Session: a silent Stripe must not keep them long. */
const TIMEOUT_MS = 20_000
/** The package retries network failures and 409/5xx answers with the same idempotency key. */
const NETWORK_RETRIES = 2

let cached: { apiUrl: string; secretKey: string; client: Stripe } | undefined

/** The client for this key and API origin (one kept: keys change rarely). */
export function stripeClient(apiUrl: string, secretKey: string): Stripe {
  if (cached?.apiUrl === apiUrl && cached.secretKey === secretKey) return cached.client
  const client = new Stripe(secretKey, { ...stripeEndpoint(apiUrl), timeout: TIMEOUT_MS, maxNetworkRetries: NETWORK_RETRIES, telemetry: false, appInfo: { name: 'menorca-tours' } })
  cached = { apiUrl, secretKey, client }
  return client
}

/** Verifies a webhook's Stripe-Signature over its raw body and returns the event (throws when it does not match). */
export function verifiedEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
}

/** An error Stripe answered (or the package raised for a network failure), in words fit for staff and the log. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError
}

export type { Stripe }
