import { TownFareTable } from '../../../src/ui/transfers/fare-tables'
import { QuoteForm } from '../../../src/ui/transfers/quote-form'
import { FREE_WAITING_MINUTES, IncludedList, Section } from '../../../src/ui/transfers/sections'
import { TownLinks } from '../../../src/ui/transfers/service-links'
import type { TownData } from '../../../src/transfers/transfers-page-data.server'
import { CallToAction, Figures } from '../../../src/ui/content'
import { formatKm, formatPrice } from '../../../src/i18n/format'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'

export default function Page() {
  const { t, lng } = usePageContext()
  const { crumbs, catalog, town, title, today, otherTowns } = usePageData<TownData>()
  const k = (key: string, vars?: Record<string, unknown>) => t(`airport-transfers:${key}`, { town: town.name, ...vars })
  return (
    <>
      <PageHeader title={title} intro={k('town.intro')} crumbs={crumbs}>
        <div className="mt-8">
          <Figures
            items={[
              { value: formatKm(town.distanceKm, lng, 0), label: k('town.facts.distance') },
              { value: k('towns.minutes', { count: town.driveMinutes }), label: k('town.facts.time') },
              { value: town.fromCents == null ? '—' : formatPrice(town.fromCents, catalog.currency, lng), label: k('town.facts.from') },
              { value: k('towns.minutes', { count: FREE_WAITING_MINUTES }), label: k('town.facts.waiting') },
            ]}
          />
        </div>
      </PageHeader>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <section aria-labelledby="town-prices">
            <h2 id="town-prices" className="section-title">{k('priceTable.title')}</h2>
            <div className="mt-6"><TownFareTable town={town} catalog={catalog} /></div>
          </section>
          <section aria-labelledby="town-about">
            <h2 id="town-about" className="section-title">{k('town.about')}</h2>
            <p className="mt-4 text-lg text-slate-700">{town.description}</p>
            <p className="mt-3 text-slate-700">{k('town.route', { km: Math.round(town.distanceKm), minutes: town.driveMinutes })}</p>
          </section>
        </div>
        <QuoteForm catalog={catalog} town={town.slug} today={today} />
      </div>
      <Section id="included" title={k('included.title')} intro={k('included.intro')} tone="sand">
        <IncludedList />
      </Section>
      <Section id="other-towns" title={k('town.others')}>
        <TownLinks towns={otherTowns} />
      </Section>
      <CallToAction id="town-cta" title={k('town.ctaTitle')} text={k('cta.text')} primary={{ href: `/airport-transfers/request?town=${town.slug}`, label: k('requestCta') }} secondary={{ href: '/airport-transfers', label: k('town.allTowns') }} />
    </>
  )
}
