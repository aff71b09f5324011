import path from 'node:path'
import { Router } from 'express'
import { z } from 'zod'
import { NotFoundError } from '../lib/errors'
import { LOCALES_DIR } from './i18n.server'
import { LANGUAGES, NAMESPACES } from './languages'

const ParamsSchema = z.object({ lng: z.enum(LANGUAGES), ns: z.enum(NAMESPACES) })

/** GET /locales/{lng}/{ns}.json — translation files for the client, never cached (SPEC §7). */
export function localesRouter(): Router {
  const router = Router()
  router.get('/:lng/:file', (req, res) => {
    const match = /^(.+)\.json$/.exec(req.params.file)
    const parsed = ParamsSchema.safeParse({ lng: req.params.lng, ns: match?.[1] })
    if (!parsed.success) throw new NotFoundError('Unknown language or namespace')
    res.set('Cache-Control', 'no-store')
    res.type('application/json').sendFile(path.join(LOCALES_DIR, parsed.data.lng, `${parsed.data.ns}.json`))
  })
  return router
}
