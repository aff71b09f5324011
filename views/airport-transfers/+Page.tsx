import { FareNote, TownsTable } from '../../src/ui/transfers/fare-tables'
import { TransferHero } from '../../src/ui/transfers/hero'
import { HowItWorks, IncludedList, Section, VehicleCards } from '../../src/ui/transfers/sections'
import { ServiceLinks } from '../../src/ui/transfers/service-links'
import type { HubData } from '../../src/transfers/transfers-page-data.server'
import { CallToAction, FaqList } from '../../src/ui/content'
import { usePageContext, usePageData } from '../../src/ui/page-context'

export default function Page() {
  const { t } = usePageContext()
  const { crumbs, catalog, faq, today } = usePageData<HubData>()
  const k = (key: string) => t(`airport-transfers:${key}`)
  return (
    <>
      <TransferHero title={k('title')} intro={k('intro')} crumbs={crumbs} catalog={catalog} today={today} />
      <Section id="how-it-works" title={k('how.title')} intro={k('how.intro')}>
        <HowItWorks />
        <ServiceLinks className="mt-8" />
      </Section>
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
