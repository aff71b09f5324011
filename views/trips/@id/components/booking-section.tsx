import type { BookingSectionData } from '../../../../src/trip-bookings/booking-section.server'
import { isAccompanying } from '../../../../src/trip-bookings/pricing'
import { formatDate } from '../../../../src/i18n/format'
import { Checkbox, Label, SpamFields, TextArea, TextField, useField } from '../../../../src/ui/form'
import { Island } from '../../../../src/ui/islands/island'
import { TripBookingPicker, type TripBookingLabels } from '../../../../src/ui/islands/trip-booking.island'
import { ErrorSummary } from '../../../../src/ui/error-summary'
import { usePageContext } from '../../../../src/ui/page-context'
import { useLocalizedHref } from '../../../../src/ui/localized-links'

const K = 'trips:book.'
/** The fields in the order of the form, each with its label (trips:book.<key>; the terms' message names them itself) and the control to land on. */
const SUMMARY_FIELDS: Array<{ name: string; label?: string; target: string }> = [
  { name: 'departureId', label: 'departure', target: 'f-departureId' },
  { name: 'counts', label: 'participants', target: 'f-counts-error' },
  ...['guideLanguage', 'name', 'email', 'phone', 'country', 'notes'].map((name) => ({ name, label: name, target: `f-${name}` })),
  { name: 'payment', label: 'payment', target: 'f-payment' },
  { name: 'confirmDuplicate', target: 'f-confirmDuplicate' },
  { name: 'terms', target: 'f-terms' },
]
const COUNTRIES = ['ES', 'GB', 'DE', 'FR', 'IT', 'NL', 'BE', 'CH', 'AT', 'IE', 'PT', 'US', 'SE', 'NO', 'DK']

/** "Text <link>linked words</link> text" → the three parts, so translators place the link. */
function withLink(text: string): [string, string, string] {
  const [before = '', link = '', after = ''] = text.split(/<\/?link>/)
  return [before, link, after]
}

