import { CallToAction, Figures, ProseWithAside } from '../../src/ui/content'
import { formatRating } from '../../src/i18n/format'
import { OptimizedImage } from '../../src/ui/optimized-image'
import { PageHeader } from '../../src/ui/page-header'
import { usePageContext, usePageData } from '../../src/ui/page-context'
import type { AboutData } from './+data'

/** The business's own figures, as the about text tells them (founded 2012, four office languages). */
const FOUNDED = 2012
const OFFICE_LANGUAGES = 4
const TEAM_IN_SEASON = 15

export default function Page() {
  const { t, lng } = usePageContext()
  const { page, crumbs, rating, officeImage } = usePageData<AboutData>()
  const figures = [
    { value: String(FOUNDED), label: t('pages.about.figures.founded') },
    { value: String(TEAM_IN_SEASON), label: t('pages.about.figures.team') },
    { value: String(OFFICE_LANGUAGES), label: t('pages.about.figures.languages') },
    ...(rating.average !== null ? [{ value: `${formatRating(rating.average, lng)}/5`, label: t('pages.about.figures.rating', { count: rating.count }) }] : []),
  ]
  return (
    <>
      <PageHeader title={page.title} intro={t('pages.about.intro')} crumbs={crumbs} />
      <section aria-labelledby="about-figures" className="bg-brand-50 py-10">
        <div className="container-page">
          <h2 id="about-figures" className="sr-only">{t('pages.about.figures.title')}</h2>
          <Figures items={figures} />
        </div>
      </section>
      <ProseWithAside
        html={page.html}
        aside={
          <figure>
            <OptimizedImage src={officeImage} alt={t('pages.about.imageAlt')} width={640} height={800} sizes="(min-width: 1024px) 33vw, 100vw" className="aspect-[4/5] w-full rounded-2xl object-cover shadow-sm" />
            <figcaption className="mt-3 text-sm text-slate-600">{t('pages.about.imageCaption')}</figcaption>
          </figure>
        }
      />
      <CallToAction
        id="about-cta"
        title={t('pages.about.cta.title')}
        text={t('pages.about.cta.text')}
        primary={{ href: '/trips', label: t('pages.about.cta.trips') }}
        secondary={{ href: '/contact', label: t('pages.about.cta.contact') }}
      />
    </>
  )
}
