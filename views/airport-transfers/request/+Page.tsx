import { ContactBox } from '../../../src/transfers/components/ContactBox'
import { RequestForm } from '../../../src/transfers/components/RequestForm'
import { IncludedList } from '../../../src/transfers/components/Sections'
import type { RequestData } from '../../../src/transfers/transfers-page-data'
import { PageHeader } from '../../../src/ui/PageHeader'
import { usePageContext } from '../../../src/ui/page-context'

export default function Page() {
  const { t, data } = usePageContext()
  const { crumbs, title, form } = data as RequestData
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
