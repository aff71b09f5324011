import { ErrorText, HintText, useField, type FieldProps } from '../form'
import { usePageContext } from '../page-context'

/** A yes/no switch of a content form ("on" when ticked); after a failed POST it shows what was sent. */
export function AdminToggle(props: FieldProps & { defaultChecked?: boolean }) {
  const { id, error, value, describedBy } = useField(props)
  const { form } = usePageContext()
  const checked = form ? value === 'on' : Boolean(props.defaultChecked)
  return (
    <div>
      <div className="flex items-start gap-3">
        <input id={id} name={props.name} type="checkbox" value="on" defaultChecked={checked} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="mt-1 size-4 rounded border-slate-400 text-brand-700" />
        <label htmlFor={id} className="text-sm text-slate-700">{props.label}</label>
      </div>
      <HintText id={id} hint={props.hint} />
      <ErrorText id={id} error={error} />
    </div>
  )
}
