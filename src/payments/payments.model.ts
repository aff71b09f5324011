import { TimestampedModel } from '../db/base-model'
import type { PaymentKind, PaymentStatus, RefundStatus } from './payment-status'

/** One Stripe Checkout Session for a subject (migrations/20261126111000_payments.ts). */
export class PaymentModel extends TimestampedModel {
  static override tableName = 'payments'
  id!: number
  subjectType!: string
  subjectId!: number
  subjectReference!: string
  provider!: 'stripe'
  kind!: PaymentKind
  amountCents!: number
  currency!: string
  status!: PaymentStatus
  checkoutSessionId!: string | null
  checkoutUrl!: string | null
  paymentIntentId!: string | null
  expiresAt!: Date
  paidAt!: Date | null
  refundedCents!: number
}

/** A refund of (part of) a paid payment, asked of Stripe and kept in step by its webhook events. */
export class PaymentRefundModel extends TimestampedModel {
  static override tableName = 'payment_refunds'
  id!: number
  paymentId!: number
  providerRefundId!: string | null
  amountCents!: number
  status!: RefundStatus
  reason!: string
  requestedByUserId!: number | null
  failureReason!: string | null
}
