import { BookingSummary } from '../../../../src/ui/transfers/booking-summary'
import { ConfirmationText } from '../../../../src/ui/transfers/confirmation-text'
import type { ConfirmationData } from '../../../../src/transfers/transfers-page-data.server'
import { formatTime } from '../../../../src/i18n/format'
import { SuccessAlert } from '../../../../src/ui/form'
import { MailNotice } from '../../../../src/ui/mail-notice'
import { PageHeader } from '../../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'

export default function Page() {
  const { t, lng } = usePageContext()
  const { crumbs, title, booking, canSendMail } = usePageData<ConfirmationData>()
  const k = (key: string, vars?: Record<string, unknown>) => t(`airport-transfers:${key}`, vars)
  // The answer's time and the office's numbers are ConfirmationText's; the mail notice names only the address.
  const holdUntil = booking.payment.holdExpiresAt ? formatTime(booking.payment.holdExpiresAt, lng) : ''
  const live = booking.status === 'confirmed' || booking.status === 'on_request'
  const mailGroup = live ? `airport-transfers:confirmation.${booking.status === 'confirmed' ? 'mail' : 'requestMail'}` : null
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <div className="container-page space-y-8 py-10">
        <SuccessAlert title={title}>
          <ConfirmationText booking={booking} time={holdUntil} />
          {mailGroup && <MailNotice canSendMail={canSendMail} group={mailGroup} vars={{ email: booking.customer.email }} />}
        </SuccessAlert>
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{k('confirmation.reference')}</p>
          <p className="mt-1 text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl" data-reference={booking.reference}>{booking.reference}</p>
        </div>
        <BookingSummary booking={booking} />
        <section aria-labelledby="next-steps" className="rounded-2xl bg-sand-50 p-6">
          <h2 id="next-steps" className="text-lg font-bold text-slate-900">{k('confirmation.next')}</h2>
          {live && <p className="mt-2 text-slate-700">{k(`confirmation.nextTexts.${booking.status}`)}</p>}
          <a href={booking.bookingPath} className="btn-primary mt-4">{k('confirmation.viewBooking')}</a>
        </section>
      </div>
    </>
  )
}
