import { TAKINGS_CSV_PATH, TAKINGS_PATH } from '../../../src/back-office/takings-query'
import type { TakingMethod } from '../../../src/back-office/takings.server'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { DAY_NAV_LINK, DayNavigation } from '../../../src/ui/admin/day-navigation'
import { ReportTable } from '../../../src/ui/admin/report-table'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { TakingsData } from './+data'

const CARD = 'mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200'
const CELL = 'py-2 pr-4 align-top last:pr-0'
// Amounts, times and references never break inside: on a phone the table scrolls sideways instead.
const FIGURE = 'py-2 pr-4 text-right tabular-nums align-top whitespace-nowrap last:pr-0'
const BY_HAND: TakingMethod[] = ['cash', 'card_terminal', 'bank_transfer', 'unknown']

export default function Page() {
  const { t } = usePageContext()
  const { takings, dateLabel, previous, next } = usePageData<TakingsData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:takings.${key}`, options)
  const method = (m: TakingMethod) => a(`methods.${m}`)
  const texts = { navigation: a('navigation'), previous: a('previousDay'), next: a('nextDay'), date: a('date'), show: a('show') }
  const handMethods = BY_HAND.filter((m) => takings.people.some((p) => p.byMethod[m]))
  return (
    <>
      <AdminPageHeader title={a('title')} intro={`${dateLabel} · ${a('intro')}`} />
      <DayNavigation path={TAKINGS_PATH} date={takings.date} previous={previous} next={next} texts={texts} inputId="takings-date">
        {takings.rows.length > 0 && <a className={DAY_NAV_LINK} href={`${TAKINGS_CSV_PATH}?date=${takings.date}`} download>{a('csv')}</a>}
      </DayNavigation>
      {takings.rows.length === 0 ? (
        <p className={`${CARD} text-sm text-slate-700`} data-testid="takings-empty">{a('empty')}</p>
      ) : (
        <>
          <section aria-labelledby="takings-methods" className={CARD}>
            <h2 id="takings-methods" className="text-lg font-semibold text-slate-900">{a('byMethod')}</h2>
            <ReportTable labelledBy="takings-methods" columns={[{ key: 'method', label: a('method') }, { key: 'received', label: a('received'), numeric: true }, { key: 'returned', label: a('returned'), numeric: true }, { key: 'net', label: a('net'), numeric: true }]}>
              <tbody className="divide-y divide-slate-100">
                {takings.methods.map((m) => (
                  <tr key={`${m.method} ${m.currency}`} data-method={m.method}>
                    <th scope="row" className={`${CELL} text-left font-medium text-slate-900`}>{method(m.method)}</th>
                    <td className={FIGURE}>{m.received}</td>
                    <td className={FIGURE}>{m.returned}</td>
                    <td className={`${FIGURE} font-semibold text-slate-900`}>{m.net}</td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
          </section>

          {takings.people.length > 0 && (
            <section aria-labelledby="takings-people" className={CARD}>
              <h2 id="takings-people" className="text-lg font-semibold text-slate-900">{a('byPerson')}</h2>
              <p className="mt-1 text-sm text-slate-600">{a('byPersonIntro')}</p>
              <ReportTable labelledBy="takings-people" columns={[{ key: 'person', label: a('person') }, ...handMethods.map((m) => ({ key: m, label: method(m), numeric: true }))]}>
                <tbody className="divide-y divide-slate-100">
                  {takings.people.map((p) => (
                    <tr key={`${p.type} ${p.name} ${p.currency}`} data-person={p.name}>
                      <th scope="row" className={`${CELL} text-left font-medium text-slate-900`}>
                        {p.name} <span className="font-normal text-slate-500">· {a(`actors.${p.type}`)}</span>
                      </th>
                      {handMethods.map((m) => <td key={m} className={FIGURE}>{p.byMethod[m] ?? '—'}</td>)}
                    </tr>
                  ))}
                </tbody>
              </ReportTable>
            </section>
          )}

          <section aria-labelledby="takings-rows" className={CARD}>
            <h2 id="takings-rows" className="text-lg font-semibold text-slate-900">{a('movements')}</h2>
            <ReportTable labelledBy="takings-rows" columns={[{ key: 'time', label: a('time') }, { key: 'booking', label: a('booking') }, { key: 'amount', label: a('amount'), numeric: true }, { key: 'what', label: a('what') }, { key: 'by', label: a('recordedBy') }]}>
              <tbody className="divide-y divide-slate-100">
                {takings.rows.map((r) => (
                  <tr key={r.id} data-taking={r.reference}>
                    <td className={`${CELL} tabular-nums whitespace-nowrap`}>{r.time}</td>
                    <td className={CELL}>
                      <a className="whitespace-nowrap font-mono text-brand-700 underline" href={r.href}>{r.reference}</a>
                      <span className="block text-slate-600">{a(`kinds.${r.kind}`)} · {r.customerName}</span>
                    </td>
                    <td className={`${FIGURE} ${r.direction === 'returned' ? 'text-red-800' : 'text-slate-900'}`}>{r.amount}</td>
                    <td className={CELL}>{a(`directions.${r.direction}`)} · {method(r.method)}</td>
                    <td className={CELL}>{r.recordedBy}</td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
          </section>
        </>
      )}
    </>
  )
}
