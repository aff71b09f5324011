import { Router } from 'express'
import { ImageOptimizer, OptimizeQuerySchema } from './optimize'

/** GET /api/images/optimize/{path}?width&height&format&quality (SPEC §7). */
export function imagesRouter(optimizer: ImageOptimizer): Router {
  const router = Router()
  router.get('/optimize/*path', async (req, res) => {
    const query = OptimizeQuerySchema.parse(req.query)
    const segments = (req.params as { path: string[] }).path
    const image = await optimizer.optimize(segments.join('/'), query)
    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: image.etag,
      'Content-Type': image.contentType,
      Vary: 'Accept-Encoding',
    })
    if (req.fresh) return res.status(304).end()
    res.send(image.body)
  })
  return router
}
