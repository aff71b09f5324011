import type { FaqEntry } from '../../../src/faq/faq.server'
import type { Testimonial } from '../../../src/testimonials/testimonials.schema'
import { FaqList } from '../../../src/ui/content'
import { NoResults, TestimonialCard } from '../../../src/ui/cards'
import { CardRail, RAIL_ITEM } from '../../../src/ui/card-grid'
import { usePageContext } from '../../../src/ui/page-context'
import { SectionHeader } from './section-header'
import { useLocalizedHref } from '../../../src/ui/localized-links'

export function TransfersFaq({ faq }: { faq: FaqEntry[] }) {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  return (
    <section aria-labelledby="transfers-faq" className="container-page py-10 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-3">
        <div>
          <h2 id="transfers-faq" className="section-title">{t('home:faq.title')}</h2>
          <p className="mt-4 text-slate-600">{t('home:faq.intro')}</p>
          <a href={localize('/airport-transfers')} className="btn-primary mt-6">{t('home:faq.cta')}</a>
        </div>
        <div className="lg:col-span-2">
          <FaqList entries={faq} />
        </div>
      </div>
    </section>
  )
}

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  return (
    <section aria-labelledby="testimonials" className="bg-sand-50 py-10 sm:py-16">
      <div className="container-page">
        <SectionHeader id="testimonials" title={t('home:testimonials.title')} intro={t('home:testimonials.intro')} action={<a href={localize('/testimonials')} className="font-semibold text-brand-700 hover:underline">{t('home:testimonials.viewAll')}</a>} />
        {testimonials.length ? (
          <div className="mt-6 sm:mt-8">
            <CardRail label={t('home:rail', { title: t('home:testimonials.title') })} gridClass="sm:gap-6 md:grid-cols-3">
              {testimonials.map((item) => <li key={item.id} className={RAIL_ITEM}><TestimonialCard testimonial={item} /></li>)}
            </CardRail>
          </div>
        ) : (
          <div className="mt-8"><NoResults message={t('home:testimonials.empty')} /></div>
        )}
      </div>
    </section>
  )
}
