import { Router, type Request } from 'express'
import type { Knex } from 'knex'
import { ValidationError, TooManyRequestsError } from '../server/errors'
import { fieldErrors, formValues, renderForm } from '../server/forms'
import { createLimiter } from '../server/rate-limit'
import { SubscribeSchema, TokenSchema, UnsubscribeSchema } from './newsletter.schema'
import { confirmSubscription, subscribe, unsubscribe } from './newsletter.service'

/**
 * POST /api/subscribe for the newsletter island, POST /newsletter for the same form without
 * JavaScript, and the confirm / unsubscribe buttons (POST only: opening a link changes nothing).
 */
export function newsletterRouter({ knex, publicUrl }: { knex: Knex; publicUrl: string }): Router {
  const router = Router()
  const limiter = createLimiter(knex, { prefix: 'subscribe', points: 5, durationSeconds: 10 * 60 })
  const context = (req: Request) => ({ lng: req.lng, t: req.t, publicUrl })

  router.post('/api/subscribe', async (req, res) => {
    const parsed = SubscribeSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error, req.t), req.t('forms.errors.email'))
    if (!(await limiter.consume(req.ip ?? 'unknown'))) throw new TooManyRequestsError(req.t('forms.rateLimited'))
    res.json(await subscribe(parsed.data.email, context(req)))
  })

  router.post('/newsletter', async (req, res, next) => {
    const values = formValues(req.body)
    const parsed = SubscribeSchema.safeParse(req.body ?? {})
    if (!parsed.success) return renderForm(req, res, next, { values, errors: fieldErrors(parsed.error, req.t) })
    if (!(await limiter.consume(req.ip ?? 'unknown'))) return renderForm(req, res, next, { values, errors: {}, message: req.t('forms.rateLimited') }, 429)
    const result = await subscribe(parsed.data.email, context(req))
    res.redirect(303, `/newsletter?${result.confirmationEmailSent ? 'sent' : 'already'}=1`)
  })

  router.post('/newsletter/confirm', async (req, res) => {
    const parsed = TokenSchema.safeParse(req.body ?? {})
    const result = parsed.success ? await confirmSubscription(parsed.data.token) : 'invalid'
    res.redirect(303, `/newsletter/confirm?result=${result}`)
  })

  router.post('/newsletter/unsubscribe', async (req, res) => {
    const parsed = UnsubscribeSchema.safeParse(req.body ?? {})
    const done = parsed.success && (await unsubscribe(parsed.data.id, parsed.data.token))
    res.redirect(303, `/newsletter/unsubscribe?result=${done ? 'done' : 'invalid'}`)
  })

  return router
}
