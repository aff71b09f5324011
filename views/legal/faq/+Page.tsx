import { CallToAction, FaqList } from '../../../src/ui/content'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { FaqData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { groups, crumbs } = usePageData<FaqData>()
  return (
    <>
      <PageHeader title={t('faqPage.title')} intro={t('faqPage.intro')} crumbs={crumbs}>
        <nav aria-label={t('faqPage.topicsLabel')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {groups.map((g) => (
              <li key={g.topic}>
                <a href={`#faq-${g.topic}`} className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:ring-brand-600">{t(`faqPage.topics.${g.topic}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="container-page space-y-14 py-12 sm:py-16">
        {groups.map((g) => (
          <section key={g.topic} aria-labelledby={`faq-${g.topic}`} className="grid gap-6 lg:grid-cols-3">
            <h2 id={`faq-${g.topic}`} className="section-title scroll-mt-24">{t(`faqPage.topics.${g.topic}`)}</h2>
            <div className="lg:col-span-2"><FaqList entries={g.entries} /></div>
          </section>
        ))}
      </div>
      <CallToAction
        id="faq-cta"
        title={t('faqPage.cta.title')}
        text={t('faqPage.cta.text')}
        primary={{ href: '/contact', label: t('faqPage.cta.contact') }}
        secondary={{ href: '/airport-transfers', label: t('faqPage.cta.transfers') }}
      />
    </>
  )
}
