import type { CalendarDeparture, DepartureLevel } from '../../../src/departures/departures.admin.server'
import { availabilityPath, departureEditPath, DEPARTURES_PATH, departurePath } from '../../../src/departures/departure-paths'
import { localeOf } from '../../../src/i18n/languages'
import { CUSTOMER_DATA_ROLES } from '../../../src/lib/roles'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { useWeekdayNames } from '../../../src/ui/admin/availability-forms'
import { SelectField } from '../../../src/ui/form-choices'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { DeparturesData } from './+data'

const LEVEL_CLASS: Record<DepartureLevel, string> = {
  open: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  'nearly-full': 'bg-amber-50 text-amber-900 ring-amber-300',
  full: 'bg-red-50 text-red-900 ring-red-300',
  closed: 'bg-slate-100 text-slate-600 line-through ring-slate-300',
}

/** `manifest`: the departure's page with its bookings; else (editors, who never see customers) its capacity form. */
function DepartureChip({ d, showTrip, manifest }: { d: CalendarDeparture; showTrip: boolean; manifest: boolean }) {
  const { t } = usePageContext()
  const a = (key: string, o?: Record<string, unknown>) => t(`admin:departures.${key}`, o)
  return (
    <a href={manifest ? departurePath(d.id) : departureEditPath(d.id)} data-departure={d.id} data-level={d.level} className={`block rounded-md px-2 py-1 text-xs ring-1 hover:underline ${LEVEL_CLASS[d.level]}`} title={a(`level.${d.level}`)}>
      <span className="font-semibold">{d.time}</span> {showTrip && <span>{d.tripName}</span>} <span className="whitespace-nowrap">· {a('seats', { taken: d.seatsTaken, capacity: d.capacity })}</span>
      <span className="sr-only"> ({a(`level.${d.level}`)})</span>
    </a>
  )
}

export default function Page() {
  const { calendar } = usePageData<DeparturesData>()
  const { t, lng, user } = usePageContext()
  const a = (key: string, o?: Record<string, unknown>) => t(`admin:departures.${key}`, o)
  // The manifests name customers: only for the roles that see customer data.
  const seesManifests = user !== null && (CUSTOMER_DATA_ROLES as readonly string[]).includes(user.role)
  const weekdays = useWeekdayNames()
  const href = (over: Record<string, string | undefined>) => {
    const params = new URLSearchParams(Object.entries({ view: calendar.view, date: calendar.date, trip: calendar.trip ? String(calendar.trip) : undefined, ...over }).filter((e): e is [string, string] => Boolean(e[1])))
    return `${DEPARTURES_PATH}?${params}`
  }
  const locale = localeOf(lng)
  const heading = calendar.view === 'month'
    ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${calendar.date.slice(0, 8)}01T00:00:00Z`)).replace(/^\p{Ll}/u, (c) => c.toUpperCase())
    : `${new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${calendar.first}T00:00:00Z`))} – ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${calendar.last}T00:00:00Z`))}`
  const dayNumber = (iso: string) => Number(iso.slice(8, 10))
  // A phone lists the days: each says its weekday and date in full (one formatter for all of them).
  const fullDay = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} />
      <form method="get" action={DEPARTURES_PATH} className="mb-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="view" value={calendar.view} />
        <input type="hidden" name="date" value={calendar.date} />
        <SelectField name="trip" label={a('trip')} placeholder={a('allTrips')} options={calendar.trips} defaultValue={calendar.trip ? String(calendar.trip) : ''} />
        <button type="submit" className="btn-primary">{a('show')}</button>
        {calendar.trip && <a href={availabilityPath(calendar.trip)} className="py-2 text-sm font-medium text-brand-700 hover:underline">{a('availabilityLink')}</a>}
      </form>
      <nav aria-label={a('navigation')} className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <a href={href({ date: calendar.previous })} className="rounded-lg border border-slate-300 px-3 py-1 hover:bg-slate-100" rel="prev">{a('previous')}</a>
        <a href={href({ date: calendar.today })} className="rounded-lg border border-slate-300 px-3 py-1 hover:bg-slate-100">{a('today')}</a>
        <a href={href({ date: calendar.next })} className="rounded-lg border border-slate-300 px-3 py-1 hover:bg-slate-100" rel="next">{a('next')}</a>
        <h2 className="mx-2 text-lg font-semibold text-slate-900" data-testid="calendar-heading">{heading}</h2>
        {seesManifests && <a href="/admin/departures/manifests.pdf" className="rounded-lg border border-slate-300 px-3 py-1 font-medium text-brand-700 hover:bg-slate-100">{t('admin:manifest.tomorrow')}</a>}
        <span className="ml-auto flex gap-2">
          <a href={href({ view: 'month' })} aria-current={calendar.view === 'month' ? 'page' : undefined} className={`rounded-lg px-3 py-1 ${calendar.view === 'month' ? 'bg-brand-700 text-white' : 'border border-slate-300'}`}>{a('month')}</a>
          <a href={href({ view: 'week' })} aria-current={calendar.view === 'week' ? 'page' : undefined} className={`rounded-lg px-3 py-1 ${calendar.view === 'week' ? 'bg-brand-700 text-white' : 'border border-slate-300'}`}>{a('week')}</a>
        </span>
      </nav>
      <ul className="mb-4 flex flex-wrap gap-3 text-xs" aria-label={a('legend')}>
        {(Object.keys(LEVEL_CLASS) as DepartureLevel[]).map((level) => <li key={level} className={`rounded px-2 py-0.5 ring-1 ${LEVEL_CLASS[level]}`}>{a(`level.${level}`)}</li>)}
      </ul>
      {/* On a phone seven columns are 50 px wide: the calendar becomes a list of the days that have departures. */}
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse text-sm max-sm:block" data-testid="calendar" data-view={calendar.view}>
          <thead className="max-sm:sr-only">
            <tr>{weekdays.map((name) => <th key={name} scope="col" className="border border-slate-200 bg-slate-50 px-2 py-1 text-left font-medium text-slate-600">{name}</th>)}</tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-2">
            {Array.from({ length: calendar.days.length / 7 }, (_, week) => (
              <tr key={week} className="max-sm:contents">
                {calendar.days.slice(week * 7, week * 7 + 7).map((day) => (
                  <td key={day.date} data-date={day.date} className={`h-24 border border-slate-200 p-1 align-top max-sm:h-auto max-sm:rounded-lg max-sm:p-2 ${day.inRange ? 'bg-white' : 'bg-slate-50 text-slate-400'} ${day.inRange && day.departures.length ? 'max-sm:block' : 'max-sm:hidden'} ${day.date === calendar.today ? 'ring-2 ring-inset ring-brand-600' : ''}`}>
                    <div className="mb-1 text-xs font-semibold max-sm:hidden">{calendar.view === 'week' ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day.date}T00:00:00Z`)) : dayNumber(day.date)}</div>
                    <div className="mb-1 text-sm font-semibold sm:hidden">{fullDay.format(new Date(`${day.date}T00:00:00Z`))}</div>
                    <div className="space-y-1">
                      {day.departures.map((d) => <DepartureChip key={d.id} d={d} showTrip={!calendar.trip} manifest={seesManifests} />)}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {!calendar.days.some((day) => day.inRange && day.departures.length) && <p className="text-sm text-slate-600 sm:hidden">{a('none')}</p>}
      </div>
    </>
  )
}
