import { ContactBox } from '../../../src/ui/transfers/contact-box'
import { RequestForm } from '../../../src/ui/transfers/request-form'
import { IncludedList } from '../../../src/ui/transfers/sections'
import type { RequestData } from '../../../src/transfers/transfers-page-data.server'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'

export default function Page() {
  const { t } = usePageContext()
  const { crumbs, title, form } = usePageData<RequestData>()
  return (
    <>
      <PageHeader title={title} intro={t('airport-transfers:request.intro')} crumbs={crumbs} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-3 lg:items-start">
        <section aria-label={title} className="min-w-0 lg:col-span-2">
          <RequestForm data={form} action="/airport-transfers/request" />
        </section>
        <aside className="space-y-6 lg:sticky lg:top-24" aria-labelledby="included-title">
          <div className="rounded-2xl bg-sand-50 p-6">
            <h2 id="included-title" className="text-lg font-bold text-slate-900">{t('airport-transfers:included.title')}</h2>
            <div className="mt-4"><IncludedList compact /></div>
          </div>
          <ContactBox />
        </aside>
      </div>
    </>
  )
}
