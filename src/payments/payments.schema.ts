import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages'
import { PAYMENT_KINDS } from './payment-status'

/** Inputs of the payments services and the parts of Stripe's events they read, each parsed before use. */

export const PaymentSubjectSchema = z.object({
  // A name the composition root registers hooks under ('transfer', 'trip').
  type: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
  id: z.number().int().positive(),
  reference: z.string().trim().min(1).max(64),
})

const webAddress = z.url({ protocol: /^https?$/ }).max(2000)

export const CheckoutRequestSchema = z.object({
  subject: PaymentSubjectSchema,
  kind: z.enum(PAYMENT_KINDS),
  // Stripe's limit: eight digits in the smallest unit.
  amountCents: z.number().int().positive().max(99_999_999),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((v) => v.toUpperCase()),
  /** Shown under the line item and kept on Stripe's payment (the dashboard, receipts). */
  description: z.string().trim().min(1).max(500),
  /** The line item's name on Stripe's page, in the customer's language. */
  lineItemName: z.string().trim().min(1).max(250),
  customerEmail: z.email().max(254).optional(),
  language: z.enum(LANGUAGES),
  /** Where Stripe sends the customer back; may carry Stripe's {CHECKOUT_SESSION_ID} placeholder. */
  successUrl: webAddress,
  cancelUrl: webAddress,
  expiresAt: z.date(),
})
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>

export const RefundRequestSchema = z.object({
  paymentId: z.number().int().positive(),
  amountCents: z.number().int().positive(),
  reason: z.string().trim().min(1).max(500),
  userId: z.number().int().positive().nullish(),
})
export type RefundRequest = z.input<typeof RefundRequestSchema>

// ── Stripe's events: only what is read ───────────────────────────────────────────────────────

/** An expandable field: an id, or the object with its id. */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)])
const metadata = z.record(z.string(), z.string()).nullish().transform((m) => m ?? {})

// Stripe's ids and event types are ASCII ("evt_1Q…", "checkout.session.completed"): nothing else is stored.
export const StripeEventSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,255}$/),
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/),
  data: z.object({ object: z.unknown() }),
})

export const CheckoutSessionSchema = z.object({
  id: z.string().min(1),
  payment_status: z.string(),
  payment_intent: idOf.nullish(),
  metadata,
})
export type CheckoutSessionFacts = z.infer<typeof CheckoutSessionSchema>

export const RefundObjectSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().positive(),
  status: z.string().nullish(),
  payment_intent: idOf.nullish(),
  reason: z.string().nullish(),
  failure_reason: z.string().nullish(),
  metadata,
})
export type RefundFacts = z.infer<typeof RefundObjectSchema>

/** What Stripe answers when it creates a Checkout Session. */
export const CreatedSessionSchema = z.object({ id: z.string().min(1), url: z.string().url(), expires_at: z.number().int() })
