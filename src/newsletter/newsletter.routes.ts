import { Router, type Request, type Response } from 'express'
import type { AppContext } from '../config/app-context'
import { checkedBy, passed, publicForm } from '../lib/public-form'
import { SubscribeSchema, TokenSchema, UnsubscribeLinkSchema, UnsubscribeSchema } from './newsletter.schema'
import { confirmSubscription, sendUnsubscribeLink, subscribe, subscribeAnswer, unsubscribe } from './newsletter.server'

/**
 * POST /api/subscribe for the newsletter island, POST /newsletter for the same form without
 * JavaScript (both through the shared public-form pipeline, sharing one limit), and the
 * confirm / unsubscribe buttons (POST only: opening a link changes nothing). The page of a broken
 * unsubscribe link asks for the address instead and e-mails it a fresh link (same form pipeline).
 */
export function newsletterRouter({ knex, formSecret, publicUrl, secrets, fallbackSmtpUrl }: AppContext): Router {
  const router = Router()
  const limit = { points: 5, durationSeconds: 10 * 60 }
  const save = async (req: Request, { email }: { email: string }) => passed(await subscribe(email, { lng: req.lng, t: req.t, publicUrl, secrets }))
  // Every accepted address gets the same answer: it never tells whether it was subscribed already,
  // only whether the e-mail can go out now.
  const answerJson = async (_req: Request, res: Response) => {
    res.json(await subscribeAnswer({ secrets, fallbackSmtpUrl }))
  }
  const answerPage = (_req: Request, res: Response) => res.redirect(303, '/newsletter?sent=1')

  const handleApi = publicForm(
    { knex },
    {
      name: 'subscribe',
      kind: 'api',
      limit,
      validate: (req, body) => checkedBy(SubscribeSchema.safeParse(body), req.t, req.t('forms.errors.email')),
      save,
      success: answerJson,
      decoy: answerJson,
    },
  )
  const handlePage = publicForm(
    { knex, formSecret },
    {
      name: 'subscribe',
      kind: 'page',
      limit,
      validate: (req, body) => checkedBy(SubscribeSchema.safeParse(body), req.t),
      save,
      success: answerPage,
      decoy: answerPage,
    },
  )

  // Whether the address was on the list or not, the same answer: only its inbox tells.
  const answerLinkSent = (_req: Request, res: Response) => res.redirect(303, '/newsletter/unsubscribe?result=link-sent')
  const handleLinkRequest = publicForm(
    { knex, formSecret },
    {
      name: 'unsubscribe-link',
      kind: 'page',
      limit,
      validate: (req, body) => checkedBy(UnsubscribeLinkSchema.safeParse(body), req.t),
      save: async (req, { email }) => passed(await sendUnsubscribeLink(email, { lng: req.lng, t: req.t, publicUrl, secrets })),
      success: answerLinkSent,
      decoy: answerLinkSent,
    },
  )

  router.post('/api/subscribe', (req, res, next) => handleApi(req, res, next, undefined))
  router.post('/newsletter', (req, res, next) => handlePage(req, res, next, undefined))

  router.post('/newsletter/confirm', async (req, res) => {
    const parsed = TokenSchema.safeParse(req.body ?? {})
    const result = parsed.success ? await confirmSubscription(secrets, parsed.data.token) : 'invalid'
    res.redirect(303, `/newsletter/confirm?result=${result}`)
  })

  router.post('/newsletter/unsubscribe', async (req, res, next) => {
    // The page's two forms post here: the link's button (id, token) or "send me a link" (email).
    if (req.body && typeof req.body === 'object' && 'email' in req.body) return handleLinkRequest(req, res, next, undefined)
    const parsed = UnsubscribeSchema.safeParse(req.body ?? {})
    const done = parsed.success && (await unsubscribe(secrets, parsed.data.id, parsed.data.token))
    res.redirect(303, `/newsletter/unsubscribe?result=${done ? 'done' : 'invalid'}`)
  })

  return router
}
