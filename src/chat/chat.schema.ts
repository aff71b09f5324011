import { z } from 'zod'
import { FIELD } from '../lib/forms'

export const CHAT_MESSAGE_MAX = 1000

/**
 * POST /api/whatsapp/send. phoneNumber is the business number the widget shows (strict E.164,
 * no spaces); the service refuses any other, so the endpoint can never relay to a stranger.
 */
export const ChatMessageSchema = z.object({
  phoneNumber: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .regex(/^\+[1-9]\d{6,14}$/, { error: 'phone' }),
  message: FIELD.requiredText(CHAT_MESSAGE_MAX, { multiline: true }),
  // Context for staff. A path on this site only: no scheme, no host, no "//host".
  page: z
    .string()
    .max(300, { error: 'tooLong' })
    .regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, { error: 'invalid' })
    .optional(),
})
export type ChatMessageInput = z.infer<typeof ChatMessageSchema>

export const ChatSendResponseSchema = z.object({ id: z.number().int(), forwardStatus: z.enum(['pending', 'sent', 'failed', 'not-configured']) })
export type ChatSendResponse = z.infer<typeof ChatSendResponseSchema>
