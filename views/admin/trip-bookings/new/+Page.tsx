import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { CsrfField } from '../../../../src/ui/csrf-field'
import { Checkbox, FormAlert, TextArea, TextField } from '../../../../src/ui/form'
import { Fieldset, RadioCards, SelectField } from '../../../../src/ui/form-choices'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { PhoneBookingData } from './+data'

const LANGUAGES = ['es', 'en', 'de', 'ca'] as const

/** Step one (a GET form, no JavaScript needed): the trip and the day, then one of its departures. */
function ChooseDeparture() {
  const { t } = usePageContext()
  const { page } = usePageData<PhoneBookingData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:tripBookings.new.${key}`, options)
  const keep = page.enquiry ? `&enquiry=${page.enquiry.id}` : ''
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="n-choose">
      <h2 id="n-choose" className="text-lg font-semibold text-slate-900">{a('chooseTitle')}</h2>
      <form method="get" action="/admin/trip-bookings/new" className="mt-3 grid gap-4 sm:grid-cols-3 sm:items-end">
        {page.enquiry && <input type="hidden" name="enquiry" value={page.enquiry.id} />}
        <SelectField name="trip" form="c" label={a('trip')} required placeholder={a('chooseTrip')} defaultValue={page.trip ? String(page.trip) : ''} options={page.trips.map((trip) => ({ value: String(trip.id), label: trip.name }))} />
        <TextField name="date" form="c" type="date" label={a('from')} required defaultValue={page.date} />
        <button type="submit" className="btn-primary">{a('find')}</button>
      </form>
      {page.trip && (
        page.departures.length ? (
          <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label={a('departures')}>
            {page.departures.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>{d.label} · {t('admin:tripBookings.move.seatsLeft', { count: d.seatsLeft })}</span>
                <a href={`/admin/trip-bookings/new?departure=${d.id}${keep}`} className="font-medium text-brand-700 hover:underline" data-departure={d.id}>{a('choose')}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-600">{a('noDepartures')}</p>
        )
      )}
    </section>
  )
}

export default function Page() {
  const { t, form } = usePageContext()
  const { page, idempotencyKey } = usePageData<PhoneBookingData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:tripBookings.new.${key}`, options)
  const d = page.departure
  const value = (name: string) => form?.values[name] ?? page.values[name]
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/trip-bookings" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>} />
      {page.enquiry && <p className="mb-4 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">{a('fromEnquiry', { reference: page.enquiry.reference })}</p>}
      {form && (
        <div className="mb-4">
          <FormAlert />
        </div>
      )}
      {!d ? (
        <ChooseDeparture />
      ) : (
        <form method="post" action={`/admin/trip-bookings/new?departure=${d.id}${page.enquiry ? `&enquiry=${page.enquiry.id}` : ''}`} className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" noValidate>
          <CsrfField />
          <input type="hidden" name="departureId" value={d.id} />
          {/* The same page sent twice (a double click on a slow line, a retry) is one booking: src/lib/idempotency.ts. After Back the browser asks for the page again (a new key): the duplicate question catches that. */}
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {page.enquiry && <input type="hidden" name="enquiryId" value={page.enquiry.id} />}
          <p className="text-sm text-slate-800">
            <strong>{d.tripName}</strong> · {d.label} · {t('admin:tripBookings.move.seatsLeft', { count: d.seatsLeft })}{' '}
            <a href={`/admin/trip-bookings/new?trip=${page.trip ?? ''}${page.enquiry ? `&enquiry=${page.enquiry.id}` : ''}`} className="text-brand-700 hover:underline">{a('otherDeparture')}</a>
          </p>
          <Fieldset legend={a('party')}>
            {form?.errors.counts && <p className="text-sm font-medium text-red-700" role="alert">{form.errors.counts}</p>}
            <div className="grid gap-4 sm:grid-cols-3">
              {d.categories.map((c) => (
                <TextField key={c.code} name={`count.${c.code}`} type="number" min={0} max={500} inputMode="numeric" label={`${c.label} (${c.price})`} defaultValue={value(`count.${c.code}`) ?? '0'} />
              ))}
            </div>
            {d.guideLanguages.length > 0 && (
              <SelectField name="guideLanguage" label={a('guideLanguage')} defaultValue={value('guideLanguage') ?? d.guideLanguages[0]} options={d.guideLanguages.map((l) => ({ value: l, label: t(`admin:tripBookings.languages.${l}`, { defaultValue: l.toUpperCase() }) }))} />
            )}
          </Fieldset>
          <Fieldset legend={a('customer')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="name" label={a('name')} required autoComplete="off" defaultValue={value('name')} />
              <TextField name="phone" type="tel" label={a('phone')} required defaultValue={value('phone')} />
              <TextField name="email" type="email" label={a('email')} required defaultValue={value('email')} />
              <TextField name="country" label={a('country')} defaultValue={value('country')} />
              <SelectField name="language" label={a('language')} required defaultValue={value('language') ?? 'es'} options={LANGUAGES.map((l) => ({ value: l, label: t(`admin:tripBookings.languages.${l}`) }))} />
            </div>
            <TextArea name="notes" label={a('notes')} rows={3} maxLength={1000} defaultValue={value('notes')} />
          </Fieldset>
          <Fieldset legend={a('payment')}>
            <RadioCards
              name="payment"
              label={a('paymentHow')}
              required
              defaultValue={value('payment') ?? 'on_the_day'}
              options={[
                { value: 'on_the_day', label: a('onTheDay'), description: a('onTheDayHint') },
                ...(page.onlinePayments ? [{ value: 'online', label: a('paymentLink'), description: a('paymentLinkHint') }] : []),
              ]}
            />
            {!page.onlinePayments && <p className="text-sm text-slate-600">{a('noOnlinePayments')}</p>}
          </Fieldset>
          <Fieldset legend={a('capacity')}>
            <Checkbox name="overbook" label="">{a('overbook')}</Checkbox>
            <TextField name="overbookReason" label={a('overbookReason')} hint={a('overbookHint')} defaultValue={value('overbookReason')} />
          </Fieldset>
          {/* Asked once the same e-mail turned out to hold this departure already (its message names the booking). */}
          {(form?.errors.confirmDuplicate || form?.values.confirmDuplicate) && <Checkbox name="confirmDuplicate" label="">{a('confirmDuplicate')}</Checkbox>}
          <button type="submit" className="btn-primary">{a('submit')}</button>
        </form>
      )}
    </>
  )
}
