import type { TripList } from '../../src/trips/trips.schema'
import { ActiveFilters, hrefWith, type FilterChip } from '../../src/ui/active-filters'
import { formatDate } from '../../src/i18n/format'
import { NoResults } from '../../src/ui/cards'
import { TripGrid } from '../../src/ui/card-grid'
import { PageHeader } from '../../src/ui/page-header'
import { Pagination } from '../../src/ui/pagination'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import type { TripsData } from './+data'
import { TripFilters } from './components/trip-filters'

type Filters = TripList['filters']

/** The filters in force as URL parameters (the default sort is left out: one URL per list). */
function activeParams(filters: Filters): Record<string, string | undefined> {
  return {
    q: filters.q ?? undefined,
    destination: filters.destination ?? undefined,
    type: filters.type?.name,
    duration: filters.duration ?? undefined,
    date: filters.date ?? undefined,
    sort: filters.sort === 'popularity' ? undefined : filters.sort,
  }
}

function useChips(filters: Filters): FilterChip[] {
  const { t, lng } = usePageContext()
  const params = activeParams(filters)
  const without = (key: string) => hrefWith('/trips', { ...params, [key]: undefined })
  const chips: FilterChip[] = []
  if (filters.q) chips.push({ label: `${t('trips:filters.search')}: ${t('trips:filters.quoted', { text: filters.q })}`, removeHref: without('q') })
  if (filters.destination) chips.push({ label: `${t('trips:filters.destination')}: ${t(`zones.${filters.destination}`)}`, removeHref: without('destination') })
  if (filters.type) chips.push({ label: `${t('trips:filters.type')}: ${filters.type.name}`, removeHref: without('type') })
  if (filters.duration) chips.push({ label: `${t('trips:filters.duration')}: ${t(`durations.${filters.duration}`)}`, removeHref: without('duration') })
  if (filters.date) chips.push({ label: `${t('trips:dates.filter')}: ${formatDate(filters.date, lng)}`, removeHref: without('date') })
  return chips
}

export default function Page() {
  const { t } = usePageContext()
  const { crumbs, result, tripTypes } = usePageData<TripsData>()
  const chips = useChips(result.filters)
  return (
    <>
      <PageHeader title={t('trips:title')} intro={t('trips:intro')} crumbs={crumbs} />
      <div className="container-page grid gap-6 py-6 sm:py-10 lg:grid-cols-4 lg:gap-8">
        <aside className="lg:col-span-1">
          <TripFilters filters={result.filters} tripTypes={tripTypes} activeCount={chips.length} />
        </aside>
        <section aria-labelledby="trips-results" className="lg:col-span-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="trips-results" className="text-lg font-semibold text-slate-900">{t('trips:results', { count: result.total })}</h2>
            {result.pageCount > 1 && <p className="text-sm text-slate-600">{t('trips:pageOf', { page: result.page, pages: result.pageCount })}</p>}
          </div>
          <div className="mt-3">
            <ActiveFilters
              chips={chips}
              title={t('trips:filters.active')}
              removeLabel={(filter) => t('trips:filters.remove', { filter })}
              clear={{ href: hrefWith('/trips', { sort: activeParams(result.filters).sort }), label: t('trips:filters.clear') }}
            />
          </div>
          <div className="mt-6">{result.trips.length ? <TripGrid trips={result.trips} beside /> : <NoResults message={t('trips:noResults')} />}</div>
          <Pagination page={result.page} pageCount={result.pageCount} />
        </section>
      </div>
    </>
  )
}
