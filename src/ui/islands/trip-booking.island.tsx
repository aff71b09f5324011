import { useEffect, useMemo, useRef, useState } from 'react'
import { formatPrice } from '../../i18n/format'
import { localeOf, type Language } from '../../i18n/languages'
import type { OfferedDeparture } from '../../trip-bookings/booking-departures.server'
import { onlineDueOf, priceParty, type PricedCategory } from '../../trip-bookings/pricing'
import type { TripOnlinePayment } from '../../trips/trips.model'

export interface TripBookingLabels {
  departure: string
  chooseDeparture: string
  seatsLeft_one: string
  seatsLeft_other: string
  soldOut: string
  participants: string
  total: string
  payNow: string
  calendar: string
  previousMonth: string
  nextMonth: string
  times: string
  noTimes: string
  less: string
  more: string
  ages: string
  agesFrom: string
  perGroup: string
  /** The party is larger than the chosen departure's seats left ({{count}}): said before sending. */
  onlyLeft_one: string
  onlyLeft_other: string
  /** The party has children or infants and nobody to accompany them: said before sending. */
  needsAdult: string
  laps: string
  /** Without JavaScript: sends the form back to be priced (nothing is booked). */
  updateTotal: string
}

export interface TripBookingPickerProps {
  lng: Language
  tripId: number
  /** A re-shown form's key; else the browser makes one (the page itself is cached for everyone). */
  idempotencyKey: string
  currency: string
  /** Every departure on sale in the horizon (the calendar's days). */
  allDepartures: OfferedDeparture[]
  /** What the select offers without JavaScript (the chosen day's, or the first ones). */
  departures: OfferedDeparture[]
  selectedId: number | null
  categories: PricedCategory[]
  counts: Record<string, number>
  onlinePayment: TripOnlinePayment
  depositPercent: number
  errors: { departureId?: string; counts?: string }
  labels: TripBookingLabels
}

const seatsLabel = (labels: TripBookingLabels, n: number) => (n <= 0 ? labels.soldOut : (n === 1 ? labels.seatsLeft_one : labels.seatsLeft_other).replace('{{count}}', String(n)))

function dayLabel(date: string, lng: Language): string {
  return new Intl.DateTimeFormat(localeOf(lng), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
}

/** The month grid (Monday first) of `month` ("YYYY-MM"): null for the days before the 1st. */
function monthGrid(month: string): Array<string | null> {
  const first = new Date(`${month}-01T12:00:00Z`)
  const lead = (first.getUTCDay() + 6) % 7
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)]
}

/** A party count as the server reads it (a blank or non-number field is none), kept to what the field allows. */
const countFrom = (value: unknown) => Math.max(0, Math.min(99, Number(value) || 0))

/**
 * What the visitor has already chosen in the server-rendered form: the departure in the select and
 * each category's number field, read as the form would send them now. Null outside a form.
 */
function enteredInForm(root: HTMLElement | null, departures: OfferedDeparture[], categories: PricedCategory[]) {
  const form = root?.closest('form')
  if (!form) return null
  const values = new FormData(form)
  const departureId = Number(values.get('departureId'))
  return {
    departure: departures.find((d) => d.id === departureId) ?? null,
    counts: Object.fromEntries(categories.map((c) => [c.code, countFrom(values.get(`count.${c.code}`))])),
  }
}

