import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { BookingForm } from '../../../../../src/ui/admin/booking-form'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { BookingEditData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { booking, choices } = usePageData<BookingEditData>()
  return (
    <>
      <AdminPageHeader
        title={t('admin:bookingEdit.editTitle', { reference: booking.reference })}
        intro={t('admin:bookingEdit.editIntro')}
        action={<a href={`/admin/transfers/${booking.id}`} className="text-sm font-medium text-brand-700 hover:underline">{t('admin:bookingEdit.cancel')}</a>}
      />
      {booking.closed ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" role="note">{t('admin:bookingEdit.closed')}</p>
      ) : (
        <BookingForm mode={{ kind: 'edit', id: booking.id, currentPrice: booking.currentPrice }} values={booking.values} choices={choices} />
      )}
    </>
  )
}
