import { Router, type Request, type Response } from 'express'
import { cachedJson } from '../lib/anonymous-cache'
import type { AppContext } from '../config/app-context'
import { TripEnquirySchema, type TripEnquiry } from '../contact/contact.schema'
import { submitMessage } from '../contact/contact.server'
import { unlessNotFound } from '../lib/errors'
import { checkedBy, passed, publicForm } from '../lib/public-form'
import { IdParamsSchema, parseId } from '../lib/params'
import { TripsQuerySchema } from './trips.schema'
import { findTrip, listTrips, tripNames } from './trips.server'

type EnquiredTrip = { id: number }

/** GET /api/trips (the /trips query) and /api/trips/{id}, in the visitor's language. */
export function tripsApi({ withSeatsOn }: { withSeatsOn?: (date: string | undefined) => Promise<number[] | null> } = {}): Router {
  const api = Router()

  api.get(
    '/trips',
    cachedJson(async (req) => {
      const query = TripsQuerySchema.parse(req.query)
      return listTrips(req.lng, query, withSeatsOn ? await withSeatsOn(query.date) : null)
    }),
  )

  api.get(
    '/trips/:id',
    cachedJson(async (req) => {
      const { id } = IdParamsSchema.parse(req.params)
      return findTrip(req.lng, id)
    }),
  )

  return api
}

/**
 * POST /trips/{id}: the enquiry form of a trip page. It posts to the page's own address so a
 * failed attempt is answered by rendering that same page again, with the visitor's values and
 * one message per field; a stored enquiry redirects to the page's confirmation.
 */
export function tripEnquiryRouter({ knex, formSecret, renderPage: render }: Pick<AppContext, 'knex' | 'formSecret' | 'renderPage'>): Router {
  const router = Router()
  const sent = (_req: Request, res: Response, _data: unknown, trip: EnquiredTrip) => res.redirect(303, `/trips/${trip.id}?enquiry=sent#enquiry`)
  const handle = publicForm<TripEnquiry, { id: number }, EnquiredTrip>(
    { knex, formSecret },
    {
      name: 'trip-enquiry',
      kind: 'page',
      limit: { points: 5, durationSeconds: 10 * 60 },
      validate: (req, body) => checkedBy(TripEnquirySchema.safeParse(body), req.t),
      save: async (req, form, trip) =>
        passed(
          await submitMessage(
            { kind: 'trip-enquiry', form, trip: { id: trip.id, names: await tripNames(trip.id) } },
            { lng: req.lng, tFor: (lng) => req.i18n.getFixedT(lng), sourcePage: `/trips/${trip.id}` },
          ),
        ),
      success: sent,
      decoy: sent,
    },
  )

  router.post('/trips/:id', async (req, res, next) => {
    const id = parseId(req.params.id)
    const trip = id === null ? null : await findTrip(req.lng, id).catch(unlessNotFound)
    // An unknown trip: the page answers with its 404.
    if (!trip) return render(req, res, next)
    if (!trip.showBookingOptions) {
      res.set('Allow', 'GET, HEAD')
      return render(req, res, next, { status: 405 })
    }
    return handle(req, res, next, trip)
  })

  return router
}
