import { Router } from 'express'
import { IdParamsSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { resendOutboxMessage } from './outbox.admin.server'

/** Staff actions on the mail outbox (its pages under /admin/outbox are Vike's). E-mails hold customers' details: admins only. */
export function adminRoutes(): Router {
  const router = Router()
  router.post('/admin/outbox/:id/resend', requireRole('admin'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const result = await resendOutboxMessage(id)
    res.redirect(303, `/admin/outbox/${result.id}?saved=${result.outcome}`)
  })
  return router
}
