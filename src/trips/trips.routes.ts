import { Router } from 'express'
import { cachedJson } from '../lib/anonymous-cache'
import { IdParamsSchema } from '../lib/params'
import { TripsQuerySchema } from './trips.schema'
import { findTrip, listTrips } from './trips.server'

/** GET /api/trips (the /trips query) and /api/trips/{id}, in the visitor's language. */
export function tripsApi({ withSeatsOn, matchingText }: { withSeatsOn?: (date: string | undefined) => Promise<number[] | null>; matchingText?: (q: string | undefined) => Promise<number[] | null> } = {}): Router {
  const api = Router()

  api.get(
    '/trips',
    cachedJson(async (req) => {
      const query = TripsQuerySchema.parse(req.query)
      const [withSeatsOnDate, matching] = await Promise.all([withSeatsOn?.(query.date) ?? null, matchingText?.(query.q) ?? null])
      return listTrips(req.lng, query, { withSeatsOnDate, matchingText: matching })
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
