import { TripGrid } from '../../../src/ui/card-grid'
import { Gallery } from '../../../src/ui/gallery'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TripData } from './+data'
import { EnquirySection } from './components/enquiry-form'
import { BookingSection, StickyBookButton } from './components/booking-section'
import { IncludedExcluded, Itinerary, MeetingPoint, Section } from './components/trip-content'
import { BookingBox, TripHeadline } from './components/trip-overview'
import { ScheduleSummary } from './components/schedule-summary'

export default function Page() {
  const { t } = usePageContext()
  const { crumbs, trip, related, enquirySent, schedule, booking } = usePageData<TripData>()
  const { name } = trip
  return (
    <>
      <PageHeader title={name} crumbs={crumbs}>
        <TripHeadline trip={trip} />
      </PageHeader>
      <div className="container-page py-10">
        <Gallery images={trip.gallery} label={t('trips:detail.gallery', { name })} alt={(i) => (i === 0 ? name : t('trips:detail.photo', { name, number: i + 1 }))} />
        <div className="mt-12 grid gap-12 lg:grid-cols-3">
          <div className="space-y-12 lg:col-span-2">
            <Section id="trip-about" title={t('trips:detail.about')}>
              <p className="text-lg leading-relaxed text-slate-700">{trip.description}</p>
            </Section>
            {booking?.state === 'bookable' && <BookingSection booking={booking} />}
            <Itinerary steps={trip.itinerary} />
            <IncludedExcluded trip={trip} />
            <MeetingPoint trip={trip} />
            <ScheduleSummary lines={schedule} />
            {trip.showBookingOptions && <EnquirySection trip={trip} sent={enquirySent} />}
          </div>
          <aside className="order-first lg:order-none lg:sticky lg:top-24 lg:self-start">
            <BookingBox trip={trip} bookHref={booking?.state === 'bookable' ? '#book' : undefined} />
          </aside>
        </div>
        {related.length > 0 && (
          <section aria-labelledby="related-trips" className="mt-16">
            <h2 id="related-trips" className="section-title">{t('trips:detail.related')}</h2>
            <div className="mt-6"><TripGrid trips={related} /></div>
          </section>
        )}
        {booking?.state === 'bookable' && <StickyBookButton />}
      </div>
    </>
  )
}
