import { Router, type Request } from 'express'
import type { AppContext } from '../config/app-context'
import { TooManyRequestsError, ValidationError } from '../lib/errors'
import { publicForm } from '../lib/public-form'
import { createLimiter } from '../lib/rate-limit'
import type { BookingView } from './booking-view'
import { bookingPath } from './booking-token'
import { transferFieldErrors } from './field-errors'
import { checkTransferRequest, decoyReference, nextAddressOf, saveTransferRequest, submitContext } from './transfers.routes'
import { IdempotencyKeySchema } from '../lib/idempotency'
import { quoteFromInput, vehicleNames } from './transfers.server'

function bookingBody(booking: Pick<BookingView, 'reference' | 'status' | 'price' | 'pickupAt'> & Partial<Pick<BookingView, 'payment' | 'legs'>>, { publicUrl, secrets }: AppContext) {
  return {
    reference: booking.reference,
    status: booking.status,
    ...(booking.payment ? { payment: { method: booking.payment.method, onlineDueCents: booking.payment.onlineDueCents, dueToDriverCents: booking.payment.dueToDriverCents, holdExpiresAt: booking.payment.holdExpiresAt } } : {}),
    ...(booking.legs ? { legs: booking.legs.map((l) => ({ direction: l.direction, pickupAt: l.pickupAt, from: l.from.code, to: l.to.code, travel: l.travel, status: l.status })) } : {}),
    price: { totalCents: booking.price.totalCents, currency: booking.price.currency, breakdown: booking.price },
    pickupAt: booking.pickupAt,
    bookingUrl: `${publicUrl}${bookingPath(secrets, booking.reference)}`,
  }
}

/** The Idempotency-Key header, when sent, checked with the request's fields. */
function idempotencyKeyOf(req: Request): { ok: true; key?: string } | { ok: false } {
  const header = req.get('Idempotency-Key')
  if (header === undefined) return { ok: true }
  const key = IdempotencyKeySchema.safeParse(header)
  return key.success ? { ok: true, key: key.data } : { ok: false }
}

/**
 * POST /api/transfers/quote (the live quote island; JSON in, the quote out) and
 * POST /api/transfers/requests (201 with the reference; an Idempotency-Key header makes a
 * retry return the first request instead of a second one), the latter through the shared
 * public-form pipeline.
 */
export function transfersApi(ctx: AppContext): Router {
  const { knex } = ctx
  const api = Router()
  // The island asks again as the visitor types (debounced): generous, but not unlimited.
  const quoteLimiter = createLimiter(knex, { prefix: 'transfer-quote', points: 300, durationSeconds: 10 * 60 })
  const handleRequest = publicForm(
    { knex },
    {
      name: 'transfer-api-request',
      kind: 'api',
      limit: { points: 20, durationSeconds: 10 * 60 },
      validate: async (req, body) => {
        const checked = await checkTransferRequest(req, body)
        const key = idempotencyKeyOf(req)
        if (key.ok && checked.ok) return { ok: true, data: { ...checked.data, idempotencyKey: key.key } }
        const errors = { ...(checked.ok ? {} : checked.errors), ...(key.ok ? {} : { idempotencyKey: req.t('forms.errors.invalid') }) }
        return { ok: false, errors, message: req.t('forms.fixErrors') }
      },
      save: async (req, { body, idempotencyKey }) => saveTransferRequest(req, body, { ...(await submitContext(req, ctx)), sourcePage: '/api/transfers/requests', idempotencyKey, source: 'api' }, ctx.metrics),
      success: async (req, res, { booking, replayed }) => {
        if (replayed) res.set('Idempotent-Replayed', 'true')
        // Waiting for its online payment: where to send the customer (Stripe's page, or the booking page when it cannot start now).
        const address = booking.status === 'pending_payment' ? await nextAddressOf(req, ctx, booking) : null
        const next = address && !/^https?:\/\//.test(address) ? `${ctx.publicUrl}${address}` : address
        res.status(replayed ? 200 : 201).json({ ...bookingBody(booking, ctx), ...(next ? { paymentUrl: next } : {}) })
      },
      // A new booking's answer, priced and shaped as the real one would be; nothing stored or e-mailed.
      decoy: async (req, res, { body, input }) => {
        const quoted = await quoteFromInput(body)
        if (!quoted.ok) throw new ValidationError(transferFieldErrors(quoted.issues, req.t, await vehicleNames(req.lng)), req.t('forms.fixErrors'))
        const total = quoted.quote.totalCents
        const legs = [
          { direction: 'outbound', pickupAt: input.pickupAt.toISOString(), from: input.from, to: input.to, travel: input.travel ?? null, status: 'scheduled' },
          ...(input.returnAt ? [{ direction: 'return', pickupAt: input.returnAt.toISOString(), from: input.to, to: input.from, travel: input.returnTravel ?? null, status: 'scheduled' }] : []),
        ]
        res.status(201).json({ ...bookingBody({ reference: decoyReference(), status: 'confirmed', price: quoted.quote, pickupAt: input.pickupAt.toISOString() }, ctx), payment: { method: 'driver', onlineDueCents: 0, dueToDriverCents: total, holdExpiresAt: null }, legs })
      },
    },
  )

  api.post('/transfers/quote', async (req, res) => {
    if (!(await quoteLimiter.consume(req.ip ?? 'unknown'))) throw new TooManyRequestsError()
    const answer = await quoteFromInput(req.body)
    if (!answer.ok) throw new ValidationError(transferFieldErrors(answer.issues, req.t, await vehicleNames(req.lng)), req.t('forms.fixErrors'))
    res.set('Cache-Control', 'no-store').json(answer.quote)
  })

  api.post('/transfers/requests', (req, res, next) => handleRequest(req, res, next, undefined))

  return api
}
