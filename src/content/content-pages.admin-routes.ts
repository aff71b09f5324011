import { Router } from 'express'
import { formPost } from '../content-kit/admin-routes'
import { ContentPageFormSchema, updateContentPage } from './content-pages.admin.server'
import { requireRole } from '../lib/require-role'
import { CONTENT_PAGE_CONTENT } from './content-pages.content'

/**
 * Staff writes for content pages (the pages under /admin/pages are Vike's). Guarded in app.ts.
 * Pages are fixed routes of the site: edited only, never created or deleted.
 */
export function adminRoutes(): Router {
  const router = Router()
  router.post(
    '/admin/pages/edit/:key',
    requireRole(...CONTENT_PAGE_CONTENT.admin.roles),
    formPost(ContentPageFormSchema, async (data, req) => {
      await updateContentPage(String(req.params.key), data)
      return '/admin/pages?saved=updated'
    }),
  )
  return router
}
