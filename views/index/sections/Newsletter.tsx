import { usePageContext } from '../../../src/ui/page-context'

export function Newsletter() {
  const { t } = usePageContext()
  return (
    <section aria-labelledby="newsletter" className="container-page py-16">
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="newsletter" className="text-2xl font-bold sm:text-3xl">{t('home:newsletter.title')}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('home:newsletter.text')}</p>
        <form action="/newsletter" method="post" className="mx-auto mt-8 flex max-w-md flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">{t('home:newsletter.emailLabel')}</label>
          <input id="newsletter-email" name="email" type="email" required autoComplete="email" placeholder={t('home:newsletter.placeholder')} className="field flex-1 text-slate-900" />
          <button type="submit" className="btn-light">{t('home:newsletter.submit')}</button>
        </form>
        <p className="mt-4 text-xs text-brand-100">{t('home:newsletter.privacy')}</p>
      </div>
    </section>
  )
}
