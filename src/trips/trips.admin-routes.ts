import { Router } from 'express'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { createTrip, deleteTrips, tripFormSchema, tripRefs, updateTrip } from './trips.admin.server'
import { requireRole } from '../lib/require-role'
import { TRIP_CONTENT } from './trips.content'

/** Staff writes for trips (the pages under /admin/trips are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  // The schema knows the trip types, destinations and images that exist when the form arrives.
  router.use(createAndEditRoutes<ReturnType<typeof tripFormSchema>>({ content: TRIP_CONTENT, schema: async (id) => tripFormSchema(await tripRefs(id)), create: createTrip, update: (id, data) => updateTrip(id, data) }))
  router.post('/api/admin/trips/bulk-delete', requireRole(...TRIP_CONTENT.admin.roles), bulkDelete((ids) => deleteTrips(ids)))
  return router
}
