import { PricingList } from '../../../../src/ui/admin/transfer-pricing'
import { usePageData } from '../../../../src/ui/page-context'
import type { ZonesAdminData } from './+data'

export default function Page() {
  const { page } = usePageData<ZonesAdminData>()
  return (
    <PricingList
      screen="zones"
      page={page}
      columns={[
        { id: 'name', sortable: true },
        { id: 'code', sortable: true },
        { id: 'towns', sortable: true, kind: 'number' },
        { id: 'sortOrder', sortable: true, kind: 'number' },
      ]}
      row={(r) => ({ id: r.code, cells: { name: r.name, code: r.code, towns: r.towns, sortOrder: r.sortOrder } })}
    />
  )
}
