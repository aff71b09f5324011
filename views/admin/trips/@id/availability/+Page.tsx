import { availabilityPath, DEPARTURES_PATH, departurePath, TRIP_RESOURCES_PATH } from '../../../../../src/departures/departure-paths'
import { formatPrice } from '../../../../../src/i18n/format'
import { localeOf } from '../../../../../src/i18n/languages'
import { VERSION_FIELD } from '../../../../../src/content-kit/edit-version'
import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { OpenedValuesField } from '../../../../../src/ui/admin-form'
import { CategoryFields, DeparturesToHandle, GuideLanguages, IntentForm, ItemButton, Saved, Section, Tick, useAvailabilityTexts, useFormValues, useLanguageName, useWeekdayNames } from '../../../../../src/ui/admin/availability-forms'
import { TextField } from '../../../../../src/ui/form'
import { RadioCards, SelectField } from '../../../../../src/ui/form-choices'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { AvailabilityData } from './+data'

const cell = 'px-3 py-2 text-left align-top'

export default function Page() {
  const data = usePageData<AvailabilityData>()
  const { lng } = usePageContext()
  const a = useAvailabilityTexts()
  const action = availabilityPath(data.trip.id)
  const day = (iso: string) => new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
  return (
    <>
      <AdminPageHeader
        title={a('title', { trip: data.trip.name })}
        intro={a('intro')}
        action={
          <div className="flex flex-wrap gap-3 text-sm">
            <a href={`${DEPARTURES_PATH}?trip=${data.trip.id}`} className="btn-primary">{a('calendarLink')}</a>
            <a href={`/admin/trips/edit/${data.trip.id}`} className="font-medium text-brand-700 hover:underline">{a('editTrip')}</a>
          </div>
        }
      />
      <Saved />
      <DeparturesToHandle title={a('kept', { count: data.kept.length })} departures={data.kept} />
      <DeparturesToHandle title={a('bookedInClosures', { count: data.bookedInClosures.length })} departures={data.bookedInClosures} />
      <SettingsSection />
      <CategoriesSection />
      <SchedulesSection />
      <OneOffSection day={day} />
      <ClosuresSection day={day} action={action} />
    </>
  )
}

