import type { ReactNode } from 'react'
import type { ItineraryTime } from '../../../../src/trips/itinerary-times'
import type { TripDetail } from '../../../../src/trips/trips.schema'
import { LocationMap } from '../../../../src/ui/location-map'
import { usePageContext } from '../../../../src/ui/page-context'
import { useLocalizedHref } from '../../../../src/ui/localized-links'

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The steps; `times` as itineraryTimes gives them (clock times, or from the start with a note saying so). */
export function Itinerary({ steps, times }: { steps: TripDetail['itinerary']; times: { relative: boolean; times: ItineraryTime[] } }) {
  const { t } = usePageContext()
  if (!steps.length) return null
  return (
    <Section id="trip-itinerary" title={t('trips:detail.itinerary')}>
      {times.relative && <p className="mb-4 text-sm text-slate-600" data-itinerary-relative>{t('trips:detail.itineraryRelative')}</p>}
      <ol className="relative space-y-6 border-l-2 border-brand-100 pl-6">
        {steps.map((step, i) => (
          <li key={`${step.time}-${i}`} className="relative">
            <span aria-hidden="true" className="absolute -left-[33px] top-1 size-4 rounded-full border-2 border-white bg-brand-700 ring-2 ring-brand-100" />
            <p className="text-sm font-bold text-brand-700"><time dateTime={times.times[i]?.dateTime}>{times.times[i]?.label ?? step.time}</time></p>
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            {step.description && <p className="mt-1 text-slate-700">{step.description}</p>}
          </li>
        ))}
      </ol>
    </Section>
  )
}

function List({ title, items, mark, markClass }: { title: string; items: string[]; mark: string; markClass: string }) {
  if (!items.length) return null
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-2 text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className={`font-bold ${markClass}`}>{mark}</span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function IncludedExcluded({ trip }: { trip: TripDetail }) {
  const { t } = usePageContext()
  if (!trip.includes.length && !trip.excludes.length) return null
  return (
    <section aria-label={`${t('trips:detail.includes')} / ${t('trips:detail.excludes')}`} className="grid gap-4 sm:grid-cols-2">
      <List title={t('trips:detail.includes')} items={trip.includes} mark="✓" markClass="text-emerald-700" />
      <List title={t('trips:detail.excludes')} items={trip.excludes} mark="✕" markClass="text-red-700" />
    </section>
  )
}

export function MeetingPoint({ trip }: { trip: TripDetail }) {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  if (!trip.meetingPoint && !trip.destination) return null
  return (
    <Section id="trip-meeting-point" title={t('trips:detail.meetingPoint')}>
      {trip.meetingPoint && <p className="text-slate-700">{trip.meetingPoint}</p>}
      {trip.destination && (
        <div className="mt-4">
          <LocationMap
            latitude={trip.destination.latitude}
            longitude={trip.destination.longitude}
            title={t('trips:detail.map', { name: trip.destination.name })}
            linkText={t('trips:detail.openMap', { name: trip.destination.name })}
            coordinatesLabel={t('trips:detail.coordinates')}
          />
          <p className="mt-3">
            <a href={localize(`/destinations/${trip.destination.id}`)} className="font-semibold text-brand-700 underline hover:text-brand-800">{t('trips:detail.seeDestination', { name: trip.destination.name })}</a>
          </p>
        </div>
      )}
    </Section>
  )
}
