import { Router } from 'express'
import type { Knex } from 'knex'
import { TooManyRequestsError, ValidationError } from '../server/errors'
import { fieldErrors } from '../server/forms'
import { createLimiter } from '../server/rate-limit'
import { ChatMessageSchema } from './chat.schema'
import { sendChatMessage } from './chat.service'
import type { WhatsAppApi } from './whatsapp.client'

/**
 * POST /api/whatsapp/send {phoneNumber, message, page?} from the chat widget → 201 {id, forwardStatus}.
 * The widget ignores the answer (SPEC §7); a stored message is a 201 even when forwarding failed.
 */
export function chatRouter({ knex, whatsapp }: { knex: Knex; whatsapp: WhatsAppApi }): Router {
  const router = Router()
  // Each accepted message may cost a paid WhatsApp conversation: a person chats, a bot floods.
  const limiter = createLimiter(knex, { prefix: 'chat', points: 10, durationSeconds: 10 * 60 })

  router.post('/api/whatsapp/send', async (req, res) => {
    const parsed = ChatMessageSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error, req.t), req.t('forms.fixErrors'))
    if (!(await limiter.consume(req.ip ?? 'unknown'))) throw new TooManyRequestsError(req.t('forms.rateLimited'))
    const result = await sendChatMessage(parsed.data, { lng: req.lng, t: req.t, whatsapp, log: req.log })
    res.status(201).set('Cache-Control', 'no-store').json(result)
  })

  return router
}
