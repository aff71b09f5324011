import { Router } from 'express'
import { bulkDelete } from '../content-kit/admin-routes'
import { IdParamsSchema } from '../lib/params'
import { ValidationError } from '../lib/errors'
import { ContactStatusSchema, deleteContactMessages, setContactMessageStatus } from './contact.admin.server'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'

/** Staff actions on contact messages (the pages under /admin/contact-messages are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  // The message page posts to its own address: intent=status (with status) or intent=delete.
  router.post('/admin/contact-messages/:id', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const body = (req.body ?? {}) as Record<string, unknown>
    if (body.intent === 'delete') {
      const deleted = await deleteContactMessages([id])
      return res.redirect(303, `/admin/contact-messages?deleted=${deleted}`)
    }
    const parsed = ContactStatusSchema.safeParse(body)
    if (!parsed.success) throw new ValidationError({ status: req.t('forms.errors.invalid') })
    await setContactMessageStatus(id, parsed.data.status)
    res.redirect(303, `/admin/contact-messages/${id}?saved=updated`)
  })
  router.post('/api/admin/contact-messages/bulk-delete', requireRole(...CUSTOMER_DATA_ROLES), bulkDelete((ids) => deleteContactMessages(ids)))
  return router
}
