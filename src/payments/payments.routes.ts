import express, { Router } from 'express'
import type { AppContext } from '../config/app-context'
import { TooManyRequestsError } from '../lib/errors'
import { createLimiter } from '../lib/rate-limit'
import { BadSignatureError, PaymentsUnavailableError } from './payment-errors'
import { stripeKeys } from './payments.server'
import { verifiedEvent } from './stripe-api'
import { STRIPE_WEBHOOK_PATH } from './stripe-endpoint'
import { receiveStripeEvent, type PaymentHooks } from './stripe-webhook.server'

/** Stripe's events are a few kilobytes; this leaves ample room and refuses anything else early. */
const WEBHOOK_BODY_LIMIT = '512kb'
/** Requests with a bad signature one address may send per 10 minutes (429 beyond); signed events are never limited. */
export const WEBHOOK_REFUSALS = { points: 30, durationSeconds: 10 * 60 }

/**
 * POST /api/payments/stripe/webhook: Stripe's events about checkouts and refunds (ADR 036).
 * Mounted before the session and the site-wide body parsers (src/server/app.ts): the signature
 * is computed over the raw bytes, which a JSON parser would lose; no session is ever loaded, so
 * the request cannot act for a logged-in user and needs no CSRF token (src/auth/csrf.ts) — the
 * signature made with the stored webhook secret is its authentication.
 * 503 without keys, 400 for a missing or wrong signature (nothing stored), 200 once processed or
 * already processed (Stripe stops retrying).
 */
export function paymentsWebhookRouter(ctx: Pick<AppContext, 'knex' | 'secrets'>, hooks: PaymentHooks): Router {
  const router = Router()
  const refusals = createLimiter(ctx.knex, { prefix: 'stripe-webhook', ...WEBHOOK_REFUSALS })
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const keys = await stripeKeys(ctx.secrets)
    if (!keys) throw new PaymentsUnavailableError('not-configured')
    const address = req.ip ?? 'unknown'
    if (await refusals.isBlocked(address)) throw new TooManyRequestsError()
    const signature = req.get('stripe-signature')
    const body: unknown = req.body
    let event
    try {
      if (!signature) throw new Error('no Stripe-Signature header')
      if (!Buffer.isBuffer(body) || body.length === 0) throw new Error('no body')
      event = verifiedEvent(body, signature, keys.webhookSecret)
    } catch (error) {
      await refusals.consume(address)
      throw new BadSignatureError(error instanceof Error ? error.message : String(error))
    }
    const outcome = await receiveStripeEvent(ctx.knex, event, hooks, req.log)
    res.status(200).set('Cache-Control', 'no-store').json({ received: true, outcome })
  })
  return router
}
