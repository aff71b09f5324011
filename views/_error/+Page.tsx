import { staffHomeOf } from '../../src/lib/roles'
import { usePageContext } from '../../src/ui/page-context'
import { useLocalizedHref } from '../../src/ui/localized-links'
import { SiteSearchBox } from '../../src/ui/site-search-box'

export default function Page() {
  const localize = useLocalizedHref()
  const pageContext = usePageContext()
  if (pageContext.abortStatusCode === 403 && pageContext.abortReason === 'staff-forbidden') return <StaffForbidden />
  const { t, is404 } = pageContext
  const key = is404 ? 'notFound' : 'serverError'
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">{is404 ? '404' : '500'}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t(`errors.${key}.title`)}</h1>
      <p className="mt-4 max-w-xl text-slate-600">{t(`errors.${key}.text`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={localize('/')} className="btn-primary">{t('errors.backHome')}</a>
        <a href={localize('/trips')} className="btn border border-slate-300 text-slate-800 hover:bg-slate-50">{t('errors.seeTrips')}</a>
        <a href={localize('/airport-transfers')} className="btn border border-slate-300 text-slate-800 hover:bg-slate-50">{t('errors.seeTransfers')}</a>
      </div>
      {is404 && <SiteSearchBox id="not-found-q" className="mt-8 w-full justify-center" />}
    </section>
  )
}

/** A staff member on a screen their role may not open (views/admin/+guard.ts), inside the admin layout. */
function StaffForbidden() {
  const { t, user } = usePageContext()
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <p className="text-5xl font-extrabold text-brand-700">403</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('admin:forbidden.title')}</h1>
      <p className="mt-4 text-slate-600">{t('admin:forbidden.text')}</p>
      <p className="mt-8">
        <a href={user ? staffHomeOf(user.role) : '/admin'} className="btn-primary">{t('admin:forbidden.back')}</a>
      </p>
    </section>
  )
}
