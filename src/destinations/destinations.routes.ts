import { Router } from 'express'
import { cachedJson } from '../server/anonymous-cache'
import { z } from 'zod'
import { NotFoundError } from '../server/errors'
import { IdParamSchema } from '../server/params'
import { DestinationsQuerySchema } from './destinations.schema'
import { findDestination, listDestinations } from './destinations.service'

const ParamsSchema = z.object({ id: IdParamSchema })

/** GET /api/destinations[?zone=] and /api/destinations/{id}, in the visitor's language. */
export function destinationsApi(): Router {
  const api = Router()

  api.get('/destinations', cachedJson((req) => listDestinations(req.lng, DestinationsQuerySchema.parse(req.query))))

  api.get(
    '/destinations/:id',
    cachedJson(async (req) => {
      const { id } = ParamsSchema.parse(req.params)
      const destination = await findDestination(req.lng, id)
      if (!destination) throw new NotFoundError('Unknown destination')
      return destination
    }),
  )

  return api
}
