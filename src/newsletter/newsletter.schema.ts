import { z } from 'zod'
import { FIELD } from '../lib/forms'
import { IdNumberSchema } from '../lib/params'

export const SubscribeSchema = z.object({ email: FIELD.email() })
/** "Unsubscribe anyway": the address a fresh unsubscribe link is e-mailed to. */
export const UnsubscribeLinkSchema = z.object({ email: FIELD.email() })

/** POST /api/subscribe answer (SPEC §3: confirmationEmailSent is what the client reads). */
export const SubscribeResponseSchema = z.object({ confirmationEmailSent: z.boolean(), status: z.enum(['pending', 'confirmed']) })
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>

/** A confirmation link's token: signed (`<id>-<issued>-<signature>`) or, from before, random. */
export const TokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) })
export const UnsubscribeSchema = z.object({ id: IdNumberSchema, token: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/) })
