import type { ReactNode } from 'react'
import type { ContentPageData } from '../../src/content/content-page-data.server'
import { Prose } from '../../src/ui/content'
import { formatDate } from '../../src/i18n/format'
import { PageHeader } from '../../src/ui/page-header'
import { usePageContext, usePageData } from '../../src/ui/page-context'

/** Privacy policy and terms: the text from content_pages and the date it last changed, then what the page adds of its own. */
export function LegalPage({ children }: { children?: ReactNode }) {
  const { t, lng } = usePageContext()
  const { page, crumbs } = usePageData<ContentPageData>()
  return (
    <>
      <PageHeader title={page.title} crumbs={crumbs}>
        <p className="mt-3 text-sm text-slate-600">
          {t('pages.legal.lastUpdated')} <time dateTime={page.updatedAt}>{formatDate(page.updatedAt, lng)}</time>
        </p>
      </PageHeader>
      <section className="container-page py-12 sm:py-16">
        <Prose html={page.html} className="max-w-3xl" />
        {children}
      </section>
    </>
  )
}
