import { CallButtons } from '../../src/ui/transfers/contact-box'
import { FareNote, TownsTable } from '../../src/ui/transfers/fare-tables'
import { RequestForm } from '../../src/ui/transfers/request-form'
import { TransferHero } from '../../src/ui/transfers/hero'
import { IncludedList, Section } from '../../src/ui/transfers/sections'
import type { TaxisData } from '../../src/transfers/transfers-page-data.server'
import { StandaloneLanguageSwitcher } from '../../src/ui/language-switcher'
import { FOOTER_LEGAL_LINKS } from '../../src/ui/navigation'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import { useLocalizedHref } from '../../src/ui/localized-links'

const REASONS = ['fixed', 'waiting', 'seats', 'size'] as const

/** The site header's look (logo, name, height), with calls and languages instead of the menu: a landing page has one goal. */
function TaxisHeader() {
  const localize = useLocalizedHref()
  const { site } = usePageContext()
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <a href={localize('/')} className="flex min-w-0 items-center gap-2 font-bold text-brand-900">
          <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="truncate text-lg leading-tight">{site.businessName}</span>
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
  const { t } = usePageContext()
  const { catalog, form } = usePageData<TaxisData>()
  const k = (key: string) => t(`airport-transfers:taxis.${key}`)
  return (
    <>
      <TaxisHeader />
      <TransferHero title={k('title')} intro={k('intro')} crumbs={[{ name: t('nav.home'), path: '/' }, { name: k('title') }]} catalog={catalog} today={form.today} action="/menorca-taxis#taxi-request" />
      <Section id="taxi-why" title={k('whyTitle')} intro={k('whyIntro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((r) => (
            <li key={r} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{k(`reasons.${r}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{k(`reasons.${r}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="taxi-prices" title={k('pricesTitle')} intro={k('pricesIntro')} tone="sand">
        <TownsTable catalog={catalog} />
        <FareNote catalog={catalog} />
      </Section>
      <Section id="taxi-request" title={k('formTitle')} intro={k('formIntro')}>
        <div className="grid gap-10 lg:grid-cols-3 lg:items-start">
          <div className="min-w-0 lg:col-span-2">
            <RequestForm data={form} action="/menorca-taxis" />
          </div>
          <aside className="rounded-2xl bg-sand-50 p-6 lg:sticky lg:top-24" aria-labelledby="taxi-included">
            <h3 id="taxi-included" className="text-lg font-bold text-slate-900">{t('airport-transfers:included.title')}</h3>
            <div className="mt-4"><IncludedList compact /></div>
          </aside>
        </div>
      </Section>
      <TaxisFooter />
    </>
  )
}
