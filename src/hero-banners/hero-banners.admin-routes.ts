import { Router } from 'express'
import { bulkDelete, formPost, IdParamSchema, jsonList } from '../admin/admin-routes'
import { createHeroBanner, deleteHeroBanners, HeroBannerFormSchema, listHeroBannersForAdmin, updateHeroBanner } from './hero-banners.admin'

/** Staff writes for the home page's hero banners (pages under /admin/hero-banners are Vike's). Guarded in app.ts. */
export function heroBannersAdminRouter(): Router {
  const router = Router()
  router.post(
    '/admin/hero-banners/new',
    formPost(HeroBannerFormSchema, async (data) => {
      await createHeroBanner(data)
      return '/admin/hero-banners?saved=created'
    }),
  )
  router.post(
    '/admin/hero-banners/edit/:id',
    formPost(HeroBannerFormSchema, async (data, req) => {
      await updateHeroBanner(IdParamSchema.parse(req.params).id, data)
      return '/admin/hero-banners?saved=updated'
    }),
  )
  router.get('/api/admin/hero-banners', jsonList((query, req) => listHeroBannersForAdmin(req.lng, query)))
  router.post('/api/admin/hero-banners/bulk-delete', bulkDelete((ids) => deleteHeroBanners(ids)))
  return router
}
