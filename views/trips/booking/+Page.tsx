import { formatDateTime, formatPrice } from '../../../src/i18n/format'
import { SuccessAlert } from '../../../src/ui/form'
import { MailNotice } from '../../../src/ui/mail-notice'
import { ErrorSummary } from '../../../src/ui/error-summary'
import { BookingLookupForm } from '../../../src/ui/booking-lookup-form'
import { PageHeader } from '../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { ManageData } from './+data'
import { CancelSection, ChangeDateSection, ClosureChoice, departureOptionId } from './components/booking-changes'
import { BookingDetails, PayBox } from './components/booking-details'

/** What the last change did (after its POST/redirect/GET). */
function Done({ done, booking, canSendMail }: Pick<ManageData, 'done' | 'booking' | 'canSendMail'>) {
  const { t, lng } = usePageContext()
  if (!done || !booking) return null
  const amount = formatPrice(booking.refundedCents, booking.currency, lng)
  if (done === 'moved') return <SuccessAlert title={t('trips:changeDate.done', { when: formatDateTime(booking.startsAt, lng) })}><MailNotice canSendMail={canSendMail} group="trips:changeDate.doneNotice" /></SuccessAlert>
  if (done === 'refund-pending') return <SuccessAlert title={t('trips:cancel.done')}>{t('trips:cancel.refundPending')}</SuccessAlert>
  if (done === 'refund-by-office') return <SuccessAlert title={t('trips:cancel.done')}>{t('trips:cancel.mail.refundByOffice', { amount: formatPrice(booking.paidCents - booking.refundedCents, booking.currency, lng) })}</SuccessAlert>
  return (
    <SuccessAlert title={t('trips:cancel.done')}>
      <p>{booking.refundedCents > 0 ? t('trips:cancel.refunded', { amount }) : t('trips:cancel.noRefund')}</p>
      <MailNotice canSendMail={canSendMail} group="trips:cancel.doneMail" />
    </SuccessAlert>
  )
}

/** The date's radio button the summary links to: the one sent, else the first on the list (none listed: no link). */
function dateTarget(options: ManageData['options'], sent: string | undefined): string | undefined {
  const option = options.find((o) => String(o.id) === sent) ?? options[0]
  return option ? departureOptionId(option.id) : undefined
}

export default function Page() {
  const { t, form } = usePageContext()
  const { crumbs, title, booking, options, choice, step, done, checkout, payOnline, canSendMail } = usePageData<ManageData>()
  return (
    <>
      <PageHeader title={booking ? `${title}: ${booking.reference}` : title} intro={booking ? undefined : t('trips:manage.intro')} crumbs={crumbs} />
      <div className="container-page max-w-4xl space-y-8 py-10">
        <Done done={done} booking={booking} canSendMail={canSendMail} />
        {booking ? (
          <>
            {/* A refused change says why here, linking to the date list when it is about the date (its message repeated beside the list). */}
            <ErrorSummary fields={[{ name: 'departureId', target: dateTarget(options, form?.values.departureId) }]} />
            <ClosureChoice booking={booking} />
            {choice === 'date' && <ChangeDateSection booking={booking} options={options} highlighted />}
            {step === 'cancel' && <CancelSection booking={booking} confirming />}
            <PayBox booking={booking} online={payOnline} checkout={checkout} />
            <BookingDetails booking={booking} />
            {choice !== 'date' && <ChangeDateSection booking={booking} options={options} highlighted={false} />}
            {step !== 'cancel' && <CancelSection booking={booking} confirming={false} />}
          </>
        ) : (
          <BookingLookupForm action="/trips/booking" keys="trips:manage.lookup." intent="lookup" />
        )}
      </div>
    </>
  )
}
