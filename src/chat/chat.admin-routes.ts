import { Router } from 'express'
import { bulkDelete } from '../content-kit/admin-routes'
import { IdParamsSchema } from '../lib/params'
import { ValidationError } from '../lib/errors'
import { deleteChatMessages, markChatMessageUnread } from './chat.admin.server'
import { markChatMessageRead } from './chat.server'
import { requireRole } from '../lib/require-role'
import { CUSTOMER_DATA_ROLES } from '../lib/roles'

/** Staff actions on the chat inbox (the pages under /admin/chat are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  // The message page posts to its own address: intent=unread (back to the inbox) or intent=delete.
  router.post('/admin/chat/:id', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    const intent = (req.body as { intent?: unknown } | undefined)?.intent
    if (intent === 'unread') {
      await markChatMessageUnread(id)
      return res.redirect(303, '/admin/chat?saved=updated')
    }
    if (intent === 'delete') {
      const deleted = await deleteChatMessages([id])
      return res.redirect(303, `/admin/chat?deleted=${deleted}`)
    }
    throw new ValidationError({ intent: req.t('forms.errors.invalid') })
  })
  router.post('/api/admin/chat/:id/read', requireRole(...CUSTOMER_DATA_ROLES), async (req, res) => {
    const { id } = IdParamsSchema.parse(req.params)
    await markChatMessageRead(id)
    res.json({ id, read: true })
  })
  router.post('/api/admin/chat/bulk-delete', requireRole(...CUSTOMER_DATA_ROLES), bulkDelete((ids) => deleteChatMessages(ids)))
  return router
}
