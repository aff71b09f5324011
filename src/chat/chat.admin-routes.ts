import { Router } from 'express'
import { bulkDelete, IdParamSchema } from '../admin/admin-routes'
import { ValidationError } from '../server/errors'
import { ChatListQuerySchema, deleteChatMessages, listChatMessagesForAdmin, markChatMessageUnread } from './chat.admin'
import { markChatMessageRead } from './chat.service'
import { requireRole } from '../auth/require-role'

/** Staff actions on the chat inbox (the pages under /admin/chat are Vike's). Guarded in app.ts. */
export function chatAdminRouter(): Router {
  const router = Router()
  // The message page posts to its own address: intent=unread (back to the inbox) or intent=delete.
  router.post('/admin/chat/:id', requireRole('admin', 'editor'), async (req, res) => {
    const { id } = IdParamSchema.parse(req.params)
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
  router.get('/api/admin/chat', requireRole('admin', 'editor'), async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await listChatMessagesForAdmin(req.lng, ChatListQuerySchema.parse(req.query)))
  })
  router.post('/api/admin/chat/:id/read', requireRole('admin', 'editor'), async (req, res) => {
    const { id } = IdParamSchema.parse(req.params)
    await markChatMessageRead(id)
    res.json({ id, read: true })
  })
  router.post('/api/admin/chat/bulk-delete', requireRole('admin', 'editor'), bulkDelete((ids) => deleteChatMessages(ids)))
  return router
}
