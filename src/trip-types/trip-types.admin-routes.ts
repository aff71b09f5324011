import { Router } from 'express'
import type { Language } from '../i18n/languages'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { createTripType, deleteTripTypes, TripTypeFormSchema, updateTripType } from './trip-types.admin.server'
import { requireRole } from '../lib/require-role'
import { TRIP_TYPE_CONTENT } from './trip-types.content'

/** Staff writes for trip types (the pages under /admin/trip-types are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ content: TRIP_TYPE_CONTENT, schema: TripTypeFormSchema, create: createTripType, update: updateTripType }))
  router.post('/api/admin/trip-types/bulk-delete', requireRole(...TRIP_TYPE_CONTENT.admin.roles), bulkDelete((ids, req) => deleteTripTypes(ids, req.lng as Language)))
  return router
}
