import { localeOf } from '../../i18n/languages'
import type { PageTypeVitals, VitalWindow, WebVitalsReport } from '../../rum/rum.admin.server'
import { RATINGS, THRESHOLDS, WEB_VITALS, type Rating, type WebVitalName } from '../../rum/web-vitals'
import { usePageContext } from '../page-context'
import { PerfSparkline } from './perf-sparkline'
import { ReportTable } from './report-table'

const RATING_STYLE: Record<Rating, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'needs-improvement': 'bg-amber-50 text-amber-900 ring-amber-200',
  poor: 'bg-red-50 text-red-800 ring-red-200',
}

const PAGE_ADDRESS = '/admin/performance'

function useVitalsText() {
  const { t, lng } = usePageContext()
  const w = (key: string, vars?: Record<string, unknown>) => t(`admin:performanceAdmin.webVitals.${key}`, vars)
  const num = (n: number, digits: number) => new Intl.NumberFormat(localeOf(lng), { maximumFractionDigits: digits }).format(n)
  /** LCP 2140 → "2.14 s", INP 180 → "180 ms", CLS 0.052 → "0.052". */
  const value = (metric: WebVitalName, n: number) => {
    if (metric === 'CLS') return num(n, 3)
    return n < 1000 ? `${num(n, 0)} ms` : `${num(n / 1000, 2)} s`
  }
  const pageTypeLabel = (pageType: string | null) => (pageType ? w(`pageTypes.${pageType}`) : w('allPages'))
  return { w, value, pageTypeLabel }
}

function WindowCell({ metric, window: v }: { metric: WebVitalName; window: VitalWindow }) {
  const { w, value } = useVitalsText()
  return (
    <td className="py-1.5 pr-4 text-right" data-vital={metric}>
      {v.p75 === null || !v.rating ? (
        <span className="text-slate-400">—</span>
      ) : (
        <span className={`whitespace-nowrap rounded-md px-1.5 py-0.5 font-semibold ring-1 ${RATING_STYLE[v.rating]}`} data-rating={v.rating} title={w(`ratings.${v.rating}`)}>
          {value(metric, v.p75)} <span className="sr-only">({w(`ratings.${v.rating}`)})</span>
        </span>
      )}
      <span className="mt-1 block whitespace-nowrap text-xs text-slate-500" data-count={v.count}>{w('samples', { count: v.count })}</span>
    </td>
  )
}

/** One page type: a row for the last 24 hours and one for the last 7 days. */
function VitalsRows({ row }: { row: PageTypeVitals }) {
  const { w, pageTypeLabel } = useVitalsText()
  const windows = [
    ['24h', w('last24h'), 'last24h'],
    ['7d', w('last7d'), 'last7d'],
  ] as const
  return (
    <tbody data-page-type={row.pageType ?? 'all'} className={`border-t border-slate-200 ${row.pageType ? '' : 'bg-slate-50'}`}>
      {windows.map(([key, label, field], i) => (
        <tr key={key} data-window={key}>
          {i === 0 && <th scope="rowgroup" rowSpan={2} className="py-1.5 pr-4 text-left align-top font-medium text-slate-900">{pageTypeLabel(row.pageType)}</th>}
          <td className="whitespace-nowrap py-1.5 pr-4 text-slate-600">{label}</td>
          {WEB_VITALS.map((metric) => <WindowCell key={metric} metric={metric} window={row.metrics[metric][field]} />)}
        </tr>
      ))}
    </tbody>
  )
}

/**
 * "Real users (Core Web Vitals)" on /admin/performance: p75 per page type over 24 h and 7 days,
 * rated by Google's thresholds, and p75 per day over 14 days for one page type or all.
 */
export function WebVitalsSection({ report, sampleRate }: { report: WebVitalsReport; sampleRate: number }) {
  const { t, lng } = usePageContext()
  const { w, value, pageTypeLabel } = useVitalsText()
  const rate = new Intl.NumberFormat(localeOf(lng), { style: 'percent', maximumFractionDigits: 1 }).format(sampleRate)
  const selected = report.series.pageType
  const filters = [null, ...report.pageTypes.map((p) => p.pageType)]
  if (selected && !filters.includes(selected)) filters.push(selected)
  return (
    <section id="web-vitals" aria-labelledby="web-vitals-title" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="web-vitals-title" className="text-lg font-semibold text-slate-900">{w('title')}</h2>
        <a href={`/api/admin/metrics/web-vitals${selected ? `?pageType=${selected}` : ''}`} className="text-sm font-medium text-brand-700 hover:underline">{w('json')}</a>
      </div>
      <p className="mt-1 text-sm text-slate-600">{w('intro', { rate, days: report.retentionDays })}</p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <span>
          {w('thresholds')} {WEB_VITALS.map((metric) => `${metric} ≤ ${value(metric, THRESHOLDS[metric][0])}`).join(' · ')}
        </span>
        {RATINGS.map((rating) => (
          <span key={rating} className={`rounded-md px-1.5 py-0.5 font-medium ring-1 ${RATING_STYLE[rating]}`}>{w(`ratings.${rating}`)}</span>
        ))}
      </p>
      {report.pageTypes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600" data-testid="web-vitals-empty">{w('empty')}</p>
      ) : (
        <ReportTable
          labelledBy="web-vitals-title"
          className="tabular-nums"
          columns={[
            { key: 'pageType', label: w('pageType') },
            { key: 'period', label: w('period') },
            ...WEB_VITALS.map((metric) => ({ key: metric, numeric: true, label: <><abbr title={w(`metrics.${metric}`)}>{metric}</abbr> p75</> })),
          ]}
        >
          <VitalsRows row={report.overall} />
          {report.pageTypes.map((row) => <VitalsRows key={row.pageType} row={row} />)}
        </ReportTable>
      )}
      <h3 className="mt-6 text-base font-semibold text-slate-900">{w('perDay', { days: report.series.metrics.LCP.length })}</h3>
      <nav aria-label={w('chartFor')} className="mt-2 flex flex-wrap gap-2 text-sm">
        {filters.map((pageType) => (
          <a
            key={pageType ?? 'all'}
            href={`${PAGE_ADDRESS}${pageType ? `?pageType=${pageType}` : ''}#web-vitals`}
            aria-current={pageType === selected ? 'true' : undefined}
            className={`rounded-full px-3 py-1 ring-1 ring-slate-200 ${pageType === selected ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-50'}`}
          >
            {pageTypeLabel(pageType)}
          </a>
        ))}
      </nav>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {WEB_VITALS.map((metric) => (
          <PerfSparkline
            key={metric}
            title={w('chartTitle', { metric, pageType: pageTypeLabel(selected) })}
            maxLabel={t('admin:performanceAdmin.max')}
            values={report.series.metrics[metric].map((d) => d.p75)}
            unit={metric === 'CLS' ? '' : ' ms'}
            digits={metric === 'CLS' ? 3 : 0}
            guide={{ value: THRESHOLDS[metric][0], label: w('goodUpTo', { value: value(metric, THRESHOLDS[metric][0]) }) }}
          />
        ))}
      </div>
    </section>
  )
}
