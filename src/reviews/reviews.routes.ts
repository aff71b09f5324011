import { Router } from 'express'
import { z } from 'zod'
import type { AppContext } from '../config/app-context'
import { formValues, renderForm } from '../lib/forms'
import { checkedBy, passed, publicForm } from '../lib/public-form'
import { reviewPath } from './review-token'
import { ReviewFormSchema, type ReviewForm } from './reviews.schema'
import { findReviewableBooking, submitReview, type ReviewableBooking, type SubmitOutcome } from './reviews.server'

const LinkSchema = z.object({ ref: z.string().max(40).default(''), token: z.string().max(64).default('') })

/**
 * POST /trips/review?ref=&token=: the review form of a booking (the link of the request e-mail).
 * It posts to its own address, so a failed attempt renders the same page with the values and one
 * message per field (400); an unknown booking or a forged link is the page's 404; a stored review
 * redirects to the page with ?sent=received|updated|published (POST/redirect/GET).
 */
export function reviewsRouter({ knex, formSecret, secrets }: Pick<AppContext, 'knex' | 'formSecret' | 'secrets'>): Router {
  const router = Router()
  const done = (res: import('express').Response, target: ReviewableBooking, outcome: SubmitOutcome) => res.redirect(303, `${reviewPath(secrets, target.reference)}&sent=${outcome}`)
  const handle = publicForm<ReviewForm, SubmitOutcome, ReviewableBooking>(
    { knex, formSecret },
    {
      name: 'trip-review',
      kind: 'page',
      limit: { points: 10, durationSeconds: 10 * 60 },
      validate: (req, body) => {
        const checked = checkedBy(ReviewFormSchema.safeParse(body), req.t, req.t('forms.fixErrors'))
        // "Please choose from 1 to 5 stars" says more than "please fill in this field".
        if (!checked.ok && checked.errors.rating) checked.errors.rating = req.t('trips:reviews.form.ratingError')
        return checked
      },
      save: async (req, form, target) => passed(await submitReview(target, form, req.lng)),
      success: (_req, res, outcome, target) => done(res, target, outcome),
      decoy: (_req, res, _data, target) => done(res, target, 'received'),
    },
  )

  router.post('/trips/review', async (req, res, next) => {
    const link = LinkSchema.safeParse(req.query)
    const target = link.success ? await findReviewableBooking(secrets, link.data.ref, link.data.token, req.lng) : null
    // An unknown booking or a forged link: the page itself answers 404.
    if (!target) return renderForm(next, { values: formValues(req.body ?? {}), errors: {} })
    return handle(req, res, next, target)
  })

  return router
}
