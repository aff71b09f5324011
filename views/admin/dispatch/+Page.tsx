import { Fragment } from 'react'
import { BOARD_SHOWS, DISPATCH_PATH, filterParams, NO_FILTER, type BoardFilter, type WeekBoard } from '../../../src/dispatch/board'
import { manifestPath } from '../../../src/dispatch/run-sheet-paths'
import { useDispatchTexts } from '../../../src/ui/admin/dispatch-texts'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { DAY_NAV_LINK, DayNavigation } from '../../../src/ui/admin/day-navigation'
import { TAKINGS_PATH } from '../../../src/back-office/takings-query'
import { Island } from '../../../src/ui/islands/island'
import { DispatchBoard } from '../../../src/ui/islands/dispatch-board.island'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { DispatchData } from './+data'

/** Previous and next, the day or week switch and a date picker (a GET form: no JavaScript needed). */
function BoardNavigation({ view, date, previous, next, filter = NO_FILTER }: { view: 'day' | 'week'; date: string; previous: string; next: string; filter?: BoardFilter }) {
  const a = useDispatchTexts('board')
  const week = view === 'week'
  const texts = { navigation: a('navigation'), previous: a(week ? 'previousWeek' : 'previousDay'), next: a(week ? 'nextWeek' : 'nextDay'), date: a('date'), show: a('show') }
  // Another day keeps the filter: "unassigned, 07:00–10:00" is how a dispatcher works through the days ahead too.
  return (
    <DayNavigation path={DISPATCH_PATH} date={date} previous={previous} next={next} texts={texts} inputId="board-date" keep={week ? { view: 'week' } : filterParams(filter)}>
      <a className={DAY_NAV_LINK} href={`${DISPATCH_PATH}?date=${date}`} aria-current={view === 'day' ? 'page' : undefined}>{a('dayView')}</a>
      <a className={DAY_NAV_LINK} href={`${DISPATCH_PATH}?date=${date}&view=week`} aria-current={week ? 'page' : undefined}>{a('weekView')}</a>
      {view === 'day' && <a className={DAY_NAV_LINK} href={manifestPath(date)}>{a('manifest')}</a>}
      {view === 'day' && <a className={DAY_NAV_LINK} href={`${TAKINGS_PATH}?date=${date}`}>{a('takings')}</a>}
    </DayNavigation>
  )
}

/** Which jobs show as cards (a GET form: no JavaScript needed); "all jobs" clears it. */
function BoardFilterForm({ date, filter }: { date: string; filter: BoardFilter }) {
  const a = useDispatchTexts('board')
  const filtered = Object.keys(filterParams(filter)).length > 0
  return (
    <form method="get" action={DISPATCH_PATH} className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="board-filter">
      <input type="hidden" name="date" value={date} />
      <div>
        <label htmlFor="board-show" className="block text-sm font-medium text-slate-800">{a('filter.show')}</label>
        <select id="board-show" name="show" defaultValue={filter.show} className="field mt-1 py-1.5">
          {BOARD_SHOWS.map((show) => <option key={show} value={show}>{a(`filter.${show}`)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="board-from" className="block text-sm font-medium text-slate-800">{a('filter.from')}</label>
        <input id="board-from" name="from" type="time" defaultValue={filter.from} className="field mt-1 py-1.5" />
      </div>
      <div>
        <label htmlFor="board-to" className="block text-sm font-medium text-slate-800">{a('filter.to')}</label>
        <input id="board-to" name="to" type="time" defaultValue={filter.to} className="field mt-1 py-1.5" />
      </div>
      <button type="submit" className="btn-primary py-1.5">{a('filter.apply')}</button>
      {filtered && <a className={DAY_NAV_LINK} href={`${DISPATCH_PATH}?date=${date}`}>{a('filter.clear')}</a>}
    </form>
  )
}

/** Seven days × drivers: how many jobs each has, which, and the unassigned ones per day. */
function WeekGrid({ week }: { week: WeekBoard }) {
  const a = useDispatchTexts('board')
  const cell = (c: WeekBoard['days'][number]['unassigned'], off = false) => (
    <td className={`border-t border-slate-100 px-2 py-2 align-top ${off ? 'bg-amber-50' : ''}`}>
      {off && <span className="block text-xs font-semibold text-amber-900">{a('labels.off')}</span>}
      {c.count > 0 && <span className="block font-semibold tabular-nums text-slate-900">{c.count}</span>}
      <ul className="text-xs text-slate-700">
        {c.jobs.slice(0, 6).map((j) => <li key={j.id} className="tabular-nums">{j.time} {j.reference}</li>)}
        {c.jobs.length > 6 && <li>+{c.jobs.length - 6}</li>}
      </ul>
    </td>
  )
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[56rem] text-sm" data-testid="week-board">
        <thead>
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-semibold text-slate-700">{a('labels.driver')}</th>
            {week.days.map((d) => (
              <th key={d.date} scope="col" className="px-2 py-2 text-left font-semibold text-slate-700">
                <a className="text-brand-700 hover:underline" href={`${DISPATCH_PATH}?date=${d.date}`}>{d.label}</a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr data-row="unassigned">
            <th scope="row" className="border-t border-slate-100 px-2 py-2 text-left font-semibold text-red-800">{a('labels.unassigned')}</th>
            {week.days.map((d) => <Fragment key={d.date}>{cell(d.unassigned)}</Fragment>)}
          </tr>
          {week.drivers.map((driver) => (
            <tr key={driver.id} data-row={driver.id}>
              <th scope="row" className="border-t border-slate-100 px-2 py-2 text-left font-medium text-slate-900">{driver.name}</th>
              {driver.cells.map((c, i) => <Fragment key={week.days[i]!.date}>{cell(c, week.days[i]!.off.includes(driver.id))}</Fragment>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default function Page() {
  const { csrfToken, lng } = usePageContext()
  const data = usePageData<DispatchData>()
  const a = useDispatchTexts('board')
  return (
    <>
      <AdminPageHeader title={a('title')} intro={data.view === 'week' ? a('weekIntro', { start: data.week.days[0]!.label, end: data.week.days[6]!.label }) : `${data.board.dateLabel} · ${a('intro', { buffer: data.board.bufferMinutes })}`} />
      {data.view === 'week' ? (
        <>
          <BoardNavigation view="week" date={data.date} previous={data.week.previous} next={data.week.next} />
          <WeekGrid week={data.week} />
        </>
      ) : (
        <>
          <BoardNavigation view="day" date={data.date} previous={data.board.previous} next={data.board.next} filter={data.filter} />
          <BoardFilterForm date={data.date} filter={data.filter} />
          {data.flash && (
            <div role={data.flash.kind === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-xl border p-4 text-sm font-medium ${data.flash.kind === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`} data-testid="board-flash">
              {data.flash.text}
            </div>
          )}
          <Island name="DispatchBoard" component={DispatchBoard} props={{ board: data.board, labels: data.labels, csrfToken, pollMs: data.pollMs, lng, filter: data.filter }} />
        </>
      )}
    </>
  )
}
