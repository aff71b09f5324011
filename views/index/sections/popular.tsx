import type { Destination } from '../../../src/destinations/destinations.schema'
import type { TripType } from '../../../src/trip-types/trip-types.schema'
import type { TripSummary } from '../../../src/trips/trips.schema'
import { DestinationCard, NoResults, TripCard } from '../../../src/ui/cards'
import { CardRail, RAIL_ITEM } from '../../../src/ui/card-grid'
import { useLocalizedHref } from '../../../src/ui/localized-links'
import { usePageContext } from '../../../src/ui/page-context'
import { Island } from '../../../src/ui/islands/island'
import { PopularTripsFilter } from '../../../src/ui/islands/popular-trips-filter.island'
import { matchesTripType } from '../../../src/trips/trip-type-filter'
import { SectionHeader } from './section-header'

export function PopularDestinations({ destinations }: { destinations: Destination[] }) {
  const { t } = usePageContext()
  const localize = useLocalizedHref()
  return (
    <section aria-labelledby="popular-destinations" className="container-page py-10 sm:py-16">
      <SectionHeader id="popular-destinations" title={t('home:destinations.title')} intro={t('home:destinations.intro')} action={<a href={localize('/destinations')} className="font-semibold text-brand-700 hover:underline">{t('home:destinations.viewAll')}</a>} />
      {destinations.length ? (
        <div className="mt-6 sm:mt-8">
          <CardRail label={t('home:rail', { title: t('home:destinations.title') })} gridClass="sm:gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {destinations.map((d) => <li key={d.id} className={RAIL_ITEM}><DestinationCard destination={d} /></li>)}
          </CardRail>
        </div>
      ) : (
        <div className="mt-8"><NoResults message={t('home:destinations.empty')} /></div>
      )}
    </section>
  )
}

const LIST_ID = 'popular-trips-list'
const EMPTY_ID = 'popular-trips-empty'
const ANCHOR = 'popular-trips-section'

/**
 * Every popular trip is rendered; the filter island hides the ones of other types (and, without
 * JavaScript, its links reload the page with ?type= and the server hides them the same way).
 */
export function PopularTrips({ trips, tripTypes, activeTypeId }: { trips: TripSummary[]; tripTypes: TripType[]; activeTypeId: number | null }) {
  const { t, lng } = usePageContext()
  const localize = useLocalizedHref()
  const activeName = tripTypes.find((type) => type.id === activeTypeId)?.name ?? null
  const shown = trips.filter((trip) => matchesTripType(trip.type, activeName)).length
  return (
    <section aria-labelledby="popular-trips" id={ANCHOR} className="bg-sand-50 py-10 sm:py-16">
      <div className="container-page">
        <SectionHeader id="popular-trips" title={t('home:trips.title')} intro={t('home:trips.intro')} action={<a href={localize('/trips')} className="font-semibold text-brand-700 hover:underline">{t('home:trips.viewAll')}</a>} />
        <Island
          name="PopularTripsFilter"
          component={PopularTripsFilter}
          hydrate="visible"
          props={{
            types: tripTypes.map(({ id, name }) => ({ id, name })),
            activeTypeId: activeName ? activeTypeId : null,
            labels: { all: t('home:trips.allTypes'), filter: t('home:trips.filterLabel') },
            listId: LIST_ID,
            emptyId: EMPTY_ID,
            anchor: ANCHOR,
            lng,
          }}
        />
        <div className="mt-6 sm:mt-8">
          <CardRail label={t('home:rail', { title: t('home:trips.title') })} gridClass="sm:gap-6 sm:grid-cols-2 lg:grid-cols-3" listId={LIST_ID}>
            {trips.map((trip) => (
              <li key={trip.id} className={RAIL_ITEM} data-trip-type={trip.type} hidden={!matchesTripType(trip.type, activeName)}>
                <TripCard trip={trip} />
              </li>
            ))}
          </CardRail>
        </div>
        <div id={EMPTY_ID} className="mt-8" hidden={shown > 0}>
          <NoResults message={t('home:trips.empty')} />
        </div>
      </div>
    </section>
  )
}
