import { BookingSummary } from '../../../src/ui/transfers/booking-summary'
import { CancelBooking } from '../../../src/ui/transfers/cancel-booking'
import { PaymentBox } from '../../../src/ui/transfers/payment-box'
import { ContactBox } from '../../../src/ui/transfers/contact-box'
import { ConfirmationText } from '../../../src/ui/transfers/confirmation-text'
import type { BookingData } from '../../../src/transfers/transfers-page-data.server'
import { SuccessAlert } from '../../../src/ui/form'
import { MailNotice } from '../../../src/ui/mail-notice'
import { BookingLookupForm } from '../../../src/ui/booking-lookup-form'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'

export default function Page() {
  const { t } = usePageContext()
  const { crumbs, title, booking, cancel, checkout, payment, payOptions, canSendMail } = usePageData<BookingData>()
  const k = (key: string) => t(`airport-transfers:booking.${key}`)
  return (
    <>
      <PageHeader title={booking ? `${title}: ${booking.reference}` : title} intro={booking ? undefined : k('intro')} crumbs={crumbs} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-3 lg:items-start">
        <div className="space-y-8 lg:col-span-2">
          {cancel && <SuccessAlert title={k(cancel)}>{cancel === 'cancelled' && <MailNotice canSendMail={canSendMail} group="airport-transfers:booking.cancelledMail" />}</SuccessAlert>}
          {payment && <SuccessAlert title={t(`airport-transfers:paymentBox.switched.${payment}`)} />}
          {booking ? (
            <>
              {booking.status === 'on_request' && (
                <section aria-label={t('airport-transfers:booking.answer')} className="rounded-2xl bg-sand-50 p-6 text-slate-800">
                  <ConfirmationText booking={booking} />
                </section>
              )}
              <PaymentBox booking={booking} online={payOptions.online} driver={payOptions.driver} checkout={checkout} />
              <BookingSummary booking={booking} />
              <CancelBooking booking={booking} />
            </>
          ) : (
            <BookingLookupForm action="/airport-transfers/booking" keys="airport-transfers:booking." />
          )}
        </div>
        <ContactBox />
      </div>
    </>
  )
}
