import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'
import type { RequestHandler } from 'express'

/**
 * In-process request metrics for /admin/performance: per route pattern, counts by status class
 * and latency percentiles over a sliding window, plus a per-minute series for the charts.
 * Each instance measures itself (no shared store): the screen shows the instance that answered.
 */

/** Upper bounds (ms) of the latency buckets: 0.25 ms … ~2 min, each 25 % wider than the last. */
export const BUCKET_BOUNDS: readonly number[] = (() => {
  const bounds: number[] = []
  for (let b = 0.25; b < 120_000; b *= 1.25) bounds.push(Math.round(b * 1000) / 1000)
  return bounds
})()

/** A fixed-bucket latency histogram: constant memory, mergeable, percentiles within 25 %. */
export class LatencyHistogram {
  readonly counts = new Array<number>(BUCKET_BOUNDS.length + 1).fill(0)
  count = 0
  sum = 0
  max = 0

  record(ms: number): void {
    const value = Number.isFinite(ms) && ms > 0 ? ms : 0
    this.counts[bucketOf(value)]!++
    this.count++
    this.sum += value
    if (value > this.max) this.max = value
  }

  merge(other: LatencyHistogram): this {
    for (let i = 0; i < this.counts.length; i++) this.counts[i]! += other.counts[i]!
    this.count += other.count
    this.sum += other.sum
    this.max = Math.max(this.max, other.max)
    return this
  }

  /**
   * The value at or below which `p` percent of the recordings fall: the upper bound of the bucket
   * holding that rank (never above the largest value seen). 0 when empty.
   */
  percentile(p: number): number {
    if (this.count === 0) return 0
    const rank = Math.max(1, Math.ceil((Math.min(100, Math.max(0, p)) / 100) * this.count))
    let seen = 0
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!
      if (seen >= rank) return Math.min(BUCKET_BOUNDS[i] ?? this.max, this.max)
    }
    return this.max
  }

  mean(): number {
    return this.count ? this.sum / this.count : 0
  }
}

function bucketOf(ms: number): number {
  // Binary search for the first bound ≥ ms.
  let lo = 0
  let hi = BUCKET_BOUNDS.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (BUCKET_BOUNDS[mid]! >= ms) hi = mid
    else lo = mid + 1
  }
  return lo
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx'

export function statusClassOf(status: number): StatusClass {
  if (status >= 500) return '5xx'
  if (status >= 400) return '4xx'
  if (status >= 300) return '3xx'
  return '2xx'
}

interface Slice {
  start: number
  histogram: LatencyHistogram
  statuses: Record<StatusClass, number>
}

