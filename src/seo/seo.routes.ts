import { Router } from 'express'
import { buildRobotsTxt, buildSitemap } from './sitemap.service'

/** /sitemap.xml and /robots.txt for crawlers. */
export function seoRouter(publicUrl: string): Router {
  const router = Router()
  router.get('/sitemap.xml', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(await buildSitemap(publicUrl))
  })
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('text/plain').send(buildRobotsTxt(publicUrl))
  })
  return router
}
