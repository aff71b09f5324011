import { formatDateTime, formatPrice } from '../../../../src/i18n/format'
import { closureReasonText } from '../../../../src/departures/closure-causes'
import type { OfferedDeparture } from '../../../../src/trip-bookings/booking-departures.server'
import type { ManagedBooking } from '../../../../src/trip-bookings/trip-manage.server'
import { ErrorText } from '../../../../src/ui/form'
import { usePageContext } from '../../../../src/ui/page-context'
import { CsrfField } from '../../../../src/ui/csrf-field'

const CANCEL = 'trips:cancel.'
const CHANGE = 'trips:changeDate.'

/** After the operator closed the departure (weather): the two choices, first on the page. */
export function ClosureChoice({ booking: b }: { booking: ManagedBooking }) {
  const { t, lng } = usePageContext()
  if (b.terms.basis !== 'closed-by-operator') return null
  return (
    <section aria-labelledby="closure-title" className="space-y-4 rounded-2xl border-2 border-amber-300 bg-amber-50 p-6" data-closure>
      <h2 id="closure-title" className="text-xl font-bold text-slate-900">{t('trips:manage.closure.title')}</h2>
      <p className="text-slate-800">{t('trips:manage.closure.text')}</p>
      {b.closedReason && <p className="text-slate-700">{t('trips:manage.closure.reason', { reason: closureReasonText(b.closedReason, t) })}</p>}
      <div className="flex flex-wrap gap-3">
        <a className="btn-primary" href={`${b.path}&choice=date#change-date`}>{t('trips:manage.closure.date')}</a>
        <a className="btn-secondary" href={`${b.path}&choice=refund#cancel`}>{t('trips:manage.closure.refund', { amount: formatPrice(b.terms.refundCents, b.currency, lng) })}</a>
      </div>
    </section>
  )
}

