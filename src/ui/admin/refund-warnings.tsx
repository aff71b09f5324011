import { WarningAlert } from '../form'
import { usePageContext } from '../page-context'

/**
 * After a cancellation or a refund, what did not go back and what staff do about it (the address
 * parameters of src/payments/refund-outcome.ts): Stripe could not be reached, or no card payment
 * taken through the site holds that money.
 */
export function RefundWarnings() {
  const { t, query } = usePageContext()
  return (
    <>
      {query.refundFailed && <WarningAlert>{t('admin:refunds.failed', { amount: query.refundFailed })}</WarningAlert>}
      {query.refundNotOnRecord && <WarningAlert>{t('admin:refunds.notOnRecord', { amount: query.refundNotOnRecord })}</WarningAlert>}
    </>
  )
}
