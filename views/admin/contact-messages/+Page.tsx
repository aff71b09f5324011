import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ContactAdminData } from './+data'

const STATUSES = ['new', 'read', 'archived', 'spam'] as const
const KINDS = ['contact', 'trip-enquiry'] as const

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<ContactAdminData>()
  const a = (key: string) => t(`admin:contactAdmin.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/contact-messages"
        bulkDeleteUrl="/api/admin/contact-messages/bulk-delete"
        filters={[
          { name: 'status', label: a('status'), value: page.status, options: [{ value: '', label: a('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: t(`admin:contactAdmin.statuses.${s}`) }))] },
          { name: 'kind', label: a('kind'), value: page.kind, options: [{ value: '', label: a('allKinds') }, ...KINDS.map((k) => ({ value: k, label: t(`admin:contactAdmin.kinds.${k}`) }))] },
        ]}
        columns={[
          { id: 'status', header: a('status'), sortable: true, kind: 'badge' },
          { id: 'kind', header: a('kind'), sortable: true },
          { id: 'name', header: a('name'), sortable: true },
          { id: 'email', header: a('email'), sortable: true },
          { id: 'message', header: a('message') },
          { id: 'received', header: a('received'), sortable: true },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { status: t(`admin:contactAdmin.statuses.${r.status}`), kind: t(`admin:contactAdmin.kinds.${r.kind}`), name: r.name, email: r.email, message: r.message, received: r.received },
          editHref: `/admin/contact-messages/${r.id}`,
        })}
      />
    </>
  )
}
