import { NoResults, TestimonialCard } from '../../src/ui/cards'
import { CallToAction } from '../../src/ui/content'
import { formatRating } from '../../src/i18n/format'
import { PageHeader } from '../../src/ui/page-header'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import { Stars } from '../../src/ui/rating'
import type { TestimonialsData } from './+data'

export default function Page() {
  const { t, lng } = usePageContext()
  const { testimonials, rating, crumbs } = usePageData<TestimonialsData>()
  const average = rating.average === null ? '' : formatRating(rating.average, lng)
  return (
    <>
      <PageHeader title={t('testimonialsPage.title')} intro={t('testimonialsPage.intro')} crumbs={crumbs}>
        {rating.average !== null && (
          <div className="mt-6 inline-flex flex-wrap items-center gap-4 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200" data-rating-summary>
            <p className="text-4xl font-extrabold text-slate-900">{average}<span className="text-lg font-semibold text-slate-500">/5</span></p>
            <div>
              <Stars rating={rating.average} label={t('rating.stars', { rating: average })} />
              <p className="mt-1 text-sm text-slate-600">{t('testimonialsPage.summary', { average, count: rating.count })}</p>
            </div>
          </div>
        )}
      </PageHeader>
      <section aria-labelledby="all-testimonials" className="container-page py-12 sm:py-16">
        <h2 id="all-testimonials" className="sr-only">{t('testimonialsPage.listTitle')}</h2>
        {testimonials.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((item) => <li key={item.id}><TestimonialCard testimonial={item} /></li>)}
          </ul>
        ) : (
          <NoResults message={t('testimonialsPage.empty')} />
        )}
        <p className="mt-8 max-w-3xl text-sm text-slate-600" data-reviews-origin>{t('testimonialsPage.howTo')}</p>
      </section>
      <CallToAction
        id="testimonials-cta"
        title={t('testimonialsPage.cta.title')}
        text={t('testimonialsPage.cta.text')}
        primary={{ href: '/trips', label: t('testimonialsPage.cta.trips') }}
        secondary={{ href: '/airport-transfers', label: t('testimonialsPage.cta.transfers') }}
      />
    </>
  )
}
