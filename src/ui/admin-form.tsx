import type { ReactNode } from 'react'
import { OUTDATED_FIELD, VERSION_FIELD } from '../content-kit/edit-version'
import { fieldName, missingInForm, type TranslatableFields } from '../content-kit/translatable-form'
import { OPENED_FIELD, openedValue } from '../content-kit/field-merge'
import { LANGUAGE_OPTIONS } from '../i18n/languages'
import { Island } from './islands/island'
import { LanguageTabs } from './islands/language-tabs.island'
import { ConfirmDelete } from './confirm-delete'
import { CsrfField } from './csrf-field'
import { FormAlert, TextArea, TextField } from './form'
import { usePageContext } from './page-context'

/** What a form needs of a content type's declaration: its translatable fields and where their labels are. */
export interface LocalizedTexts {
  texts: TranslatableFields
  /** The admin texts holding the labels and hints (`tripsAdmin` → admin:tripsAdmin.name). */
  admin: { texts: string }
}

/**
 * The version the edit form was opened on (or, after a refused save, the newer one it met), sent
 * back so a save over someone else's newer one is caught (ADR 067). Nothing on a "new" form.
 */
export function EditVersionField({ values }: { values: Record<string, string> }) {
  const { form } = usePageContext()
  const version = (form?.values ?? values)[VERSION_FIELD]
  return version ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null
}

/**
 * The values a settings or grid form was opened on (field-merge.ts), or after a refused save the
 * ones it met: a save keeps what others changed in the fields this person left alone.
 */
export function OpenedValuesField({ values }: { values: Record<string, string> }) {
  const { form } = usePageContext()
  return <input type="hidden" name={OPENED_FIELD} value={form?.values[OPENED_FIELD] ?? openedValue(values)} />
}

/** The translatable fields of a content form, as its declaration lists them: one panel per language (tabs once hydrated). */
export function LocalizedFields({ content, values }: { content: LocalizedTexts; values: Record<string, string> }) {
  const { t, form } = usePageContext()
  // A key with its namespace (`admin:tripFacts.whatToBring`) is read as it is; a bare one under the content type's texts.
  const text = (key: string) => t(key.includes(':') ? key : `admin:${content.admin.texts}.${key}`)
  const fields = Object.entries(content.texts).map(([name, field]) => ({ name, label: text(field.label ?? name), rows: field.rows, required: field.required, hint: field.hint && text(field.hint) }))
  const current = form?.values ?? values
  const missing = missingInForm(current, fields.map((f) => f.name))
  const outdated = (values[OUTDATED_FIELD] ?? '').split(',')
  const prefix = 'lang-panel-'
  return (
    <div className="space-y-4">
      <EditVersionField values={values} />
      <Island
        name="LanguageTabs"
        component={LanguageTabs}
        props={{
          // Outdated as stored (not as typed): the stamps say which stored texts lag behind their Spanish.
          tabs: LANGUAGE_OPTIONS.map((o) => ({ code: o.code, label: o.label, missing: missing.includes(o.code), outdated: outdated.includes(o.code) })),
          panelPrefix: prefix,
          labels: { languages: t('admin:form.languages'), missing: t('admin:form.missing'), outdated: t('admin:form.outdated') },
        }}
      />
      {LANGUAGE_OPTIONS.map((o) => (
        <section key={o.code} id={`${prefix}${o.code}`} lang={o.code} aria-label={o.label} className="space-y-4">
          {fields.map((field) => {
            const name = fieldName(field.name, o.code)
            const props = { name, label: `${field.label} (${o.label})`, required: o.code === 'es' && field.required, hint: field.hint }
            return field.rows ? <TextArea key={name} {...props} rows={field.rows} defaultValue={values[name]} /> : <TextField key={name} {...props} defaultValue={values[name]} />
          })}
        </section>
      ))}
    </div>
  )
}

/**
 * A content form: CSRF token, the failed-POST message and the save button (POST/redirect/GET).
 * With `deleteLabel`, a second button posts the same form with intent=delete after asking once more (the item's edit page).
 */
export function AdminForm({ action, children, submitLabel, deleteLabel }: { action: string; children: ReactNode; submitLabel?: string; deleteLabel?: string }) {
  const { t, form } = usePageContext()
  return (
    <form method="post" action={action} noValidate className="max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      {form && <FormAlert />}
      <CsrfField />
      {children}
      <div className="flex items-start gap-3">
        <button type="submit" className="btn-primary">{submitLabel ?? t('admin:form.save')}</button>
        {deleteLabel && <ConfirmDelete label={deleteLabel} name="intent" value="delete" className="ml-auto" />}
      </div>
    </form>
  )
}
