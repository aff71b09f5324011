import { Router, type Request } from 'express'
import type { Actor } from '../audit/audit.server'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { IdSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { importReview, moderateReview } from './reviews.admin.server'
import { REVIEWS_ADMIN_PATH, REVIEWS_ROLES } from './reviews-paths'
import { ImportSchema, ModerationSchema } from './reviews.schema'

function moderator(req: Request): Actor {
  const user = req.user
  return { type: 'staff', userId: user?.id ?? null, name: user?.name || user?.email || 'staff' }
}

/** Where the list was (its filters), from the form's own address. */
function backTo(req: Request, flash: string): string {
  const query = new URLSearchParams(req.url.split('?')[1] ?? '')
  query.delete('done')
  query.set('done', flash)
  return `${REVIEWS_ADMIN_PATH}?${query}`
}

/**
 * Staff writes of /admin/reviews (admins and editors), posted to the page's own address so a
 * refused form re-renders it with the values and one message per field (400):
 * intent=moderate (publish, reject, save the edited text, delete; with a note for the history)
 * and intent=import (an earlier rating, labelled as imported wherever it is shown).
 */
export function adminRoutes(): Router {
  const router = Router()
  router.post(REVIEWS_ADMIN_PATH, requireRole(...REVIEWS_ROLES), async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body, ['_csrf'])
    if (body.intent === 'import') {
      const parsed = ImportSchema.safeParse(body)
      if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t), message: req.t('forms.fixErrors') })
      await importReview(parsed.data, moderator(req))
      return res.redirect(303, backTo(req, 'imported'))
    }
    const id = IdSchema.safeParse(body.reviewId)
    const parsed = ModerationSchema.safeParse(body)
    if (!id.success || !parsed.success) {
      return renderForm(next, { values, errors: parsed.success ? { _: req.t('forms.errors.invalid') } : fieldErrors(parsed.error, req.t), message: req.t('forms.fixErrors') })
    }
    const outcome = await moderateReview(id.data, parsed.data, moderator(req))
    res.redirect(303, backTo(req, outcome))
  })
  return router
}
