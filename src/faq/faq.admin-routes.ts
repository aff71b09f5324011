import { Router } from 'express'
import { bulkDelete, createAndEditRoutes, jsonList } from '../admin/admin-routes'
import { createFaqEntry, deleteFaqEntries, FaqFormSchema, listFaqForAdmin, updateFaqEntry } from './faq.admin'
import { FaqFilterSchema } from './faq.schema'
import { requireRole } from '../auth/require-role'

/** Staff writes for FAQ entries (the pages under /admin/faq are Vike's). Guarded in app.ts. */
export function faqAdminRouter(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ base: '/admin/faq', roles: ['admin', 'editor'], schema: FaqFormSchema, create: createFaqEntry, update: updateFaqEntry }))
  router.get('/api/admin/faq', requireRole('admin', 'editor'), jsonList((query, req) => listFaqForAdmin(req.lng, query, FaqFilterSchema.parse(req.query))))
  router.post('/api/admin/faq/bulk-delete', requireRole('admin', 'editor'), bulkDelete((ids) => deleteFaqEntries(ids)))
  return router
}
