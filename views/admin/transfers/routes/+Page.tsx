import { formatPrice } from '../../../../src/i18n/format'
import { PricingList } from '../../../../src/ui/admin/transfer-pricing'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { RouteFaresAdminData } from './+data'

export default function Page() {
  const { t, lng } = usePageContext()
  const { page, names } = usePageData<RouteFaresAdminData>()
  const place = (code: string) => names.places[code] ?? code
  return (
    <PricingList
      screen="routes"
      page={page}
      columns={[
        { id: 'route', sortable: true },
        { id: 'vehicle', sortable: true },
        { id: 'passengers', sortable: true },
        { id: 'price', sortable: true, kind: 'number' },
      ]}
      row={(r) => ({
        id: r.id,
        cells: {
          route: `${place(r.fromPlace)} ↔ ${place(r.toPlace)}`,
          vehicle: names.vehicles[r.vehicleCode] ?? r.vehicleCode,
          passengers: t('admin:pricesAdmin.band', { min: r.passengersMin, max: r.passengersMax }),
          price: formatPrice(r.priceCents, r.currency, lng),
        },
      })}
    />
  )
}
