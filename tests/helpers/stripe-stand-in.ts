import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'
import Stripe from 'stripe'
import request from 'supertest'

/**
 * A browser test pays as a visitor would:
 *   const stripe = await startStripeStandIn()
 *   const site = await startLiveSite({ env: { STRIPE_API_URL: stripe.url } })
 *   await built.saveApiKeys(site.context.secrets, stripe.apiKeys)
 *   stripe.deliverTo(`${site.url}/api/payments/stripe/webhook`)
 * then follows the site's redirect to Stripe's page (the stand-in's /pay/…) and clicks "Pay".
 *
 * A local stand-in for the parts of the Stripe API the site uses (docs/decisions/036), as
 * tests/helpers/graph-stand-in.ts is for WhatsApp: the real `stripe` package talks to it
 * (STRIPE_API_URL), it records every request and keeps sessions and refunds the way Stripe does,
 * and it sends signed webhook events — to a running site (deliverTo) or back to the test, to
 * post with supertest. `GET /pay/:sessionId` is Stripe's hosted page in miniature: "Pay"
 * completes the session, delivers `checkout.session.completed` and sends the browser to the
 * success URL; "Cancel" goes back to the cancel URL.
 *
 * Endpoints: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id,
 * POST /v1/checkout/sessions/:id/expire, POST /v1/refunds, GET /v1/refunds/:id.
 */

export interface StripeRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  /** The form body (or query), brackets unfolded: `line_items[0][price_data][currency]` → body.line_items[0].price_data.currency. */
  body: Record<string, unknown>
}

export interface StandInSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  locale: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  success_url: string
  cancel_url: string
  expires_at: number
  created: number
  url: string
  livemode: false
}

export interface StandInRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  status: 'pending' | 'succeeded' | 'failed' | 'canceled'
  reason: string | null
  failure_reason: string | null
  metadata: Record<string, string>
  created: number
}

/** An event as Stripe would send it: the JSON body and its Stripe-Signature header. */
export interface SignedEvent {
  id: string
  type: string
  payload: string
  signature: string
  /** The site's answer when the event was posted to it (deliverTo). */
  delivered?: { status: number; body: string }
}

export interface StripeError {
  status: number
  type?: 'invalid_request_error' | 'api_error' | 'card_error' | 'authentication_error'
  message: string
  code?: string
}

export interface StripeStandIn {
  /** STRIPE_API_URL for the site. */
  url: string
  /** Keys of the shapes the API keys screen accepts; the stand-in answers only the secret key. */
  secretKey: string
  webhookSecret: string
  /** Both keys as the API keys screen saves them: `built.saveApiKeys(site.context.secrets, stripe.apiKeys)`. */
  apiKeys: { stripeSecretKey: string; stripeWebhookSecret: string }
  requests: StripeRequest[]
  sessions: Map<string, StandInSession>
  /** The session a payment page's address names (the site's redirect to …/pay/<id>); throws when there is none. */
  sessionAt(paymentUrl: string): StandInSession
  refunds: Map<string, StandInRefund>
  /** The site's webhook URL (a listening site): events are posted there. null: only built and returned. */
  deliverTo(webhookUrl: string | null): void
  /** The next `count` API requests are answered with this error (with Stripe-Should-Retry: false, so the package does not retry). */
  failNext(error: StripeError, count?: number): void
  /** The status new refunds get (Stripe answers `pending` for some methods, `succeeded` for most cards). */
  refundStatus: StandInRefund['status']
  /** The customer pays: `paid`, or `unpaid` for a method that confirms later (then asyncPaymentSucceeds/Fails). */
  complete(sessionId: string, options?: { paymentStatus?: 'paid' | 'unpaid' }): Promise<SignedEvent>
  asyncPaymentSucceeds(sessionId: string): Promise<SignedEvent>
  asyncPaymentFails(sessionId: string): Promise<SignedEvent>
  /** The session runs out (Stripe expires it at expires_at). */
  expire(sessionId: string): Promise<SignedEvent>
  refundSucceeds(refundId: string): Promise<SignedEvent>
  refundFails(refundId: string, failureReason?: string): Promise<SignedEvent>
  /** Any event over any object, signed (replays, events of others, a changed body for a wrong signature). */
  event(type: string, object: object): Promise<SignedEvent>
  /** A Stripe-Signature header for this body (another secret: a forged one). */
  sign(payload: string, secret?: string): string
  close(): Promise<void>
}

