import { randomInt } from 'node:crypto'
import { Router, type Request, type Response } from 'express'
import type { AppContext } from '../config/app-context'
import { MethodNotAllowedError, unlessNotFound } from '../lib/errors'
import { localParts } from '../lib/island-time'
import { checkedBy, passed, publicForm, type Checked } from '../lib/public-form'
import { parseId } from '../lib/params'
import type { TripDetail } from '../trips/trips.schema'
import { findTrip, tripNames } from '../trips/trips.server'
import { TripEnquiryFormSchema, type TripEnquiryForm } from './trip-enquiries.schema'
import { submitTripEnquiry } from './trip-enquiries.server'
import { takesEnquiries } from './trip-enquiry-rule'

/** A party larger than the trip takes is refused on the party's field, with the limit in words. */
function withinCapacity(req: Request, checked: Checked<TripEnquiryForm>, trip: TripDetail): Checked<TripEnquiryForm> {
  if (!checked.ok || checked.data.adults + checked.data.children <= trip.capacity) return checked
  return { ok: false, errors: { adults: req.t('trips:enquiry.tooMany', { count: trip.capacity }) } }
}

/**
 * POST /trips/{id}: the enquiry form of a trip sold on request (its page, docs/decisions/043). It
 * posts to the page's own address so a failed attempt is answered by that same page again, with
 * the visitor's values and one message per field; a stored enquiry redirects (303) to the page
 * showing its reference. A trip that is not sold on request, or archived, answers 405.
 */
export function tripEnquiryRouter({ knex, formSecret, renderPage: render, publicUrl }: Pick<AppContext, 'knex' | 'formSecret' | 'renderPage' | 'publicUrl'>): Router {
  const router = Router()
  const sent = (_req: Request, res: Response, result: { reference: string }, trip: TripDetail) =>
    res.redirect(303, `/trips/${trip.id}?enquiry=${encodeURIComponent(result.reference)}#enquiry`)
  const handle = publicForm<TripEnquiryForm, { reference: string }, TripDetail>(
    { knex, formSecret },
    {
      name: 'trip-enquiry',
      kind: 'page',
      limit: { points: 5, durationSeconds: 10 * 60 },
      validate: (req, body, trip) => withinCapacity(req, checkedBy(TripEnquiryFormSchema.safeParse(body), req.t), trip),
      save: async (req, form, trip) =>
        passed(await submitTripEnquiry({ id: trip.id, names: await tripNames(trip.id) }, form, { lng: req.lng, tFor: (lng) => req.i18n.getFixedT(lng), publicUrl })),
      success: sent,
      // A honeypot hit: the same redirect, with a reference of the same shape that names nothing.
      decoy: (req, res, _data, trip) => sent(req, res, { reference: `EN-${localParts(new Date()).year}-${String(randomInt(1_000_000)).padStart(6, '0')}` }, trip),
    },
  )

  router.post('/trips/:id', async (req, res, next) => {
    const id = parseId(req.params.id)
    const trip = id === null ? null : await findTrip(req.lng, id).catch(unlessNotFound)
    // An unknown trip (or a draft): the page answers with its 404.
    if (!trip) return render(req, res, next)
    // Its page, with 405 and the methods it takes (src/server/error-handler.ts).
    if (!takesEnquiries(trip)) return next(new MethodNotAllowedError(['GET', 'HEAD'], true))
    return handle(req, res, next, trip)
  })

  return router
}
