import type { Knex } from 'knex'
import { db } from '../db/knex'
import { htmlCache } from '../lib/html-cache'
import { aggregateMetrics, INSTANCE_SEEN_MS, recentInstanceSnapshots, type MetricsJson } from '../lib/instance-metrics'
import { memorySeries, quantileOf, REQUEST_DURATION, round, type AppMetrics, type StatusClass } from '../lib/metrics'

/** One route's figures since the instance started (latencies in ms, from the histogram's buckets). */
export interface RouteMetrics {
  route: string
  method: string
  total: number
  statuses: Record<StatusClass, number>
  p50: number
  p90: number
  p99: number
  mean: number
}

/** What one registry (an instance's, or the totals over all of them) says, in the page's terms. */
export interface RegistryFigures {
  requests: number
  errors: number
  p90: number
  routes: RouteMetrics[]
  htmlCache: { hits: number; misses: number; hitRate: number | null }
  imageCache: { hits: number; misses: number; hitRate: number | null }
  bookings: { created: number; invalid: number; unavailable: number }
  emails: { sent: number; retry: number; failed: number }
  jobs: { completed: number; failed: number }
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number }
  cpuSeconds: number
  eventLoopDelay: { mean: number; p50: number; p99: number; max: number }
}

/** What /admin/performance and GET /api/admin/metrics show: this instance, every instance seen lately, and their totals. */
export interface PerformanceSnapshot {
  at: string
  instanceId: string
  uptimeSeconds: number
  requests: {
    total: number
    routes: RouteMetrics[]
    /** The last 30 minutes, one point per minute (this instance). */
    perMinute: Array<{ start: string; count: number; p90: number }>
  }
  htmlCache: RegistryFigures['htmlCache'] & { entries: number }
  imageCache: RegistryFigures['imageCache']
  counters: Pick<RegistryFigures, 'bookings' | 'emails' | 'jobs'>
  database: { used: number; free: number; pendingAcquires: number; pendingCreates: number; min: number; max: number }
  memory: RegistryFigures['memory'] & { series: Array<{ at: string; rss: number; heapUsed: number }> }
  eventLoopDelay: RegistryFigures['eventLoopDelay']
  /** This instance first, then the others that wrote their figures in the last two minutes. */
  instances: Array<{ instanceId: string; self: boolean; updatedAt: string; figures: Omit<RegistryFigures, 'routes'> }>
  seenMinutes: number
  totals: Omit<RegistryFigures, 'routes'>
}

const rate = (hits: number, misses: number) => (hits + misses ? Math.round((hits / (hits + misses)) * 1000) / 10 : null)

/** A value of a registry's JSON (histograms name each: _bucket, _sum, _count). */
type Values = Array<{ value: number; labels: Record<string, string | number | undefined>; metricName?: string }>

function valuesOf(json: MetricsJson, name: string): Values {
  return (json.find((metric) => metric.name === name)?.values ?? []) as Values
}

/** The sum of a metric's values whose labels include `labels` (0 when there are none). */
function sumOf(json: MetricsJson, name: string, labels: Record<string, string> = {}, metricName?: string): number {
  return valuesOf(json, name)
    .filter((v) => (!metricName || v.metricName === metricName) && Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want))
    .reduce((total, v) => total + (Number.isFinite(v.value) ? v.value : 0), 0)
}

const leOf = (le: unknown) => (le === '+Inf' || le === Infinity ? Infinity : Number(le))

/** p-quantile (ms) of the request histogram's buckets whose labels pass `keep`. */
function latencyQuantile(buckets: Values, q: number): number {
  const byBound = new Map<number, number>()
  for (const v of buckets) byBound.set(leOf(v.labels.le), (byBound.get(leOf(v.labels.le)) ?? 0) + v.value)
  return round(quantileOf([...byBound].map(([le, count]) => ({ le, count })), q) * 1000)
}

function routesOf(json: MetricsJson): RouteMetrics[] {
  const routes = new Map<string, { method: string; route: string; statuses: Record<StatusClass, number>; sum: number; buckets: Values }>()
  for (const v of valuesOf(json, REQUEST_DURATION)) {
    const method = String(v.labels.method)
    const route = String(v.labels.route)
    const key = `${method} ${route}`
    let entry = routes.get(key)
    if (!entry) routes.set(key, (entry = { method, route, statuses: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, sum: 0, buckets: [] }))
    if (v.metricName === `${REQUEST_DURATION}_count`) entry.statuses[String(v.labels.status_class) as StatusClass] += v.value
    else if (v.metricName === `${REQUEST_DURATION}_sum`) entry.sum += v.value
    else if (v.metricName === `${REQUEST_DURATION}_bucket`) entry.buckets.push(v)
  }
  return [...routes.values()]
    .map(({ method, route, statuses, sum, buckets }) => {
      const total = statuses['2xx'] + statuses['3xx'] + statuses['4xx'] + statuses['5xx']
      return { method, route, total, statuses, p50: latencyQuantile(buckets, 0.5), p90: latencyQuantile(buckets, 0.9), p99: latencyQuantile(buckets, 0.99), mean: total ? round((sum / total) * 1000) : 0 }
    })
    .sort((a, b) => b.total - a.total || a.route.localeCompare(b.route))
}

