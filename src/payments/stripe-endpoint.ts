/**
 * Where Stripe is reached and where it reaches us (pure: the API keys screen shows these too).
 * docs/decisions/036.
 */

/** The webhook endpoint to configure in Stripe (Developers → Webhooks), under PUBLIC_URL. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook'

/** The events that endpoint must receive; any other is recorded and ignored. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'refund.created',
  'refund.updated',
  'refund.failed',
] as const

export interface StripeEndpoint {
  protocol: 'http' | 'https'
  host: string
  port: number
}

/**
 * STRIPE_API_URL (https://api.stripe.com; a local stand-in in tests) as the Stripe client's
 * host, port and protocol: the client builds its own paths (/v1/…), so the URL has none.
 */
export function stripeEndpoint(apiUrl: string): StripeEndpoint {
  const url = new URL(apiUrl)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`STRIPE_API_URL must be http(s): ${apiUrl}`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) throw new Error(`STRIPE_API_URL must be an origin without a path: ${apiUrl}`)
  const protocol = url.protocol === 'https:' ? 'https' : 'http'
  return { protocol, host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80 }
}
