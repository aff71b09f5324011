import { usePageContext } from '../../src/ui/page-context'
import type { HomeData } from './+data'
import { Commitment, Features } from './sections/About'
import { Hero } from './sections/Hero'
import { Newsletter } from './sections/Newsletter'
import { PopularDestinations, PopularTrips } from './sections/Popular'
import { Testimonials, TransfersFaq } from './sections/Social'

export default function Page() {
  const data = usePageContext().data as HomeData
  return (
    <>
      <Hero banners={data.banners} tripTypes={data.tripTypes} />
      <PopularDestinations destinations={data.destinations} />
      <PopularTrips trips={data.trips} tripTypes={data.tripTypes} activeTypeId={data.activeTypeId} />
      <Commitment />
      <Features />
      <TransfersFaq faq={data.faq} />
      <Testimonials testimonials={data.testimonials} />
      <Newsletter />
    </>
  )
}
