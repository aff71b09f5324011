import { Router, type Request } from 'express'
import type { Knex } from 'knex'
import { z } from 'zod'
import { FIELD, formValues, HONEYPOT_FIELD, renderForm, spamCheck, STARTED_FIELD } from '../server/forms'
import { createLimiter } from '../server/rate-limit'
import { bookingPath, configureBookingTokens, confirmationPath } from './booking-token'
import { cancelBooking, lookupBooking, submitTransferRequest, transferRequestIssues, type SubmitContext } from './bookings.service'
import { transferFieldErrors } from './field-errors'
import { quoteFromInput, vehicleNames } from './transfers.service'

export interface TransfersRouterOptions {
  knex: Knex
  formSecret: string
  /** Signs the booking links (APP_SECRET). */
  appSecret: string
  publicUrl: string
}

/** The pages whose request form posts to their own address (a failed attempt re-renders that page). */
export const REQUEST_FORM_PAGES = ['/airport-transfers/request', '/menorca-taxis']

const LookupSchema = z.object({
  reference: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).toUpperCase().regex(/^MT-\d{4}-\d{6,}$/, { error: 'reference' }),
  email: FIELD.email(),
})
const CancelSchema = z.object({ ref: z.string().max(20), token: z.string().max(64), note: FIELD.optionalText(1000) })

export function submitContext(req: Request, publicUrl: string): Omit<SubmitContext, 'sourcePage'> {
  return { lng: req.lng, t: req.i18n.getFixedT(req.lng, 'airport-transfers'), staffT: req.i18n.getFixedT('es', 'airport-transfers'), publicUrl }
}

/**
 * The transfer forms without JavaScript: the request (with its "see price" button), the
 * booking look-up and the cancel button; plus /airport-transfers/group, which moved.
 */
export function transfersRouter({ knex, formSecret, appSecret, publicUrl }: TransfersRouterOptions): Router {
  configureBookingTokens(appSecret)
  const router = Router()
  const requestLimiter = createLimiter(knex, { prefix: 'transfer-request', points: 20, durationSeconds: 10 * 60 })
  // Looking bookings up is what an enumeration attempt would do: a tight limit.
  const lookupLimiter = createLimiter(knex, { prefix: 'transfer-lookup', points: 10, durationSeconds: 10 * 60 })

  router.get('/airport-transfers/group', (req, res) => {
    const query = new URLSearchParams(req.query as Record<string, string>).toString()
    res.redirect(301, `/airport-transfers/groups${query ? `?${query}` : ''}`)
  })

  router.post(REQUEST_FORM_PAGES, async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body, [HONEYPOT_FIELD, STARTED_FIELD])
    const names = await vehicleNames(req.lng)
    if (body.intent === 'quote') {
      // "See price" without JavaScript: the page computes the quote from the values it shows again.
      const answer = await quoteFromInput(body)
      return renderForm(req, res, next, { values, errors: answer.ok ? {} : transferFieldErrors(answer.issues, req.t, names) }, answer.ok ? 200 : 400)
    }
    if (!(await requestLimiter.consume(req.ip ?? 'unknown'))) {
      return renderForm(req, res, next, { values, errors: {}, message: req.t('forms.rateLimited') }, 429)
    }
    // Field errors first: a person who sends an unfinished form quickly should learn what is missing.
    const issues = await transferRequestIssues(body)
    if (issues) return renderForm(req, res, next, { values, errors: transferFieldErrors(issues, req.t, names) })
    if (spamCheck(body, formSecret) !== 'ok') return renderForm(req, res, next, { values, errors: {}, message: req.t('forms.sendAgain') })
    const result = await submitTransferRequest(body, { ...submitContext(req, publicUrl), sourcePage: req.path })
    if (!result.ok) return renderForm(req, res, next, { values, errors: transferFieldErrors(result.issues, req.t, names) })
    res.redirect(303, confirmationPath(result.booking.reference))
  })

  router.post('/airport-transfers/booking', async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body)
    if (body.action === 'cancel') {
      const parsed = CancelSchema.safeParse({ ref: req.query.ref, token: req.query.token, note: body.note })
      if (!parsed.success) return renderForm(req, res, next, { values, errors: transferFieldErrors(parsed.error.issues, req.t, String) })
      const outcome = await cancelBooking(parsed.data.ref, parsed.data.token, parsed.data.note, submitContext(req, publicUrl))
      // An unknown or forged link: the page itself answers 404.
      if (!outcome) return renderForm(req, res, next, { values, errors: {} })
      return res.redirect(303, `${bookingPath(parsed.data.ref)}&cancel=${outcome}`)
    }
    if (!(await lookupLimiter.consume(req.ip ?? 'unknown'))) {
      return renderForm(req, res, next, { values, errors: {}, message: req.t('forms.rateLimited') }, 429)
    }
    const parsed = LookupSchema.safeParse(body)
    if (!parsed.success) return renderForm(req, res, next, { values, errors: transferFieldErrors(parsed.error.issues, req.t, String) })
    const reference = await lookupBooking(parsed.data.reference, parsed.data.email)
    if (!reference) return renderForm(req, res, next, { values, errors: {}, message: req.t('airport-transfers:booking.notFound') }, 404)
    res.redirect(303, bookingPath(reference))
  })

  return router
}
