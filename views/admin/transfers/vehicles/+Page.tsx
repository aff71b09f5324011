import { PricingList } from '../../../../src/ui/admin/transfer-pricing'
import { usePageData } from '../../../../src/ui/page-context'
import type { VehiclesAdminData } from './+data'

export default function Page() {
  const { page } = usePageData<VehiclesAdminData>()
  return (
    <PricingList
      screen="vehicles"
      page={page}
      columns={[
        { id: 'name', sortable: true },
        { id: 'code', sortable: true },
        { id: 'maxPassengers', sortable: true, kind: 'number' },
        { id: 'maxSuitcases', sortable: true, kind: 'number' },
        { id: 'sortOrder', sortable: true, kind: 'number' },
      ]}
      row={(r) => ({ id: r.code, cells: { name: r.name, code: r.code, maxPassengers: r.maxPassengers, maxSuitcases: r.maxSuitcases, sortOrder: r.sortOrder } })}
    />
  )
}
