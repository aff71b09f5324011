import type { ReactNode } from 'react'
import type { TripDetail } from '../../../../src/trips/trips.schema'
import { formatPrice, formatRating } from '../../../../src/i18n/format'
import { ClockIcon, MapPinIcon } from '../../../../src/ui/icons'
import { Rating } from '../../../../src/ui/rating'
import { usePageContext } from '../../../../src/ui/page-context'
import { useLocalizedHref } from '../../../../src/ui/localized-links'

/** Type, bestseller badge, rating, place and duration under the trip's name. */
export function TripHeadline({ trip }: { trip: TripDetail }) {
  const { t, lng } = usePageContext()
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
      {trip.type && <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold uppercase tracking-wide text-brand-800 ring-1 ring-brand-600/30">{trip.type}</span>}
      {trip.isBestseller && <span className="rounded-full bg-coral-600 px-3 py-1 text-xs font-bold text-white">{t('trip.bestseller')}</span>}
      {trip.reviewCount > 0 && (
        <a href="#reviews" className="flex items-center gap-2 hover:underline" data-trip-rating>
          <Rating rating={trip.rating} lng={lng} label={t('rating.label', { rating: formatRating(trip.rating, lng), count: trip.reviewCount })} />
          <span aria-hidden="true" className="text-slate-600">{t('trips:detail.reviews', { count: trip.reviewCount })}</span>
        </a>
      )}
      <span className="flex items-center gap-1"><MapPinIcon /> {trip.location}</span>
      <span className="flex items-center gap-1"><ClockIcon /> {trip.duration}</span>
    </div>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-t border-slate-200 py-3 first:border-t-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  )
}

/** The price and key facts beside the description, with the way to book or ask. */
export function BookingBox({ trip, bookHref, enquire }: { trip: TripDetail; /** The booking form, when the trip is booked online. */ bookHref?: string; /** The page has the enquiry form. */ enquire: boolean }) {
  const localize = useLocalizedHref()
  const { t, lng } = usePageContext()
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">{t('trips:detail.price')}</p>
      <p className="mt-1">
        <span className="text-sm text-slate-600">{t('trip.from')} </span>
        <span className="text-3xl font-extrabold text-slate-900">{formatPrice(trip.priceCents, trip.currency, lng)}</span>
        <span className="text-sm text-slate-600"> {t('trips:detail.perPerson')}</span>
      </p>
      <h2 className="sr-only">{t('trips:detail.facts')}</h2>
      <dl className="mt-4 text-sm">
        {trip.type && <Fact term={t('trips:detail.type')}>{trip.type}</Fact>}
        <Fact term={t('trips:detail.location')}>{trip.location}</Fact>
        <Fact term={t('trips:detail.duration')}>{trip.duration} · {t(`durations.${trip.durationCategory}`)}</Fact>
        {trip.maxGroupSize !== null && <Fact term={t('trips:detail.groupSize')}>{t('trips:detail.groupSizeValue', { count: trip.maxGroupSize })}</Fact>}
        {trip.destination && (
          <Fact term={t('trips:detail.destination')}>
            <a href={localize(`/destinations/${trip.destination.id}`)} className="text-brand-700 underline hover:text-brand-800">{trip.destination.name}</a>
          </Fact>
        )}
      </dl>
      {bookHref ? (
        <a href={localize(bookHref)} className="btn-primary mt-5 w-full">{t('trips:book.check')}</a>
      ) : enquire ? (
        <a href="#enquiry" className="btn-primary mt-5 w-full">{t('trips:detail.enquire')}</a>
      ) : (
        <div className="mt-5 rounded-xl bg-sand-50 p-4 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">{t('trips:detail.noBookingTitle')}</p>
          <p className="mt-1">{t('trips:detail.noBookingText')}</p>
          <a href={localize('/contact')} className="btn-primary mt-4 w-full">{t('trips:detail.contact')}</a>
        </div>
      )}
    </div>
  )
}
