import { usePageData } from '../../src/ui/page-context'
import type { HomeData } from './+data'
import { Commitment, Features } from './sections/about'
import { Hero } from './sections/hero'
import { Newsletter } from './sections/newsletter'
import { PopularDestinations, PopularTrips } from './sections/popular'
import { Testimonials, TransfersFaq } from './sections/social'

export default function Page() {
  const data = usePageData<HomeData>()
  return (
    <>
      <Hero banners={data.banners} tripTypes={data.tripTypes} />
      {/* Trips are what visitors come for: first after the search on every screen (ADR 050). */}
      <PopularTrips trips={data.trips} tripTypes={data.tripTypes} activeTypeId={data.activeTypeId} />
      <PopularDestinations destinations={data.destinations} />
      <Commitment />
      <Features />
      <TransfersFaq faq={data.faq} />
      <Testimonials testimonials={data.testimonials} />
      <Newsletter />
    </>
  )
}
