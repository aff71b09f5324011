import { Router } from 'express'
import { z } from 'zod'
import { bulkDeleteKeys, formPost, refusedAsStale } from '../content-kit/admin-routes'
import { NotFoundError } from '../lib/errors'
import { createSeoRecord, deleteSeoRecords, SeoEditFormSchema, SeoNewFormSchema, updateSeoRecord } from './seo.admin.server'
import { PageKeySchema } from './seo.schema'
import { requireRole } from '../lib/require-role'
import { SEO_CONTENT } from './seo.content'

const PageParamSchema = z.object({ page: PageKeySchema })

function pageParam(params: unknown): string {
  const parsed = PageParamSchema.safeParse(params)
  if (!parsed.success) throw new NotFoundError('SEO record not found')
  return parsed.data.page
}

/** Staff writes for SEO records (the pages under /admin/seo are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  router.post(
    '/admin/seo/new',
    requireRole(...SEO_CONTENT.admin.roles),
    formPost(SeoNewFormSchema, async (data) => {
      await createSeoRecord(data)
      return '/admin/seo?saved=created'
    }),
  )
  router.post('/admin/seo/edit/:page', requireRole(...SEO_CONTENT.admin.roles), async (req, res, next) => {
    if (await refusedAsStale(SEO_CONTENT, pageParam(req.params), req, next)) return
    return formPost(SeoEditFormSchema, async (data) => {
      await updateSeoRecord(pageParam(req.params), data)
      return '/admin/seo?saved=updated'
    })(req, res, next)
  })
  router.post('/admin/seo/edit/:page/delete', requireRole(...SEO_CONTENT.admin.roles), async (req, res) => {
    const deleted = await deleteSeoRecords([pageParam(req.params)])
    if (!deleted) throw new NotFoundError('SEO record not found')
    res.redirect(303, '/admin/seo?deleted=1')
  })
  router.post('/api/admin/seo/bulk-delete', requireRole(...SEO_CONTENT.admin.roles), bulkDeleteKeys(PageKeySchema, (keys) => deleteSeoRecords(keys)))
  return router
}