function SettingsSection() {
  const data = usePageData<AvailabilityData>()
  const a = useAvailabilityTexts()
  const { values } = useFormValues('settings', data.settings)
  return (
    <Section id="settings" title={a('settings.title')} intro={a('settings.intro')}>
      <IntentForm action={availabilityPath(data.trip.id)} intent="settings" submitLabel={a('settings.save')}>
        <OpenedValuesField values={data.settings} />
        <RadioCards
          form="s"
          name="bookingMode"
          label={a('settings.bookingMode')}
          required
          defaultValue={values.bookingMode}
          options={[
            { value: 'instant', label: a('settings.instant'), description: a('settings.instantHint') },
            { value: 'on_request', label: a('settings.onRequest'), description: a('settings.onRequestHint') },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            form="s"
            name="onlinePayment"
            label={a('settings.onlinePayment')}
            required
            defaultValue={values.onlinePayment}
            options={['full', 'deposit', 'none'].map((v) => ({ value: v, label: a(`settings.payment.${v}`) }))}
          />
          <TextField form="s" name="depositPercent" type="number" min={1} max={100} label={a('settings.depositPercent')} required defaultValue={values.depositPercent} />
          <TextField form="s" name="cutoffHours" type="number" min={0} max={720} label={a('settings.cutoffHours')} hint={a('settings.cutoffHint')} required defaultValue={values.cutoffHours} />
          <TextField form="s" name="freeCancellationHours" type="number" min={0} max={2160} label={a('settings.freeCancellationHours')} hint={a('settings.freeCancellationHint')} defaultValue={values.freeCancellationHours} />
          <TextField form="s" name="defaultCapacity" type="number" min={1} max={500} label={a('settings.defaultCapacity')} required defaultValue={values.defaultCapacity} />
          <TextField form="s" name="durationMinutes" type="number" min={15} max={20160} label={a('settings.durationMinutes')} required defaultValue={values.durationMinutes} />
          <SelectField form="s" name="resourceId" label={a('settings.resource')} hint={a('settings.resourceHint')} placeholder={a('settings.noResource')} options={data.resources} defaultValue={values.resourceId} />
        </div>
        <Tick form="s" name="payOnDayAllowed" label={a('settings.payOnDay')} values={values} />
        <GuideLanguages form="s" values={values} legend={a('guideLanguages')} />
        <p className="text-xs text-slate-500"><a href={TRIP_RESOURCES_PATH} className="underline">{a('settings.resourcesLink')}</a></p>
      </IntentForm>
    </Section>
  )
}

function CategoriesSection() {
  const data = usePageData<AvailabilityData>()
  const { lng } = usePageContext()
  const a = useAvailabilityTexts()
  const action = availabilityPath(data.trip.id)
  const editing = data.categoryForm.id
  const { values } = useFormValues('category', data.categoryForm.values)
  const ages = (min: number | null, max: number | null) => (min === null && max === null ? '—' : a('ages', { min: min ?? 0, max: max ?? '∞' }))
  return (
    <Section id="categories" title={a('categories.title')} intro={a('categories.intro')}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="categories">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className={cell}>{a('categoryLabel')}</th>
              <th className={cell}>{a('unitLabel')}</th>
              <th className={cell}>{a('seats')}</th>
              <th className={cell}>{a('agesLabel')}</th>
              <th className={cell}>{a('price')}</th>
              <th className={cell}><span className="sr-only">{a('actions')}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.categories.map((c) => (
              <tr key={c.id} data-category={c.code} className={c.active ? '' : 'text-slate-400'}>
                <td className={cell}>{c.label} <span className="text-xs text-slate-500">({c.code})</span>{!c.active && <span className="ml-2 rounded bg-slate-100 px-2 text-xs">{a('categories.inactive')}</span>}</td>
                <td className={cell}>{a(`unit.${c.unit}`)}</td>
                <td className={cell}>{c.seats}</td>
                <td className={cell}>{ages(c.minAge, c.maxAge)}</td>
                <td className={cell}>{formatPrice(c.priceCents, 'EUR', lng)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <a href={`${action}?category=${c.id}#categories`} className="mr-2 text-brand-700 hover:underline">{a('edit')}</a>
                  <ItemButton action={action} intent={c.active ? 'category-off' : 'category-on'} itemId={c.id} label={a(c.active ? 'categories.deactivate' : 'categories.activate')} />
                </td>
              </tr>
            ))}
            {!data.categories.length && <tr><td className={cell} colSpan={6}>{a('categories.none')}</td></tr>}
          </tbody>
        </table>
      </div>
      <h3 className="font-semibold text-slate-900">{a(editing ? 'categories.edit' : 'categories.new')}</h3>
      <IntentForm action={editing ? `${action}?category=${editing}` : action} intent="category" submitLabel={a('categories.save')}>
        <CategoryFields values={values} />
      </IntentForm>
    </Section>
  )
}

function SchedulesSection() {
  const data = usePageData<AvailabilityData>()
  const a = useAvailabilityTexts()
  const { lng } = usePageContext()
  const weekdays = useWeekdayNames()
  const languageName = useLanguageName()
  const action = availabilityPath(data.trip.id)
  const editing = data.scheduleForm.id
  const { values } = useFormValues('schedule', data.scheduleForm.values)
  const day = (iso: string) => new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
  return (
    <Section id="schedules" title={a('schedules.title')} intro={a('schedules.intro')}>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="schedules">
        {data.schedules.map((s) => (
          <li key={s.id} data-schedule={s.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{s.weekdays.length === 7 ? a('schedules.everyDay') : s.weekdays.map((d) => weekdays[d - 1]).join(', ')} · {s.times.join(', ')}</span>
              <span className="block text-slate-600">
                {day(s.startsOn)} – {day(s.endsOn)} · {a('schedules.capacity', { capacity: s.capacity ?? data.settings.defaultCapacity })}
                {s.guideLanguages && ` · ${s.guideLanguages.map(languageName).join(', ')}`}
              </span>
            </span>
            <span className="flex gap-2">
              <a href={`${action}?schedule=${s.id}#schedules`} className="text-brand-700 hover:underline">{a('edit')}</a>
              <ItemButton action={action} intent="schedule-delete" itemId={s.id} label={a('delete')} danger />
            </span>
          </li>
        ))}
        {!data.schedules.length && <li className="py-2 text-slate-600">{a('schedules.none')}</li>}
      </ul>
      <h3 className="font-semibold text-slate-900">{a(editing ? 'schedules.edit' : 'schedules.new')}</h3>
      <IntentForm action={editing ? `${action}?schedule=${editing}` : action} intent="schedule" submitLabel={a('schedules.save')}>
        {/* This form's own values (intent-aware): another form of the page may have come back. */}
        {values[VERSION_FIELD] && <input type="hidden" name={VERSION_FIELD} value={values[VERSION_FIELD]} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form="sc" name="startsOn" type="date" label={a('schedules.startsOn')} required defaultValue={values.startsOn} />
          <TextField form="sc" name="endsOn" type="date" label={a('schedules.endsOn')} required defaultValue={values.endsOn} />
          <TextField form="sc" name="times" label={a('schedules.times')} hint={a('schedules.timesHint')} required defaultValue={values.times} />
          <TextField form="sc" name="capacity" type="number" min={1} max={500} label={a('schedules.capacityLabel')} hint={a('schedules.capacityHint')} defaultValue={values.capacity} />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{a('schedules.weekdays')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {weekdays.map((name, i) => <Tick key={name} form="sc" name={`day${i + 1}`} label={name} values={values} />)}
          </div>
        </fieldset>
        <GuideLanguages form="sc" values={values} legend={a('guideLanguages')} hint={a('schedules.languagesHint')} />
      </IntentForm>
    </Section>
  )
}

function OneOffSection({ day }: { day: (iso: string) => string }) {
  const data = usePageData<AvailabilityData>()
  const a = useAvailabilityTexts()
  return (
    <Section id="one-offs" title={a('oneOff.title')} intro={a('oneOff.intro')}>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="one-offs">
        {data.oneOffs.map((d) => (
          <li key={d.id} className="py-2">
            <a href={departurePath(d.id)} className="font-medium text-brand-700 hover:underline">{day(d.date)} · {d.time}</a> — {a('seatsOf', { taken: d.seatsTaken, capacity: d.capacity })}
          </li>
        ))}
        {!data.oneOffs.length && <li className="py-2 text-slate-600">{a('oneOff.none')}</li>}
      </ul>
      <IntentForm action={availabilityPath(data.trip.id)} intent="one-off" submitLabel={a('oneOff.add')} className="grid items-end gap-3 sm:grid-cols-4">
        <TextField form="o" name="oneOffDate" type="date" label={a('oneOff.date')} required />
        <TextField form="o" name="oneOffTime" type="time" label={a('oneOff.time')} required />
        <TextField form="o" name="oneOffCapacity" type="number" min={1} max={500} label={a('oneOff.capacity')} />
      </IntentForm>
    </Section>
  )
}

function ClosuresSection({ day, action }: { day: (iso: string) => string; action: string }) {
  const data = usePageData<AvailabilityData>()
  const a = useAvailabilityTexts()
  const { values } = useFormValues('closure', {})
  return (
    <Section id="closures" title={a('closures.title')} intro={a('closures.intro')}>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="closures">
        {data.closures.map((c) => (
          <li key={c.id} data-closure={c.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{day(c.startsOn)} – {day(c.endsOn)}</span>
              <span className="ml-2 rounded bg-slate-100 px-2 text-xs">{a(c.tripId === null ? 'closures.allTrips' : 'closures.thisTrip')}</span>
              {c.reason && <span className="block text-slate-600">{c.reason}</span>}
            </span>
            <ItemButton action={action} intent="closure-delete" itemId={c.id} label={a('delete')} danger />
          </li>
        ))}
        {!data.closures.length && <li className="py-2 text-slate-600">{a('closures.none')}</li>}
      </ul>
      <IntentForm action={action} intent="closure" submitLabel={a('closures.add')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField form="cl" name="closedFrom" type="date" label={a('closures.from')} required />
          <TextField form="cl" name="closedTo" type="date" label={a('closures.to')} required />
          <TextField form="cl" name="reason" label={a('closures.reason')} />
        </div>
        <Tick form="cl" name="allTrips" label={a('closures.allTripsLabel')} values={values} />
      </IntentForm>
    </Section>
  )
}
