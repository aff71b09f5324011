import { CsrfField } from './csrf-field'
import { ErrorSummary } from './error-summary'
import { TextField } from './form'
import { usePageContext } from './page-context'

/**
 * "Find my booking" by reference and e-mail (a trip's and a transfer's). Refused, it opens on the
 * error summary that links each field, as the booking forms do. `keys` is the namespace and prefix
 * of its texts: reference, referenceHint, email, submit.
 */
export function BookingLookupForm({ action, keys, intent }: { action: string; keys: string; intent?: string }) {
  const { t } = usePageContext()
  const k = (key: string) => t(`${keys}${key}`)
  return (
    <div className="max-w-xl space-y-4">
      <ErrorSummary fields={['reference', 'email'].map((name) => ({ name, label: k(name), target: `f-${name}` }))} />
      <form action={action} method="post" noValidate className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <CsrfField />
        {intent && <input type="hidden" name="action" value={intent} />}
        <TextField name="reference" label={k('reference')} hint={k('referenceHint')} required autoComplete="off" />
        <TextField name="email" type="email" label={k('email')} required autoComplete="email" />
        <button type="submit" className="btn-primary">{k('submit')}</button>
      </form>
    </div>
  )
}
