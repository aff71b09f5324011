import { usePageContext } from '../../../src/ui/page-context'
import { useLocalizedHref } from '../../../src/ui/localized-links'

const COMMITMENTS = ['local', 'sustainable', 'small', 'fair'] as const
const FEATURES = ['guides', 'transfers', 'flexible', 'support'] as const

export function Commitment() {
  const localize = useLocalizedHref()
  const { t } = usePageContext()
  return (
    <section aria-labelledby="commitment" className="container-page py-16">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="commitment" className="section-title">{t('home:commitment.title')}</h2>
          <p className="mt-4 text-lg text-slate-600">{t('home:commitment.text')}</p>
          <a href={localize('/about')} className="btn-primary mt-6">{t('home:commitment.cta')}</a>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {COMMITMENTS.map((key) => (
            <li key={key} className="rounded-2xl bg-brand-50 p-5">
              <h3 className="font-semibold text-brand-900">{t(`home:commitment.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`home:commitment.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function Features() {
  const { t } = usePageContext()
  return (
    <section aria-labelledby="features" className="bg-brand-900 py-16 text-white">
      <div className="container-page">
        <h2 id="features" className="text-2xl font-bold tracking-tight sm:text-3xl">{t('home:features.title')}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((key, i) => (
            <li key={key} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold" aria-hidden="true">{i + 1}</span>
              <h3 className="mt-4 font-semibold">{t(`home:features.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-brand-100">{t(`home:features.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}


