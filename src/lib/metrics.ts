import { createHash, timingSafeEqual } from 'node:crypto'
import { hostname } from 'node:os'
import type { RequestHandler } from 'express'
import { collectDefaultMetrics, Counter, Histogram, Registry, type MetricObjectWithValues, type MetricValue } from 'prom-client'

/**
 * The app's metrics (ADR 057): one prom-client Registry per app (tests build many apps in one
 * process, and each must count only its own requests), with Node's default process metrics, a
 * latency histogram per route pattern and counters for bookings, e-mails, jobs and caches.
 * GET /metrics exposes it in Prometheus text format; the admin performance page reads the same
 * registry, and other instances' copies of theirs from the database (src/lib/instance-metrics.ts).
 */

/** Upper bounds (seconds) of the latency buckets: fine where pages answer, coarse in the tail. */
export const LATENCY_BUCKETS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60]

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx'

export function statusClassOf(status: number): StatusClass {
  if (status >= 500) return '5xx'
  if (status >= 400) return '4xx'
  if (status >= 300) return '3xx'
  return '2xx'
}

export type BookingKind = 'transfer' | 'trip'
/** created: stored; invalid: refused by its checks or the rules; unavailable: no seats (or departure closed). */
export type BookingOutcome = 'created' | 'invalid' | 'unavailable' | 'duplicate'
/** sent; retry: failed, tried again later; failed: given up. */
export type EmailOutcome = 'sent' | 'retry' | 'failed'
export type JobOutcome = 'completed' | 'failed'

/**
 * What domains count through (handed to them in the app context, never imported as a global):
 * they say what happened, the registry decides how it is kept.
 */
export interface MetricsSink {
  booking(kind: BookingKind, outcome: BookingOutcome): void
  email(outcome: EmailOutcome): void
  job(name: string, outcome: JobOutcome): void
}

/** Cache counters kept where the caches live (process-wide), read when the registry is collected. */
export interface CacheCounters {
  html(): { hits: number; misses: number }
  image(): { hits: number; misses: number }
}

const MINUTE_MS = 60_000
const SERIES_MINUTES = 30
/** Routes beyond this many per method are counted as "(other)": labels must stay few. */
const MAX_ROUTES = 300

export const REQUEST_DURATION = 'http_request_duration_seconds'

export class AppMetrics implements MetricsSink {
  readonly register = new Registry()
  readonly instanceId: string
  readonly startedAt = Date.now()
  private readonly duration: Histogram<'method' | 'route' | 'status_class'>
  private readonly bookings: Counter<'kind' | 'outcome'>
  private readonly emails: Counter<'outcome'>
  private readonly jobs: Counter<'name' | 'outcome'>
  private readonly routes = new Set<string>()
  /** Every request per minute (bucket counts, the latency buckets plus +Inf), for the page's charts only. */
  private readonly minutes = new Map<number, number[]>()

  constructor({ instanceId, caches }: { instanceId?: string; caches?: CacheCounters } = {}) {
    this.instanceId = instanceId ?? `${hostname()}-${process.pid}`
    collectDefaultMetrics({ register: this.register })
    const registers = [this.register]
    this.duration = new Histogram({ name: REQUEST_DURATION, help: 'Time to answer a request, by route pattern (Express route or Vike page), method and status class.', labelNames: ['method', 'route', 'status_class'], buckets: [...LATENCY_BUCKETS], registers })
    this.bookings = new Counter({ name: 'bookings_total', help: 'Booking attempts by kind (transfer, trip) and outcome (created, invalid, unavailable, duplicate).', labelNames: ['kind', 'outcome'], registers })
    this.emails = new Counter({ name: 'emails_total', help: 'E-mail deliveries by outcome (sent, retry, failed).', labelNames: ['outcome'], registers })
    this.jobs = new Counter({ name: 'jobs_total', help: 'Job runs by job name and outcome (completed, failed).', labelNames: ['name', 'outcome'], registers })
    if (caches) {
      new Counter({
        name: 'cache_lookups_total',
        help: 'Page (html) and image-variant (image) cache lookups by result (hit, miss).',
        labelNames: ['cache', 'result'],
        registers,
        collect() {
          // The caches count for the whole process; the registry copies their totals when read.
          this.reset()
          for (const [cache, read] of [['html', caches.html], ['image', caches.image]] as const) {
            const { hits, misses } = read()
            this.inc({ cache, result: 'hit' }, hits)
            this.inc({ cache, result: 'miss' }, misses)
          }
        },
      })
    }
  }

  booking(kind: BookingKind, outcome: BookingOutcome): void {
    this.bookings.inc({ kind, outcome })
  }

  email(outcome: EmailOutcome): void {
    this.emails.inc({ outcome })
  }

  job(name: string, outcome: JobOutcome): void {
    this.jobs.inc({ name, outcome })
  }

