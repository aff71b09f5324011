import { Router } from 'express'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { createHeroBanner, deleteHeroBanners, heroBannerFormSchemaFor, updateHeroBanner } from './hero-banners.admin.server'
import { requireRole } from '../lib/require-role'
import { HERO_BANNER_CONTENT } from './hero-banners.content'

/** Staff writes for the home page's hero banners (pages under /admin/hero-banners are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ content: HERO_BANNER_CONTENT, schema: heroBannerFormSchemaFor, create: createHeroBanner, update: updateHeroBanner }))
  router.post('/api/admin/hero-banners/bulk-delete', requireRole(...HERO_BANNER_CONTENT.admin.roles), bulkDelete((ids) => deleteHeroBanners(ids)))
  return router
}
