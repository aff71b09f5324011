import { formatPrice, formatTime } from '../../i18n/format'
import type { BookingView } from '../../transfers/booking-view'
import { hasReceipt, paymentSentence } from '../../transfers/summary'
import { usePageContext } from '../page-context'
import { CsrfField } from '../csrf-field'

const NS = 'airport-transfers:paymentBox.'

/** The confirmed booking's voucher (opens to print or save) and calendar file; the receipt once money has changed hands. */
function BookingDocuments({ booking: b }: { booking: BookingView }) {
  const { t } = usePageContext()
  const signed = b.bookingPath.slice(b.bookingPath.indexOf('?'))
  const confirmed = b.status === 'confirmed'
  return (
    <p className="flex flex-wrap gap-3 border-t border-slate-100 pt-4 text-sm">
      {confirmed && <a className="font-medium text-brand-700 underline" href={`/airport-transfers/booking/voucher.pdf${signed}`} data-voucher>{t('airport-transfers:voucher.download')}</a>}
      {confirmed && <a className="font-medium text-brand-700 underline" href={`/airport-transfers/booking/calendar.ics${signed}`}>{t('airport-transfers:voucher.calendar')}</a>}
      {hasReceipt(b) && <a className="font-medium text-brand-700 underline" href={`/airport-transfers/booking/receipt.pdf${signed}`} data-receipt>{t('common:receipt.download')}</a>}
    </p>
  )
}

/**
 * How the booking is paid, and what the customer can do about it: pay online now (a POSTed
 * button that sends them to Stripe's page) or, where the operator allows it, pay the driver instead.
 * Not shown where it would only repeat the summary's payment line (a request, a cancelled booking).
 */
export function PaymentBox({ booking: b, online, driver, checkout }: { booking: BookingView; online: boolean; driver: boolean; checkout: 'success' | 'cancelled' | 'unavailable' | null }) {
  const { t, lng } = usePageContext()
  const owedOnline = b.payment.method === 'online' ? b.payment.onlineDueCents - b.payment.paidCents : 0
  const canPay = online && owedOnline > 0 && (b.status === 'pending_payment' || b.status === 'confirmed')
  const waiting = b.status === 'pending_payment'
  if (!checkout && !waiting && b.status !== 'confirmed' && !hasReceipt(b)) return null
  return (
    <section aria-labelledby="payment-title" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-payment={b.payment.status}>
      <h2 id="payment-title" className="text-lg font-bold text-slate-900">{t(`${NS}title`)}</h2>
      {checkout && <p role="status" className="rounded-xl bg-sand-50 p-4 text-slate-800">{t(`${NS}checkout.${checkout}${checkout === 'success' && !waiting ? 'Confirmed' : ''}`)}</p>}
      <p className="text-slate-800">{paymentSentence(t, b, lng)}</p>
      {waiting && b.payment.holdExpiresAt && <p className="text-sm text-slate-600">{t(`${NS}held`, { time: formatTime(b.payment.holdExpiresAt, lng) })}</p>}
      {(canPay || (waiting && driver)) && (
        <div className="flex flex-wrap gap-3">
          {canPay && (
            <form action={b.bookingPath} method="post">
              <CsrfField />
              <input type="hidden" name="action" value="pay" />
              <button type="submit" className="btn-primary">{t(`${NS}payNow`, { amount: formatPrice(owedOnline, b.payment.currency, lng) })}</button>
            </form>
          )}
          {waiting && driver && (
            <form action={b.bookingPath} method="post">
              <CsrfField />
              <input type="hidden" name="action" value="pay-driver" />
              <button type="submit" className="btn-secondary">{t(`${NS}payDriver`)}</button>
            </form>
          )}
        </div>
      )}
      {canPay && <p className="text-xs text-slate-500">{t(`${NS}methods`)}</p>}
      {(b.status === 'confirmed' || hasReceipt(b)) && <BookingDocuments booking={b} />}
    </section>
  )
}
