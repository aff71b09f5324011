import { LegalPage } from '../legal-page'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { PrivacyPageData } from './+data'

export default function Page() {
  return (
    <LegalPage>
      <RetentionSection />
    </LegalPage>
  )
}

/** What the website itself keeps and for how long, from the periods it applies (ADR 056). */
function RetentionSection() {
  const { t } = usePageContext()
  const { retention } = usePageData<PrivacyPageData>()
  const r = (key: string, options?: Record<string, unknown>) => t(`pages.legal.retention.${key}`, options)
  return (
    <section aria-labelledby="site-retention" className="prose-content mt-10 max-w-3xl" id="retention-periods">
      <h2 id="site-retention">{r('title')}</h2>
      <p>{r('intro')}</p>
      <ul>
        <li>{r('mail', { count: retention.mailBodyDays })}</li>
        <li>{r('unsent')}</li>
        <li>{r('sessions', { count: retention.sessionDays })}</li>
        <li>{r('rateLimits', { count: retention.rateLimitHours })}</li>
        <li>{r('records')}</li>
      </ul>
    </section>
  )
}
