import { Router } from 'express'
import { cachedJson } from '../lib/anonymous-cache'
import { z } from 'zod'
import { listPopularDestinations } from '../destinations/destinations.server'
import { listActiveBanners } from '../hero-banners/hero-banners.server'
import { getSeoRecord } from '../seo/seo.server'
import { listTestimonials } from '../testimonials/testimonials.server'
import { listTripTypes } from '../trip-types/trip-types.server'
import { PopularTripsQuerySchema } from '../trips/trips.schema'
import { listPopularTrips } from '../trips/trips.server'
import { UnauthorizedError } from '../lib/errors'
import { findCurrentUser } from '../users/users.server'

declare module 'express-session' {
  interface SessionData {
    userId?: number
  }
}

const SeoParamsSchema = z.object({ page: z.string() })

/** Public JSON API of SPEC §7; every answer already follows the visitor's language. */
export function publicApi(): Router {
  const api = Router()

  api.get('/user', async (req, res) => {
    const user = await findCurrentUser(req.session?.userId)
    if (!user) throw new UnauthorizedError('Not logged in')
    res.set('Cache-Control', 'private, no-store').json({ id: user.id, role: user.role, name: user.name })
  })

  api.get('/hero-banners/active', cachedJson((req) => listActiveBanners(req.lng)))

  api.get('/trip-types', cachedJson((req) => listTripTypes(req.lng)))

  api.get('/destinations/popular', cachedJson((req) => listPopularDestinations(req.lng)))

  api.get(
    '/trips/popular',
    cachedJson(async (req) => {
      const { type } = PopularTripsQuerySchema.parse(req.query)
      return listPopularTrips(req.lng, { typeId: type })
    }),
  )

  api.get('/testimonials', cachedJson((req) => listTestimonials(req.lng)))

  api.get(
    '/seo/:page',
    cachedJson(async (req) => {
      const { page } = SeoParamsSchema.parse(req.params)
      return getSeoRecord(page)
    }),
  )

  return api
}
