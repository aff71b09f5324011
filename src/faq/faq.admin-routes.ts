import { Router } from 'express'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { createFaqEntry, deleteFaqEntries, FaqFormSchema, updateFaqEntry } from './faq.admin.server'
import { requireRole } from '../lib/require-role'
import { FAQ_CONTENT } from './faq.content'

/** Staff writes for FAQ entries (the pages under /admin/faq are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ content: FAQ_CONTENT, schema: FaqFormSchema, create: createFaqEntry, update: updateFaqEntry }))
  router.post('/api/admin/faq/bulk-delete', requireRole(...FAQ_CONTENT.admin.roles), bulkDelete((ids) => deleteFaqEntries(ids)))
  return router
}
