import { LANGUAGE_OPTIONS } from '../../i18n/languages'
import { ACCOUNT_ROLES } from '../../lib/roles'
import { PASSWORD_MIN_LENGTH } from '../../users/password-rules'
import { AdminForm, EditVersionField } from '../admin-form'
import { ErrorText, TextField, useField } from '../form'
import { RadioCards, SelectField } from '../form-choices'
import { usePageContext } from '../page-context'

/** A checkbox whose starting state comes from the stored values (kept after a failed POST). */
export function UserCheckbox({ name, label, hint, checked }: { name: string; label: string; hint?: string; checked: boolean }) {
  const { id, error, value, describedBy } = useField({ name, label })
  const { form } = usePageContext()
  const on = form ? value === 'on' : checked
  return (
    <div>
      <div className="flex items-start gap-3">
        <input id={id} name={name} type="checkbox" defaultChecked={on} aria-describedby={describedBy} className="mt-1 size-4 rounded border-slate-400 text-brand-700" />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
          {hint && <span className="block text-xs text-slate-500">{hint}</span>}
        </label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  )
}

/** The language of the staff e-mails a person receives (their account page, and the users screens). */
/** `own`: on one's own account page ("my e-mails"); else an admin sets another person's ("their e-mails"). */
export function StaffLanguageField({ value, own }: { value: string | undefined; own: boolean }) {
  const { t } = usePageContext()
  const keys = own ? 'admin:accountPage' : 'admin:usersAdmin'
  return (
    <SelectField
      name="language"
      label={t(`${keys}.language`)}
      hint={t(`${keys}.languageHint`)}
      required
      defaultValue={value ?? 'es'}
      options={LANGUAGE_OPTIONS.map((o) => ({ value: o.code, label: o.label }))}
    />
  )
}

/** New and edit: name, e-mail, role and a password (required when new, optional reset when editing). */
export function UserForm({ action, values, mode }: { action: string; values: Record<string, string>; mode: 'new' | 'edit' }) {
  const { t } = usePageContext()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:usersAdmin.${key}`, vars)
  return (
    <AdminForm action={action}>
      <EditVersionField values={values} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={a('name')} required autoComplete="off" defaultValue={values.name} />
        <TextField name="email" type="email" label={a('email')} required autoComplete="off" defaultValue={values.email} />
      </div>
      <RadioCards
        name="role"
        label={a('role')}
        hint={a('roleHint')}
        required
        defaultValue={values.role ?? 'editor'}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        options={ACCOUNT_ROLES.map((r) => ({ value: r, label: t(`admin:roles.${r}`), description: t(`admin:roleDescriptions.${r}`) }))}
      />
      <StaffLanguageField value={values.language} own={false} />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{mode === 'new' ? a('initialPassword') : a('resetPassword')}</legend>
        {mode === 'new' ? (
          <TextField name="password" type="password" label={a('password')} hint={a('passwordHint', { min: PASSWORD_MIN_LENGTH })} required autoComplete="new-password" />
        ) : (
          <TextField name="newPassword" type="password" label={a('newPassword')} hint={a('newPasswordHint', { min: PASSWORD_MIN_LENGTH })} autoComplete="new-password" />
        )}
        <UserCheckbox name="mustChangePassword" label={a('mustChange')} hint={a('mustChangeHint')} checked={mode === 'new' ? true : values.mustChangePassword === 'on'} />
      </fieldset>
    </AdminForm>
  )
}
