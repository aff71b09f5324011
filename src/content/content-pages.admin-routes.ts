import { Router } from 'express'
import { formPost, jsonList } from '../admin/admin-routes'
import { ContentPageFormSchema, listContentPagesForAdmin, updateContentPage } from './content-pages.admin'
import { requireRole } from '../auth/require-role'

/**
 * Staff writes for content pages (the pages under /admin/pages are Vike's). Guarded in app.ts.
 * Pages are fixed routes of the site: edited only, never created or deleted.
 */
export function contentPagesAdminRouter(): Router {
  const router = Router()
  router.post(
    '/admin/pages/edit/:key',
    requireRole('admin', 'editor'),
    formPost(ContentPageFormSchema, async (data, req) => {
      await updateContentPage(String(req.params.key), data)
      return '/admin/pages?saved=updated'
    }),
  )
  router.get('/api/admin/pages', requireRole('admin', 'editor'), jsonList((query, req) => listContentPagesForAdmin(req.lng, query)))
  return router
}
