import { Router, type Request, type Response } from 'express'
import type { AppContext } from '../config/app-context'
import { checkedBy, passed, publicForm } from '../lib/public-form'
import { ContactFormSchema } from './contact.schema'
import { submitMessage } from './contact.server'

/** POST /contact: the contact form without JavaScript, through the shared public-form pipeline. */
export function contactRouter({ knex, formSecret }: Pick<AppContext, 'knex' | 'formSecret'>): Router {
  const router = Router()
  const sent = (_req: Request, res: Response) => res.redirect(303, '/contact?sent=1#contact-form')
  const handle = publicForm(
    { knex, formSecret },
    {
      name: 'contact',
      kind: 'page',
      limit: { points: 5, durationSeconds: 10 * 60 },
      validate: (req, body) => checkedBy(ContactFormSchema.safeParse(body), req.t),
      save: async (req, form) => passed(await submitMessage({ kind: 'contact', form }, { lng: req.lng, tFor: (lng) => req.i18n.getFixedT(lng), sourcePage: '/contact' })),
      success: sent,
      decoy: sent,
    },
  )

  router.post('/contact', (req, res, next) => handle(req, res, next, undefined))

  return router
}