/** The site's webhook endpoint (the address its API keys screen gives the operator for Stripe). */
export const WEBHOOK = '/api/payments/stripe/webhook'

/** A signed event posted to a site's webhook endpoint, as Stripe delivers it. */
export function postSignedEvent(app: Express, event: Pick<SignedEvent, 'payload' | 'signature'>, { ip = '203.0.113.9' }: { ip?: string } = {}) {
  return request(app).post(WEBHOOK).set('Content-Type', 'application/json; charset=utf-8').set('X-Forwarded-For', ip).set('Stripe-Signature', event.signature).send(event.payload)
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)

/** Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. */
export function unfoldForm(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[')
    let node = root
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Record<string, unknown>
    })
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const)
    const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i))
    return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries)
  }
  return arrays(root) as Record<string, unknown>
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = []
  const sessions = new Map<string, StandInSession>()
  const refunds = new Map<string, StandInRefund>()
  const idempotent = new Map<string, { status: number; body: unknown }>()
  // What the hosted page shows (Stripe keeps line items apart from the session too).
  const products = new Map<string, { name: string; description: string }>()
  const failures: StripeError[] = []
  const secretKey = `sk_test_${randomBytes(24).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`
  let webhookUrl: string | null = null
  let baseUrl = ''

  const sign = (payload: string, secret = webhookSecret) => Stripe.webhooks.generateTestHeaderString({ payload, secret })

  async function event(type: string, object: object): Promise<SignedEvent> {
    const body = { id: id('evt'), object: 'event', api_version: Stripe.API_VERSION, created: now(), data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type }
    const payload = JSON.stringify(body)
    const signed: SignedEvent = { id: body.id, type, payload, signature: sign(payload) }
    if (webhookUrl) {
      const res = await fetch(webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signed.signature, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' }, body: payload })
      signed.delivered = { status: res.status, body: await res.text() }
    }
    return signed
  }

  const sessionOf = (sessionId: string) => {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`stand-in: no session ${sessionId}`)
    return session
  }
  const refundOf = (refundId: string) => {
    const refund = refunds.get(refundId)
    if (!refund) throw new Error(`stand-in: no refund ${refundId}`)
    return refund
  }

  function complete(sessionId: string, { paymentStatus = 'paid' }: { paymentStatus?: 'paid' | 'unpaid' } = {}) {
    const session = sessionOf(sessionId)
    if (session.status !== 'open') throw new Error(`stand-in: session ${sessionId} is ${session.status}`)
    Object.assign(session, { status: 'complete', payment_status: paymentStatus, payment_intent: id('pi') })
    return event('checkout.session.completed', session)
  }

  // ── The API ──────────────────────────────────────────────────────────────────────────────

  type Answer = { status: number; body: unknown }
  const error = (status: number, message: string, type: StripeError['type'] = 'invalid_request_error', code?: string): Answer => ({ status, body: { error: { type, message, ...(code ? { code } : {}) } } })

  function api(method: string, path: string, body: Record<string, unknown>): Answer {
    let match: RegExpExecArray | null
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const item = (body.line_items as Array<{ quantity: string; price_data: { currency: string; unit_amount: string; product_data?: { name?: string; description?: string } } }> | undefined)?.[0]
      if (!item?.price_data) return error(400, 'Missing required param: line_items.')
      const session: StandInSession = {
        id: id('cs'),
        object: 'checkout.session',
        mode: String(body.mode),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(item.price_data.unit_amount) * Number(item.quantity ?? 1),
        currency: item.price_data.currency,
        client_reference_id: (body.client_reference_id as string) ?? null,
        customer_email: (body.customer_email as string) ?? null,
        locale: (body.locale as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        payment_intent: null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        expires_at: body.expires_at ? Number(body.expires_at) : now() + 24 * 3600,
        created: now(),
        url: '',
        livemode: false,
      }
      if (session.expires_at < now() + 30 * 60 - 5 || session.expires_at > now() + 24 * 3600 + 5) return error(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.')
      session.url = `${baseUrl}/pay/${session.id}`
      sessions.set(session.id, session)
      products.set(session.id, { name: item.price_data.product_data?.name ?? '', description: item.price_data.product_data?.description ?? '' })
      return { status: 200, body: session }
    }
    if ((match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path)) && method === 'GET') {
      const session = sessions.get(match[1]!)
      return session ? { status: 200, body: session } : error(404, `No such checkout.session: '${match[1]}'`, 'invalid_request_error', 'resource_missing')
    }
    if ((match = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path)) && method === 'POST') {
      const session = sessions.get(match[1]!)
      if (!session) return error(404, `No such checkout.session: '${match[1]}'`, 'invalid_request_error', 'resource_missing')
      if (session.status !== 'open') return error(400, `Only Checkout Sessions with a status of \`open\` can be expired. This Checkout Session has a status of \`${session.status}\`.`)
      session.status = 'expired'
      return { status: 200, body: session }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = String(body.payment_intent ?? '')
      const paid = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid')
      if (!paid) return error(400, `No such payment_intent: '${intent}'`, 'invalid_request_error', 'resource_missing')
      const taken = [...refunds.values()].filter((r) => r.payment_intent === intent && (r.status === 'pending' || r.status === 'succeeded')).reduce((sum, r) => sum + r.amount, 0)
      const amount = body.amount ? Number(body.amount) : paid.amount_total - taken
      if (amount > paid.amount_total - taken) return error(400, `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((paid.amount_total - taken) / 100).toFixed(2)})`, 'invalid_request_error', 'amount_too_large')
      const refund: StandInRefund = { id: id('re'), object: 'refund', amount, currency: paid.currency, payment_intent: intent, status: standIn.refundStatus, reason: (body.reason as string) ?? null, failure_reason: null, metadata: (body.metadata as Record<string, string>) ?? {}, created: now() }
      refunds.set(refund.id, refund)
      return { status: 200, body: refund }
    }
    if ((match = /^\/v1\/refunds\/([\w-]+)$/.exec(path)) && method === 'GET') {
      const refund = refunds.get(match[1]!)
      return refund ? { status: 200, body: refund } : error(404, `No such refund: '${match[1]}'`, 'invalid_request_error', 'resource_missing')
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  // ── The hosted page ──────────────────────────────────────────────────────────────────────

  function payPage(session: StandInSession): string {
    const product = products.get(session.id)
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`
    const closed = session.status !== 'open'
    return `<!doctype html><html lang="${escapeHtml(session.locale ?? 'en')}"><head><meta charset="utf-8"><title>Stripe stand-in checkout</title></head><body>
<main><h1>${escapeHtml(product?.name || 'Payment')}</h1><p>${escapeHtml(product?.description ?? '')}</p><p data-amount>${escapeHtml(amount)}</p>
${closed ? `<p role="alert">This checkout session is ${escapeHtml(session.status)}.</p>` : `<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>`}</main></body></html>`
  }

  async function hostedPage(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<boolean> {
    const match = /^\/pay\/([\w-]+)(?:\/(pay|cancel))?$/.exec(path)
    if (!match) return false
    const session = sessions.get(match[1]!)
    if (!session) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such checkout session')
      return true
    }
    const action = match[2]
    if (req.method === 'GET' && !action) {
      res.writeHead(session.status === 'open' ? 200 : 410, { 'Content-Type': 'text/html; charset=utf-8' }).end(payPage(session))
      return true
    }
    if (req.method === 'POST' && action === 'cancel') {
      res.writeHead(303, { Location: session.cancel_url }).end()
      return true
    }
    if (req.method === 'POST' && action === 'pay' && session.status === 'open') {
      const sent = await complete(session.id)
      if (sent.delivered && sent.delivered.status !== 200) {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`The site refused the webhook: ${sent.delivered.status} ${sent.delivered.body}`)
        return true
      }
      res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end()
      return true
    }
    res.writeHead(session.status === 'open' ? 405 : 410, { 'Content-Type': 'text/html; charset=utf-8' }).end(payPage(session))
    return true
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url!, 'http://stand-in')
        if (await hostedPage(req, res, url.pathname)) return
        const body = unfoldForm(req.method === 'GET' ? url.searchParams : new URLSearchParams(raw))
        requests.push({ method: req.method!, path: url.pathname, headers: req.headers, body })
        const reply = (answer: Answer, extra: Record<string, string> = {}) => res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': id('req'), ...extra }).end(JSON.stringify(answer.body))
        if (req.headers.authorization !== `Bearer ${secretKey}`) return reply(error(401, 'Invalid API Key provided.', 'authentication_error'))
        const failure = failures.shift()
        if (failure) return reply(error(failure.status, failure.message, failure.type ?? (failure.status >= 500 ? 'api_error' : 'invalid_request_error'), failure.code), { 'Stripe-Should-Retry': 'false' })
        // Stripe answers a repeated idempotency key with the first answer.
        const key = req.headers['idempotency-key']
        const remembered = typeof key === 'string' ? idempotent.get(key) : undefined
        if (remembered) return reply(remembered, { 'Idempotent-Replayed': 'true' })
        const answer = api(req.method!, url.pathname, body)
        if (typeof key === 'string' && req.method === 'POST') idempotent.set(key, answer)
        reply(answer)
      })().catch((failure: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(failure))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const standIn: StripeStandIn = {
    url: baseUrl,
    secretKey,
    webhookSecret,
    apiKeys: { stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret },
    requests,
    sessions,
    sessionAt(paymentUrl) {
      const sessionId = /\/pay\/([\w-]+)/.exec(paymentUrl)?.[1]
      const session = sessionId ? sessions.get(sessionId) : undefined
      if (!session) throw new Error(`no stand-in checkout session at ${paymentUrl}`)
      return session
    },
    refunds,
    refundStatus: 'pending',
    deliverTo: (url) => (webhookUrl = url),
    failNext: (failure, count = 1) => {
      for (let i = 0; i < count; i++) failures.push(failure)
    },
    complete,
    asyncPaymentSucceeds(sessionId) {
      const session = sessionOf(sessionId)
      session.payment_status = 'paid'
      return event('checkout.session.async_payment_succeeded', session)
    },
    asyncPaymentFails(sessionId) {
      return event('checkout.session.async_payment_failed', sessionOf(sessionId))
    },
    expire(sessionId) {
      const session = sessionOf(sessionId)
      if (session.status !== 'open') throw new Error(`stand-in: session ${sessionId} is ${session.status}`)
      session.status = 'expired'
      return event('checkout.session.expired', session)
    },
    refundSucceeds(refundId) {
      const refund = refundOf(refundId)
      refund.status = 'succeeded'
      return event('refund.updated', refund)
    },
    refundFails(refundId, failureReason = 'expired_or_canceled_card') {
      const refund = refundOf(refundId)
      Object.assign(refund, { status: 'failed', failure_reason: failureReason })
      return event('refund.failed', refund)
    },
    event,
    sign,
    close: () => {
      server.closeAllConnections()
      return new Promise((done) => server.close(() => done()))
    },
  }
  return standIn
}
