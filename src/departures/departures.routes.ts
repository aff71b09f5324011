import { Router } from 'express'
import { z } from 'zod'
import { addDays, isLocalDate } from '../lib/island-time'
import { NotFoundError } from '../lib/errors'
import { IdParamsSchema } from '../lib/params'
import { availableDepartures, nextAvailableDepartures, priceCategoriesOf, tripExists } from './availability.server'

/** ?from=&to= (island dates, at most 62 days apart); without them, the next departures with seats. */
const RangeSchema = z
  .object({
    from: z.string().refine(isLocalDate).optional().catch(undefined),
    to: z.string().refine(isLocalDate).optional().catch(undefined),
  })
  .transform(({ from, to }) => (from && to && to >= from ? { from, to: to > addDays(from, 62) ? addDays(from, 62) : to } : null))

/**
 * GET /api/trips/{id}/departures: what a visitor can book of a trip (docs/decisions/042) — its
 * price categories in the visitor's language and its departures with seats left, for the
 * booking form's calendar. A trip not sold online has none. Never cached: seats change by the second.
 */
export function departuresApi(): Router {
  const api = Router()
  api.get('/trips/:id/departures', async (req, res) => {
    const parsed = IdParamsSchema.safeParse(req.params)
    if (!parsed.success) throw new NotFoundError()
    const { id } = parsed.data
    const range = RangeSchema.parse(req.query)
    const [exists, categories, departures] = await Promise.all([tripExists(id), priceCategoriesOf(id, req.lng), range ? availableDepartures(id, range) : nextAvailableDepartures(id, 12)])
    if (!exists) throw new NotFoundError('Trip not found')
    res.set('Cache-Control', 'no-store').json({ tripId: id, categories, departures })
  })
  return api
}
