import { PASSWORD_MIN_LENGTH } from '../../../src/users/password-rules'
import { CsrfField } from '../../../src/ui/CsrfField'
import { FormAlert, TextField } from '../../../src/ui/form'
import { usePageContext } from '../../../src/ui/page-context'
import type { ResetData } from './+data'

/** A new password from a "forgot password" link (the same rules as the change-password page). */
export default function Page() {
  const { t, data, site, form } = usePageContext()
  const { token } = data as ResetData
  return (
    <div className="flex min-h-screen items-center justify-center bg-sand-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <a href="/" className="mb-6 flex items-center justify-center gap-2 font-bold text-brand-900">
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className="text-lg">{site.businessName}</span>
        </a>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h1 className="text-xl font-bold text-slate-900">{t('admin:passwordReset.resetTitle')}</h1>
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
        </div>
      </div>
    </div>
  )
}
