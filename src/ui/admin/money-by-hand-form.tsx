import { MONEY_BY_HAND_METHODS, type FormAmount } from '../../payments/money-by-hand'
import { CsrfField } from '../csrf-field'
import { FieldScope, TextField } from '../form'
import { RadioCards, SelectField } from '../form-choices'
import { usePageContext } from '../page-context'

/**
 * Money that changed hands outside Stripe (src/payments/money-by-hand.ts), the same on a
 * transfer's and a trip booking's page: taken on board or by card terminal or bank transfer, or
 * given back another way. `owed` and `held` are what can be recorded each way (null: nothing).
 */
export function MoneyByHandForm({ action, owed, held }: { action: string; owed: FormAmount | null; held: FormAmount | null }) {
  const { t, form, query } = usePageContext()
  if (!owed && !held) return null
  const m = (key: string, options?: Record<string, unknown>) => t(`admin:moneyByHand.${key}`, options)
  const sent = form?.values.intent === 'money'
  const directions = [...(owed ? [{ value: 'received', label: m('received'), description: m('owed', { amount: owed.price }) }] : []), ...(held ? [{ value: 'returned', label: m('returned'), description: m('held', { amount: held.price }) }] : [])]
  return (
    <details className="mt-4 rounded-lg border border-slate-200 open:bg-slate-50 open:p-3" open={sent || query.open === 'money'}>
      <summary className="btn-secondary cursor-pointer list-none">{m('title')}</summary>
      <form method="post" action={`${action}?open=money`} className="mt-3 space-y-3 text-sm" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="money" />
        <p className="text-slate-600">{m('intro')}</p>
        <FieldScope prefix="money" sent={sent}>
          <RadioCards name="direction" label={m('direction')} required options={directions} defaultValue={directions[0]!.value} columns="grid-cols-1" />
          <TextField name="amount" label={m('amount')} required inputMode="decimal" defaultValue={(owed ?? held)!.input} />
          <SelectField name="method" label={m('method')} required options={MONEY_BY_HAND_METHODS.map((value) => ({ value, label: m(`methods.${value}`) }))} />
          <TextField name="note" label={m('note')} />
        </FieldScope>
        <button type="submit" className="btn-primary">{m('submit')}</button>
      </form>
    </details>
  )
}
