import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { OutboxAdminData } from './+data'

const STATUSES = ['pending', 'sending', 'sent', 'failed'] as const

export default function Page() {
  const { t } = usePageContext()
  const { page, retentionDays } = usePageData<OutboxAdminData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:outboxAdmin.${key}`, options)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={`${a('intro')} ${a('retention.intro', { count: retentionDays })}`} />
      <AdminList
        page={page}
        basePath="/admin/outbox"
        filters={[{ name: 'status', label: a('status'), value: page.status, options: [{ value: '', label: a('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: a(`statuses.${s}`) }))] }]}
        columns={[
          { id: 'status', header: a('status'), sortable: true, kind: 'badge' },
          { id: 'queued', header: a('queued'), sortable: true },
          { id: 'to', header: a('to'), sortable: true },
          { id: 'subject', header: a('subject') },
          { id: 'kind', header: a('kind'), sortable: true },
          { id: 'attempts', header: a('attempts'), sortable: true },
          { id: 'lastError', header: a('lastError') },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { status: a(`statuses.${r.status}`), queued: r.queued, to: r.to, subject: r.bodyRemoved ? a('retention.removedShort', { count: retentionDays, reference: r.reference ?? '' }) : r.subject, kind: r.kind, attempts: String(r.attempts), lastError: r.lastError ?? '' },
          editHref: `/admin/outbox/${r.id}`,
        })}
      />
    </>
  )
}
