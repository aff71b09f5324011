import { Router, type Request, type RequestHandler, type Response } from 'express'
import { answeredNotModified, sendBytes } from '../lib/encodings'
import type { Limiter } from '../lib/rate-limit'
import { wasServedBefore } from './image-variants.server'
import { canonicalAddress, ImageOptimizer, OptimizeQuerySchema, StaleImageVersionError, type OptimizedImage } from './optimize'

/**
 * A URL with the original's version (`v`, the one pages use) always names the same picture: any
 * cache may keep it for a year. Without one the picture may change under the same URL (an edit
 * in place): caches keep it but check its entity tag each time (docs/decisions/061).
 */
function cacheControlOf(req: Request): string {
  return typeof req.query.v === 'string' ? 'public, max-age=31536000, immutable' : 'public, no-cache'
}

function send(req: Request, res: Response, image: OptimizedImage): void {
  res.setHeader('Cache-Control', cacheControlOf(req))
  res.setHeader('ETag', image.etag)
  res.setHeader('Content-Type', image.contentType)
  if (!answeredNotModified(req, res, image.etag)) sendBytes(req, res, 200, image.body)
}

/**
 * Every page view asks for the same few variants, at the addresses the pages use: one of those in
 * memory is sent without routing or validation (only canonical addresses of valid variants are
 * ever kept). Mount it on /api/images ahead of everything a picture does not need.
 */
export function imagesFromMemory(optimizer: ImageOptimizer): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const image = optimizer.fromMemory(req.url)
    if (image) send(req, res, image)
    else next()
  }
}

/**
 * GET /api/images/optimize/{path}?width&height&format&quality (SPEC §7). Rendering a variant no
 * cache holds costs real CPU, so each client address may have only so many rendered
 * (`renderLimiter`); the pages' own variants are cached after their first visitor.
 */
export function imagesRouter(optimizer: ImageOptimizer, renderLimiter: Limiter): Router {
  const router = Router()
  router.get('/optimize/*path', async (req, res) => {
    const query = OptimizeQuerySchema.parse(req.query)
    const segments = (req.params as { path: string[] }).path
    const imagePath = segments.join('/')
    // A variant some instance served before is re-rendered free: the limit is for new variants.
    const mayRender = async () => (await wasServedBefore(imagePath, query)) || renderLimiter.consume(req.ip ?? 'unknown')
    try {
      send(req, res, await optimizer.optimize(imagePath, query, mayRender))
    } catch (error) {
      if (!(error instanceof StaleImageVersionError)) throw error
      // An old version's URL (an old page, a copy a CDN kept): the current picture's URL instead.
      res.setHeader('Cache-Control', 'no-cache')
      res.redirect(302, `${req.baseUrl}${canonicalAddress(imagePath, { ...query, v: error.current })}`)
    }
  })
  return router
}
