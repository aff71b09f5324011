import { formatIslandDay, weekdayNames } from '../../../../src/i18n/format'
import { officeClosedTick } from '../../../../src/transfers/booking-rules'
import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { SavedMessage } from '../../../../src/ui/admin-list'
import { AdminForm, OpenedValuesField } from '../../../../src/ui/admin-form'
import { MarkedDays } from '../../../../src/ui/admin/marked-days'
import { Fieldset, RadioCards, SelectField } from '../../../../src/ui/form-choices'
import { ErrorText, FieldScope, TextField, useField } from '../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { BookingRulesData } from './+data'

const NUMBERS = {
  confirmation: [
    ['instantMinNoticeHours', 0, 168],
    ['jobsPerSlot', 1, 200],
    ['travelBufferMinutes', 0, 240],
  ],
  payment: [
    ['depositPercent', 10, 100],
    ['checkoutHoldMinutes', 30, 1440],
    ['reminderHoursBefore', 1, 72],
  ],
} as const

/** The days of the week the office does not answer, ticked (none: every day). */
function ClosedWeekdays({ closed }: { closed: readonly number[] }) {
  const { t, lng, form } = usePageContext()
  const { id, error, describedBy } = useField({ name: 'officeClosedWeekdays', label: '' })
  // After a refused save of these rules, what was ticked then; else the saved rules.
  const ticked = (day: number) => (form?.values.intent === 'rules' ? form.values[officeClosedTick(day)] === 'on' : closed.includes(day))
  return (
    <fieldset id={id} aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('admin:bookingRulesAdmin.fields.officeClosedWeekdays')}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {weekdayNames(lng, 'long').map((name, index) => (
          <label key={name} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={officeClosedTick(index + 1)} defaultChecked={ticked(index + 1)} className="size-4 rounded border-slate-400" />
            {name}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{t('admin:bookingRulesAdmin.hints.officeClosedWeekdays')}</p>
      <ErrorText id={id} error={error} />
    </fieldset>
  )
}

export default function Page() {
  const { t, lng } = usePageContext()
  const { page } = usePageData<BookingRulesData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:bookingRulesAdmin.${key}`, options)
  const day = (iso: string) => formatIslandDay(iso, lng)
  const number = ([name, min, max]: readonly [keyof typeof page.rules, number, number]) => (
    <TextField key={name} name={name} type="number" min={min} max={max} required label={a(`fields.${name}`)} hint={a(`hints.${name}`)} defaultValue={String(page.rules[name])} />
  )
  const time = (name: 'officeOpensAt' | 'officeClosesAt') => <TextField name={name} type="time" required label={a(`fields.${name}`)} hint={a(`hints.${name}`)} defaultValue={page.rules[name]} />
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      <SavedMessage />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <AdminForm action="/admin/transfers/settings" submitLabel={a('save')}>
            <input type="hidden" name="intent" value="rules" />
            <OpenedValuesField values={page.values} />
            <Fieldset legend={a('confirmation')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField name="slotMinutes" label={a('fields.slotMinutes')} hint={a('hints.slotMinutes')} required defaultValue={String(page.rules.slotMinutes)} options={[15, 30, 60, 120].map((m) => ({ value: String(m), label: a('minutes', { count: m }) }))} />
                {NUMBERS.confirmation.map(number)}
              </div>
            </Fieldset>
            <Fieldset legend={a('payment')}>
              <RadioCards name="paymentMode" label={a('fields.paymentMode')} required defaultValue={page.rules.paymentMode} options={(['choice', 'online', 'driver'] as const).map((mode) => ({ value: mode, label: a(`modes.${mode}`), description: a(`modeHints.${mode}`) }))} columns="sm:grid-cols-3" />
              <div className="grid gap-4 sm:grid-cols-2">
                {NUMBERS.payment.map(number)}
              </div>
            </Fieldset>
            <Fieldset legend={a('requests')} intro={a('requestsIntro')}>
              <div className="grid gap-4 sm:grid-cols-3">
                {number(['onRequestReplyHours', 1, 72])}
                {time('officeOpensAt')}
                {time('officeClosesAt')}
              </div>
              <ClosedWeekdays closed={page.rules.officeClosedWeekdays} />
            </Fieldset>
          </AdminForm>
        </div>
        <div className="space-y-6">
          <MarkedDays
            id="stops"
            action="/admin/transfers/settings"
            days={page.stops}
            intents={{ mark: 'stop', unmark: 'resume' }}
            labels={{ title: a('stops'), hint: a('stopsHint'), none: a('noStops'), day: a('stopDay'), reason: a('stopReason'), mark: a('stop'), unmark: a('resume') }}
          />
          <MarkedDays
            id="closed"
            action="/admin/transfers/settings"
            days={page.closedDays}
            intents={{ mark: 'close', unmark: 'reopen' }}
            labels={{ title: a('closedDays'), hint: a('closedDaysHint', { hours: page.rules.onRequestReplyHours }), none: a('noClosedDays'), day: a('closedDay'), reason: a('closedReason'), mark: a('close'), unmark: a('reopen') }}
          />
          <section aria-labelledby="load" className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="load" className="text-lg font-semibold text-slate-900">{a('load', { day: day(page.day) })}</h2>
            <form method="get" className="flex items-end gap-2">
              {/* A look, never a post: the messages sent back to the day lists are not its own. */}
              <FieldScope prefix="load" sent={false}>
                <TextField name="day" type="date" label={a('loadDay')} defaultValue={page.day} />
              </FieldScope>
              <button type="submit" className="btn-secondary">{a('show')}</button>
            </form>
            {page.slots.length ? (
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-slate-600">
                    <th scope="col" className="py-1 font-medium">{a('slot')}</th>
                    <th scope="col" className="py-1 text-right font-medium">{a('taken')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {page.slots.map((s) => (
                    <tr key={s.time} data-full={s.jobs >= s.capacity ? 'true' : undefined}>
                      <td className="py-1">{s.time}</td>
                      <td className={`py-1 text-right tabular-nums ${s.jobs >= s.capacity ? 'font-semibold text-red-700' : ''}`}>{`${s.jobs} / ${s.capacity}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-slate-600">{a('emptyDay')}</p>
            )}
          </section>
        </div>
      </div>
    </>
  )
}