  /** One answered request: `route` is a pattern (never the raw address). */
  request(method: string, route: string, status: number, seconds: number, now = Date.now()): void {
    const key = `${method} ${route}`
    if (!this.routes.has(key)) {
      if (this.routes.size >= MAX_ROUTES) route = '(other)'
      else this.routes.add(key)
    }
    const value = Number.isFinite(seconds) && seconds > 0 ? seconds : 0
    this.duration.observe({ method, route, status_class: statusClassOf(status) }, value)
    const minute = now - (now % MINUTE_MS)
    let counts = this.minutes.get(minute)
    if (!counts) {
      counts = new Array<number>(LATENCY_BUCKETS.length + 1).fill(0)
      this.minutes.set(minute, counts)
      for (const start of this.minutes.keys()) if (start <= minute - SERIES_MINUTES * MINUTE_MS) this.minutes.delete(start)
    }
    const bucket = LATENCY_BUCKETS.findIndex((bound) => value <= bound)
    counts[bucket === -1 ? LATENCY_BUCKETS.length : bucket]!++
  }

  /** Per minute over the last 30 minutes: requests and p90 latency (ms). */
  minuteSeries(now = Date.now()): Array<{ start: number; count: number; p90: number }> {
    const last = now - (now % MINUTE_MS)
    const out: Array<{ start: number; count: number; p90: number }> = []
    for (let start = last - (SERIES_MINUTES - 1) * MINUTE_MS; start <= last; start += MINUTE_MS) {
      const counts = this.minutes.get(start)
      if (!counts) {
        out.push({ start, count: 0, p90: 0 })
        continue
      }
      let seen = 0
      const cumulative = counts.map((n, i) => ({ le: LATENCY_BUCKETS[i] ?? Infinity, count: (seen += n) }))
      out.push({ start, count: seen, p90: round(quantileOf(cumulative, 0.9) * 1000) })
    }
    return out
  }

  /** The registry as JSON: what this instance stores for the others (instance_metrics.snapshot). */
  snapshot(): Promise<MetricObjectWithValues<MetricValue<string>>[]> {
    return this.register.getMetricsAsJSON()
  }
}

/**
 * The value below which `q` of the observations fall, from cumulative bucket counts, interpolated
 * linearly inside the bucket as Prometheus's histogram_quantile does (the +Inf bucket answers its
 * lower bound). 0 when empty.
 */
export function quantileOf(buckets: Array<{ le: number; count: number }>, q: number): number {
  const sorted = [...buckets].sort((a, b) => a.le - b.le)
  const total = sorted.at(-1)?.count ?? 0
  if (!total) return 0
  const rank = q * total
  let lower = 0
  let below = 0
  for (const { le, count } of sorted) {
    if (count >= rank && count > below) {
      if (le === Infinity) return lower
      return lower + (le - lower) * ((rank - below) / (count - below))
    }
    lower = le === Infinity ? lower : le
    below = count
  }
  return lower
}

export const round = (n: number) => Math.round(n * 100) / 100

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

export interface MemorySample {
  at: number
  rss: number
  heapUsed: number
}

// Memory belongs to the process, not to an app: one sampler for however many apps it holds.
const memorySamples: MemorySample[] = []
let sampler: NodeJS.Timeout | undefined

function sampleMemory(): void {
  const { rss, heapUsed } = process.memoryUsage()
  memorySamples.push({ at: Date.now(), rss, heapUsed })
  if (memorySamples.length > 60) memorySamples.shift()
}

/** Memory every 30 s over the last 30 minutes (the first reading taken when the first app was built). */
export function memorySeries(): MemorySample[] {
  return [...memorySamples]
}

/**
 * The middleware: mount early in app.ts so every response is measured (the time is taken when
 * the response has been handed to the socket).
 */
export function metricsMiddleware(metrics: AppMetrics): RequestHandler {
  if (!sampler) {
    sampleMemory()
    sampler = setInterval(sampleMemory, 30_000)
    sampler.unref()
  }
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      // Unknown addresses are not routes (and must not grow the label set without bound).
      const routePath: unknown = req.route?.path
      const concrete = typeof routePath === 'string' && !routePath.includes('*')
      const route = res.statusCode === 404 && !concrete ? '(not found)' : routePatternOf(req, res)
      metrics.request(req.method, route, res.statusCode, seconds)
    })
    next()
  }
}

/**
 * GET /metrics in Prometheus text format, for a scraper holding METRICS_TOKEN as a bearer token.
 * Without a configured token, or asked without any, the address does not exist (404): a scanner
 * learns nothing; a wrong token is told 401.
 */
export function metricsEndpoint(metrics: AppMetrics, token: string | undefined): RequestHandler {
  const expected = token ? createHash('sha256').update(token).digest() : undefined
  return async (req, res, next) => {
    if (!expected) return next()
    const authorization = req.get('authorization')
    if (!authorization) return next()
    const given = /^Bearer (.+)$/i.exec(authorization)?.[1]
    // Hashes of equal length, compared in constant time: the answer says nothing of how close a guess was.
    if (!given || !timingSafeEqual(createHash('sha256').update(given).digest(), expected)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"').set('Cache-Control', 'no-store').status(401).type('text/plain').send('Unauthorized\n')
      return
    }
    try {
      const body = await metrics.register.metrics()
      res.set('Cache-Control', 'no-store').set('Content-Type', metrics.register.contentType).send(body)
    } catch (error) {
      next(error)
    }
  }
}