const shiftMonth = (month: string, by: number) => {
  const d = new Date(`${month}-01T12:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + by)
  return d.toISOString().slice(0, 7)
}

/**
 * Previous or next month. At the first or last month with departures it stays focusable and does
 * nothing (aria-disabled): a disabled button would drop the focus of whoever just pressed it.
 */
function MonthButton({ label, off, onPress, children }: { label: string; off: boolean; onPress: () => void; children: string }) {
  return (
    <button type="button" className="rounded-full px-3 py-1 text-lg aria-disabled:cursor-default aria-disabled:opacity-30" onClick={() => !off && onPress()} aria-disabled={off || undefined} aria-label={label}>
      {children}
    </button>
  )
}

/**
 * The booking form's date, time and party (src/trip-bookings/booking-section): without JavaScript a
 * select of departures and number fields, priced by the server; hydrated, a month calendar of the
 * days with seats, the chosen day's times, steppers per category and the live total — the same
 * form fields, posted the same way.
 */
export function TripBookingPicker(props: TripBookingPickerProps) {
  const { lng, currency, categories, labels, errors } = props
  const [enhanced, setEnhanced] = useState(false)
  const [allDepartures, setAllDepartures] = useState(props.allDepartures)
  const [idempotencyKey, setIdempotencyKey] = useState(props.idempotencyKey)
  const [selectedId, setSelectedId] = useState<number | null>(props.selectedId)
  const [counts, setCounts] = useState<Record<string, number>>(props.counts)
  const selected = allDepartures.find((d) => d.id === selectedId) ?? null
  const [month, setMonth] = useState((selected?.date ?? allDepartures[0]?.date ?? new Date().toISOString()).slice(0, 7))
  const [day, setDay] = useState<string | null>(selected?.date ?? null)
  const rootRef = useRef<HTMLDivElement>(null)
  // The calendar replaces the select as the island hydrates: focus on the select (a keyboard user
  // on "Date and time", or the error summary's link to it) moves to the calendar, not to the page.
  const refocus = useRef(false)
  useEffect(() => {
    // The island hydrates as it scrolls into view, often after the visitor has picked a date and typed
    // the party into the server-rendered fields. Hydration renders from the page data (the server's
    // HTML) and leaves the fields as they are, but the next render (the calendar) would write that
    // data's defaults back into them: so the island carries on from what the fields say now.
    const entered = enteredInForm(rootRef.current, props.allDepartures, categories)
    if (!entered) return
    setSelectedId(entered.departure?.id ?? null)
    setDay(entered.departure?.date ?? null)
    if (entered.departure) setMonth(entered.departure.date.slice(0, 7))
    setCounts(entered.counts)
  }, [props.allDepartures, categories])
  useEffect(() => {
    refocus.current = document.activeElement instanceof HTMLSelectElement && document.activeElement.id === 'f-departureId'
    setEnhanced(true)
    if (!props.idempotencyKey) setIdempotencyKey(globalThis.crypto.randomUUID())
    // The page may come from the shared cache (up to a minute old): the seats left as they are now.
    const controller = new AbortController()
    const from = new Date().toISOString().slice(0, 10)
    const to = new Date(Date.now() + 62 * 86_400_000).toISOString().slice(0, 10)
    fetch(`/api/trips/${props.tripId}/departures?from=${from}&to=${to}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal })
      .then(async (res) => (res.ok ? ((await res.json()) as { departures: OfferedDeparture[] }) : null))
      .then((body) => {
        if (!body) return
        // Within the window asked for, a departure no longer listed has no seats left now.
        const fresh = new Map(body.departures.map((d) => [d.id, d]))
        setAllDepartures((shown) => shown.map((d) => fresh.get(d.id) ?? (d.date <= to ? { ...d, seatsLeft: 0 } : d)))
      })
      .catch(() => {})
    return () => controller.abort()
  }, [props.idempotencyKey, props.tripId])

  useEffect(() => {
    if (!enhanced || !refocus.current) return
    refocus.current = false
    document.getElementById('f-departureId')?.focus()
  }, [enhanced])

  const byDay = useMemo(() => {
    const map = new Map<string, OfferedDeparture[]>()
    for (const d of allDepartures) map.set(d.date, [...(map.get(d.date) ?? []), d])
    return map
  }, [allDepartures])
  // Priced without the departure's bound: the seats left (never more than its capacity) are compared below.
  const party = priceParty(categories, counts, { onlinePayment: props.onlinePayment, depositPercent: props.depositPercent })
  const money = (cents: number) => formatPrice(cents, currency, lng)
  const total = party.ok ? party.totalCents : categories.reduce((sum, c) => sum + (counts[c.code] ?? 0) * c.priceCents, 0)
  const due = onlineDueOf(total, props)
  // The server refuses a party larger than the seats left, or children on their own; hydrated, the
  // form says so as it happens.
  const seatsShort = enhanced && selected && selected.seatsLeft > 0 && party.ok && party.seats > selected.seatsLeft ? selected.seatsLeft : null
  const partyWarning = !enhanced || errors.counts ? null
    : seatsShort !== null ? (seatsShort === 1 ? labels.onlyLeft_one : labels.onlyLeft_other).replace('{{count}}', String(seatsShort))
    : !party.ok && party.problem.code === 'needsAdult' ? labels.needsAdult
    : !party.ok && party.problem.code === 'laps' ? labels.laps.replace('{{max}}', String(party.problem.params?.max ?? ''))
    : null
  const firstMonth = (allDepartures[0]?.date ?? month).slice(0, 7)
  const lastMonth = (allDepartures.at(-1)?.date ?? month).slice(0, 7)
  const weekdays = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(localeOf(lng), { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))))
  const setCount = (code: string, n: number) => setCounts((c) => ({ ...c, [code]: countFrom(n) }))
  // Only the first letter: CSS `capitalize` would raise every word ("Novembre Del 2026" in Catalan).
  const monthHeading = new Intl.DateTimeFormat(localeOf(lng), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`)).replace(/^\p{Ll}/u, (c) => c.toUpperCase())

  return (
    <div ref={rootRef} className="space-y-6">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <fieldset>
        <legend id="f-departureId-legend" className="text-sm font-medium text-slate-800">{labels.departure}</legend>
        {enhanced ? (
          <div className="mt-2 space-y-4">
            <input type="hidden" name="departureId" value={selectedId ?? ''} />
            <div id="f-departureId" tabIndex={-1} className="rounded-xl ring-1 ring-slate-200 p-3" aria-label={labels.calendar} aria-describedby={errors.departureId ? 'f-departureId-error' : undefined} role="group">
              <div className="flex items-center justify-between">
                <MonthButton label={labels.previousMonth} off={month <= firstMonth} onPress={() => setMonth(shiftMonth(month, -1))}>‹</MonthButton>
                <p className="font-semibold" aria-live="polite">{monthHeading}</p>
                <MonthButton label={labels.nextMonth} off={month >= lastMonth} onPress={() => setMonth(shiftMonth(month, 1))}>›</MonthButton>
              </div>
              <div className="mt-2 grid grid-cols-7 gap-1 text-center text-xs text-slate-500">{weekdays.map((w, i) => <span key={i} aria-hidden="true">{w}</span>)}</div>
              <div className="mt-1 grid grid-cols-7 gap-1">
                {monthGrid(month).map((date, i) => {
                  if (!date) return <span key={`x${i}`} />
                  const times = byDay.get(date) ?? []
                  const left = Math.max(0, ...times.map((d) => d.seatsLeft))
                  const open = left > 0
                  const chosen = date === day
                  return (
                    <button
                      key={date}
                      type="button"
                      disabled={!open}
                      aria-pressed={chosen}
                      aria-label={`${dayLabel(date, lng)}: ${times.length ? seatsLabel(labels, left) : labels.noTimes}`}
                      data-date={date}
                      onClick={() => {
                        setDay(date)
                        const first = times.find((d) => d.seatsLeft > 0)
                        setSelectedId(times.length === 1 && first ? first.id : null)
                      }}
                      className={`min-h-11 rounded-lg text-sm ${chosen ? 'bg-brand-700 font-bold text-white' : open ? 'bg-brand-50 font-semibold text-brand-900 hover:bg-brand-100' : 'text-slate-400'}`}
                    >
                      {Number(date.slice(8))}
                    </button>
                  )
                })}
              </div>
            </div>
            {day && (
              <div role="group" aria-label={labels.times}>
                <p className="text-sm font-medium text-slate-800">{labels.times} · {dayLabel(day, lng)}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {(byDay.get(day) ?? []).map((d) => (
                    <button key={d.id} type="button" disabled={d.seatsLeft <= 0} aria-pressed={d.id === selectedId} data-departure={d.id} onClick={() => setSelectedId(d.id)} className={`min-h-11 rounded-full px-4 py-2 text-sm ring-1 ${d.id === selectedId ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-900 ring-slate-300'} disabled:opacity-40`}>
                      <span className="font-semibold">{d.time}</span> · {seatsLabel(labels, d.seatsLeft)}
                    </button>
                  ))}
                </div>
              </div>
            )}
          </div>
        ) : (
          <select id="f-departureId" name="departureId" defaultValue={props.selectedId ?? ''} required aria-labelledby="f-departureId-legend" aria-invalid={errors.departureId ? true : undefined} aria-describedby={errors.departureId ? 'f-departureId-error' : undefined} className={`field mt-1 ${errors.departureId ? 'border-red-600' : ''}`}>
            <option value="">{labels.chooseDeparture}</option>
            {props.departures.map((d) => (
              <option key={d.id} value={d.id} disabled={d.seatsLeft <= 0}>{`${dayLabel(d.date, lng)} · ${d.time} — ${seatsLabel(labels, d.seatsLeft)}`}</option>
            ))}
          </select>
        )}
        {errors.departureId && <p id="f-departureId-error" className="mt-1 text-sm font-medium text-red-700">{errors.departureId}</p>}
      </fieldset>

      <fieldset aria-describedby={errors.counts ? 'f-counts-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{labels.participants}</legend>
        <div className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {categories.map((c) => {
            const id = `f-count-${c.code}`
            const ages = c.maxAge !== null ? labels.ages.replace('{{min}}', String(c.minAge ?? 0)).replace('{{max}}', String(c.maxAge)) : c.minAge !== null ? labels.agesFrom.replace('{{min}}', String(c.minAge)) : ''
            return (
              <div key={c.code} className="flex items-center justify-between gap-3 p-3">
                <label htmlFor={id} className="text-sm">
                  <span className="font-semibold text-slate-900">{c.label}</span>
                  <span className="block text-slate-600">{money(c.priceCents)}{c.unit === 'group' ? ` ${labels.perGroup}` : ''}{ages ? ` · ${ages}` : ''}</span>
                </label>
                <div className="flex items-center gap-2">
                  {enhanced && <button type="button" className="size-11 rounded-full text-xl ring-1 ring-slate-300" onClick={() => setCount(c.code, (counts[c.code] ?? 0) - 1)} aria-label={`${labels.less}: ${c.label}`}>−</button>}
                  <input id={id} name={`count.${c.code}`} type="number" inputMode="numeric" min={0} max={99} value={String(counts[c.code] ?? 0)} onChange={(e) => setCount(c.code, Number(e.target.value) || 0)} className="field w-16 text-center" />
                  {enhanced && <button type="button" className="size-11 rounded-full text-xl ring-1 ring-slate-300" onClick={() => setCount(c.code, (counts[c.code] ?? 0) + 1)} aria-label={`${labels.more}: ${c.label}`}>+</button>}
                </div>
              </div>
            )
          })}
        </div>
        {errors.counts && <p id="f-counts-error" className="mt-1 text-sm font-medium text-red-700">{errors.counts}</p>}
        <p role="status" className="mt-1 text-sm font-medium text-amber-800 empty:hidden" data-seats-short={seatsShort ?? undefined}>
          {partyWarning}
        </p>
      </fieldset>

      <p className="flex items-baseline justify-between rounded-xl bg-sand-50 p-4" aria-live="polite">
        <span className="font-semibold text-slate-900">{labels.total}</span>
        <span className="text-right">
          <span className="text-2xl font-extrabold text-slate-900" data-total={total}>{money(total)}</span>
          {props.onlinePayment === 'deposit' && due < total && <span className="block text-sm text-slate-600">{labels.payNow.replace('{{amount}}', money(due))}</span>}
        </span>
      </p>
      {/* Without JavaScript the total cannot follow the counts: this button has the page price them again. */}
      {!enhanced && <button type="submit" name="intent" value="total" formAction={`/trips/${props.tripId}/book#book`} formNoValidate className="btn-secondary w-full sm:w-auto">{labels.updateTotal}</button>}
    </div>
  )
}
