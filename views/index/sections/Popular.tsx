import type { Destination } from '../../../src/destinations/destinations.schema'
import type { TripType } from '../../../src/trip-types/trip-types.schema'
import type { TripSummary } from '../../../src/trips/trips.schema'
import { DestinationCard, NoResults, TripCard } from '../../../src/ui/cards'
import { usePageContext } from '../../../src/ui/page-context'
import { SectionHeader } from './SectionHeader'

export function PopularDestinations({ destinations }: { destinations: Destination[] }) {
  const { t } = usePageContext()
  return (
    <section aria-labelledby="popular-destinations" className="container-page py-16">
      <SectionHeader id="popular-destinations" title={t('home:destinations.title')} intro={t('home:destinations.intro')} action={<a href="/destinations" className="font-semibold text-brand-700 hover:underline">{t('home:destinations.viewAll')}</a>} />
      {destinations.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {destinations.map((d) => <li key={d.id}><DestinationCard destination={d} /></li>)}
        </ul>
      ) : (
        <div className="mt-8"><NoResults message={t('home:destinations.empty')} /></div>
      )}
    </section>
  )
}

/** SPEC §2: filter buttons of trip types with an id above 3 are hidden on small screens. */
const ALWAYS_VISIBLE_TYPE_IDS = 3

export function PopularTrips({ trips, tripTypes, activeTypeId }: { trips: TripSummary[]; tripTypes: TripType[]; activeTypeId: number | null }) {
  const { t } = usePageContext()
  const buttonClass = (active: boolean) => `rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:ring-brand-600'}`
  return (
    <section aria-labelledby="popular-trips" id="popular-trips-section" className="bg-sand-50 py-16">
      <div className="container-page">
        <SectionHeader id="popular-trips" title={t('home:trips.title')} intro={t('home:trips.intro')} action={<a href="/trips" className="font-semibold text-brand-700 hover:underline">{t('home:trips.viewAll')}</a>} />
        <nav aria-label={t('home:trips.filterLabel')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <a href="/?#popular-trips-section" className={buttonClass(activeTypeId === null)} aria-current={activeTypeId === null ? 'true' : undefined}>{t('home:trips.allTypes')}</a>
            </li>
            {tripTypes.map((type) => (
              <li key={type.id} className={type.id > ALWAYS_VISIBLE_TYPE_IDS ? 'hidden sm:block' : undefined}>
                <a href={`/?type=${type.id}#popular-trips-section`} className={buttonClass(activeTypeId === type.id)} aria-current={activeTypeId === type.id ? 'true' : undefined}>{type.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        {trips.length ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {trips.map((trip) => <li key={trip.id}><TripCard trip={trip} /></li>)}
          </ul>
        ) : (
          <div className="mt-8"><NoResults message={t('home:trips.empty')} /></div>
        )}
      </div>
    </section>
  )
}
