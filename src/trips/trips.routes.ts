import { Router } from 'express'
import { cachedJson } from '../lib/anonymous-cache'
import { IdParamsSchema } from '../lib/params'
import { TripsQuerySchema } from './trips.schema'
import { findTrip, listTrips } from './trips.server'

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
