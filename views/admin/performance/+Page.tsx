import { localeOf } from '../../../src/i18n/languages'
import { AdminPageHeader } from '../../../src/ui/admin-layout'
import { PerfSparkline } from '../../../src/ui/admin/perf-sparkline'
import { ReportTable } from '../../../src/ui/admin/report-table'
import { WebVitalsSection } from '../../../src/ui/admin/web-vitals-section'
import { usePageContext, usePageData } from '../../../src/ui/page-context'
import type { PerformanceData } from './+data'

const MB = 1024 * 1024

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block text-2xl font-bold text-slate-900">{value}</span>
      {detail && <span className="mt-1 block text-xs text-slate-500">{detail}</span>}
    </li>
  )
}

export default function Page() {
  const { t, lng } = usePageContext()
  const { snapshot: s, webVitals, rumSampleRate } = usePageData<PerformanceData>()
  const a = (key: string, vars?: Record<string, unknown>) => t(`admin:performanceAdmin.${key}`, vars)
  const num = (n: number, digits = 0) => new Intl.NumberFormat(localeOf(lng), { maximumFractionDigits: digits }).format(n)
  const mb = (bytes: number) => `${num(bytes / MB, 1)} MB`
  const pct = (rate: number | null) => (rate === null ? '—' : `${num(rate, 1)} %`)
  const hours = Math.floor(s.uptimeSeconds / 3600)
  const minutes = Math.floor((s.uptimeSeconds % 3600) / 60)
  const maxLabel = a('max')
  return (
    <>
      <AdminPageHeader
        title={a('title')}
        intro={a('intro', { instance: s.instanceId, minutes: s.seenMinutes })}
        action={
          <div className="flex gap-3 text-sm">
            <a href="/admin/performance" className="btn-primary">{a('refresh')}</a>
            <a href="/api/admin/metrics" className="self-center font-medium text-brand-700 hover:underline">{a('json')}</a>
          </div>
        }
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat label={a('uptime')} value={a('uptimeValue', { hours, minutes })} detail={a('requestsTotal', { count: num(s.requests.total) })} />
        <Stat label={a('htmlCache')} value={pct(s.htmlCache.hitRate)} detail={a('cacheDetail', { hits: num(s.htmlCache.hits), misses: num(s.htmlCache.misses), entries: num(s.htmlCache.entries) })} />
        <Stat label={a('imageCache')} value={pct(s.imageCache.hitRate)} detail={a('imageCacheDetail', { hits: num(s.imageCache.hits), misses: num(s.imageCache.misses) })} />
        <Stat label={a('dbPool')} value={`${s.database.used} / ${s.database.max}`} detail={a('dbPoolDetail', { free: s.database.free, pending: s.database.pendingAcquires })} />
        <Stat label={a('rss')} value={mb(s.memory.rss)} detail={a('heapDetail', { used: mb(s.memory.heapUsed), total: mb(s.memory.heapTotal) })} />
        <Stat label={a('eventLoop')} value={`${num(s.eventLoopDelay.p99, 1)} ms`} detail={a('eventLoopDetail', { p50: num(s.eventLoopDelay.p50, 1), max: num(s.eventLoopDelay.max, 1) })} />
      </ul>

      <section aria-labelledby="instances" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="instances" className="text-lg font-semibold text-slate-900">{a('instances')}</h2>
        <p className="mt-1 text-sm text-slate-600">{a('instancesHelp', { minutes: s.seenMinutes })}</p>
        <ReportTable
          labelledBy="instances"
          columns={[
            { key: 'instance', label: a('instance') },
            { key: 'updated', label: a('updated') },
            ...(['requests', 'errors', 'p90', 'memory', 'cpu', 'bookings', 'emailsSent', 'jobs'] as const).map((key) => ({ key, label: a(key), numeric: true })),
          ]}
        >
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {[...s.instances.map((i) => ({ key: i.instanceId, id: i.instanceId, self: i.self, updatedAt: i.updatedAt as string | null, f: i.figures })), { key: '(totals)', id: null, self: false, updatedAt: null, f: s.totals }].map(({ key, id, self, updatedAt, f }) => (
              <tr key={key} data-instance={id ?? '(totals)'} className={id === null ? 'border-t-2 border-slate-300 font-semibold' : undefined}>
                <th scope="row" className="py-1.5 pr-4 text-left font-mono text-xs font-normal">
                  {id === null ? <span className="font-sans font-semibold">{a('totals')}</span> : id}
                  {self && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 font-sans text-brand-800">{a('thisInstance')}</span>}
                </th>
                <td className="py-1.5 pr-4 text-xs">{updatedAt ? <time dateTime={updatedAt}>{new Intl.DateTimeFormat(localeOf(lng), { timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(updatedAt))} UTC</time> : ''}</td>
                <td className="py-1.5 pr-4 text-right" data-requests>{num(f.requests)}</td>
                <td className={`py-1.5 pr-4 text-right ${f.errors ? 'text-red-700' : ''}`}>{num(f.errors)}</td>
                <td className="py-1.5 pr-4 text-right">{num(f.p90, 1)}</td>
                <td className="py-1.5 pr-4 text-right">{mb(f.memory.rss)}</td>
                <td className="py-1.5 pr-4 text-right">{num(f.cpuSeconds, 1)}</td>
                <td className="py-1.5 pr-4 text-right">{num(f.bookings.created)}</td>
                <td className="py-1.5 pr-4 text-right">{num(f.emails.sent)}</td>
                <td className="py-1.5 text-right">
                  {num(f.jobs.completed)}
                  {f.jobs.failed > 0 && <span className="block text-xs text-red-700">{a('jobsFailed', { count: f.jobs.failed })}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      </section>

      <section aria-labelledby="charts" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="charts" className="text-lg font-semibold text-slate-900">{a('charts')}</h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <PerfSparkline title={a('requestsPerMinute')} maxLabel={maxLabel} values={s.requests.perMinute.map((p) => p.count)} />
          <PerfSparkline title={a('p90PerMinute')} maxLabel={maxLabel} unit=" ms" values={s.requests.perMinute.map((p) => p.p90)} />
          <PerfSparkline title={a('heapSeries')} maxLabel={maxLabel} unit=" MB" values={s.memory.series.map((m) => m.heapUsed / MB)} />
          <PerfSparkline title={a('rssSeries')} maxLabel={maxLabel} unit=" MB" values={s.memory.series.map((m) => m.rss / MB)} />
        </div>
      </section>

      <WebVitalsSection report={webVitals} sampleRate={rumSampleRate} />

      <section aria-labelledby="routes" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="routes" className="text-lg font-semibold text-slate-900">{a('routes')}</h2>
        <p className="mt-1 text-sm text-slate-600">{a('routesHelp')}</p>
        {s.requests.routes.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{a('noRequests')}</p>
        ) : (
          <ReportTable
            labelledBy="routes"
            columns={[
              { key: 'route', label: a('route') },
              { key: 'total', label: a('total'), numeric: true },
              ...(['2xx', '3xx', '4xx', '5xx', 'p50', 'p90', 'p99'] as const).map((key) => ({ key, label: key, numeric: true })),
              { key: 'mean', label: a('mean'), numeric: true },
            ]}
          >
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {s.requests.routes.map((r) => (
                <tr key={`${r.method} ${r.route}`} data-route={`${r.method} ${r.route}`}>
                  <td className="py-1.5 pr-4 font-mono text-xs"><span className="font-semibold">{r.method}</span> {r.route}</td>
                  <td className="py-1.5 pr-4 text-right" data-count>{r.total}</td>
                  <td className="py-1.5 pr-4 text-right">{r.statuses['2xx']}</td>
                  <td className="py-1.5 pr-4 text-right">{r.statuses['3xx']}</td>
                  <td className="py-1.5 pr-4 text-right">{r.statuses['4xx']}</td>
                  <td className={`py-1.5 pr-4 text-right ${r.statuses['5xx'] ? 'font-semibold text-red-700' : ''}`}>{r.statuses['5xx']}</td>
                  <td className="py-1.5 pr-4 text-right">{num(r.p50, 1)}</td>
                  <td className="py-1.5 pr-4 text-right">{num(r.p90, 1)}</td>
                  <td className="py-1.5 pr-4 text-right">{num(r.p99, 1)}</td>
                  <td className="py-1.5 text-right">{num(r.mean, 1)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        )}
      </section>
    </>
  )
}
