import { FormAlert, SpamFields, SuccessAlert, TextField } from '../../../src/ui/form'
import { MailNotice } from '../../../src/ui/mail-notice'
import { useLocalizedHref } from '../../../src/ui/localized-links'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { UnsubscribeData } from './+data'

export default function Page() {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  const { id, token, result, valid, canSendMail } = usePageData<UnsubscribeData>()
  return (
    <section className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('newsletterPage.unsubscribeTitle')}</h1>
      <div className="mt-6 space-y-4">
        {result === 'done' && <SuccessAlert title={t('newsletterPage.unsubscribedTitle')}>{t('newsletterPage.unsubscribedText')}</SuccessAlert>}
        {result === 'link-sent' && (
          <SuccessAlert title={t(canSendMail ? 'newsletterPage.unsubscribeLinkSentTitle' : 'newsletterPage.unsubscribeLinkUnsentTitle')}>
            <MailNotice canSendMail={canSendMail} group="newsletterPage.unsubscribeLinkMail" />
            {!canSendMail && <a href={localize('/contact')} className="mt-2 inline-block font-semibold underline">{t('newsletterPage.contactUs')}</a>}
          </SuccessAlert>
        )}
        {result === 'invalid' && <UnsubscribeAnyway />}
        {valid && (
          <form action="/newsletter/unsubscribe" method="post" className="space-y-4">
            <p className="text-slate-700">{t('newsletterPage.unsubscribeText')}</p>
            <input type="hidden" name="id" value={String(id)} />
            <input type="hidden" name="token" value={token ?? ''} />
            <button type="submit" className="btn-primary">{t('newsletterPage.unsubscribeButton')}</button>
          </form>
        )}
      </div>
    </section>
  )
}

/** A link that is not valid (mistyped, cut by the mail program, forged): a way to unsubscribe anyway. */
function UnsubscribeAnyway() {
  const localize = useLocalizedHref()
  const { t, form } = usePageContext()
  return (
    <>
      {form ? <FormAlert /> : <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">{t('newsletterPage.invalidUnsubscribeLink')}</p>}
      <form action="/newsletter/unsubscribe" method="post" noValidate className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold text-slate-900">{t('newsletterPage.unsubscribeAnywayTitle')}</h2>
        <p className="text-slate-700">{t('newsletterPage.unsubscribeAnywayText')}</p>
        <SpamFields />
        <TextField name="email" type="email" label={t('newsletterPage.email')} required autoComplete="email" />
        <button type="submit" className="btn-primary">{t('newsletterPage.unsubscribeAnywayButton')}</button>
      </form>
      <p className="text-sm text-slate-600">
        {t('newsletterPage.unsubscribeHelp')} <a href={localize('/contact')} className="font-semibold text-brand-700 underline">{t('newsletterPage.contactUs')}</a>
      </p>
    </>
  )
}
