import { ZONES } from '../../../src/destinations/destinations.schema'
import type { TripType } from '../../../src/trip-types/trip-types.schema'
import { DURATION_CATEGORIES, TRIP_SORTS, type TripList, type TripSort } from '../../../src/trips/trips.schema'
import { ChevronDownIcon } from '../../../src/ui/icons'
import { LanguageField } from '../../../src/ui/localized-links'
import { usePageContext } from '../../../src/ui/page-context'

export const SORT_LABEL_KEYS: Record<TripSort, string> = {
  popularity: 'trips:sort.popularity',
  'price-asc': 'trips:sort.priceAsc',
  'price-desc': 'trips:sort.priceDesc',
  rating: 'trips:sort.rating',
}

function Select({ id, name, label, value, options }: { id: string; name: string; label: string; value: string; options: Array<{ value: string; label: string }> }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <select id={id} name={name} defaultValue={value} className="field mt-1">
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  )
}

/**
 * A plain GET form: it works without JavaScript and its result is a shareable URL. Below `lg` it sits
 * closed behind a "Filters (n)" button so that the results lead (a <details>: no JavaScript needed);
 * from `lg` up the button goes and the form is always shown in the sidebar (ADR 050).
 */
export function TripFilters({ filters, tripTypes, activeCount }: { filters: TripList['filters']; tripTypes: TripType[]; activeCount: number }) {
  const { t } = usePageContext()
  return (
    <details className="group lg:details-content:[content-visibility:visible]" data-trip-filters>
      <summary className="btn-secondary w-full lg:hidden">
        <span>{activeCount > 0 ? `${t('trips:filters.toggle')} (${activeCount})` : t('trips:filters.toggle')}</span>
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <TripFiltersForm filters={filters} tripTypes={tripTypes} />
    </details>
  )
}

function TripFiltersForm({ filters, tripTypes }: { filters: TripList['filters']; tripTypes: TripType[] }) {
  const { t, lng } = usePageContext()
  return (
    <form action="/trips" method="get" role="search" aria-labelledby="trip-filters-title" className="mt-3 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:mt-0">
      <h2 id="trip-filters-title" className="text-lg font-semibold text-slate-900">{t('trips:filters.title')}</h2>
      <div>
        <label htmlFor="filter-q" className="block text-sm font-medium text-slate-800">{t('trips:filters.search')}</label>
        <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ''} placeholder={t('trips:filters.searchPlaceholder')} maxLength={100} className="field mt-1" />
      </div>
      <div>
        <label htmlFor="filter-date" className="block text-sm font-medium text-slate-800">{t('trips:dates.filter')}</label>
        <input id="filter-date" name="date" type="date" defaultValue={filters.date ?? ''} aria-describedby="filter-date-hint" className="field mt-1" />
        <p id="filter-date-hint" className="mt-1 text-xs text-slate-500">{t('trips:dates.filterHint')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-1 lg:gap-4">
        <Select
          id="filter-destination"
          name="destination"
          label={t('trips:filters.destination')}
          value={filters.destination ?? ''}
          options={[{ value: '', label: t('trips:filters.allDestinations') }, ...ZONES.map((z) => ({ value: z, label: t(`zones.${z}`) }))]}
        />
        <Select
          id="filter-type"
          name="type"
          label={t('trips:filters.type')}
          value={filters.type?.name ?? ''}
          options={[{ value: '', label: t('trips:filters.allTypes') }, ...tripTypes.map((type) => ({ value: type.name, label: type.name }))]}
        />
        <Select
          id="filter-duration"
          name="duration"
          label={t('trips:filters.duration')}
          value={filters.duration ?? ''}
          options={[{ value: '', label: t('trips:filters.anyDuration') }, ...DURATION_CATEGORIES.map((d) => ({ value: d, label: t(`durations.${d}`) }))]}
        />
        <Select id="filter-sort" name="sort" label={t('trips:filters.sort')} value={filters.sort} options={TRIP_SORTS.map((s) => ({ value: s, label: t(SORT_LABEL_KEYS[s]) }))} />
      </div>
      <LanguageField lng={lng} />
      <button type="submit" className="btn-primary w-full">{t('trips:filters.apply')}</button>
    </form>
  )
}
