import { createContext, useContext, type ReactNode } from 'react'
import { HONEYPOT_FIELD, STARTED_FIELD } from '../lib/form-fields'
import { usePageContext } from './page-context'
import { CsrfField } from './csrf-field'

/**
 * Form building blocks for server-rendered forms: labels, hints, per-field errors wired with
 * aria-describedby/aria-invalid, and the values kept after a failed POST.
 */
export interface FieldProps {
  name: string
  label: string
  /** Field id prefix, when a page has more than one form. */
  form?: string
  hint?: string
  required?: boolean
  /** When an optional-looking field is required after all ("required for airport pick-ups"): shown instead of "optional". */
  requirement?: string
}

const FieldScopeContext = createContext<{ prefix: string; sent: boolean } | null>(null)

/**
 * One of several forms on a page that share field names (a reason, a box to tick): its fields get
 * ids of their own, and only the form that was sent gets the values and messages sent back.
 */
export function FieldScope({ prefix, sent, children }: { prefix: string; sent: boolean; children: ReactNode }) {
  return <FieldScopeContext.Provider value={{ prefix, sent }}>{children}</FieldScopeContext.Provider>
}

/** A field's id, what was sent back for it, and what describes it: its hint (HintText), then its error (ErrorText). */
export function useField({ name, form, hint }: FieldProps) {
  const { form: sentBack } = usePageContext()
  const scope = useContext(FieldScopeContext)
  const id = `${form ?? scope?.prefix ?? 'f'}-${name}`
  const state = scope && !scope.sent ? undefined : sentBack
  const error = state?.errors[name]
  const value = state?.values[name]
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return { id, error, value, describedBy }
}

export function Label({ id, label, required, requirement }: { id: string; label: string; required?: boolean; requirement?: string }) {
  const { t } = usePageContext()
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? <span className="text-coral-600" aria-hidden="true"> *</span> : <span className="font-normal text-slate-500"> ({requirement ?? t('forms.optional')})</span>}
    </label>
  )
}

export function HintText({ id, hint }: { id: string; hint?: string }) {
  return hint ? <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p> : null
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">{error}</p> : null
}

export function TextField(props: FieldProps & { type?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local' | 'number' | 'time' | 'password' | 'url'; autoComplete?: string; defaultValue?: string; min?: string | number; max?: string | number; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email'; list?: string; readOnly?: boolean }) {
  const { id, error, value, describedBy } = useField(props)
  return (
    <div>
      <Label id={id} label={props.label} required={props.required} requirement={props.requirement} />
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        required={props.required}
        autoComplete={props.autoComplete}
        // A password typed is never written back into a page (a form shown again with its errors).
        defaultValue={props.type === 'password' ? undefined : (value ?? props.defaultValue)}
        min={props.min}
        max={props.max}
        inputMode={props.inputMode}
        list={props.list}
        readOnly={props.readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`field mt-1 ${error ? 'border-red-600' : ''}`}
      />
      <HintText id={id} hint={props.hint} />
      <ErrorText id={id} error={error} />
    </div>
  )
}

export function TextArea(props: FieldProps & { rows?: number; maxLength?: number; defaultValue?: string }) {
  const { id, error, value, describedBy } = useField(props)
  return (
    <div>
      <Label id={id} label={props.label} required={props.required} />
      <textarea id={id} name={props.name} rows={props.rows ?? 5} maxLength={props.maxLength} required={props.required} defaultValue={value ?? props.defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`field mt-1 ${error ? 'border-red-600' : ''}`} />
      <HintText id={id} hint={props.hint} />
      <ErrorText id={id} error={error} />
    </div>
  )
}

export function Checkbox(props: FieldProps & { children: ReactNode }) {
  const { id, error, value, describedBy } = useField(props)
  return (
    <div>
      <div className="flex items-start gap-3">
        <input id={id} name={props.name} type="checkbox" required={props.required} defaultChecked={value === 'on'} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="mt-1 size-4 rounded border-slate-400 text-brand-700" />
        <label htmlFor={id} className="text-sm text-slate-700">{props.children}</label>
      </div>
      <HintText id={id} hint={props.hint} />
      <ErrorText id={id} error={error} />
    </div>
  )
}

/** The form-level message after a failed POST (announced to screen readers). */
export function FormAlert() {
  const { form, t } = usePageContext()
  if (!form) return null
  return (
    // The page opens on it after a refused POST (autofocus, no script needed): read first, then the fields.
    <div tabIndex={-1} autoFocus className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700" role="alert">
      {form.message ?? t('forms.fixErrors')}
    </div>
  )
}

export function SuccessAlert({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  )
}

/** Something done only in part, said beside its SuccessAlert: what is left for the reader to do. */
export function WarningAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
      {children}
    </div>
  )
}

/**
 * Honeypot and signed start time (checked by spamCheck() in src/lib/form-spam.server.ts), and a
 * logged-in staff member's CSRF token: staff may use the public forms too (src/auth/csrf.ts).
 */
export function SpamFields() {
  const { formStarted, t } = usePageContext()
  return (
    <>
      <input type="hidden" name={STARTED_FIELD} value={formStarted} />
      <CsrfField />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t('forms.honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  )
}
