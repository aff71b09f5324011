import { STAGES, TOTAL_KM } from '../../src/cami/stages'
import { NoResults, TripCard } from '../../src/ui/cards'
import { CallToAction, Figures } from '../../src/ui/content'
import { formatKm } from '../../src/i18n/format'
import { OptimizedImage } from '../../src/ui/optimized-image'
import { PageHeader } from '../../src/ui/page-header'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import type { CamiData } from './+data'
import { HowToWalk, RouteStrip, StagesTable } from './sections'

export default function Page() {
  const { t, lng } = usePageContext()
  const { trips, crumbs, image } = usePageData<CamiData>()
  const figures = [
    { value: formatKm(Math.round(TOTAL_KM), lng, 0), label: t('cami.facts.distance') },
    { value: String(STAGES.length), label: t('cami.facts.stages') },
    { value: '360°', label: t('cami.facts.loop') },
    { value: 'GR 223', label: t('cami.facts.waymarks') },
  ]
  return (
    <>
      <PageHeader title={t('cami.title')} intro={t('cami.lead')} crumbs={crumbs} />
      <section aria-labelledby="cami-intro" className="container-page py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="cami-intro" className="section-title">{t('cami.history.title')}</h2>
            <p className="mt-4 text-lg text-slate-700">{t('cami.history.p1')}</p>
            <p className="mt-4 text-slate-600">{t('cami.history.p2')}</p>
          </div>
          <OptimizedImage src={image} alt={t('cami.imageAlt')} width={800} height={500} sizes="(min-width: 1024px) 50vw, 100vw" eager className="aspect-[8/5] w-full rounded-2xl object-cover shadow-sm" />
        </div>
        <div className="mt-10"><Figures items={figures} /></div>
      </section>
      <section aria-labelledby="cami-stages" className="bg-sand-50 py-12 sm:py-16">
        <div className="container-page">
          <h2 id="cami-stages" className="section-title">{t('cami.stages.title')}</h2>
          <p className="mt-3 max-w-3xl text-slate-600">{t('cami.stages.intro')}</p>
          <div className="mt-8"><RouteStrip /></div>
          <div className="mt-8"><StagesTable /></div>
        </div>
      </section>
      <section aria-labelledby="cami-how" className="container-page py-12 sm:py-16">
        <h2 id="cami-how" className="section-title">{t('cami.howTo.title')}</h2>
        <p className="mt-3 max-w-3xl text-slate-600">{t('cami.howTo.intro')}</p>
        <div className="mt-8"><HowToWalk /></div>
      </section>
      <section aria-labelledby="cami-trips" className="bg-sand-50 py-12 sm:py-16">
        <div className="container-page">
          <h2 id="cami-trips" className="section-title">{t('cami.trips.title')}</h2>
          <p className="mt-3 max-w-3xl text-slate-600">{t('cami.trips.intro')}</p>
          {trips.length ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {trips.map((trip) => <li key={trip.id}><TripCard trip={trip} /></li>)}
            </ul>
          ) : (
            <div className="mt-8"><NoResults message={t('cami.trips.empty')} /></div>
          )}
        </div>
      </section>
      <CallToAction
        id="cami-cta"
        title={t('cami.cta.title')}
        text={t('cami.cta.text')}
        primary={{ href: '/airport-transfers', label: t('cami.cta.transfers') }}
        secondary={{ href: '/trips', label: t('cami.cta.trips') }}
      />
    </>
  )
}
