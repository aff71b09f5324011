import { AuthCard } from '../../../src/ui/auth-card'
import { CsrfField } from '../../../src/ui/csrf-field'
import { FormAlert, SuccessAlert, TextField, WarningAlert } from '../../../src/ui/form'
import { MailNotice } from '../../../src/ui/mail-notice'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ForgotData } from './+data'

/** "Forgot password": an e-mail address in, the same answer whether or not it has an account. */
export default function Page() {
  const { t, form } = usePageContext()
  const { sent, canSendMail } = usePageData<ForgotData>()
  return (
    <AuthCard title={t('admin:passwordReset.forgotTitle')}>
      {sent && !form ? (
        canSendMail ? (
          <SuccessAlert title={t('admin:passwordReset.sentTitle')}>{t('admin:passwordReset.sentText')}</SuccessAlert>
        ) : (
          <WarningAlert>
            <MailNotice canSendMail={false} group="admin:passwordReset" />
          </WarningAlert>
        )
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
    </AuthCard>
  )
}
