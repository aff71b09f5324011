import { Island } from '../islands/island'
import { TransferQuote } from '../islands/transfer-quote.island'
import { Fieldset, RadioCards } from '../form-choices'
import { Checkbox, SpamFields, TextArea, TextField } from '../form'
import { formatIslandDates, formatList, weekdayNames } from '../../i18n/format'
import type { Language } from '../../i18n/languages'
import { usePageContext } from '../page-context'
import { priceLabels } from '../../transfers/summary'
import type { RequestFormData } from '../../transfers/transfers-page-data.server'
import { extraField } from '../../transfers/quote.schema'
import { ErrorSummary, type SummaryField } from '../error-summary'
import { PartyFields, RouteFields } from './request-fields'
import { useLocalizedHref } from '../localized-links'

const NS = 'airport-transfers:'

/**
 * The days of the week the office answers, in words: "Monday to Saturday" for one run of days
 * (Monday first, so closed on Mondays reads "Tuesday to Sunday"), else their list.
 */
function officeDaysText(closedWeekdays: readonly number[], lng: Language, p: (key: string, vars?: Record<string, unknown>) => string): string {
  const names = weekdayNames(lng, 'long')
  const open = [1, 2, 3, 4, 5, 6, 7].filter((day) => !closedWeekdays.includes(day))
  const oneRun = open.length >= 3 && open.every((day, i) => i === 0 || day === open[i - 1]! + 1)
  if (oneRun) return p('dayRange', { from: names[open[0]! - 1], to: names[open.at(-1)! - 1] })
  return formatList(open.map((day) => names[day - 1]!), lng)
}

/** How the customer pays: their choice where the operator offers both, else what the booking will ask for. */
function PaymentFields({ payment }: { payment: RequestFormData['payment'] }) {
  const { t, lng } = usePageContext()
  const p = (key: string, vars?: Record<string, unknown>) => t(`${NS}form.payment.${key}`, vars)
  const deposit = payment.depositPercent < 100
  const onlineText = deposit ? p('onlineDeposit', { percent: payment.depositPercent }) : p('onlineFull')
  const hours = { hours: payment.instantHours, reply: payment.replyHours, opens: payment.officeOpensAt, closes: payment.officeClosesAt }
  const onRequest = payment.officeClosedWeekdays.length ? p('onRequestDays', { ...hours, days: officeDaysText(payment.officeClosedWeekdays, lng, p) }) : p('onRequest', hours)
  const closed = payment.officeClosedSoon.length ? ` ${p('officeClosed', { days: formatIslandDates(payment.officeClosedSoon, lng) })}` : ''
  return (
    <Fieldset legend={p('legend')} intro={`${onRequest}${closed}`}>
      {payment.mode === 'choice' ? (
        <RadioCards
          name="payment"
          label={p('choose')}
          required
          options={[
            { value: 'online', label: p('online'), description: onlineText },
            { value: 'driver', label: p('driver'), description: p('driverText') },
          ]}
        />
      ) : (
        <p className="rounded-xl bg-sand-50 p-4 text-sm text-slate-800">{payment.mode === 'online' ? `${p('online')}: ${onlineText}` : `${p('driver')}: ${p('driverText')}`}</p>
      )}
    </Fieldset>
  )
}

const TEXT_FIELDS = {
  route: ['from', 'to', 'fromAddress', 'toAddress', 'date', 'time', 'flightNumber', 'travelTime', 'returnDate', 'returnTime', 'returnFlightNumber', 'returnTravelTime'],
  party: ['adults', 'children', 'infants', 'suitcases'],
  contact: ['name', 'email', 'phone', 'notes'],
} as const

