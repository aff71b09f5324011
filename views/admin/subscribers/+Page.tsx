import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { SubscribersAdminData } from './+data'

const STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<SubscribersAdminData>()
  const a = (key: string) => t(`admin:subscribersAdmin.${key}`)
  const exportQuery = new URLSearchParams({ ...(page.status ? { status: page.status } : {}), ...(page.q ? { q: page.q } : {}) }).toString()
  return (
    <>
      <AdminPageHeader
        title={a('title')}
        intro={a('intro')}
        action={<a href={`/api/admin/subscribers.csv${exportQuery ? `?${exportQuery}` : ''}`} download className="btn-primary">{a('export')}</a>}
      />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/subscribers"
        bulkDeleteUrl="/api/admin/subscribers/bulk-delete"
        filters={[{ name: 'status', label: a('status'), value: page.status, options: [{ value: '', label: a('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: t(`admin:subscriberStatus.${s}`) }))] }]}
        columns={[
          { id: 'email', header: a('email'), sortable: true },
          { id: 'status', header: a('status'), sortable: true, kind: 'badge' },
          { id: 'language', header: a('language'), sortable: true },
          { id: 'source', header: a('source'), sortable: true },
          { id: 'created', header: a('created'), sortable: true },
          { id: 'confirmed', header: a('confirmed'), sortable: true },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { email: r.email, status: t(`admin:subscriberStatus.${r.status}`), language: r.language.toUpperCase(), source: r.source, created: r.created, confirmed: r.confirmed },
          editHref: `/admin/subscribers/${r.id}`,
        })}
      />
    </>
  )
}
