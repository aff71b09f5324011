import { AuthCard } from '../../../src/ui/auth-card'
import { CsrfField } from '../../../src/ui/csrf-field'
import { FormAlert, SuccessAlert, TextField } from '../../../src/ui/form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { LoginData } from './+data'

export default function Page() {
  const { t, form } = usePageContext()
  const { next, reset } = usePageData<LoginData>()
  return (
    <AuthCard title={t('admin:login.title')}>
      <form method="post" action="/auth/login" noValidate className="space-y-4">
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
    </AuthCard>
  )
}
