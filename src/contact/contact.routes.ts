import { Router } from 'express'
import type { Knex } from 'knex'
import { fieldErrors, formValues, renderForm, spamCheck, HONEYPOT_FIELD, STARTED_FIELD } from '../server/forms'
import { createLimiter } from '../server/rate-limit'
import { ContactFormSchema } from './contact.schema'
import { submitMessage } from './contact.service'

/** POST /contact: the contact form without JavaScript — validate, store, notify, redirect. */
export function contactRouter({ knex, formSecret }: { knex: Knex; formSecret: string }): Router {
  const router = Router()
  const limiter = createLimiter(knex, { prefix: 'contact', points: 5, durationSeconds: 10 * 60 })

  router.post('/contact', async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body, [HONEYPOT_FIELD, STARTED_FIELD])
    if (!(await limiter.consume(req.ip ?? 'unknown'))) {
      return renderForm(req, res, next, { values, errors: {}, message: req.t('forms.rateLimited') }, 429)
    }
    // Field errors first: a person who sends an empty form quickly should learn what is missing.
    const parsed = ContactFormSchema.safeParse(body)
    if (!parsed.success) return renderForm(req, res, next, { values, errors: fieldErrors(parsed.error, req.t) })
    const verdict = spamCheck(body, formSecret)
    if (verdict === 'too-fast') return renderForm(req, res, next, { values, errors: {}, message: req.t('forms.sendAgain') })
    await submitMessage({ kind: 'contact', form: parsed.data }, { lng: req.lng, staffT: req.i18n.getFixedT('es'), sourcePage: '/contact', spam: verdict === 'honeypot' })
    res.redirect(303, '/contact?sent=1#contact-form')
  })

  return router
}
