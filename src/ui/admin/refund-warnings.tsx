import { WarningAlert } from '../form'
import { usePageContext } from '../page-context'

// After a cancellation or a refund, the address parameters of src/payments/refund-outcome.ts.

/** What Stripe took back, as a line of the page's SuccessAlert. */
export function RefundDoneLine() {
  const { t, query } = usePageContext()
  return query.refunded ? <p>{t('admin:refunds.done', { amount: query.refunded })}</p> : null
}

/**
 * What did not go back and what staff do about it: Stripe could not be reached, or no card
 * payment taken through the site holds that money. Nothing when all went back.
 */
export function RefundWarnings({ className }: { className?: string }) {
  const { t, query } = usePageContext()
  if (!query.refundFailed && !query.refundNotOnRecord) return null
  return (
    <div className={className}>
      {query.refundFailed && <WarningAlert>{t('admin:refunds.failed', { amount: query.refundFailed })}</WarningAlert>}
      {query.refundNotOnRecord && <WarningAlert>{t('admin:refunds.notOnRecord', { amount: query.refundNotOnRecord })}</WarningAlert>}
    </div>
  )
}
