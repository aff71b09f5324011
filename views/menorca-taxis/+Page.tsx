import { CallButtons } from '../../src/ui/transfers/contact-box'
import { FareNote, TownsTable } from '../../src/ui/transfers/fare-tables'
import { RequestForm } from '../../src/ui/transfers/request-form'
import { IncludedList } from '../../src/ui/transfers/sections'
import type { TaxisData } from '../../src/transfers/transfers-page-data.server'
import { formatPrice } from '../../src/i18n/format'
import { StandaloneLanguageSwitcher } from '../../src/ui/language-switcher'
import { FOOTER_LEGAL_LINKS } from '../../src/ui/navigation'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import { useLocalizedHref } from '../../src/ui/localized-links'

const REASONS = ['fixed', 'waiting', 'seats', 'size'] as const

function TaxisHeader() {
  const localize = useLocalizedHref()
  const { site } = usePageContext()
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <a href={localize('/')} className="flex min-w-0 items-center gap-2 font-bold text-brand-900">
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span className="truncate leading-tight">{site.businessName}</span>
        </a>
        <div className="flex items-center gap-2">
          <CallButtons compact />
          <StandaloneLanguageSwitcher />
        </div>
      </div>
    </header>
  )
}

function TaxisFooter() {
  const localize = useLocalizedHref()
  const { t, site } = usePageContext()
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="container-page flex flex-col items-center justify-between gap-3 py-6 text-sm text-slate-600 sm:flex-row">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: site.businessName })}</p>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-wrap gap-4">
            {FOOTER_LEGAL_LINKS.map((l) => <li key={l.href}><a href={localize(l.href)} className="hover:text-brand-700 hover:underline">{t(l.label)}</a></li>)}
            <li><a href={localize('/airport-transfers')} className="hover:text-brand-700 hover:underline">{t('airport-transfers:title')}</a></li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}

export default function Page() {
  const { t, lng } = usePageContext()
  const { catalog, form } = usePageData<TaxisData>()
  const k = (key: string, vars?: Record<string, unknown>) => t(`airport-transfers:taxis.${key}`, vars)
  return (
    <>
      <TaxisHeader />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">{t('airport-transfers:fromPrice', { price: formatPrice(catalog.fromCents, catalog.currency, lng) })}</p>
          <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{k('title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{k('intro')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#taxi-request" className="btn-light">{k('book')}</a>
            <CallButtons />
          </div>
        </div>
      </section>
      <section aria-labelledby="taxi-why" className="container-page py-12">
        <h2 id="taxi-why" className="section-title">{k('whyTitle')}</h2>
        <p className="mt-2 max-w-3xl text-slate-600">{k('whyIntro')}</p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((r) => (
            <li key={r} className="rounded-2xl bg-sand-50 p-5">
              <h3 className="font-semibold text-slate-900">{k(`reasons.${r}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{k(`reasons.${r}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="taxi-prices" className="bg-sand-50 py-12">
        <div className="container-page">
          <h2 id="taxi-prices" className="section-title">{k('pricesTitle')}</h2>
          <p className="mt-2 max-w-3xl text-slate-600">{k('pricesIntro')}</p>
          <div className="mt-6"><TownsTable catalog={catalog} /></div>
          <FareNote catalog={catalog} />
        </div>
      </section>
      <section aria-labelledby="taxi-request" className="container-page grid gap-10 py-12 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 lg:col-span-2">
          <h2 id="taxi-request" className="section-title scroll-mt-24">{k('formTitle')}</h2>
          <p className="mb-6 mt-2 text-slate-600">{k('formIntro')}</p>
          <RequestForm data={form} action="/menorca-taxis" />
        </div>
        <aside className="rounded-2xl bg-sand-50 p-6 lg:sticky lg:top-24" aria-labelledby="taxi-included">
          <h2 id="taxi-included" className="text-lg font-bold text-slate-900">{t('airport-transfers:included.title')}</h2>
          <div className="mt-4"><IncludedList compact /></div>
        </aside>
      </section>
      <TaxisFooter />
    </>
  )
}
