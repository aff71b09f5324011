import { Router } from 'express'
import { cachedAnswer } from '../lib/anonymous-cache'
import { buildRobotsTxt, buildSitemap, SITEMAP_PATH } from './sitemap.server'

/** /sitemap.xml and /robots.txt for crawlers. */
export function sitemapRouter(publicUrl: string): Router {
  const router = Router()
  router.get(SITEMAP_PATH, cachedAnswer('application/xml; charset=utf-8', () => buildSitemap(publicUrl), { cacheControl: 'public, max-age=3600', shared: true }))
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('text/plain').send(buildRobotsTxt(publicUrl))
  })
  return router
}
