import { Router } from 'express'
import type { Language } from '../i18n/languages'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { createDestination, deleteDestinations, destinationFormSchema, destinationImageRefs, updateDestination } from './destinations.admin.server'
import { requireRole } from '../lib/require-role'
import { DESTINATION_CONTENT } from './destinations.content'

/** Staff writes for destinations (the pages under /admin/destinations are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  router.use(
    createAndEditRoutes<ReturnType<typeof destinationFormSchema>>({ content: DESTINATION_CONTENT, schema: async (id) => destinationFormSchema(await destinationImageRefs(id)), create: createDestination, update: updateDestination }),
  )
  router.post('/api/admin/destinations/bulk-delete', requireRole(...DESTINATION_CONTENT.admin.roles), bulkDelete((ids, req) => deleteDestinations(ids, req.lng as Language)))
  return router
}
