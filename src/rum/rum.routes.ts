import express, { Router } from 'express'
import type { Knex } from 'knex'
import { sameSiteOnly } from '../auth/csrf'
import { TooManyRequestsError } from '../lib/errors'
import { createLimiter } from '../lib/rate-limit'
import { parseBeacon } from './rum.schema'
import { deviceClassOf, recordWebVitals } from './rum.server'
import { RUM_ENDPOINT } from './web-vitals'

/** A beacon is a few hundred bytes; this leaves room and refuses anything else early. */
export const RUM_BODY_LIMIT_BYTES = 4 * 1024
/** About one beacon per page view: generous for a family on one hotel connection, not for a flood. */
export const RUM_RATE_LIMIT = { points: 120, durationSeconds: 10 * 60 }

/**
 * POST /api/rum (JSON or sendBeacon's text/plain) → 204. Mounted before the session and the
 * site-wide body parsers (src/server/app.ts): a beacon never loads a session, so it cannot act
 * for a logged-in user and needs no CSRF token, and its own small body limit applies.
 */
export function rumRouter({ knex, publicUrl }: { knex: Knex; publicUrl: string }): Router {
  const router = Router()
  const limiter = createLimiter(knex, { prefix: 'rum', ...RUM_RATE_LIMIT })
  router.post(
    RUM_ENDPOINT,
    sameSiteOnly({ publicUrl }),
    express.text({ type: 'text/plain', limit: RUM_BODY_LIMIT_BYTES }),
    express.json({ limit: RUM_BODY_LIMIT_BYTES }),
    async (req, res) => {
      const beacon = parseBeacon(req.body)
      if (!(await limiter.consume(req.ip ?? 'unknown'))) throw new TooManyRequestsError()
      await recordWebVitals(beacon, deviceClassOf(req.get('user-agent')))
      res.status(204).set('Cache-Control', 'no-store').end()
    },
  )
  return router
}
