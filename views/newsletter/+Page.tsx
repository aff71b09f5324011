import { SpamFields, SuccessAlert, TextField } from '../../src/ui/form'
import { ErrorSummary } from '../../src/ui/error-summary'
import { PageHeader } from '../../src/ui/page-header'
import { MailNotice } from '../../src/ui/mail-notice'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import type { NewsletterData } from './+data'
import { useLocalizedHref } from '../../src/ui/localized-links'

/** The newsletter form without JavaScript, and where it lands (sent / already subscribed). */
export default function Page() {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  const { crumbs, sent, already, canSendMail } = usePageData<NewsletterData>()
  return (
    <>
      <PageHeader title={t('newsletterPage.title')} intro={t('newsletterPage.intro')} crumbs={crumbs} />
      <div className="container-page max-w-2xl space-y-6 py-12">
        {sent && (
          <SuccessAlert title={t(canSendMail ? 'newsletterPage.sentTitle' : 'newsletterPage.unsentTitle')}>
            <MailNotice canSendMail={canSendMail} group="newsletterPage.confirmMail" />
          </SuccessAlert>
        )}
        {already && <SuccessAlert title={t('newsletterPage.alreadyTitle')}>{t('newsletterPage.alreadyText')}</SuccessAlert>}
        {!sent && !already && (
          <>
            <ErrorSummary fields={[{ name: 'email', label: t('newsletterPage.email'), target: 'f-email' }]} />
            <form action="/newsletter" method="post" noValidate className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <SpamFields />
              <TextField name="email" type="email" label={t('newsletterPage.email')} required autoComplete="email" />
              <p className="text-sm text-slate-600">{t('newsletterPage.privacy')} <a href={localize('/legal/privacy')} className="text-brand-700 underline">{t('newsletterPage.privacyLink')}</a></p>
              <button type="submit" className="btn-primary">{t('newsletterPage.submit')}</button>
            </form>
          </>
        )}
      </div>
    </>
  )
}