const emptyStatuses = (): Record<StatusClass, number> => ({ '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 })

/** Recordings of the last `windowMs`, kept in `slices` time slices (the oldest drops off as time moves). */
export class SlidingWindow {
  private readonly slices: Slice[] = []
  private readonly sliceMs: number

  constructor(
    readonly windowMs: number,
    sliceCount: number,
  ) {
    this.sliceMs = Math.max(1, Math.floor(windowMs / sliceCount))
  }

  record(ms: number, status: number, now: number): void {
    const start = now - (now % this.sliceMs)
    let slice = this.slices.at(-1)
    if (!slice || slice.start !== start) {
      slice = { start, histogram: new LatencyHistogram(), statuses: emptyStatuses() }
      this.slices.push(slice)
    }
    slice.histogram.record(ms)
    slice.statuses[statusClassOf(status)]++
    this.prune(now)
  }

  private prune(now: number): void {
    while (this.slices.length && this.slices[0]!.start + this.sliceMs <= now - this.windowMs) this.slices.shift()
  }

  /** The merged recordings of the window ending at `now`. */
  snapshot(now: number): { histogram: LatencyHistogram; statuses: Record<StatusClass, number> } {
    this.prune(now)
    const histogram = new LatencyHistogram()
    const statuses = emptyStatuses()
    for (const slice of this.slices) {
      histogram.merge(slice.histogram)
      for (const k of Object.keys(statuses) as StatusClass[]) statuses[k] += slice.statuses[k]
    }
    return { histogram, statuses }
  }

  /** One histogram per slice, oldest first, covering the whole window (empty slices included). */
  series(now: number): Array<{ start: number; histogram: LatencyHistogram }> {
    this.prune(now)
    const out: Array<{ start: number; histogram: LatencyHistogram }> = []
    const last = now - (now % this.sliceMs)
    const byStart = new Map(this.slices.map((s) => [s.start, s.histogram]))
    for (let start = last - this.windowMs + this.sliceMs; start <= last; start += this.sliceMs) out.push({ start, histogram: byStart.get(start) ?? new LatencyHistogram() })
    return out
  }
}

export interface RouteMetrics {
  route: string
  method: string
  /** Since the process started. */
  total: number
  /** In the sliding window: */
  count: number
  statuses: Record<StatusClass, number>
  p50: number
  p90: number
  p99: number
  max: number
  mean: number
}

const WINDOW_MS = 5 * 60_000
const SERIES_MS = 30 * 60_000
const MAX_ROUTES = 300

/** The registry behind the middleware (one per process; tests may create their own). */
export class RequestMetrics {
  private readonly routes = new Map<string, { route: string; method: string; total: number; window: SlidingWindow }>()
  /** Every request, per minute, for the charts. */
  readonly perMinute = new SlidingWindow(SERIES_MS, SERIES_MS / 60_000)
  readonly startedAt = Date.now()
  total = 0

  constructor(private readonly windowMs = WINDOW_MS) {}

  record(method: string, route: string, status: number, ms: number, now = Date.now()): void {
    let key = `${method} ${route}`
    if (!this.routes.has(key) && this.routes.size >= MAX_ROUTES) key = `${method} (other)`
    let entry = this.routes.get(key)
    if (!entry) {
      entry = { route: key === `${method} (other)` ? '(other)' : route, method, total: 0, window: new SlidingWindow(this.windowMs, 10) }
      this.routes.set(key, entry)
    }
    entry.total++
    entry.window.record(ms, status, now)
    this.perMinute.record(ms, status, now)
    this.total++
  }

  routeTable(now = Date.now()): RouteMetrics[] {
    return [...this.routes.values()]
      .map(({ route, method, total, window }) => {
        const { histogram, statuses } = window.snapshot(now)
        return {
          route, method, total, count: histogram.count, statuses,
          p50: round(histogram.percentile(50)), p90: round(histogram.percentile(90)), p99: round(histogram.percentile(99)), max: round(histogram.max), mean: round(histogram.mean()),
        }
      })
      .sort((a, b) => b.count - a.count || b.total - a.total || a.route.localeCompare(b.route))
  }

  /** Per minute over the last 30 minutes: requests and p90 latency. */
  minuteSeries(now = Date.now()): Array<{ start: number; count: number; p90: number }> {
    return this.perMinute.series(now).map(({ start, histogram }) => ({ start, count: histogram.count, p90: round(histogram.percentile(90)) }))
  }

  reset(): void {
    this.routes.clear()
    this.total = 0
  }
}

const round = (n: number) => Math.round(n * 100) / 100

const STATIC_PREFIXES = ['/assets/', '/locales/', '/flags/', '/fonts/', '/images/', '/api/images/optimize/']
const SLUG_PARENTS: Record<string, string> = { blog: ':slug', category: ':slug', 'airport-transfers': ':page', edit: ':key', booking: ':token' }

/**
 * The route of a page Vike rendered, from its address and the route parameters Vike matched:
 * /admin/blog/posts/edit/3 with { id: '3' } → /admin/blog/posts/edit/:id.
 */
export function pageRoutePattern(urlPath: string, routeParams: Record<string, string> | undefined): string {
  const byValue = new Map(Object.entries(routeParams ?? {}).map(([name, value]) => [value, name]))
  const segments = urlPath.split('/').map((segment) => {
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // a malformed segment is kept as it is
    }
    const name = byValue.get(decoded)
    return name ? `:${name}` : segment
  })
  return segments.join('/') || '/'
}

/**
 * A route pattern for a request: the page's route where the renderer recorded one
 * (res.locals.routePattern), Express's own (req.route) where a router matched one, else the
 * path with ids and slugs replaced (/trips/12 → /trips/:id).
 */
export function routePatternOf(req: { originalUrl?: string; baseUrl?: string; path: string; route?: { path?: unknown } }, res?: { locals?: Record<string, unknown> }): string {
  const recorded = res?.locals?.routePattern
  if (typeof recorded === 'string') return recorded
  // By the time the response finishes, a router may have restored baseUrl (an error passed on):
  // the mount prefix is whatever precedes the route's own segments in the original address.
  const full = req.originalUrl ? req.originalUrl.split('?')[0]! : `${req.baseUrl ?? ''}${req.path}`
  const routePath = req.route?.path
  if (typeof routePath === 'string' && !routePath.includes('*') && !routePath.includes('{')) {
    const own = routePath.split('/').filter(Boolean).length
    const mount = full.split('/').filter(Boolean)
    const prefix = mount.slice(0, Math.max(0, mount.length - own)).join('/')
    return `${prefix ? `/${prefix}` : ''}${routePath === '/' && prefix ? '' : routePath}` || '/'
  }
  const prefix = STATIC_PREFIXES.find((p) => full.startsWith(p))
  if (prefix) return `${prefix}*`
  const segments = full.split('/').filter(Boolean)
  const extension = /\.([a-z0-9]{2,5})$/i.exec(full)?.[1]?.toLowerCase()
  if (extension) return segments.length > 1 ? `/${segments[0]}/*.${extension}` : `/*.${extension}`
  const normalised = segments.map((segment, i) => {
    if (/^\d+$/.test(segment)) return ':id'
    if (/^[0-9a-f-]{16,}$/i.test(segment) || segment.length > 40) return ':token'
    const parent = segments[i - 1]
    if (parent && SLUG_PARENTS[parent] && i === segments.length - 1 && !(parent === 'blog' && segment === 'category')) return SLUG_PARENTS[parent]
    return segment
  })
  return `/${normalised.join('/')}`
}

let eventLoop: IntervalHistogram | undefined
let eventLoopResetAt = Date.now()

/** Event-loop delay (ms) since the last reset (every 5 minutes). */
export function eventLoopDelay(): { mean: number; p50: number; p99: number; max: number; since: number } {
  if (!eventLoop) return { mean: 0, p50: 0, p99: 0, max: 0, since: eventLoopResetAt }
  const ms = (ns: number) => round(Number.isFinite(ns) ? ns / 1e6 : 0)
  const value = { mean: ms(eventLoop.mean), p50: ms(eventLoop.percentile(50)), p99: ms(eventLoop.percentile(99)), max: ms(eventLoop.max), since: eventLoopResetAt }
  if (Date.now() - eventLoopResetAt > WINDOW_MS) {
    eventLoop.reset()
    eventLoopResetAt = Date.now()
  }
  return value
}

export interface MemorySample {
  at: number
  rss: number
  heapUsed: number
}

const memorySamples: MemorySample[] = []
let sampler: NodeJS.Timeout | undefined

function sampleMemory(): void {
  const { rss, heapUsed } = process.memoryUsage()
  memorySamples.push({ at: Date.now(), rss, heapUsed })
  if (memorySamples.length > 60) memorySamples.shift()
}

/** Memory every 30 s over the last 30 minutes (the latest reading first taken at start). */
export function memorySeries(): MemorySample[] {
  return [...memorySamples]
}

/**
 * The middleware: mount early in app.ts so every response is measured (the time is taken when
 * the response has been handed to the socket).
 */
export function metricsMiddleware(registry: RequestMetrics): RequestHandler {
  if (!eventLoop) {
    eventLoop = monitorEventLoopDelay({ resolution: 20 })
    eventLoop.enable()
  }
  if (!sampler) {
    sampleMemory()
    sampler = setInterval(sampleMemory, 30_000)
    sampler.unref()
  }
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      // Unknown addresses are not routes (and must not grow the table without bound).
      const routePath: unknown = req.route?.path
      const concrete = typeof routePath === 'string' && !routePath.includes('*')
      const route = res.statusCode === 404 && !concrete ? '(not found)' : routePatternOf(req, res)
      registry.record(req.method, route, res.statusCode, ms)
    })
    next()
  }
}
