import type { TFunction } from 'i18next'
import type { Knex } from 'knex'
import { recordChange, type Actor } from '../audit/audit.server'
import { formatPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { renderMail } from '../mail/mail-layout'
import { queueForRecipients, type StaffRecipient } from '../settings/notifications.server'
import type { RefundChange } from './stripe-webhook.server'

/** The history's word for a refund Stripe accepted and later failed: taken back off what was given back. */
export const REFUND_REVERSED_ACTION = 'refund-reversed'

const STRIPE: Actor = { type: 'payment', name: 'Stripe' }

/** The booking a refund change is about, as its row has it. */
export interface RefundChangeRow {
  id: number
  reference: string
  customerName: string
  currency: string
  refundedCents: number
}

/**
 * Who is told of a refund that failed after Stripe accepted it, and how: the recipients of booking
 * e-mails (read in the hook's `prepare`, before the transaction), each in their language.
 */
export interface RefundFailureNotice {
  recipients: StaffRecipient[]
  /** Any namespace in a language: the e-mail's keys are under admin:refundFailedMail. */
  tFor: (lng: Language) => TFunction
  businessName: string
  /** The booking's admin page, absolute. */
  adminUrl: string
}

/**
 * Moves a booking's refunded total by what Stripe reported without the booking asking (a refund
 * made in the Dashboard, a refund that failed), with its history entry: the booking's pages, its
 * receipt and the day's takings read that total and that history. `patch` writes the new total
 * (and the payment status it gives) on the locked row. A failure is also e-mailed to staff
 * (`notice`): the history alone goes unread, and the customer's money must go back another way.
 * The webhook reports each refund's failure once (ADR 066), so the e-mail goes once.
 */
export async function applyRefundChange(
  trx: Knex.Transaction,
  row: RefundChangeRow | undefined,
  auditType: string,
  change: RefundChange,
  patch: (refundedCents: number) => PromiseLike<unknown>,
  notice: RefundFailureNotice,
): Promise<void> {
  if (!row) return
  const before = row.refundedCents
  const refundedCents = Math.max(0, before + change.deltaCents)
  if (refundedCents !== before) {
    await patch(refundedCents)
    await recordChange(trx, { subject: { type: auditType, id: row.id }, actor: STRIPE, action: change.deltaCents > 0 ? 'refunded' : REFUND_REVERSED_ACTION, changes: { refundedCents: [before, refundedCents] }, note: change.note })
  }
  if (change.deltaCents < 0) await queueRefundFailedMails(trx, row, -change.deltaCents, change.note, notice)
}

async function queueRefundFailedMails(trx: Knex.Transaction, row: RefundChangeRow, failedCents: number, reason: string, notice: RefundFailureNotice): Promise<void> {
  await queueForRecipients(
    notice.recipients,
    (lng) => {
      const t = notice.tFor(lng)
      const amount = formatPrice(failedCents, row.currency, lng)
      const k = (key: string) => t(`admin:refundFailedMail.${key}`, { reference: row.reference, name: row.customerName, amount, reason })
      const rendered = renderMail(
        {
          subject: k('subject'),
          heading: k('heading'),
          paragraphs: [k('text'), k('action')],
          details: [
            [k('reference'), row.reference],
            [k('customer'), row.customerName],
            [k('amount'), amount],
            [k('reason'), reason],
          ],
          button: { label: k('open'), url: notice.adminUrl },
          footer: notice.businessName,
        },
        lng,
      )
      return { kind: 'refund-failed-staff', ...rendered }
    },
    trx,
  )
}
