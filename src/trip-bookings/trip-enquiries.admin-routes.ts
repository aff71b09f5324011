import { Router, type Request } from 'express'
import type { Actor } from '../audit/audit.server'
import { fieldErrors, formValues, renderForm } from '../lib/forms'
import { IdParamsSchema } from '../lib/params'
import { RefusedError, ValidationError } from '../lib/errors'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'
import { EnquiryAnswerSchema } from './trip-enquiries.schema'
import { answerTripEnquiry, closeTripEnquiry } from './trip-enquiries.admin.server'

const actorOf = (req: Request): Actor => ({ type: 'staff', userId: req.user?.id ?? null, name: req.user?.name || req.user?.email || 'staff' })

/**
 * Staff actions on an enquiry (the pages under /admin/trip-enquiries are Vike's): the enquiry's
 * page posts to its own address, intent=answer (with the answer) or intent=close. A bad answer
 * shows the page again with the message on its field.
 */
export function adminRoutes(): Router {
  const router = Router()
  router.post('/admin/trip-enquiries/:id', requireRole(...CUSTOMER_DATA_ROLES), async (req, res, next) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = formValues(body, ['_csrf'])
    try {
      if (body.intent === 'close') {
        await closeTripEnquiry({ actor: actorOf(req) }, id)
        return res.redirect(303, `/admin/trip-enquiries/${id}?saved=updated`)
      }
      if (body.intent !== 'answer') throw new ValidationError({ intent: req.t('forms.errors.invalid') })
      const parsed = EnquiryAnswerSchema.safeParse(body)
      if (!parsed.success) return renderForm(next, { values, errors: fieldErrors(parsed.error, req.t) })
      await answerTripEnquiry({ actor: actorOf(req), tFor: (lng) => req.i18n.getFixedT(lng) }, id, parsed.data.answer)
      return res.redirect(303, `/admin/trip-enquiries/${id}?saved=updated`)
    } catch (error) {
      // "already closed": the status in the staff member's words.
      if (error instanceof RefusedError) return renderForm(next, { values, errors: {}, message: req.t(error.key, { ...error.params, status: req.t(`admin:tripEnquiries.statuses.${error.params.status}`).toLocaleLowerCase(req.lng) }) }, error.status)
      throw error
    }
  })
  return router
}
