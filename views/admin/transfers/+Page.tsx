import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TransfersAdminData } from './+data'

const STATUSES = ['new', 'confirmed', 'completed', 'cancelled'] as const

export default function Page() {
  const { t, user } = usePageContext()
  const { page } = usePageData<TransfersAdminData>()
  const a = (key: string) => t(`admin:transfersAdmin.${key}`)
  return (
    <>
      <AdminPageHeader
        title={a('title')}
        intro={a('intro')}
        action={user?.role === 'admin' ? <a href="/admin/transfers/prices" className="btn-primary">{t('admin:pricesAdmin.title')}</a> : undefined}
      />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/transfers"
        filters={[
          {
            name: 'status',
            label: a('status'),
            value: page.status,
            options: [{ value: '', label: a('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: t(`admin:transferStatus.${s}`) }))],
          },
        ]}
        dateFilters={[
          { name: 'from', label: a('pickupFrom'), value: page.from },
          { name: 'to', label: a('pickupTo'), value: page.to },
        ]}
        columns={[
          { id: 'reference', header: a('reference'), sortable: true },
          { id: 'status', header: a('status'), sortable: true, kind: 'badge' },
          { id: 'customerName', header: a('customer'), sortable: true },
          { id: 'route', header: a('route') },
          { id: 'pickupAt', header: a('pickup'), sortable: true },
          { id: 'passengers', header: a('passengers'), kind: 'number' },
          { id: 'price', header: a('price'), sortable: true, kind: 'number' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: { reference: r.reference, status: t(`admin:transferStatus.${r.status}`), customerName: `${r.customerName} · ${r.customerEmail}`, route: `${r.route} · ${r.vehicle}`, pickupAt: r.pickup, passengers: r.passengers, price: r.price },
          editHref: `/admin/transfers/${r.id}`,
        })}
      />
    </>
  )
}
