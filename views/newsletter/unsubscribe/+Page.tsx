import { SuccessAlert } from '../../../src/ui/form'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { UnsubscribeData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { id, token, result, valid } = usePageData<UnsubscribeData>()
  return (
    <section className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('newsletterPage.unsubscribeTitle')}</h1>
      <div className="mt-6 space-y-4">
        {result === 'done' && <SuccessAlert title={t('newsletterPage.unsubscribedTitle')}>{t('newsletterPage.unsubscribedText')}</SuccessAlert>}
        {(result === 'invalid' || (!result && !valid)) && <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">{t('newsletterPage.invalidLink')}</p>}
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
