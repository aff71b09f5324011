import { z } from 'zod'
import { ConflictError } from '../lib/errors'
import { FIELD } from '../lib/forms'

// A refund staff ask for from a booking's page, the same form for transfers and trips: an amount
// in the staff member's decimals, a reason for the history and the customer, and a box to tick.

export const StaffRefundSchema = z.object({
  amount: FIELD.requiredText(12)
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, { error: 'price' })
    .transform((v) => Math.round(Number(v.replace(',', '.')) * 100))
    .refine((cents) => cents > 0, { error: 'price' }),
  reason: FIELD.requiredText(300),
  confirm: z.literal('on', { error: 'confirmRequired' }),
})

/** More than is left to give back of what the booking says was paid online. */
export class RefundTooLargeError extends ConflictError {
  constructor(
    readonly refundableCents: number,
    readonly currency = 'EUR',
  ) {
    super('refund larger than what is refundable')
  }
}
