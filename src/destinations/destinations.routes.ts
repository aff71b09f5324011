import { Router } from 'express'
import { cachedJson } from '../lib/anonymous-cache'
import { IdParamsSchema } from '../lib/params'
import { DestinationsQuerySchema } from './destinations.schema'
import { findDestination, listDestinations } from './destinations.server'


/** GET /api/destinations[?zone=] and /api/destinations/{id}, in the visitor's language. */
export function destinationsApi(): Router {
  const api = Router()

  api.get('/destinations', cachedJson((req) => listDestinations(req.lng, DestinationsQuerySchema.parse(req.query))))

  api.get(
    '/destinations/:id',
    cachedJson(async (req) => {
      const { id } = IdParamsSchema.parse(req.params)
      return findDestination(req.lng, id)
    }),
  )

  return api
}