/** A registry's JSON (prom-client's getMetricsAsJSON, live or stored, or aggregated) in the page's terms. */
export function figuresOf(json: MetricsJson): RegistryFigures {
  const cache = (name: string) => {
    const hits = sumOf(json, 'cache_lookups_total', { cache: name, result: 'hit' })
    const misses = sumOf(json, 'cache_lookups_total', { cache: name, result: 'miss' })
    return { hits, misses, hitRate: rate(hits, misses) }
  }
  const ms = (name: string) => round(sumOf(json, name) * 1000)
  return {
    requests: sumOf(json, REQUEST_DURATION, {}, `${REQUEST_DURATION}_count`),
    errors: sumOf(json, REQUEST_DURATION, { status_class: '5xx' }, `${REQUEST_DURATION}_count`),
    p90: latencyQuantile(valuesOf(json, REQUEST_DURATION).filter((v) => v.metricName === `${REQUEST_DURATION}_bucket`), 0.9),
    routes: routesOf(json),
    htmlCache: cache('html'),
    imageCache: cache('image'),
    bookings: { created: sumOf(json, 'bookings_total', { outcome: 'created' }), invalid: sumOf(json, 'bookings_total', { outcome: 'invalid' }), unavailable: sumOf(json, 'bookings_total', { outcome: 'unavailable' }) },
    emails: { sent: sumOf(json, 'emails_total', { outcome: 'sent' }), retry: sumOf(json, 'emails_total', { outcome: 'retry' }), failed: sumOf(json, 'emails_total', { outcome: 'failed' }) },
    jobs: { completed: sumOf(json, 'jobs_total', { outcome: 'completed' }), failed: sumOf(json, 'jobs_total', { outcome: 'failed' }) },
    memory: {
      rss: sumOf(json, 'process_resident_memory_bytes'),
      heapUsed: sumOf(json, 'nodejs_heap_size_used_bytes'),
      heapTotal: sumOf(json, 'nodejs_heap_size_total_bytes'),
      external: sumOf(json, 'nodejs_external_memory_bytes'),
    },
    cpuSeconds: round(sumOf(json, 'process_cpu_seconds_total')),
    eventLoopDelay: { mean: ms('nodejs_eventloop_lag_mean_seconds'), p50: ms('nodejs_eventloop_lag_p50_seconds'), p99: ms('nodejs_eventloop_lag_p99_seconds'), max: ms('nodejs_eventloop_lag_max_seconds') },
  }
}

interface TarnPool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
  numPendingCreates(): number
  min: number
  max: number
}

function poolStats(): PerformanceSnapshot['database'] {
  const pool = (db().client as { pool?: TarnPool }).pool
  if (!pool) return { used: 0, free: 0, pendingAcquires: 0, pendingCreates: 0, min: 0, max: 0 }
  return { used: pool.numUsed(), free: pool.numFree(), pendingAcquires: pool.numPendingAcquires(), pendingCreates: pool.numPendingCreates(), min: pool.min, max: pool.max }
}

const withoutRoutes = ({ routes: _routes, ...rest }: RegistryFigures) => rest

export async function getPerformanceSnapshot({ metrics, knex }: { metrics: AppMetrics; knex: Knex }): Promise<PerformanceSnapshot> {
  const now = Date.now()
  // This instance from its live registry (its stored row may be 15 s old); the others from their rows.
  const [own, stored] = await Promise.all([metrics.snapshot(), recentInstanceSnapshots(knex)])
  const others = stored.filter((row) => row.instanceId !== metrics.instanceId)
  const figures = figuresOf(own)
  const totals = figuresOf(await aggregateMetrics([own, ...others.map((row) => row.metrics)]))
  const series = memorySeries()
  return {
    at: new Date(now).toISOString(),
    instanceId: metrics.instanceId,
    uptimeSeconds: Math.round((now - metrics.startedAt) / 1000),
    requests: {
      total: figures.requests,
      routes: figures.routes,
      perMinute: metrics.minuteSeries(now).map((p) => ({ ...p, start: new Date(p.start).toISOString() })),
    },
    htmlCache: { ...figures.htmlCache, entries: htmlCache.stats().entries },
    imageCache: figures.imageCache,
    counters: { bookings: figures.bookings, emails: figures.emails, jobs: figures.jobs },
    database: poolStats(),
    memory: { ...figures.memory, series: [...series, { at: now, rss: figures.memory.rss, heapUsed: figures.memory.heapUsed }].map((s) => ({ ...s, at: new Date(s.at).toISOString() })) },
    eventLoopDelay: figures.eventLoopDelay,
    instances: [
      { instanceId: metrics.instanceId, self: true, updatedAt: new Date(now).toISOString(), figures: withoutRoutes(figures) },
      ...others.map((row) => ({ instanceId: row.instanceId, self: false, updatedAt: row.updatedAt.toISOString(), figures: withoutRoutes(figuresOf(row.metrics)) })),
    ],
    seenMinutes: INSTANCE_SEEN_MS / 60_000,
    totals: withoutRoutes(totals),
  }
}
