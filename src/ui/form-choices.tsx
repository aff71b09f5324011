import type { ReactNode } from 'react'
import { ErrorText, HintText, Label, useField, type FieldProps } from './form'
import { usePageContext } from './page-context'

/** Choices for server-rendered forms: selects, radio groups and grouping fieldsets (see ./form). */
export interface Option {
  value: string
  label: string
}

export function SelectField(props: FieldProps & { options: Option[]; groups?: Array<{ label: string; options: Option[] }>; defaultValue?: string; placeholder?: string }) {
  const { id, error, value, describedBy } = useField(props)
  // Without an empty first option a select always has a value: HTML forbids `required` there.
  const required = props.required && props.placeholder !== undefined
  return (
    <div>
      <Label id={id} label={props.label} required={props.required} />
      <select id={id} name={props.name} required={required} defaultValue={value ?? props.defaultValue ?? ''} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`field mt-1 ${error ? 'border-red-600' : ''}`}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        {props.groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </optgroup>
        ))}
      </select>
      <HintText id={id} hint={props.hint} />
      <ErrorText id={id} error={error} />
    </div>
  )
}

/** Related inputs under one caption (screen readers announce the legend with each field). */
export function Fieldset({ legend, intro, children, className = '' }: { legend: string; intro?: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`space-y-4 ${className}`}>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {intro && <p className="-mt-2 text-sm text-slate-600">{intro}</p>}
      {children}
    </fieldset>
  )
}

/** One choice out of a few, each as a card that can carry a description. */
export function RadioCards(props: FieldProps & { options: Array<Option & { description?: ReactNode }>; defaultValue?: string; columns?: string }) {
  const { id, error, value, describedBy } = useField(props)
  const { t } = usePageContext()
  const checked = value ?? props.defaultValue
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {props.label}
        {props.required ? <span className="text-coral-600" aria-hidden="true"> *</span> : <span className="font-normal text-slate-500"> ({t('forms.optional')})</span>}
      </legend>
      <div className={`mt-2 grid gap-3 ${props.columns ?? 'sm:grid-cols-2'}`}>
        {props.options.map((o) => (
          <label key={o.value} htmlFor={`${id}-${o.value}`} className="flex cursor-pointer gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input id={`${id}-${o.value}`} type="radio" name={props.name} value={o.value} defaultChecked={checked === o.value} required={props.required} className="mt-1 size-4 shrink-0 accent-brand-700" />
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">{o.label}</span>
              {o.description && <span className="mt-0.5 block text-slate-600">{o.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <HintText id={id} hint={props.hint} />
      <ErrorText id={id} error={error} />
    </fieldset>
  )
}
