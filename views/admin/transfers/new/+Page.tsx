import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { BookingForm } from '../../../../src/ui/admin/booking-form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { PhoneBookingData } from './+data'

export default function Page() {
  const { t } = usePageContext()
  const { choices, onlinePayments, idempotencyKey } = usePageData<PhoneBookingData>()
  return (
    <>
      <AdminPageHeader
        title={t('admin:bookingEdit.newTitle')}
        intro={t('admin:bookingEdit.newIntro')}
        action={<a href="/admin/transfers" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>}
      />
      <BookingForm mode={{ kind: 'new', onlinePayments, idempotencyKey }} values={{}} choices={choices} />
    </>
  )
}
