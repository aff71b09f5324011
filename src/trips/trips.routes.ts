import { Router } from 'express'
import { cachedJson } from '../server/anonymous-cache'
import type { Knex } from 'knex'
import { z } from 'zod'
import { TripEnquirySchema } from '../contact/contact.schema'
import { submitMessage } from '../contact/contact.service'
import { NotFoundError } from '../server/errors'
import { fieldErrors, formValues, HONEYPOT_FIELD, renderForm, spamCheck, STARTED_FIELD, type PageRenderer } from '../server/forms'
import { IdParamSchema, parseId } from '../server/params'
import { createLimiter } from '../server/rate-limit'
import { TripsQuerySchema } from './trips.schema'
import { findTrip, listTrips } from './trips.service'

const ParamsSchema = z.object({ id: IdParamSchema })

/** The business reads its notifications in Spanish, trip names included. */
const STAFF_LANGUAGE = 'es'

/** GET /api/trips (the /trips query) and /api/trips/{id}, in the visitor's language. */
export function tripsApi(): Router {
  const api = Router()

  api.get('/trips', cachedJson((req) => listTrips(req.lng, TripsQuerySchema.parse(req.query))))

  api.get(
    '/trips/:id',
    cachedJson(async (req) => {
      const { id } = ParamsSchema.parse(req.params)
      const trip = await findTrip(req.lng, id)
      if (!trip) throw new NotFoundError('Unknown trip')
      return trip
    }),
  )

  return api
}

/**
 * POST /trips/{id}: the enquiry form of a trip page. It posts to the page's own address so a
 * failed attempt is answered by rendering that same page again, with the visitor's values and
 * one message per field; a stored enquiry redirects to the page's confirmation.
 */
export function tripEnquiryRouter({ knex, formSecret }: { knex: Knex; formSecret: string }): Router {
  const router = Router()
  // Counted only for enquiries about to be stored: a visitor fixing typos is never locked out.
  const limiter = createLimiter(knex, { prefix: 'trip-enquiry', points: 5, durationSeconds: 10 * 60 })

  router.post('/trips/:id', async (req, res, next) => {
    const render = req.app.locals.renderPage as PageRenderer
    const id = parseId(req.params.id)
    const trip = id === null ? null : await findTrip(STAFF_LANGUAGE, id)
    // An unknown trip: the page answers with its 404.
    if (!trip) return render(req, res, next)
    if (!trip.showBookingOptions) {
      res.set('Allow', 'GET, HEAD')
      return render(req, res, next, { status: 405 })
    }

    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body, [HONEYPOT_FIELD, STARTED_FIELD])
    // Field errors first: a person who sends an empty form quickly should learn what is missing.
    const parsed = TripEnquirySchema.safeParse(body)
    if (!parsed.success) return renderForm(req, res, next, { values, errors: fieldErrors(parsed.error, req.t) })
    const verdict = spamCheck(body, formSecret)
    if (verdict === 'too-fast') return renderForm(req, res, next, { values, errors: {}, message: req.t('forms.sendAgain') })
    if (!(await limiter.consume(req.ip ?? 'unknown'))) {
      return renderForm(req, res, next, { values, errors: {}, message: req.t('forms.rateLimited') }, 429)
    }

    await submitMessage(
      { kind: 'trip-enquiry', form: parsed.data, trip: { id: trip.id, name: trip.name } },
      { lng: req.lng, staffT: req.i18n.getFixedT(STAFF_LANGUAGE), sourcePage: `/trips/${trip.id}`, spam: verdict === 'honeypot' },
    )
    res.redirect(303, `/trips/${trip.id}?enquiry=sent#enquiry`)
  })

  return router
}
