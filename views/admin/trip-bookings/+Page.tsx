import { formatPhone } from '../../../src/i18n/phone-format'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import { TRIP_BOOKING_SOURCES, TRIP_BOOKING_STATUSES, TRIP_PAYMENT_STATUSES } from '../../../src/trip-bookings/trip-booking-options'
import type { TripBookingsAdminData } from './+data'

const SECONDARY = 'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100'

export default function Page() {
  const { t } = usePageContext()
  const { page } = usePageData<TripBookingsAdminData>()
  const a = (key: string) => t(`admin:tripBookings.${key}`)
  const all = (label: string) => ({ value: '', label })
  return (
    <>
      <AdminPageHeader
        title={a('title')}
        intro={a('intro')}
        action={
          <div className="flex flex-wrap gap-3">
            <a href="/admin/trip-bookings/new" className="btn-primary">{a('newBooking')}</a>
            <a href={page.exportHref} className={SECONDARY} download>{a('exportCsv')}</a>
            <a href="/admin/departures/manifests.pdf" className={SECONDARY}>{t('admin:manifest.tomorrow')}</a>
          </div>
        }
      />
      <SavedMessage />
      <AdminList
        page={page}
        basePath="/admin/trip-bookings"
        filters={[
          { name: 'trip', label: a('trip'), value: page.filters.trip, options: [all(a('allTrips')), ...page.trips.map((trip) => ({ value: String(trip.id), label: trip.name }))] },
          { name: 'status', label: a('status'), value: page.filters.status, options: [all(a('allStatuses')), ...TRIP_BOOKING_STATUSES.map((s) => ({ value: s, label: a(`statuses.${s}`) }))] },
          { name: 'payment', label: a('paymentStatus'), value: page.filters.payment, options: [all(a('allPayments')), ...TRIP_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`admin:paymentStatus.${s}`) }))] },
          { name: 'source', label: a('source'), value: page.filters.source, options: [all(a('allSources')), ...TRIP_BOOKING_SOURCES.map((s) => ({ value: s, label: a(`sources.${s}`) }))] },
        ]}
        dateFilters={[
          { name: 'from', label: a('departureFrom'), value: page.filters.from },
          { name: 'to', label: a('departureTo'), value: page.filters.to },
        ]}
        columns={[
          { id: 'reference', header: a('reference'), sortable: true },
          { id: 'status', header: a('status'), sortable: true, kind: 'badge' },
          { id: 'payment', header: a('paymentStatus'), kind: 'badge' },
          { id: 'trip', header: a('trip') },
          { id: 'departure', header: a('departure'), sortable: true },
          { id: 'customerName', header: a('customer'), sortable: true },
          { id: 'party', header: a('participants') },
          { id: 'total', header: a('total'), sortable: true, kind: 'number' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: {
            reference: r.reference,
            status: a(`statuses.${r.status}`),
            payment: t(`admin:paymentStatus.${r.paymentStatus}`),
            trip: r.trip,
            departure: r.departure,
            customerName: [r.customerName, r.customerPhone && formatPhone(r.customerPhone), r.customerEmail].filter(Boolean).join(' · '),
            party: r.party,
            total: r.total,
          },
          marks: r.source === 'phone' ? { reference: { symbol: '☎', label: a('byPhone') } } : undefined,
          editHref: `/admin/trip-bookings/${r.id}`,
        })}
      />
    </>
  )
}
