import { NoResults } from '../../../src/ui/cards'
import { TripGrid } from '../../../src/ui/card-grid'
import { Gallery } from '../../../src/ui/gallery'
import { LocationMap } from '../../../src/ui/location-map'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { DestinationData } from './+data'
import { DestinationFacts, DestinationTags, TransferCallToAction } from './components/destination-facts'
import { useLocalizedHref } from '../../../src/ui/localized-links'

export default function Page() {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  const { crumbs, destination, trips } = usePageData<DestinationData>()
  const { name } = destination
  return (
    <>
      <PageHeader title={name} crumbs={crumbs}>
        <DestinationFacts destination={destination} />
      </PageHeader>
      <div className="container-page py-10">
        <Gallery images={destination.gallery} label={t('destinations:detail.gallery', { name })} alt={(i) => (i === 0 ? name : t('destinations:detail.photo', { name, number: i + 1 }))} />
        <div className="mt-12 grid gap-12 lg:grid-cols-5">
          <section aria-labelledby="destination-about" className="lg:col-span-3">
            <h2 id="destination-about" className="section-title">{t('destinations:detail.about', { name })}</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{destination.description}</p>
            <DestinationTags tags={destination.tags} />
          </section>
          <div className="space-y-8 lg:col-span-2">
            <section aria-labelledby="destination-location">
              <h2 id="destination-location" className="section-title">{t('destinations:detail.location')}</h2>
              <div className="mt-4">
                <LocationMap
                  latitude={destination.latitude}
                  longitude={destination.longitude}
                  title={t('destinations:detail.map', { name })}
                  linkText={t('destinations:detail.openMap', { name })}
                  coordinatesLabel={t('destinations:detail.coordinates')}
                />
              </div>
            </section>
            <TransferCallToAction destination={destination} />
          </div>
        </div>
        <section aria-labelledby="destination-trips" className="mt-16">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="destination-trips" className="section-title">{t('destinations:detail.trips', { name })}</h2>
            <a href={localize('/trips')} className="font-semibold text-brand-700 hover:underline">{t('destinations:detail.allTrips')}</a>
          </div>
          {trips.length > 0 && <p className="mt-2 text-sm text-slate-600">{t('destinations:reviews.note')}</p>}
          <div className="mt-6">{trips.length ? <TripGrid trips={trips} /> : <NoResults message={t('destinations:detail.noTrips')} />}</div>
        </section>
      </div>
    </>
  )
}
