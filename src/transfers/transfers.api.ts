import { Router } from 'express'
import type { Knex } from 'knex'
import { TooManyRequestsError, ValidationError } from '../server/errors'
import { createLimiter } from '../server/rate-limit'
import type { BookingView } from './booking-view'
import { submitTransferRequest } from './bookings.service'
import { transferFieldErrors } from './field-errors'
import { submitContext } from './transfers.routes'
import { IdempotencyKeySchema } from './transfers.schema'
import { quoteFromInput, vehicleNames } from './transfers.service'

function bookingBody(booking: BookingView, publicUrl: string) {
  return {
    reference: booking.reference,
    status: booking.status,
    price: { totalCents: booking.price.totalCents, currency: booking.price.currency, breakdown: booking.price },
    pickupAt: booking.pickupAt,
    bookingUrl: `${publicUrl}${booking.bookingPath}`,
  }
}

/**
 * POST /api/transfers/quote (the live quote island; JSON in, the quote out) and
 * POST /api/transfers/requests (201 with the reference; an Idempotency-Key header makes a
 * retry return the first request instead of a second one).
 */
export function transfersApi({ knex, publicUrl }: { knex: Knex; publicUrl: string }): Router {
  const api = Router()
  // The island asks again as the visitor types (debounced): generous, but not unlimited.
  const quoteLimiter = createLimiter(knex, { prefix: 'transfer-quote', points: 300, durationSeconds: 10 * 60 })
  const requestLimiter = createLimiter(knex, { prefix: 'transfer-api-request', points: 20, durationSeconds: 10 * 60 })

  api.post('/transfers/quote', async (req, res) => {
    if (!(await quoteLimiter.consume(req.ip ?? 'unknown'))) throw new TooManyRequestsError()
    const answer = await quoteFromInput(req.body)
    if (!answer.ok) throw new ValidationError(transferFieldErrors(answer.issues, req.t, await vehicleNames(req.lng)), req.t('forms.fixErrors'))
    res.set('Cache-Control', 'no-store').json(answer.quote)
  })

  api.post('/transfers/requests', async (req, res) => {
    if (!(await requestLimiter.consume(req.ip ?? 'unknown'))) throw new TooManyRequestsError()
    const header = req.get('Idempotency-Key')
    const key = header === undefined ? undefined : IdempotencyKeySchema.safeParse(header)
    if (key && !key.success) throw new ValidationError({ idempotencyKey: req.t('forms.errors.invalid') }, req.t('forms.fixErrors'))
    const result = await submitTransferRequest(req.body, { ...submitContext(req, publicUrl), sourcePage: '/api/transfers/requests', idempotencyKey: key?.data })
    if (!result.ok) throw new ValidationError(transferFieldErrors(result.issues, req.t, await vehicleNames(req.lng)), req.t('forms.fixErrors'))
    if (result.replayed) res.set('Idempotent-Replayed', 'true')
    res.status(result.replayed ? 200 : 201).json(bookingBody(result.booking, publicUrl))
  })

  return api
}
