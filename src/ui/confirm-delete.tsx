import { usePageContext } from './page-context'

/** The red button of a destructive action (delete, cancel). */
export const DANGER_BUTTON = 'rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800'

/**
 * A delete button that asks once more before its form is posted: a disclosure whose second
 * button submits, so a stray click or a script pressing the last button deletes nothing, and it
 * works without JavaScript. `name`/`value` go with the submit (e.g. intent=delete on an edit form).
 */
export function ConfirmDelete({ label, name, value, disabled = false, className = '' }: { label: string; name?: string; value?: string; disabled?: boolean; className?: string }) {
  const { t } = usePageContext()
  if (disabled) {
    return (
      <button type="button" disabled className={`${DANGER_BUTTON} cursor-not-allowed opacity-50 ${className}`}>
        {label}
      </button>
    )
  }
  return (
    <details className={`group ${className}`} data-confirm-delete>
      <summary className={`${DANGER_BUTTON} inline-block cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>{label}</summary>
      <div className="mt-3 space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{t('admin:form.deleteCannotUndo')}</p>
        <button type="submit" name={name} value={value} formNoValidate className={DANGER_BUTTON}>
          {t('admin:form.deleteConfirm')}
        </button>
      </div>
    </details>
  )
}
