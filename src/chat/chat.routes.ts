import { Router } from 'express'
import type { AppContext } from '../config/app-context'
import { checkedBy, publicForm } from '../lib/public-form'
import { ChatMessageSchema } from './chat.schema'
import { checkRecipient, sendChatMessage } from './chat.server'
import type { WhatsAppApi } from './whatsapp-api'

/**
 * POST /api/whatsapp/send {phoneNumber, message, page?} from the chat widget → 201 {id, forwardStatus},
 * through the shared public-form pipeline. The widget ignores the answer (SPEC §7); a stored
 * message is a 201 even when forwarding failed.
 */
export function chatRouter({ knex, secrets, env, publicUrl }: AppContext): Router {
  const whatsapp: WhatsAppApi = { baseUrl: env.WHATSAPP_API_URL, timeoutMs: env.WHATSAPP_TIMEOUT_MS }
  const router = Router()
  const handle = publicForm(
    { knex },
    {
      name: 'chat',
      kind: 'api',
      // Each accepted message may cost a paid WhatsApp conversation: a person chats, a bot floods.
      limit: { points: 10, durationSeconds: 10 * 60 },
      validate: async (req, body) => {
        const checked = checkedBy(ChatMessageSchema.safeParse(body), req.t, req.t('forms.fixErrors'))
        return checked.ok ? checkRecipient(checked.data, req.t) : checked
      },
      save: async (req, input) => ({ ok: true, data: await sendChatMessage(input, { lng: req.lng, t: req.t, tFor: (lng) => req.i18n.getFixedT(lng), publicUrl, whatsapp, secrets, log: req.log }) }),
      success: (_req, res, result) => res.status(201).set('Cache-Control', 'no-store').json(result),
      // Nothing stored, nothing forwarded: the answer a message gets when forwarding is not set up.
      decoy: (_req, res) => res.status(201).set('Cache-Control', 'no-store').json({ id: 0, forwardStatus: 'not-configured' }),
    },
  )

  router.post('/api/whatsapp/send', (req, res, next) => handle(req, res, next, undefined))

  return router
}
