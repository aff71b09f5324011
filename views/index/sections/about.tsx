import { CardRail, RAIL_ITEM } from '../../../src/ui/card-grid'
import { usePageContext } from '../../../src/ui/page-context'
import { useLocalizedHref } from '../../../src/ui/localized-links'

const COMMITMENTS = ['local', 'sustainable', 'small', 'fair'] as const
const FEATURES = ['guides', 'transfers', 'flexible', 'support'] as const

export function Commitment() {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  return (
    <section aria-labelledby="commitment" className="container-page py-10 sm:py-16">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center lg:gap-10">
        <div>
          <h2 id="commitment" className="section-title">{t('home:commitment.title')}</h2>
          <p className="mt-4 text-lg text-slate-600">{t('home:commitment.text')}</p>
          <a href={localize('/about')} className="btn-primary mt-6">{t('home:commitment.cta')}</a>
        </div>
        <CardRail label={t('home:rail', { title: t('home:commitment.title') })} gridClass="sm:gap-4 sm:grid-cols-2">
          {COMMITMENTS.map((key) => (
            <li key={key} className={`${RAIL_ITEM} rounded-2xl bg-brand-50 p-5`}>
              <div>
                <h3 className="font-semibold text-brand-900">{t(`home:commitment.items.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-700">{t(`home:commitment.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </CardRail>
      </div>
    </section>
  )
}

export function Features() {
  const { t } = usePageContext()
  return (
    <section aria-labelledby="features" className="on-dark bg-brand-900 py-10 text-white sm:py-16">
      <div className="container-page">
        <h2 id="features" className="text-2xl font-bold tracking-tight sm:text-3xl">{t('home:features.title')}</h2>
        <div className="mt-6 sm:mt-8">
          <CardRail label={t('home:rail', { title: t('home:features.title') })} gridClass="sm:gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((key, i) => (
              <li key={key} className={`${RAIL_ITEM} rounded-2xl bg-white/5 p-6 ring-1 ring-white/10`}>
                <div>
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold" aria-hidden="true">{i + 1}</span>
                  <h3 className="mt-4 font-semibold">{t(`home:features.items.${key}.title`)}</h3>
                  <p className="mt-2 text-sm text-brand-100">{t(`home:features.items.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </CardRail>
        </div>
      </div>
    </section>
  )
}