function CountrySelect({ label }: { label: string }) {
  const { lng } = usePageContext()
  const { id, error, value, describedBy } = useField({ name: 'country', label })
  const names = new Intl.DisplayNames([lng], { type: 'region' })
  return (
    <div>
      <Label id={id} label={label} />
      <select id={id} name="country" defaultValue={value ?? ''} aria-invalid={error ? true : undefined} aria-describedby={describedBy} autoComplete="country" className={`field mt-1 ${error ? 'border-red-600' : ''}`}>
        <option value="">—</option>
        {COUNTRIES.map((code) => <option key={code} value={code}>{names.of(code)}</option>)}
      </select>
      {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  )
}

/**
 * The trip page's booking form (#book): date and time, participants per price category with the
 * live total, guide language, contact details and how to pay. It posts to /trips/{id}/book
 * (src/trip-bookings/trip-bookings.routes.ts); a refusal re-renders this page with the messages.
 */
export function BookingSection({ booking }: { booking: BookingSectionData }) {
  const localize = useLocalizedHref()
  const { t, lng, form } = usePageContext()
  const labels: TripBookingLabels = {
    departure: t(`${K}departure`), chooseDeparture: t(`${K}chooseDeparture`), seatsLeft_one: t(`${K}seatsLeft_one`), seatsLeft_other: t(`${K}seatsLeft_other`), soldOut: t(`${K}soldOut`),
    participants: t(`${K}participants`), total: t(`${K}total`), payNow: t(`${K}payNow`), calendar: t(`${K}calendar`), previousMonth: t(`${K}previousMonth`), nextMonth: t(`${K}nextMonth`),
    times: t(`${K}times`), noTimes: t(`${K}noTimes`), less: t(`${K}less`), more: t(`${K}more`), ages: t(`${K}ages`), agesFrom: t(`${K}agesFrom`), perGroup: t(`${K}perGroup`), updateTotal: t(`${K}updateTotal`),
    onlyLeft_one: t(`${K}errors.onlyLeft_one`), onlyLeft_other: t(`${K}errors.onlyLeft_other`), needsAdult: t(`${K}errors.needsAdult`), laps: t(`${K}errors.laps`, { max: '{{max}}', interpolation: { escapeValue: false } }),
  }
  const lead = booking.categories.find((c) => isAccompanying(c))
  const counts = Object.fromEntries(booking.categories.map((c) => [c.code, form ? Number(form.values[`count.${c.code}`] ?? 0) || 0 : c === lead ? 2 : 0]))
  const selectedId = Number(form?.values.departureId) || (booking.departures.length === 1 ? booking.departures[0]!.id : null)
  const [before, link, after] = withLink(t(`${K}terms`))
  const paymentError = form?.errors.payment
  const free = booking.freeCancellationHours

  return (
    <section id="book" aria-labelledby="book-title" className="scroll-mt-24">
      <h2 id="book-title" className="section-title">{t(`${K}title`)}</h2>
      {booking.state !== 'bookable' ? (
        <div className="mt-4 rounded-2xl bg-sand-50 p-6 text-slate-700">
          <p>{t(`${K}${booking.state === 'noDates' ? 'noDates' : 'noPayment'}`)}</p>
          <a href={localize('/contact')} className="btn-primary mt-4">{t(`${K}contact`)}</a>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{free !== null ? t(`${K}freeCancellation`, { count: free }) : t(`${K}noRefund`)}</p>
          {booking.nextDates.length > 0 && (
            <nav aria-label={t(`${K}nextDates`)} className="mt-4">
              <p className="text-sm font-medium text-slate-800">{t(`${K}nextDates`)}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {booking.nextDates.map((d) => (
                  <li key={d.date}>
                    <a href={localize(`/trips/${booking.tripId}?date=${d.date}#book`)} aria-current={d.date === booking.selectedDate ? 'date' : undefined} className={`inline-block rounded-full px-3 py-2 text-sm ring-1 ${d.date === booking.selectedDate ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-900 ring-slate-300'}`}>
                      {formatDate(d.date, lng)} · {t(`${K}seatsLeft`, { count: d.seatsLeft })}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="mt-6 space-y-4">
            <ErrorSummary fields={SUMMARY_FIELDS.map((f) => ({ ...f, label: f.label && t(`${K}${f.label}`) }))} />
            {/* No #fragment on the booking itself: a browser skips autofocus when the address targets an
                element, so a refused booking would not open on its summary. Only "update the total" returns to #book. */}
            <form action={`/trips/${booking.tripId}/book`} method="post" noValidate className="relative space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 [&_:is(input,select,textarea,fieldset)]:scroll-mt-32 sm:p-6">
              <SpamFields />
              <Island
                name="TripBookingPicker"
                component={TripBookingPicker}
                hydrate="visible"
                props={{
                  lng, tripId: booking.tripId, idempotencyKey: booking.idempotencyKey, currency: booking.currency, allDepartures: booking.allDepartures, departures: booking.departures, selectedId, categories: booking.categories, counts,
                  onlinePayment: booking.payments.includes('online') ? booking.onlinePayment : 'none', depositPercent: booking.depositPercent,
                  errors: { departureId: form?.errors.departureId, counts: form?.errors.counts }, labels,
                }}
              />
              {booking.guideLanguages.length > 1 && (
                <div>
                  <label htmlFor="f-guideLanguage" className="block text-sm font-medium text-slate-800">{t(`${K}guideLanguage`)}</label>
                  <select id="f-guideLanguage" name="guideLanguage" defaultValue={form?.values.guideLanguage ?? (booking.guideLanguages.includes(lng) ? lng : '')} className="field mt-1">
                    <option value="">{t(`${K}anyLanguage`)}</option>
                    {booking.guideLanguages.map((code) => <option key={code} value={code}>{t(`trips:booking.languages.${code}`, { defaultValue: code.toUpperCase() })}</option>)}
                  </select>
                  {form?.errors.guideLanguage && <p className="mt-1 text-sm font-medium text-red-700">{form.errors.guideLanguage}</p>}
                </div>
              )}
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField name="name" label={t(`${K}name`)} required autoComplete="name" />
                <TextField name="email" type="email" label={t(`${K}email`)} required autoComplete="email" inputMode="email" />
                <TextField name="phone" type="tel" label={t(`${K}phone`)} required autoComplete="tel" inputMode="tel" hint={t(`${K}phoneHint`)} />
                <CountrySelect label={t(`${K}country`)} />
              </div>
              <TextArea name="notes" label={t(`${K}notes`)} rows={3} maxLength={1000} />
              {booking.payments.length > 1 ? (
                <fieldset id="f-payment" aria-describedby={paymentError ? 'f-payment-error' : undefined}>
                  <legend className="text-sm font-medium text-slate-800">{t(`${K}payment`)}</legend>
                  <div className="mt-2 space-y-2">
                    {booking.payments.map((method) => (
                      <label key={method} className="flex items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200">
                        <input type="radio" name="payment" value={method} defaultChecked={(form?.values.payment ?? 'online') === method} className="mt-1" />
                        <span className="text-sm">{t(`${K}payments.${method === 'online' ? booking.onlinePayment : 'onTheDay'}`, { percent: booking.depositPercent })}</span>
                      </label>
                    ))}
                  </div>
                  {paymentError && <p id="f-payment-error" className="mt-1 text-sm font-medium text-red-700">{paymentError}</p>}
                </fieldset>
              ) : (
                <>
                  <input type="hidden" name="payment" value={booking.payments[0]} />
                  <p className="text-sm text-slate-700">{t(`${K}payments.${booking.payments[0] === 'online' ? booking.onlinePayment : 'onTheDay'}`, { percent: booking.depositPercent })}</p>
                </>
              )}
              {/* The same e-mail already booked this departure: a second booking only when the visitor says so. */}
              {booking.askDuplicate && <Checkbox name="confirmDuplicate" label="">{t(`${K}confirmDuplicate`)}</Checkbox>}
              <Checkbox name="terms" label="" required>
                {before}<a href={localize('/legal/terms')} className="text-brand-700 underline">{link}</a>{after}
              </Checkbox>
              <button type="submit" className="btn-primary w-full sm:w-auto">{t(`${K}submit.${booking.payments.length === 1 && booking.payments[0] === 'on_the_day' ? 'onTheDay' : 'online'}`)}</button>
              {booking.payments.includes('online') && <p className="text-xs text-slate-500">{t(`${K}secure`)}</p>}
            </form>
          </div>
        </>
      )}
    </section>
  )
}

/**
 * The phone's call to action: always at hand below lg, it jumps to the form; it scrolls away at the
 * page's end, never over the footer. It never hides what has focus (data-sticky-book, styles.css).
 */
export function StickyBookButton() {
  const { t } = usePageContext()
  return (
    // The right is kept clear for the floating "Need help?" button, which would cover the button's text.
    <div data-sticky-book className="sticky bottom-0 z-20 -mx-4 mt-10 border-t border-slate-200 bg-white/95 py-3 pl-3 pr-[10.5rem] backdrop-blur lg:hidden">
      <a href="#book" className="btn-primary w-full">{t(`${K}sticky`)}</a>
    </div>
  )
}
