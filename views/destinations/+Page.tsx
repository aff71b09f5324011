import { ZONES, type Zone } from '../../src/destinations/destinations.schema'
import { ActiveFilters } from '../../src/ui/active-filters'
import { NoResults } from '../../src/ui/cards'
import { DestinationGrid } from '../../src/ui/card-grid'
import { PageHeader } from '../../src/ui/page-header'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import type { DestinationsData } from './+data'
import { useLocalizedHref } from '../../src/ui/localized-links'

const pill = (active: boolean) =>
  `inline-block rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:ring-brand-600'}`

function ZoneFilter({ active }: { active: Zone | null }) {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  return (
    <nav aria-label={t('destinations:filterByZone')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={localize('/destinations')} className={pill(active === null)} aria-current={active === null ? 'true' : undefined}>{t('destinations:allZones')}</a>
        </li>
        {ZONES.map((zone) => (
          <li key={zone}>
            <a href={localize(`/destinations?zone=${zone}`)} className={pill(active === zone)} aria-current={active === zone ? 'true' : undefined}>{t(`zones.${zone}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export default function Page() {
  const { t } = usePageContext()
  const { crumbs, destinations, zone } = usePageData<DestinationsData>()
  const chips = zone ? [{ label: `${t('destinations:filters.zone')}: ${t(`zones.${zone}`)}`, removeHref: '/destinations' }] : []
  return (
    <>
      <PageHeader title={t('destinations:title')} intro={t('destinations:intro')} crumbs={crumbs}>
        <div className="mt-8">
          <ZoneFilter active={zone} />
        </div>
      </PageHeader>
      <section aria-labelledby="destinations-results" className="container-page py-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="destinations-results" className="text-lg font-semibold text-slate-900">
            {t('destinations:results', { count: destinations.length })}
          </h2>
          <ActiveFilters chips={chips} title={t('destinations:filters.active')} removeLabel={(filter) => t('destinations:filters.remove', { filter })} />
        </div>
        <div className="mt-6">
          {destinations.length ? <DestinationGrid destinations={destinations} /> : <NoResults message={t('destinations:noResults')} />}
        </div>
      </section>
    </>
  )
}
