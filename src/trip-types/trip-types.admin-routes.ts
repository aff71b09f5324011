import { Router } from 'express'
import { bulkDelete, createAndEditRoutes, jsonList } from '../admin/admin-routes'
import { createTripType, deleteTripTypes, listTripTypesForAdmin, TripTypeFormSchema, updateTripType } from './trip-types.admin'
import { requireRole } from '../auth/require-role'

/** Staff writes for trip types (the pages under /admin/trip-types are Vike's). Guarded in app.ts. */
export function tripTypesAdminRouter(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ base: '/admin/trip-types', roles: ['admin', 'editor'], schema: TripTypeFormSchema, create: createTripType, update: updateTripType }))
  router.get('/api/admin/trip-types', requireRole('admin', 'editor'), jsonList((query, req) => listTripTypesForAdmin(req.lng, query)))
  router.post('/api/admin/trip-types/bulk-delete', requireRole('admin', 'editor'), bulkDelete((ids) => deleteTripTypes(ids)))
  return router
}
