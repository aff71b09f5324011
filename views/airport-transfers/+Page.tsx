import { FareNote, TownsTable } from '../../src/ui/transfers/fare-tables'
import { QuoteForm } from '../../src/ui/transfers/quote-form'
import { HowItWorks, IncludedList, Section, VehicleCards } from '../../src/ui/transfers/sections'
import { ServiceLinks } from '../../src/ui/transfers/service-links'
import type { HubData } from '../../src/transfers/transfers-page-data.server'
import { CallToAction, FaqList } from '../../src/ui/content'
import { formatPrice } from '../../src/i18n/format'
import { PageHeader } from '../../src/ui/page-header'
import { usePageContext, usePageData } from '../../src/ui/page-context'

export default function Page() {
  const { t, lng } = usePageContext()
  const { crumbs, catalog, faq } = usePageData<HubData>()
  const k = (key: string) => t(`airport-transfers:${key}`)
  return (
    <>
      <PageHeader title={k('title')} intro={k('intro')} crumbs={crumbs}>
        <p className="mt-5 inline-flex rounded-full bg-coral-600 px-4 py-1.5 text-sm font-bold text-white">{t('airport-transfers:fromPrice', { price: formatPrice(catalog.fromCents, catalog.currency, lng) })}</p>
      </PageHeader>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3 lg:items-start">
        <section aria-labelledby="how-it-works" className="lg:col-span-2">
          <h2 id="how-it-works" className="section-title">{k('how.title')}</h2>
          <p className="mt-2 max-w-3xl text-slate-600">{k('how.intro')}</p>
          <div className="mt-8"><HowItWorks /></div>
          <ServiceLinks className="mt-8" />
        </section>
        <QuoteForm catalog={catalog} />
      </div>
      <Section id="vehicle-classes" title={k('vehicles.title')} intro={k('vehicles.intro')} tone="sand">
        <VehicleCards vehicles={catalog.vehicles} catalog={catalog} />
      </Section>
      <Section id="towns-served" title={k('towns.title')} intro={k('towns.intro')}>
        <TownsTable catalog={catalog} />
        <FareNote catalog={catalog} />
      </Section>
      <Section id="included" title={k('included.title')} intro={k('included.intro')} tone="sand">
        <IncludedList />
      </Section>
      <Section id="transfers-faq" title={k('faqTitle')}>
        <div className="max-w-4xl"><FaqList entries={faq} /></div>
      </Section>
      <CallToAction id="transfers-cta" title={k('cta.title')} text={k('cta.text')} primary={{ href: '/airport-transfers/request', label: k('requestCta') }} secondary={{ href: '/airport-transfers/booking', label: k('cta.booking') }} />
    </>
  )
}