/** Every field of the form in the order it shows them, each with its label and the control the summary links to. */
function summaryFields(data: RequestFormData, f: (key: string) => string): SummaryField[] {
  const text = (names: readonly string[]) => names.map((name) => ({ name, label: f(name), target: `f-${name}` }))
  const firstVehicle = data.catalog.vehicles[0]?.code
  return [
    { name: 'tripType', label: f('tripType'), target: 'f-tripType-one-way' },
    ...text(TEXT_FIELDS.route),
    ...text(TEXT_FIELDS.party),
    ...data.catalog.extras.map((e) => ({ name: extraField(e.code), label: e.name, target: `f-${extraField(e.code)}` })),
    { name: 'vehicle', label: f('vehicle'), target: firstVehicle ? `f-vehicle-${firstVehicle}` : undefined },
    ...text(TEXT_FIELDS.contact),
    { name: 'payment', label: f('payment.choose'), target: data.payment.mode === 'choice' ? 'f-payment-online' : undefined },
    { name: 'confirmDuplicate', target: data.askDuplicate ? 'f-confirmDuplicate' : undefined },
    { name: 'terms', target: 'f-terms' },
  ]
}

/**
 * The whole transfer request, as one server-rendered form that posts to its own page. The
 * price box is an island that follows the form as the visitor types; without JavaScript the
 * "see price" button asks the server for the same box.
 */
export function RequestForm({ data, action }: { data: RequestFormData; action: string }) {
  const localize = useLocalizedHref()
  const { t, lng } = usePageContext()
  const f = (key: string) => t(`${NS}form.${key}`)
  return (
    <form action={action} method="post" noValidate className="relative space-y-8 [&_:is(input,select,textarea)]:scroll-mt-32 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <ErrorSummary fields={summaryFields(data, f)} />
      <SpamFields />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <RouteFields catalog={data.catalog} defaults={data.defaults} today={data.today} />
      <PartyFields catalog={data.catalog} defaults={data.defaults} today={data.today} />
      <div id="price" className="scroll-mt-24 space-y-3">
        <Island
          name="TransferQuote"
          component={TransferQuote}
          props={{
            quote: data.quote,
            fields: data.quoteFields,
            lng,
            pricing: data.pricing,
            messages: data.quoteMessages,
            vehicleNames: Object.fromEntries(data.catalog.vehicles.map((v) => [v.code, v.name])),
            labels: {
              ...priceLabels(t, Object.fromEntries(data.catalog.extras.map((e) => [e.code, e.name]))),
              title: t(`${NS}quote.title`),
              hint: t(`${NS}quote.hint`),
              perVehicle: t(`${NS}quote.perVehicle`),
              unavailable: t(`${NS}quote.unavailable`),
              party: Object.fromEntries([...TEXT_FIELDS.party.map((name) => [name, f(name)]), ...data.catalog.extras.map((e) => [extraField(e.code), e.name])]),
            },
          }}
        />
        <button type="submit" name="intent" value="quote" formAction={`${action}#price`} className="btn-secondary">{f('seePrice')}</button>
      </div>
      <Fieldset legend={f('contact.legend')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={f('name')} required autoComplete="name" />
          <TextField name="email" type="email" label={f('email')} required autoComplete="email" inputMode="email" />
          <TextField name="phone" type="tel" label={f('phone')} required autoComplete="tel" inputMode="tel" hint={f('phoneHint')} />
        </div>
        <TextArea name="notes" label={f('notes')} rows={4} maxLength={2000} />
        <p className="-mt-2 text-xs text-slate-500">{f('notesHint')}</p>
      </Fieldset>
      <PaymentFields payment={data.payment} />
      {data.askDuplicate && (
        <Checkbox name="confirmDuplicate" label="">{f('confirmDuplicate')}</Checkbox>
      )}
      <Checkbox name="terms" label="" required>
        {f('termsBefore')} <a href={localize('/legal/terms')} className="text-brand-700 underline">{f('termsLink')}</a> {f('termsAnd')} <a href={localize('/legal/privacy')} className="text-brand-700 underline">{f('privacyLink')}</a>.
      </Checkbox>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
        <button type="submit" name="intent" value="book" className="btn-primary shrink-0 whitespace-nowrap px-8 py-3 text-base">{f('submit')}</button>
        <p className="text-sm text-slate-600">{t(`${NS}form.afterSubmit.${data.payment.mode}`, { hours: data.payment.instantHours })}</p>
      </div>
    </form>
  )
}
