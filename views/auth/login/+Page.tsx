import { CsrfField } from '../../../src/ui/CsrfField'
import { FormAlert, SuccessAlert, TextField } from '../../../src/ui/form'
import { usePageContext } from '../../../src/ui/page-context'
import type { LoginData } from './+data'

export default function Page() {
  const { t, data, site, form } = usePageContext()
  const { next, reset } = data as LoginData
  return (
    <div className="flex min-h-screen items-center justify-center bg-sand-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <a href="/" className="mb-6 flex items-center justify-center gap-2 font-bold text-brand-900">
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className="text-lg">{site.businessName}</span>
        </a>
        <form method="post" action="/auth/login" noValidate className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h1 className="text-xl font-bold text-slate-900">{t('admin:login.title')}</h1>
          {form && <FormAlert />}
          {reset && !form && <SuccessAlert title={t('admin:passwordReset.doneTitle')}>{t('admin:passwordReset.doneText')}</SuccessAlert>}
          <CsrfField />
          <input type="hidden" name="next" value={form?.values.next ?? next} />
          <TextField name="email" type="email" label={t('admin:login.email')} required autoComplete="username" />
          <TextField name="password" type="password" label={t('admin:login.password')} required autoComplete="current-password" />
          <button type="submit" className="btn-primary w-full">{t('admin:login.submit')}</button>
          <p className="text-center text-sm">
            <a href="/auth/forgot" className="font-medium text-brand-800 underline" data-testid="forgot-password-link">
              {t('admin:passwordReset.link')}
            </a>
          </p>
        </form>
      </div>
    </div>
  )
}
