import { CsrfField } from '../../../src/ui/CsrfField'
import { FormAlert, SuccessAlert, TextField } from '../../../src/ui/form'
import { usePageContext } from '../../../src/ui/page-context'
import type { ForgotData } from './+data'

/** "Forgot password": an e-mail address in, the same answer whether or not it has an account. */
export default function Page() {
  const { t, data, site, form } = usePageContext()
  const { sent } = data as ForgotData
  return (
    <div className="flex min-h-screen items-center justify-center bg-sand-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <a href="/" className="mb-6 flex items-center justify-center gap-2 font-bold text-brand-900">
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className="text-lg">{site.businessName}</span>
        </a>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h1 className="text-xl font-bold text-slate-900">{t('admin:passwordReset.forgotTitle')}</h1>
          {sent && !form ? (
            <SuccessAlert title={t('admin:passwordReset.sentTitle')}>{t('admin:passwordReset.sentText')}</SuccessAlert>
          ) : (
            <form method="post" action="/auth/forgot" noValidate className="space-y-4">
              <p className="text-sm text-slate-700">{t('admin:passwordReset.forgotIntro')}</p>
              {form && <FormAlert />}
              <CsrfField />
              <TextField name="email" type="email" label={t('admin:login.email')} required autoComplete="username" />
              <button type="submit" className="btn-primary w-full">{t('admin:passwordReset.send')}</button>
            </form>
          )}
          <p className="text-center text-sm">
            <a href="/auth/login" className="font-medium text-brand-800 underline">{t('admin:passwordReset.backToLogin')}</a>
          </p>
        </div>
      </div>
    </div>
  )
}
