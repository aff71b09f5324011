import { formatPhone } from '../../../src/i18n/phone-format'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { AdminList, SavedMessage } from '../../../src/ui/admin-list'
import { BulkConfirmPanel, BulkConfirmResult } from '../../../src/ui/admin/booking-bulk-confirm'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TransfersAdminData } from './+data'

const STATUSES = ['on_request', 'pending_payment', 'confirmed', 'cancelled', 'expired'] as const
const PAYMENTS = ['unpaid', 'deposit_paid', 'paid', 'refunded', 'partially_refunded'] as const

export default function Page() {
  const { t, user } = usePageContext()
  const { page } = usePageData<TransfersAdminData>()
  const a = (key: string, vars?: Record<string, string>) => t(`admin:transfersAdmin.${key}`, vars)
  const filters = new URLSearchParams(Object.entries({ status: page.status, payment: page.payment, from: page.from, to: page.to, q: page.q }).filter(([, v]) => v))
  const exportHref = `/admin/transfers/export.csv${filters.size ? `?${filters}` : ''}`
  return (
    <>
      <AdminPageHeader
        title={a('title')}
        intro={a('intro')}
        action={
          <div className="flex flex-wrap gap-3">
            <a href="/admin/transfers/new" className="btn-primary">{t('admin:bookingEdit.newBooking')}</a>
            <a href={exportHref} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100" download>{t('admin:bookingEdit.exportCsv')}</a>
            {user?.role === 'admin' && <a href="/admin/transfers/prices" className="btn-primary">{t('admin:pricesAdmin.title')}</a>}
          </div>
        }
      />
      <SavedMessage />
      <BulkConfirmResult />
      <AdminList
        page={page}
        basePath="/admin/transfers"
        dense
        filters={[
          { name: 'status', label: a('status'), value: page.status, options: [{ value: '', label: a('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: t(`admin:transferStatus.${s}`) }))] },
          { name: 'payment', label: a('paymentStatus'), value: page.payment, options: [{ value: '', label: a('allPayments') }, ...PAYMENTS.map((s) => ({ value: s, label: t(`admin:paymentStatus.${s}`) }))] },
        ]}
        dateFilters={[
          { name: 'from', label: a('pickupFrom'), value: page.from },
          { name: 'to', label: a('pickupTo'), value: page.to },
        ]}
        // When, who and where first; the booking's two states share a column, so the list fits 1280 px without scrolling sideways.
        columns={[
          { id: 'reference', header: a('reference'), sortable: true },
          { id: 'pickupAt', header: a('pickup'), sortable: true },
          { id: 'customerName', header: a('customer'), sortable: true },
          { id: 'route', header: a('route') },
          { id: 'passengers', header: a('passengers'), kind: 'number' },
          { id: 'status', header: `${a('status')} · ${a('paymentStatus')}`, sortable: true, kind: 'badge' },
          { id: 'price', header: a('price'), sortable: true, kind: 'number' },
        ]}
        row={(r) => ({
          id: r.id,
          cells: {
            reference: r.warnings ? `${r.reference} ⚠` : r.reference,
            pickupAt: r.pickups,
            customerName: [r.customerName, formatPhone(r.customerPhone)],
            route: [r.route, r.vehicle],
            passengers: r.passengers,
            status: [t(`admin:transferStatus.${r.status}`), t(`admin:paymentStatus.${r.paymentStatus}`), ...(r.answer && !r.answer.overdue ? [a('answerBy', { time: r.answer.by })] : [])],
            price: r.price,
          },
          alerts: r.answer?.overdue ? { status: a('answerOverdue', { time: r.answer.by }) } : undefined,
          editHref: `/admin/transfers/${r.id}`,
        })}
      />
      <BulkConfirmPanel rows={page.rows.filter((r) => r.status === 'on_request')} />
    </>
  )
}
