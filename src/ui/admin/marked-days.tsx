import { formatIslandDay } from '../../i18n/format'
import { CsrfField } from '../csrf-field'
import { FieldScope, TextField } from '../form'
import { usePageContext } from '../page-context'

/**
 * A list of island days with a note, each with its button to take it off, and a form to add one
 * (the days without online sales, the days the office is closed). The forms post their `intents`
 * with `day` (and `reason`); each list's fields have ids of their own.
 */
export function MarkedDays({ id, action, days, intents, labels }: {
  id: string
  action: string
  days: Array<{ day: string; reason: string }>
  intents: { mark: string; unmark: string }
  labels: { title: string; hint: string; none: string; day: string; reason: string; mark: string; unmark: string }
}) {
  const { lng, form } = usePageContext()
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-lg font-semibold text-slate-900">{labels.title}</h2>
      <p className="text-sm text-slate-600">{labels.hint}</p>
      <ul className="divide-y divide-slate-100 text-sm">
        {days.map((marked) => (
          <li key={marked.day} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{formatIslandDay(marked.day, lng)}</span>
              {marked.reason && <span className="block text-slate-600">{marked.reason}</span>}
            </span>
            <form method="post" action={action}>
              <CsrfField />
              <input type="hidden" name="intent" value={intents.unmark} />
              <input type="hidden" name="day" value={marked.day} />
              <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100">{labels.unmark}</button>
            </form>
          </li>
        ))}
        {!days.length && <li className="py-2 text-slate-600">{labels.none}</li>}
      </ul>
      <form method="post" action={action} className="space-y-3" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value={intents.mark} />
        <FieldScope prefix={id} sent={form?.values.intent === intents.mark}>
          <TextField name="day" type="date" label={labels.day} required />
          <TextField name="reason" label={labels.reason} />
        </FieldScope>
        <button type="submit" className="btn-primary">{labels.mark}</button>
      </form>
    </section>
  )
}
