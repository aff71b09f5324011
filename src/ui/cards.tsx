import type { Destination } from '../destinations/destinations.schema'
import type { Testimonial } from '../testimonials/testimonials.schema'
import type { TripSummary } from '../trips/trips.schema'
import { formatIslandDate, formatPrice, formatRating, truncate } from '../i18n/format'
import { ClockIcon, MapPinIcon } from './icons'
import { useLocalizedHref } from './localized-links'
import { OptimizedImage } from './optimized-image'
import { usePageContext } from './page-context'
import { Rating, Stars } from './rating'

const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw'

export function DestinationCard({ destination }: { destination: Destination }) {
  const { t } = usePageContext()
  const localize = useLocalizedHref()
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <OptimizedImage src={destination.image} alt={destination.name} width={640} height={420} sizes={CARD_SIZES} className="aspect-[32/21] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t(`zones.${destination.zone}`)}</p>
        <h3 className="text-lg font-semibold text-slate-900">
          <a href={localize(`/destinations/${destination.id}`)} className="after:absolute after:inset-0">{destination.name}</a>
        </h3>
        <p className="flex-1 text-sm text-slate-600">{truncate(destination.description)}</p>
      </div>
    </article>
  )
}

export function TripCard({ trip }: { trip: TripSummary }) {
  const { t, lng } = usePageContext()
  const localize = useLocalizedHref()
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md" data-trip-type={trip.type}>
      <div className="relative">
        <OptimizedImage src={trip.image} alt={trip.name} width={640} height={420} sizes={CARD_SIZES} className="aspect-[32/21] w-full object-cover" />
        {trip.isBestseller && <span className="absolute left-3 top-3 rounded-full bg-coral-600 px-3 py-1 text-xs font-bold text-white">{t('trip.bestseller')}</span>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{trip.type}</p>
        <h3 className="text-lg font-semibold text-slate-900">
          <a href={localize(`/trips/${trip.id}`)} className="after:absolute after:inset-0">{trip.name}</a>
        </h3>
        <p className="flex-1 text-sm text-slate-600">{truncate(trip.description)}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li className="flex items-center gap-1"><MapPinIcon /> {trip.location}</li>
          <li className="flex items-center gap-1"><ClockIcon /> {trip.duration}</li>
        </ul>
        <div className="mt-2 flex items-center justify-between">
          {/* Computed from the trip's published reviews; a trip without any shows no rating at all. */}
          {trip.reviewCount > 0 ? <Rating rating={trip.rating} reviewCount={trip.reviewCount} lng={lng} label={t('rating.label', { rating: formatRating(trip.rating, lng), count: trip.reviewCount })} /> : <span />}
          <p className="text-sm text-slate-600">
            {t('trip.from')} <span className="text-lg font-bold text-slate-900">{formatPrice(trip.priceCents, trip.currency, lng)}</span>
          </p>
        </div>
      </div>
    </article>
  )
}

/** What a testimonial is about — the trip, linked to its page, or a transfer — and the day travelled (docs/decisions/052). */
function TestimonialSubject({ testimonial }: { testimonial: Testimonial }) {
  const { t, lng } = usePageContext()
  const localize = useLocalizedHref()
  const { about } = testimonial
  return (
    <p className="mt-4 text-sm text-slate-600" data-testimonial-about>
      {about.kind === 'trip' ? <a href={localize(`/trips/${about.tripId}`)} className="font-medium text-brand-700 hover:underline">{about.name}</a> : <a href={localize('/airport-transfers')} className="font-medium text-brand-700 hover:underline">{t('testimonialCard.transfer')}</a>}
      {' · '}
      <time dateTime={testimonial.travelledOn}>{formatIslandDate(testimonial.travelledOn, lng)}</time>
    </p>
  )
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = usePageContext()
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Stars rating={testimonial.rating} label={t('rating.stars', { rating: testimonial.rating })} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <TestimonialSubject testimonial={testimonial} />
      <figcaption className="mt-6 flex items-center gap-3">
        {testimonial.avatar ? (
          <OptimizedImage src={testimonial.avatar} alt="" width={48} height={48} sizes="48px" className="size-12 rounded-full object-cover" />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800" aria-hidden="true">{testimonial.name.charAt(0)}</span>
        )}
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-500">{testimonial.country}</span>
        </span>
      </figcaption>
    </figure>
  )
}

export function NoResults({ message }: { message: string }) {
  return <p className="rounded-2xl bg-sand-50 p-8 text-center text-slate-600" role="status">{message}</p>
}
