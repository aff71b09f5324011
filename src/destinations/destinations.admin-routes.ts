import { Router } from 'express'
import { z } from 'zod'
import { bulkDelete, createAndEditRoutes, jsonList } from '../admin/admin-routes'
import { createDestination, deleteDestinations, destinationFormSchema, destinationImageRefs, listDestinationsForAdmin, updateDestination } from './destinations.admin'
import { ZONES } from './destinations.schema'
import { requireRole } from '../auth/require-role'

export const ZoneFilterSchema = z.object({ zone: z.enum(ZONES).optional().catch(undefined) })

/** Staff writes for destinations (the pages under /admin/destinations are Vike's). Guarded in app.ts. */
export function destinationsAdminRouter(): Router {
  const router = Router()
  router.use(
    createAndEditRoutes<ReturnType<typeof destinationFormSchema>>({ base: '/admin/destinations', roles: ['admin', 'editor'], schema: async (id) => destinationFormSchema(await destinationImageRefs(id)), create: createDestination, update: updateDestination }),
  )
  router.get('/api/admin/destinations', requireRole('admin', 'editor'), jsonList((query, req) => listDestinationsForAdmin(req.lng, query, { zone: ZoneFilterSchema.parse(req.query).zone })))
  router.post('/api/admin/destinations/bulk-delete', requireRole('admin', 'editor'), bulkDelete((ids) => deleteDestinations(ids)))
  return router
}
