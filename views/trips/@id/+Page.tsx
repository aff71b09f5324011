import { TripGrid } from '../../../src/ui/card-grid'
import { Gallery } from '../../../src/ui/gallery'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TripData } from './+data'
import { EnquirySection } from './components/enquiry-form'
import { Itinerary, MeetingPoint, Section } from './components/trip-content'
import { TripFacts } from './components/trip-facts'
import { TripStatusNotice } from './components/trip-status-notice'
import { TripReviewsSection } from './components/trip-reviews'
import { BookingSection, StickyBookButton } from './components/booking-section'
import { BookingBox, TripHeadline } from './components/trip-overview'
import { showsEnquiryForm } from '../../../src/trip-bookings/trip-enquiry-rule'

export default function Page() {
  const { t } = usePageContext()
  const { crumbs, trip, itinerary, related, enquiry, schedule, reviews, booking, sentForm } = usePageData<TripData>()
  const { name } = trip
  // The form a refused POST sent back owns the page's error summary and focus (ADR 049, addendum). A
  // refused enquiry always comes back as the enquiry form, even if the trip went on sale since the
  // visitor opened the page; the booking form then waits for the next visit (both would repeat
  // f-name, f-email…). So the booking form only ever sees its own values; the enquiry form may see
  // a refused booking's (its trip sold out meanwhile), and ignores them.
  const showsBooking = booking?.state === 'bookable' && sentForm !== 'enquiry'
  const enquire = showsEnquiryForm(trip, showsBooking)
  return (
    <>
      <PageHeader title={name} crumbs={crumbs}>
        <TripHeadline trip={trip} />
      </PageHeader>
      <div className="container-page py-10">
        {trip.status === 'draft' && <div className="mb-6"><TripStatusNotice trip={trip} /></div>}
        <Gallery images={trip.gallery} label={t('trips:detail.gallery', { name })} alt={(i) => (i === 0 ? name : t('trips:detail.photo', { name, number: i + 1 }))} />
        <div className="mt-12 grid gap-12 lg:grid-cols-3">
          <div className="space-y-12 lg:col-span-2">
            <Section id="trip-about" title={t('trips:detail.about')}>
              <p className="text-lg leading-relaxed text-slate-700">{trip.description}</p>
            </Section>
            {showsBooking && <BookingSection booking={booking} />}
            <Itinerary steps={trip.itinerary} times={itinerary} />
            <TripFacts trip={trip} schedule={schedule} />
            <MeetingPoint trip={trip} />
            <TripReviewsSection tripId={trip.id} reviews={reviews} />
            {enquire && <EnquirySection trip={trip} reference={enquiry.reference} prefill={enquiry.prefill} canSendMail={enquiry.canSendMail} sent={sentForm === 'enquiry'} />}
          </div>
          <aside className="order-first lg:order-none lg:sticky lg:top-24 lg:self-start">
            {trip.status === 'archived' ? <TripStatusNotice trip={trip} /> : <BookingBox trip={trip} bookHref={showsBooking ? '#book' : undefined} enquire={enquire} />}
          </aside>
        </div>
        {related.length > 0 && (
          <section aria-labelledby="related-trips" className="mt-16">
            <h2 id="related-trips" className="section-title">{t('trips:detail.related')}</h2>
            <div className="mt-6"><TripGrid trips={related} /></div>
          </section>
        )}
        {showsBooking && <StickyBookButton />}
      </div>
    </>
  )
}
