import { Router } from 'express'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { createFaqEntry, deleteFaqEntries, FaqFormSchema, updateFaqEntry } from './faq.admin'
import { requireRole } from '../lib/require-role'

/** Staff writes for FAQ entries (the pages under /admin/faq are Vike's). Guarded in app.ts. */
export function faqAdminRouter(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ base: '/admin/faq', roles: ['admin', 'editor'], schema: FaqFormSchema, create: createFaqEntry, update: updateFaqEntry }))
  router.post('/api/admin/faq/bulk-delete', requireRole('admin', 'editor'), bulkDelete((ids) => deleteFaqEntries(ids)))
  return router
}
