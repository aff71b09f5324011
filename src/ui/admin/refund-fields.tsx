import { DANGER_BUTTON } from '../confirm-delete'
import { Checkbox, TextField } from '../form'
import { usePageContext } from '../page-context'

/**
 * A staff refund's fields, the same on a transfer's and a trip booking's page
 * (src/payments/staff-refund.ts reads them): the amount prefilled in the reader's decimals, with
 * the decimal keypad on a phone, the reason the history and the customer get, and a box to tick.
 */
export function RefundFields({ amount }: { amount: string }) {
  const { t } = usePageContext()
  const r = (key: string) => t(`admin:bookingEdit.refund.${key}`)
  return (
    <>
      <TextField name="amount" label={r('amount')} required inputMode="decimal" defaultValue={amount} />
      <TextField name="reason" label={r('reason')} required />
      <Checkbox name="confirm" label="" required>{r('confirm')}</Checkbox>
      <button type="submit" className={DANGER_BUTTON}>{r('submit')}</button>
    </>
  )
}
