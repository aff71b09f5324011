import { Router } from 'express'
import { z } from 'zod'
import { sendDownload } from '../lib/download'
import { NotFoundError } from '../lib/errors'
import { IdParamsSchema, IdSchema } from '../lib/params'
import { requireRole } from '../lib/require-role'
import { outboxAttachment, resendOutboxMessage } from './outbox.admin.server'

const AttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema })

/** Staff actions on the mail outbox (its pages under /admin/outbox are Vike's). E-mails hold customers' details: admins only. */
export function adminRoutes(): Router {
  const router = Router()
  router.post('/admin/outbox/:id/resend', requireRole('admin'), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const result = await resendOutboxMessage(id)
    res.redirect(303, `/admin/outbox/${result.id}?saved=${result.outcome}`)
  })
  // A file as it was sent: always a download (never shown inline, whatever its type), never cached.
  router.get('/admin/outbox/:id/attachments/:attachmentId', requireRole('admin'), async (req, res) => {
    const params = AttachmentParamsSchema.safeParse(req.params)
    if (!params.success) throw new NotFoundError('No such attachment')
    sendDownload(res, await outboxAttachment(params.data.id, params.data.attachmentId))
  })
  return router
}
