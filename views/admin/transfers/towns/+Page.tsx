import { formatKm } from '../../../../src/i18n/format'
import { PricingList } from '../../../../src/ui/admin/transfer-pricing'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { TownsAdminData } from './+data'

export default function Page() {
  const { t, lng } = usePageContext()
  const { page } = usePageData<TownsAdminData>()
  return (
    <PricingList
      screen="towns"
      page={page}
      columns={[
        { id: 'name', sortable: true },
        { id: 'slug', sortable: true },
        { id: 'zone', sortable: true },
        { id: 'distanceKm', sortable: true, kind: 'number' },
        { id: 'hasPage', kind: 'badge' },
        { id: 'sortOrder', sortable: true, kind: 'number' },
      ]}
      row={(r) => ({
        id: r.id,
        cells: { name: r.name, slug: r.slug, zone: r.zone, distanceKm: formatKm(r.distanceKm, lng), hasPage: r.hasPage ? t('admin:transferPricing.towns.pageBadge') : null, sortOrder: r.sortOrder },
      })}
    />
  )
}
