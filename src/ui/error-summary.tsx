import { formHasProblems } from '../lib/forms'
import { usePageContext } from './page-context'

/** A field the summary may point at: its name in the form, its label, and the id of the control to land on. */
export interface SummaryField {
  name: string
  /** Left out where the message names the field itself ("Please accept the terms…"). */
  label?: string
  /** The control's id; a field with no control on the page (a hidden key) is listed without a link. */
  target?: string
}

const LINK = 'font-medium text-red-900 underline underline-offset-2 hover:no-underline'

/**
 * What to fix after a refused submission, one link per field in the order of the form. It takes
 * the focus as the page loads (autofocus on a tabindex=-1 box: no script needed), so the page
 * opens on it rather than at its top, and a screen reader reads it at once. A form shown again
 * with nothing to fix (priced again without JavaScript) gets none; a refusal that is one field's
 * own message ("only 1 seat left") is said once, as the heading linking to that field.
 */
export function ErrorSummary({ fields }: { fields: SummaryField[] }) {
  const { form, t } = usePageContext()
  if (!formHasProblems(form)) return null
  const known = new Set(fields.map((f) => f.name))
  const entries = [...fields.filter((f) => form.errors[f.name]), ...Object.keys(form.errors).filter((name) => !known.has(name)).map((name) => ({ name }) as SummaryField)]
  const generic = t('forms.fixErrors')
  const message = form.message && form.message !== generic ? form.message : null
  const own = message ? entries.find((entry) => form.errors[entry.name] === message) : undefined
  const listed = entries.filter((entry) => entry !== own)
  const heading = own ? (own.target ? <a href={`#${own.target}`} className={LINK}>{message}</a> : message) : listed.length ? t('forms.errorSummary.title', { count: listed.length }) : (message ?? generic)
  return (
    <div role="alert" tabIndex={-1} autoFocus aria-labelledby="error-summary-title" data-error-summary className="scroll-mt-24 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 sm:p-5">
      <h2 id="error-summary-title" className="text-base font-bold">{heading}</h2>
      {!own && listed.length > 0 && message && <p className="mt-1 text-sm">{message}</p>}
      {listed.length > 0 && (
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
          {listed.map(({ name, label, target }) => {
            const text = label ? `${label}: ${form.errors[name]}` : form.errors[name]
            return <li key={name}>{target ? <a href={`#${target}`} className={LINK}>{text}</a> : text}</li>
          })}
        </ul>
      )}
    </div>
  )
}
