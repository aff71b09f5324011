import { formatDateTime, formatPrice, formatTime } from '../../../../src/i18n/format'
import type { ManagedBooking } from '../../../../src/trip-bookings/trip-manage.server'
import { usePageContext } from '../../../../src/ui/page-context'
import { useLocalizedHref } from '../../../../src/ui/localized-links'
import { CsrfField } from '../../../../src/ui/csrf-field'

const NS = 'trips:manage.'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  )
}

/** What was booked: the trip, when, where to meet, who, the money and its state. */
export function BookingDetails({ booking: b }: { booking: ManagedBooking }) {
  const localize = useLocalizedHref()
  const { t, lng } = usePageContext()
  const money = (cents: number) => formatPrice(cents, b.currency, lng)
  return (
    <section aria-labelledby="booking-title" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-status={b.status}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="booking-title" className="text-lg font-bold text-slate-900">{t(`${NS}details.heading`)}</h2>
        <span className="rounded-full bg-sand-50 px-3 py-1 text-sm font-semibold text-slate-800" data-booking-status>{t(`${NS}status.${b.status}`)}</span>
      </div>
      <dl className="divide-y divide-slate-100">
        <Row label={t(`${NS}details.reference`)}><span className="font-mono">{b.reference}</span></Row>
        <Row label={t(`${NS}details.trip`)}><a className="text-brand-700 underline" href={localize(`/trips/${b.tripId}`)}>{b.tripName}</a></Row>
        <Row label={t(`${NS}details.when`)}>
          <span data-departure-time>{formatDateTime(b.startsAt, lng)}</span>
        </Row>
        {b.meetingPoint && (
          <Row label={t(`${NS}details.meetingPoint`)}>
            {b.meetingPoint}
            {b.mapUrl && (
              <>
                {' · '}
                <a className="text-brand-700 underline" href={b.mapUrl} target="_blank" rel="noopener noreferrer">{t(`${NS}details.map`)}</a>
              </>
            )}
          </Row>
        )}
        {b.guideLanguage && <Row label={t(`${NS}details.guideLanguage`)}>{t(`trips:booking.languages.${b.guideLanguage}`, { defaultValue: b.guideLanguage.toUpperCase() })}</Row>}
        {b.whatToBring.length > 0 && <Row label={t(`${NS}details.whatToBring`)}>{b.whatToBring.join(', ')}</Row>}
        <Row label={t(`${NS}details.participants`)}>
          <ul>
            {b.participants.filter((p) => p.count > 0).map((p) => (
              <li key={p.code}>{`${p.count} × ${p.label}`} <span className="text-slate-500">({money(p.totalCents)})</span></li>
            ))}
          </ul>
        </Row>
        <Row label={t(`${NS}details.total`)}>{money(b.totalCents)}</Row>
        <Row label={t(`${NS}details.paid`)}>{money(b.paidCents)}</Row>
        {b.refundedCents > 0 && <Row label={t(`${NS}details.refunded`)}><span data-refunded>{money(b.refundedCents)}</span></Row>}
        {b.dueOnDayCents > 0 && <Row label={t(`${NS}details.dueOnDay`)}>{money(b.dueOnDayCents)}</Row>}
      </dl>
      {(b.documents || b.receipt) && (
        <p className="flex flex-wrap gap-3 border-t border-slate-100 pt-4 text-sm">
          {b.documents && <a className="font-medium text-brand-700 underline" href={b.documents.voucher} data-voucher>{t(`${NS}voucher`)}</a>}
          {b.documents && <a className="font-medium text-brand-700 underline" href={b.documents.calendar}>{t(`${NS}calendar`)}</a>}
          {b.receipt && <a className="font-medium text-brand-700 underline" href={b.receipt} data-receipt>{t('common:receipt.download')}</a>}
        </p>
      )}
    </section>
  )
}

/** Paying what is still owed online (a POSTed button that sends the customer to Stripe's page). */
export function PayBox({ booking: b, online, checkout }: { booking: ManagedBooking; online: boolean; checkout: 'success' | 'cancelled' | 'unavailable' | null }) {
  const { t, lng } = usePageContext()
  if (b.payOnlineCents <= 0 && !checkout) return null
  const amount = formatPrice(b.payOnlineCents, b.currency, lng)
  return (
    <section aria-labelledby="pay-title" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="pay-title" className="text-lg font-bold text-slate-900">{t(`${NS}pay.title`)}</h2>
      {checkout && <p role="status" className="rounded-xl bg-sand-50 p-4 text-slate-800">{t(`${NS}pay.checkout.${checkout}`)}</p>}
      {b.payOnlineCents > 0 && <p className="text-slate-800">{t(`${NS}pay.owed`, { amount })}</p>}
      {/* Seats held for the payment are released at this time: the visitor knows how long they have. */}
      {b.status === 'pending_payment' && b.holdExpiresAt && <p className="text-sm text-slate-700">{t(`${NS}pay.heldUntil`, { time: formatTime(b.holdExpiresAt, lng) })}</p>}
      {b.payOnlineCents > 0 && online && (
        <form action={`/trips/booking/pay${b.path.slice(b.path.indexOf('?'))}`} method="post">
          <CsrfField />
          <button type="submit" className="btn-primary">{t(`${NS}pay.button`, { amount })}</button>
        </form>
      )}
      {b.payOnlineCents > 0 && !online && <p className="text-sm text-slate-600">{t(`${NS}pay.unavailable`)}</p>}
    </section>
  )
}
