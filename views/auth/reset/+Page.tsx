import { AuthCard } from '../../../src/ui/auth-card'
import { PASSWORD_MIN_LENGTH } from '../../../src/users/password-rules'
import { CsrfField } from '../../../src/ui/csrf-field'
import { FormAlert, TextField } from '../../../src/ui/form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ResetData } from './+data'

/** A new password from a "forgot password" link (the same rules as the change-password page). */
export default function Page() {
  const { t, form } = usePageContext()
  const { token } = usePageData<ResetData>()
  return (
    <AuthCard title={t('admin:passwordReset.resetTitle')}>
      {token ? (
        <form method="post" action="/auth/reset" noValidate className="space-y-4">
          {form && <FormAlert />}
          <CsrfField />
          <input type="hidden" name="token" value={token} />
          <TextField name="password" type="password" label={t('admin:password.new')} hint={t('admin:password.hint', { min: PASSWORD_MIN_LENGTH })} required autoComplete="new-password" />
          <TextField name="confirm" type="password" label={t('admin:password.confirm')} required autoComplete="new-password" />
          <button type="submit" className="btn-primary w-full">{t('admin:password.submit')}</button>
        </form>
      ) : (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="reset-invalid">
          {t('admin:passwordReset.invalidLink')}{' '}
          <a href="/auth/forgot" className="font-semibold underline">{t('admin:passwordReset.askAgain')}</a>
        </p>
      )}
    </AuthCard>
  )
}
