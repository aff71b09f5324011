import { Router, type Request } from 'express'
import { z } from 'zod'
import type { AppContext } from '../config/app-context'
import type { Language } from '../i18n/languages'
import { RefusedError } from '../lib/errors'
import { FIELD, fieldErrors, formValues, renderForm, text } from '../lib/forms'
import { createLimiter } from '../lib/rate-limit'
import { cancelTripBooking, moveTripBooking } from './trip-booking-changes.server'
import { tripBookingPath, TRIP_REFERENCE_RE, verifyTripBookingToken } from './trip-booking-token'
import type { TripPaymentContext } from './trip-payments.server'
import { lookupTripBooking } from './trip-manage.server'

// The customer's own trip booking without JavaScript (docs/decisions/042): look it up by
// reference and e-mail, cancel it (after the confirmation step the
// page shows), move it to another date. Every POST redirects (POST/redirect/GET); a refusal shows
// the page again with the reason in the visitor's language.

const LookupSchema = z.object({
  reference: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).toUpperCase().regex(TRIP_REFERENCE_RE, { error: 'reference' }),
  email: FIELD.email(),
})
const SignedLinkSchema = z.object({ ref: text().max(20), token: text().max(64) })
const MoveSchema = z.object({ departureId: z.coerce.number({ error: 'required' }).int({ error: 'required' }).positive({ error: 'required' }) })
const ACTIONS = ['cancel', 'move'] as const

/** The customer in the history: the service names them by their booking. */
const CUSTOMER = { type: 'customer' as const, name: '' }

export function tripManageRouter(ctx: AppContext): Router {
  const router = Router()
  // Looking bookings up is what an enumeration attempt would do: a tight limit.
  const lookupLimiter = createLimiter(ctx.knex, { prefix: 'trip-lookup', points: 10, durationSeconds: 10 * 60 })
  const tripContext: TripPaymentContext = { ...ctx, tFor: (lng: Language) => ctx.i18n.getFixedT(lng, 'trips') }
  const refusal = (req: Request, error: RefusedError) => req.t(error.key, error.params)

  router.post('/trips/booking', async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body)
    const action = ACTIONS.find((a) => a === body.action)
    if (action) {
      const link = SignedLinkSchema.safeParse(req.query)
      // A wrong or forged link: the page itself answers 404.
      if (!link.success || !verifyTripBookingToken(ctx.secrets, link.data.ref, link.data.token)) return renderForm(next, { values, errors: {} }, 404)
      const back = tripBookingPath(ctx.secrets, link.data.ref)
      try {
        if (action === 'cancel') {
          const done = await cancelTripBooking(tripContext, link.data.ref, { actor: CUSTOMER, refund: 'policy', reason: 'customer' })
          // No card payment holds the money (the office took it by hand): the office gives it back.
          const outcome = done.refundFailure === 'not-on-record' ? 'refund-by-office' : done.refundFailure ? 'refund-pending' : 'cancelled'
          return res.redirect(303, `${back}&done=${outcome}`)
        }
        const move = MoveSchema.safeParse(body)
        if (!move.success) return renderForm(next, { values, errors: { departureId: req.t('trips:changeDate.required') } })
        await moveTripBooking(tripContext, link.data.ref, move.data.departureId, { actor: CUSTOMER })
        return res.redirect(303, `${back}&done=moved`)
      } catch (error) {
        if (!(error instanceof RefusedError)) throw error
        const message = refusal(req, error)
        return renderForm(next, { values, errors: error.field ? { [error.field]: message } : {}, message }, 409)
      }
    }
    if (!(await lookupLimiter.consume(req.ip ?? 'unknown'))) return renderForm(next, { values, errors: {}, message: req.t('forms.rateLimited') }, 429)
    const parsed = LookupSchema.safeParse(body)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, req.t)
      if (parsed.error.issues.some((i) => i.path[0] === 'reference' && i.message === 'reference')) errors.reference = req.t('trips:manage.lookup.badReference')
      return renderForm(next, { values, errors })
    }
    const reference = await lookupTripBooking(parsed.data.reference, parsed.data.email)
    if (!reference) return renderForm(next, { values, errors: {}, message: req.t('trips:manage.lookup.notFound') }, 404)
    res.redirect(303, tripBookingPath(ctx.secrets, reference))
  })

  return router
}
