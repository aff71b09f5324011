import { Router } from 'express'
import { z } from 'zod'
import { bulkDelete, createAndEditRoutes, IdParamSchema, jsonList } from '../admin/admin-routes'
import { NotFoundError } from '../server/errors'
import { createTrip, deleteTrips, listTripsForAdmin, tripDetailsForAdmin, tripFormSchema, tripRefs, updateTrip } from './trips.admin'
import { requireRole } from '../auth/require-role'

const TypeFilterSchema = z.object({ type: z.coerce.number().int().positive().optional().catch(undefined) })

/** Staff writes for trips (the pages under /admin/trips are Vike's). Guarded in app.ts. */
export function tripsAdminRouter(): Router {
  const router = Router()
  // The schema knows the trip types, destinations and images that exist when the form arrives.
  router.use(createAndEditRoutes<ReturnType<typeof tripFormSchema>>({ base: '/admin/trips', roles: ['admin', 'editor'], schema: async (id) => tripFormSchema(await tripRefs(id)), create: createTrip, update: updateTrip }))
  router.get(
    '/api/admin/trips',
    requireRole('admin', 'editor'),
    jsonList((query, req) => listTripsForAdmin(req.lng, query, { typeId: TypeFilterSchema.parse(req.query).type }, { bestseller: req.t('admin:tripsAdmin.bestseller'), popular: req.t('admin:tripsAdmin.popular') })),
  )
  router.get('/api/admin/trips/:id', requireRole('admin', 'editor'), async (req, res) => {
    const parsed = IdParamSchema.safeParse(req.params)
    if (!parsed.success) throw new NotFoundError('Trip not found')
    res.set('Cache-Control', 'private, no-store').json(await tripDetailsForAdmin(req.lng, parsed.data.id))
  })
  router.post('/api/admin/trips/bulk-delete', requireRole('admin', 'editor'), bulkDelete((ids) => deleteTrips(ids)))
  return router
}
