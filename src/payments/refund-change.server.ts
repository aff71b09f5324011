import type { Knex } from 'knex'
import { recordChange, type Actor } from '../audit/audit.server'
import type { RefundChange } from './stripe-webhook.server'

/** The history's word for a refund Stripe accepted and later failed: taken back off what was given back. */
export const REFUND_REVERSED_ACTION = 'refund-reversed'

const STRIPE: Actor = { type: 'payment', name: 'Stripe' }

/**
 * Moves a booking's refunded total by what Stripe reported without the booking asking (a refund
 * made in the Dashboard, a refund that failed), with its history entry: the booking's pages, its
 * receipt and the day's takings read that total and that history. `patch` writes the new total
 * (and the payment status it gives) on the locked row.
 */
export async function applyRefundChange(
  trx: Knex.Transaction,
  row: { id: number; refundedCents: number } | undefined,
  auditType: string,
  change: RefundChange,
  patch: (refundedCents: number) => PromiseLike<unknown>,
): Promise<void> {
  if (!row) return
  const before = row.refundedCents
  const refundedCents = Math.max(0, before + change.deltaCents)
  if (refundedCents === before) return
  await patch(refundedCents)
  await recordChange(trx, { subject: { type: auditType, id: row.id }, actor: STRIPE, action: change.deltaCents > 0 ? 'refunded' : REFUND_REVERSED_ACTION, changes: { refundedCents: [before, refundedCents] }, note: change.note })
}
