import { Router } from 'express'
import { bulkDelete, formPost, IdParamSchema, jsonList } from '../admin/admin-routes'
import { createTripType, deleteTripTypes, listTripTypesForAdmin, TripTypeFormSchema, updateTripType } from './trip-types.admin'

/** Staff writes for trip types (the pages under /admin/trip-types are Vike's). Guarded in app.ts. */
export function tripTypesAdminRouter(): Router {
  const router = Router()
  router.post(
    '/admin/trip-types/new',
    formPost(TripTypeFormSchema, async (data) => {
      await createTripType(data)
      return '/admin/trip-types?saved=created'
    }),
  )
  router.post(
    '/admin/trip-types/edit/:id',
    formPost(TripTypeFormSchema, async (data, req) => {
      await updateTripType(IdParamSchema.parse(req.params).id, data)
      return '/admin/trip-types?saved=updated'
    }),
  )
  router.get('/api/admin/trip-types', jsonList((query, req) => listTripTypesForAdmin(req.lng, query)))
  router.post('/api/admin/trip-types/bulk-delete', bulkDelete((ids) => deleteTripTypes(ids)))
  return router
}
