import { Router } from 'express'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { createTripType, deleteTripTypes, TripTypeFormSchema, updateTripType } from './trip-types.admin'
import { requireRole } from '../lib/require-role'

/** Staff writes for trip types (the pages under /admin/trip-types are Vike's). Guarded in app.ts. */
export function tripTypesAdminRouter(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ base: '/admin/trip-types', roles: ['admin', 'editor'], schema: TripTypeFormSchema, create: createTripType, update: updateTripType }))
  router.post('/api/admin/trip-types/bulk-delete', requireRole('admin', 'editor'), bulkDelete((ids) => deleteTripTypes(ids)))
  return router
}