/** The policy in words: until when cancelling is free, what a cancellation now gives back (a deposit, a balance on the day). */
function PolicyText({ booking: b }: { booking: ManagedBooking }) {
  const { t, lng } = usePageContext()
  const vars = {
    until: b.terms.freeUntil ? formatDateTime(b.terms.freeUntil, lng) : '',
    hours: b.freeCancellationHours ?? 0,
    refund: formatPrice(b.terms.refundCents, b.currency, lng),
    kept: formatPrice(b.terms.keptCents, b.currency, lng),
    due: formatPrice(b.dueOnDayCents, b.currency, lng),
  }
  const lines = [t(`${CANCEL}policy.${b.terms.basis}`, vars)]
  // Only what a card payment holds goes back to the card; money the office took goes back by hand.
  const refundKey = b.terms.refundCents > b.toCardCents ? 'refundByOfficeNow' : 'refundNow'
  if (b.terms.basis === 'free' || b.terms.basis === 'closed-by-operator') lines.push(b.terms.refundCents > 0 ? t(`${CANCEL}${refundKey}`, vars) : t(`${CANCEL}nothingPaid`))
  if (b.terms.basis === 'late' || b.terms.basis === 'not-refundable') lines.push(b.terms.keptCents > 0 ? t(`${CANCEL}keptNow`, vars) : t(`${CANCEL}nothingPaid`))
  // A deposit: the balance payable on the day is simply no longer owed.
  if (b.dueOnDayCents > 0) lines.push(t(`${CANCEL}balance`, vars))
  return (
    <div className="space-y-2 text-slate-700" data-policy={b.terms.basis}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}

/**
 * Cancelling: the policy and the refund stated first; the button leads to a confirmation step
 * (a GET: nothing changes), whose button POSTs the cancellation.
 */
export function CancelSection({ booking: b, confirming }: { booking: ManagedBooking; confirming: boolean }) {
  const { t, lng } = usePageContext()
  if (!b.terms.canCancel) return null
  const refund = formatPrice(b.terms.refundCents, b.currency, lng)
  return (
    <section id="cancel" aria-labelledby="cancel-title" className={`space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ${confirming ? 'ring-2 ring-red-300' : 'ring-slate-200'}`}>
      <h2 id="cancel-title" className="text-lg font-bold text-slate-900">{t(`${CANCEL}title`)}</h2>
      <PolicyText booking={b} />
      {confirming ? (
        <div className="space-y-4 rounded-xl bg-red-50 p-4" data-cancel-confirm>
          <p className="font-semibold text-slate-900">{t(`${CANCEL}confirm.${b.terms.refundCents > 0 ? 'withRefund' : b.terms.keptCents > 0 ? 'noRefund' : 'free'}`, { reference: b.reference, refund })}</p>
          <div className="flex flex-wrap items-center gap-4">
            <form action={b.path} method="post">
              <CsrfField />
              <input type="hidden" name="action" value="cancel" />
              <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">{t(`${CANCEL}confirm.button`)}</button>
            </form>
            <a className="font-medium text-brand-700 underline" href={b.path}>{t(`${CANCEL}confirm.keep`)}</a>
          </div>
        </div>
      ) : (
        <a className="btn border border-red-300 text-red-800 hover:bg-red-50" href={`${b.path}&step=cancel#cancel`}>{t(`${CANCEL}start`)}</a>
      )}
    </section>
  )
}

/** The id of a date's radio button; the error summary links to the first (or to the one sent). */
export const departureOptionId = (departureId: number | string) => `departure-${departureId}`

/** Another date of the same trip with seats for the whole party: choose one, one POST moves the booking. */
export function ChangeDateSection({ booking: b, options, highlighted }: { booking: ManagedBooking; options: OfferedDeparture[]; highlighted: boolean }) {
  const { t, lng, form } = usePageContext()
  if (b.status !== 'confirmed' || b.terms.basis === 'over') return null
  if (!b.terms.canChangeDate) {
    return (
      <section id="change-date" aria-labelledby="change-title" className="space-y-2 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="change-title" className="text-lg font-bold text-slate-900">{t(`${CHANGE}title`)}</h2>
        <p className="text-slate-700">{t(`${CHANGE}tooLate`)}</p>
      </section>
    )
  }
  const error = form?.errors.departureId
  const chosen = form?.values.departureId
  return (
    <section id="change-date" aria-labelledby="change-title" className={`space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ${highlighted ? 'ring-2 ring-brand-300' : 'ring-slate-200'}`}>
      <h2 id="change-title" className="text-lg font-bold text-slate-900">{t(`${CHANGE}title`)}</h2>
      <p className="text-slate-700">{b.terms.changeDateUntil ? t(`${CHANGE}until`, { until: formatDateTime(b.terms.changeDateUntil, lng) }) : t(`${CHANGE}free`)}</p>
      {options.length === 0 ? (
        <p className="rounded-xl bg-sand-50 p-4 text-slate-700">{t(`${CHANGE}none`)}</p>
      ) : (
        <form action={b.path} method="post" className="space-y-4" noValidate>
          <CsrfField />
          <input type="hidden" name="action" value="move" />
          <fieldset aria-describedby={error ? 'departureId-error' : undefined}>
            <legend className="mb-2 font-semibold text-slate-800">{t(`${CHANGE}choose`)}</legend>
            <div className="max-h-96 space-y-2 overflow-y-auto">
              {options.map((o) => (
                <label key={o.id} className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3 hover:bg-sand-50">
                  <input type="radio" id={departureOptionId(o.id)} name="departureId" value={o.id} defaultChecked={chosen === String(o.id)} required aria-invalid={error ? true : undefined} />
                  <span className="flex-1">{formatDateTime(o.startsAt, lng)}</span>
                  <span className="text-sm text-slate-600">{t(`${CHANGE}seatsLeft`, { count: o.seatsLeft })}</span>
                </label>
              ))}
            </div>
            <ErrorText id="departureId" error={error} />
          </fieldset>
          <button type="submit" className="btn-primary">{t(`${CHANGE}submit`)}</button>
        </form>
      )}
    </section>
  )
}
