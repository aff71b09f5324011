import { formatDate, formatPrice, formatTime } from '../../../../src/i18n/format'
import { participantsSummary, paymentSentence } from '../../../../src/trip-bookings/trip-booking-summary'
import { SuccessAlert } from '../../../../src/ui/form'
import { MailNotice } from '../../../../src/ui/mail-notice'
import { PageHeader } from '../../../../src/ui/page-header'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { TripConfirmationData } from './+data'
import { useLocalizedHref } from '../../../../src/ui/localized-links'
import { CsrfField } from '../../../../src/ui/csrf-field'

const K = 'trips:booking.confirmation.'

export default function Page() {
  const localize = useLocalizedHref()
  const { t, lng } = usePageContext()
  const { crumbs, title, booking, checkout, payPath, bookingPath, voucherPath, calendarPath, canSendMail } = usePageData<TripConfirmationData>()
  const money = (cents: number) => formatPrice(cents, booking.currency, lng)
  const vars = { email: booking.customer.email, reference: booking.reference, time: booking.holdExpiresAt ? formatTime(booking.holdExpiresAt, lng) : '', amount: money(booking.onlineDueCents) }
  const pending = booking.status === 'pending_payment'
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <div className="container-page space-y-8 py-10">
        {booking.status === 'confirmed' ? (
          <SuccessAlert title={title}><MailNotice canSendMail={canSendMail} group={`${K}mail`} vars={vars} /></SuccessAlert>
        ) : (
          <div role="status" className={`rounded-xl border p-5 ${pending ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-800'}`}>
            <p className="font-semibold">{title}</p>
            <p className="mt-1 text-sm">{pending && checkout ? t(`${K}checkout.${checkout}`, vars) : t(`${K}texts.${booking.status}`, vars)}</p>
          </div>
        )}
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('trips:booking.details.reference')}</p>
          <p className="mt-1 text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl" data-reference={booking.reference}>{booking.reference}</p>
        </div>
        <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-white p-6 text-sm shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
          <div><dt className="text-slate-600">{t('trips:booking.details.trip')}</dt><dd className="font-semibold text-slate-900">{booking.tripName}</dd></div>
          <div><dt className="text-slate-600">{t('trips:booking.details.date')}</dt><dd className="font-semibold text-slate-900">{formatDate(booking.date, lng)} · {booking.time}</dd></div>
          <div><dt className="text-slate-600">{t('trips:booking.details.meetingPoint')}</dt><dd className="text-slate-900">{booking.meetingPoint} · <a href={booking.mapUrl} className="text-brand-700 underline" rel="noopener" target="_blank">{t(`${K}map`)}</a></dd></div>
          <div><dt className="text-slate-600">{t('trips:booking.details.participants')}</dt><dd className="text-slate-900">{participantsSummary(booking)}</dd></div>
          <div><dt className="text-slate-600">{t('trips:booking.details.total')}</dt><dd className="font-semibold text-slate-900">{money(booking.totalCents)}</dd></div>
          <div><dt className="text-slate-600">{t('trips:booking.details.payment')}</dt><dd className="text-slate-900" data-payment-sentence>{paymentSentence(t, booking, lng)}</dd></div>
          <div><dt className="text-slate-600">{t('trips:booking.details.status')}</dt><dd className="text-slate-900">{t(`trips:booking.status.${booking.status}`)}</dd></div>
        </dl>
        <section aria-labelledby="next-steps" className="rounded-2xl bg-sand-50 p-6">
          <h2 id="next-steps" className="text-lg font-bold text-slate-900">{t(`${K}next`)}</h2>
          {pending ? <MailNotice canSendMail={canSendMail} group={`${K}paidMail`} className="mt-2 text-slate-700" /> : <p className="mt-2 text-slate-700">{t(`${K}nextTexts.${booking.status}`, vars)}</p>}
          <div className="mt-4 flex flex-wrap gap-3">
            {payPath && (
              <form action={payPath} method="post">
                <CsrfField />
                <button type="submit" className="btn-primary">{t(`${K}pay`, vars)}</button>
              </form>
            )}
            {booking.status === 'confirmed' && (
              <>
                <a href={voucherPath} className="btn-primary">{t('trips:booking.voucher.download')}</a>
                <a href={calendarPath} className="btn-secondary">{t('trips:booking.voucher.calendar')}</a>
              </>
            )}
            {/* The booking's own page, signed as this one is (no look-up again), in this page's language. */}
            {(booking.status === 'confirmed' || pending) && <a href={localize(bookingPath)} className="btn-secondary" data-manage-booking>{t(`${K}viewBooking`)}</a>}
            {!pending && booking.status !== 'confirmed' && <a href={localize(`/trips/${booking.tripId}#book`)} className="btn-primary">{t(`${K}bookAgain`)}</a>}
          </div>
        </section>
      </div>
    </>
  )
}
