import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TripEnquiriesAdminData } from './+data'

const STATUSES = ['new', 'answered', 'booked', 'closed'] as const

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<TripEnquiriesAdminData>()
  const a = (key: string) => t(`admin:tripEnquiries.${key}`)
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/trip-enquiries"
        filters={[{ name: 'status', label: a('status'), value: page.status, options: [{ value: '', label: a('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: a(`statuses.${s}`) }))] }]}
        columns={[
          { id: 'reference', header: a('reference'), sortable: true },
          { id: 'status', header: a('status'), sortable: true, kind: 'badge' },
          { id: 'trip', header: a('trip') },
          { id: 'travelDate', header: a('travelDate'), sortable: true },
          { id: 'party', header: a('party') },
          { id: 'name', header: a('name'), sortable: true },
          { id: 'email', header: a('email') },
          { id: 'received', header: a('received'), sortable: true },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { reference: r.reference, status: a(`statuses.${r.status}`), trip: r.trip || null, travelDate: r.travelDate, party: r.party, name: r.name, email: r.email, received: r.received },
          alerts: r.late ? { status: a('late') } : undefined,
          editHref: `/admin/trip-enquiries/${r.id}`,
        })}
      />
    </>
  )
}
