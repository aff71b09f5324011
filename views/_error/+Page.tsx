import { usePageContext } from '../../src/ui/page-context'

export default function Page() {
  const { t, is404 } = usePageContext()
  const key = is404 ? 'notFound' : 'serverError'
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">{is404 ? '404' : '500'}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t(`errors.${key}.title`)}</h1>
      <p className="mt-4 max-w-xl text-slate-600">{t(`errors.${key}.text`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="btn-primary">{t('errors.backHome')}</a>
        <a href="/trips" className="btn border border-slate-300 text-slate-800 hover:bg-slate-50">{t('errors.seeTrips')}</a>
      </div>
    </section>
  )
}
