import { PASSWORD_MIN_LENGTH } from '../../../../src/users/password-rules'
import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { FormAlert, TextField } from '../../../../src/ui/form'
import { usePageContext } from '../../../../src/ui/page-context'

/** Choosing a new password (required after a one-time password). */
export default function Page() {
  const { t, user, form, query } = usePageContext()
  // Kept through a re-rendered form: after the change the staff member goes on to the page they asked for.
  const next = form?.values.next ?? query.next
  return (
    <div className="max-w-md">
      <AdminPageHeader title={t('admin:password.title')} intro={user?.mustChangePassword ? t('admin:password.mustChange') : undefined} />
      <form method="post" action="/admin/account/password" noValidate className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {form && <FormAlert />}
        <CsrfField />
        {typeof next === 'string' && next.startsWith('/admin') && <input type="hidden" name="next" value={next} />}
        <TextField name="password" type="password" label={t('admin:password.new')} hint={t('admin:password.hint', { min: PASSWORD_MIN_LENGTH })} required autoComplete="new-password" />
        <TextField name="confirm" type="password" label={t('admin:password.confirm')} required autoComplete="new-password" />
        <button type="submit" className="btn-primary">{t('admin:password.submit')}</button>
      </form>
    </div>
  )
}
