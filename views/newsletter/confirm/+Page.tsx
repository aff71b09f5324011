import { SuccessAlert } from '../../../src/ui/form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ConfirmData } from './+data'
import { useLocalizedHref } from '../../../src/ui/localized-links'
import { CsrfField } from '../../../src/ui/csrf-field'

/** Opening the link only shows a button: e-mail scanners that follow links confirm nobody. */
export default function Page() {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  const { token, result, canConfirm } = usePageData<ConfirmData>()
  return (
    <section className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('newsletterPage.confirmTitle')}</h1>
      <div className="mt-6 space-y-4">
        {result === 'confirmed' && <SuccessAlert title={t('newsletterPage.confirmedTitle')}>{t('newsletterPage.confirmedText')}</SuccessAlert>}
        {result === 'already-confirmed' && <SuccessAlert title={t('newsletterPage.alreadyTitle')}>{t('newsletterPage.alreadyText')}</SuccessAlert>}
        {result === 'invalid' && (
          <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {t('newsletterPage.invalidLink')} <a href={localize('/newsletter')} className="font-semibold underline">{t('newsletterPage.subscribeAgain')}</a>
          </p>
        )}
        {canConfirm && token && (
          <form action="/newsletter/confirm" method="post" className="space-y-4">
            <CsrfField />
            <p className="text-slate-700">{t('newsletterPage.confirmText')}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn-primary">{t('newsletterPage.confirmButton')}</button>
          </form>
        )}
      </div>
    </section>
  )
}
