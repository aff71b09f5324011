import { formatPrice } from '../../../../src/i18n/format'
import { PricingList } from '../../../../src/ui/admin/transfer-pricing'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { ExtrasAdminData } from './+data'

export default function Page() {
  const { t, lng } = usePageContext()
  const { page } = usePageData<ExtrasAdminData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:transferPricing.extras.${key}`, options)
  return (
    <PricingList
      screen="extras"
      page={page}
      columns={[
        { id: 'name', sortable: true },
        { id: 'code', sortable: true },
        { id: 'price', sortable: true, kind: 'number' },
        { id: 'maxQuantity', kind: 'number' },
        { id: 'active', sortable: true, kind: 'badge' },
        { id: 'sortOrder', sortable: true, kind: 'number' },
      ]}
      row={(r) => ({
        id: r.code,
        cells: {
          name: r.name,
          code: r.code,
          price: r.priceCents ? `${formatPrice(r.priceCents, r.currency, lng)} ${a(`perOptions.${r.per}`)}` : a('free'),
          maxQuantity: r.maxQuantity,
          active: r.active ? a('activeBadge') : null,
          sortOrder: r.sortOrder,
        },
      })}
    />
  )
}
