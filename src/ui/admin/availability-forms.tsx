import { formatIslandDay, weekdayNames } from '../../i18n/format'
import type { ReactNode } from 'react'
import { CATEGORY_TEXTS, GUIDE_LANGUAGES, guideField } from '../../departures/availability.schema'
import { departurePath } from '../../departures/departure-paths'
import { localeOf } from '../../i18n/languages'
import { LocalizedFields } from '../admin-form'
import { CsrfField } from '../csrf-field'
import { ErrorText, FormAlert, SuccessAlert, TextField, useField } from '../form'
import { Fieldset, SelectField, type Option } from '../form-choices'
import { usePageContext } from '../page-context'

// The building blocks of the availability screens (docs/decisions/042). One page holds several
// forms; each posts its `intent`, and after a failed POST only the form that was sent shows the
// values typed and the messages (the others keep their stored values).

/** admin:availability.<key> */
export function useAvailabilityTexts() {
  const { t } = usePageContext()
  return (key: string, options?: Record<string, unknown>) => t(`admin:availability.${key}`, options)
}

/** The values a form shows: what was typed, if this form was the one sent back; else the stored ones. */
export function useFormValues(intent: string, stored: Record<string, string>): { values: Record<string, string>; sent: boolean } {
  const { form } = usePageContext()
  const sent = form?.values.intent === intent
  return { values: sent ? form!.values : stored, sent }
}

/** One form of the page: its CSRF token, its intent, its message when it was sent back, its button. */
export function IntentForm({ action, intent, submitLabel, children, className = '' }: { action: string; intent: string; submitLabel: string; children: ReactNode; className?: string }) {
  const { form } = usePageContext()
  return (
    <form method="post" action={action} noValidate className={`space-y-4 ${className}`}>
      {form?.values.intent === intent && <FormAlert />}
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className="btn-primary">{submitLabel}</button>
    </form>
  )
}

/** A one-button form (delete, take off sale): an intent and the item it acts on. */
export function ItemButton({ action, intent, itemId, label, danger = false }: { action: string; intent: string; itemId: number; label: string; danger?: boolean }) {
  return (
    <form method="post" action={action} className="inline">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemId" value={itemId} />
      <button type="submit" className={`rounded-lg border px-3 py-1 text-sm ${danger ? 'border-red-300 text-red-800 hover:bg-red-50' : 'border-slate-300 hover:bg-slate-100'}`}>{label}</button>
    </form>
  )
}

/** A checkbox whose state comes from the form's own values (several forms on the page share names). */
export function Tick({ name, label, values, form }: { name: string; label: string; values: Record<string, string>; form: string }) {
  const { id, error, describedBy } = useField({ name, label, form })
  return (
    <div>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input id={id} name={name} type="checkbox" defaultChecked={values[name] === 'on'} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="size-4 rounded border-slate-400" />
        {label}
      </label>
      <ErrorText id={id} error={error} />
    </div>
  )
}

/** A language's name in the staff member's language ("English", "Inglés"). */
export function useLanguageName() {
  const { lng } = usePageContext()
  const names = new Intl.DisplayNames([localeOf(lng)], { type: 'language' })
  return (code: string) => names.of(code) ?? code
}

export function GuideLanguages({ values, form, legend, hint }: { values: Record<string, string>; form: string; legend: string; hint?: string }) {
  const languageName = useLanguageName()
  return (
    <Fieldset legend={legend} intro={hint}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {GUIDE_LANGUAGES.map((code) => <Tick key={code} form={form} name={guideField(code)} label={languageName(code)} values={values} />)}
      </div>
    </Fieldset>
  )
}

/** Weekday names, Monday first, in the staff member's language. */
export function useWeekdayNames(style: 'short' | 'long' = 'short') {
  const { lng } = usePageContext()
  return weekdayNames(lng, style)
}

export interface DepartureLink {
  id: number
  date: string
  time: string
  seatsTaken: number
  capacity: number
}

/** Departures staff must handle (booked, no longer matching, or in a closure): each links to its page. */
export function DeparturesToHandle({ title, departures }: { title: string; departures: DepartureLink[] }) {
  const a = useAvailabilityTexts()
  const { lng } = usePageContext()
  if (!departures.length) return null
  const day = (iso: string) => formatIslandDay(iso, lng)
  return (
    <div role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="departures-to-handle">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {departures.map((d) => (
          <li key={d.id}>
            <a href={departurePath(d.id)} className="font-medium underline" data-departure={d.id}>{day(d.date)} · {d.time}</a> — {a('seatsOf', { taken: d.seatsTaken, capacity: d.capacity })}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Saved() {
  const a = useAvailabilityTexts()
  const { query } = usePageContext()
  return query.saved ? <div className="mb-4"><SuccessAlert title={a(`saved.${['settings', 'category', 'schedule', 'scheduleDeleted', 'oneOff', 'closure', 'closureDeleted'].includes(query.saved) ? query.saved : 'settings'}`)} /></div> : null
}

export function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mb-8 max-w-4xl space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">{title}</h2>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  )
}

/** The price category form (new, or the one being edited): code, label in four languages, unit, seats, ages, price. */
export function CategoryFields({ values }: { values: Record<string, string> }) {
  const a = useAvailabilityTexts()
  const units: Option[] = [{ value: 'person', label: a('unit.person') }, { value: 'group', label: a('unit.group') }]
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField form="c" name="code" label={a('categoryCode')} hint={a('categoryCodeHint')} required defaultValue={values.code} />
        <SelectField form="c" name="unit" label={a('unitLabel')} options={units} defaultValue={values.unit} required />
        <TextField form="c" name="seats" type="number" min={0} max={500} label={a('seats')} hint={a('seatsHint')} required defaultValue={values.seats} />
        <TextField form="c" name="minAge" type="number" min={0} max={120} label={a('minAge')} defaultValue={values.minAge} />
        <TextField form="c" name="maxAge" type="number" min={0} max={120} label={a('maxAge')} defaultValue={values.maxAge} />
        <TextField form="c" name="price" label={a('price')} hint={a('priceHint')} required defaultValue={values.price} />
        <TextField form="c" name="sortOrder" type="number" min={0} max={999} label={a('sortOrder')} defaultValue={values.sortOrder} />
      </div>
      <LocalizedFields content={{ texts: CATEGORY_TEXTS, admin: { texts: 'availability' } }} values={values} />
    </>
  )
}
