import { VEHICLES_PATH } from '../../../src/fleet/fleet-paths'
import { useDispatchTexts } from '../../../src/ui/admin/dispatch-texts'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageData } from '../../../src/ui/page-context'
import type { VehiclesData } from './+data'

export default function Page() {
  const { page } = usePageData<VehiclesData>()
  const a = useDispatchTexts('vehicles')
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href={`${VEHICLES_PATH}/new`} className="btn-primary">{a('new')}</a>} />
      <SavedMessage />
      <AdminList
        page={page}
        basePath={VEHICLES_PATH}
        columns={[
          { id: 'plate', header: a('plate'), sortable: true },
          { id: 'name', header: a('name'), sortable: true },
          { id: 'vehicleClass', header: a('vehicleClass'), sortable: true },
          { id: 'seats', header: a('seats'), sortable: true, kind: 'number' },
          { id: 'luggage', header: a('luggage'), sortable: true, kind: 'number' },
          { id: 'active', header: a('active'), sortable: true, kind: 'badge' },
        ]}
        row={(r) => ({ id: r.id, cells: { plate: r.plate, name: r.name, vehicleClass: r.vehicleClass, seats: r.seats, luggage: r.luggage, active: a(r.active ? 'isActive' : 'isInactive') }, editHref: `${VEHICLES_PATH}/edit/${r.id}` })}
      />
    </>
  )
}
