import { usePageContext, usePageData } from '../page-context'
import { CallToAction } from '../content'
import { PageHeader } from '../page-header'
import type { ServiceData } from '../../transfers/transfers-page-data.server'
import { FareNote, TownsTable } from './fare-tables'
import { IncludedList, Section, VehicleCards } from './sections'
import { ServiceLinks } from './service-links'

const POINTS = ['one', 'two', 'three', 'four'] as const

/** /airport-transfers/private, /groups and /vip: the service, its vehicles, its fares everywhere. */
export function ServicePage() {
  const { t } = usePageContext()
  const { crumbs, catalog, service, title, intro, vehicles } = usePageData<ServiceData>()
  const k = (key: string) => t(`airport-transfers:${key}`)
  return (
    <>
      <PageHeader title={title} intro={intro} crumbs={crumbs} />
      <Section id="service-points" title={k(`services.${service}.pointsTitle`)}>
        <ul className="grid gap-5 sm:grid-cols-2">
          {POINTS.map((p) => (
            <li key={p} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{k(`services.${service}.points.${p}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{k(`services.${service}.points.${p}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="service-vehicles" title={k('services.vehiclesTitle')} tone="sand">
        <VehicleCards vehicles={vehicles} catalog={catalog} linkService={false} />
      </Section>
      <Section id="service-fares" title={k('services.faresTitle')} intro={k('services.faresIntro')}>
        <TownsTable catalog={catalog} vehicles={vehicles.map((v) => v.code)} bands />
        <FareNote catalog={catalog} />
      </Section>
      <Section id="included" title={k('included.title')} tone="sand">
        <IncludedList />
      </Section>
      <Section id="other-services" title={k('services.others')}>
        <ServiceLinks current={service} />
      </Section>
      <CallToAction id="service-cta" title={k('cta.title')} text={k('cta.text')} primary={{ href: `/airport-transfers/request?vehicle=${vehicles[0]?.code ?? 'car'}`, label: k('requestCta') }} secondary={{ href: '/airport-transfers', label: k('title') }} />
    </>
  )
}
