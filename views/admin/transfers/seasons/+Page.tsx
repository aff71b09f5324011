import { formatDate } from '../../../../src/i18n/format'
import { PricingList } from '../../../../src/ui/admin/transfer-pricing'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { SeasonsAdminData } from './+data'

export default function Page() {
  const { lng } = usePageContext()
  const { page } = usePageData<SeasonsAdminData>()
  return (
    <PricingList
      screen="seasons"
      page={page}
      columns={[
        { id: 'name', sortable: true },
        { id: 'startsOn', sortable: true },
        { id: 'endsOn', sortable: true },
        { id: 'percent', sortable: true, kind: 'number' },
      ]}
      row={(r) => ({ id: r.id, cells: { name: r.name, startsOn: formatDate(r.startsOn, lng), endsOn: formatDate(r.endsOn, lng), percent: `${r.percent > 0 ? '+' : r.percent < 0 ? '−' : ''}${Math.abs(r.percent)} %` } })}
    />
  )
}
