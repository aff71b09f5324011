import { describe, expect, it } from 'vitest'
import { AppMetrics, pageRoutePattern, quantileOf, routePatternOf, statusClassOf } from './metrics'

describe('quantileOf', () => {
  it('interpolates inside the bucket holding the rank, as histogram_quantile does', () => {
    // 10 observations ≤ 0.1 s, 10 more in (0.1, 0.2].
    const buckets = [{ le: 0.1, count: 10 }, { le: 0.2, count: 20 }, { le: Infinity, count: 20 }]
    expect(quantileOf(buckets, 0.5)).toBeCloseTo(0.1)
    expect(quantileOf(buckets, 0.75)).toBeCloseTo(0.15)
    expect(quantileOf(buckets, 1)).toBeCloseTo(0.2)
  })

  it('is 0 when empty and answers the last bound for the +Inf bucket', () => {
    expect(quantileOf([{ le: 1, count: 0 }, { le: Infinity, count: 0 }], 0.9)).toBe(0)
    expect(quantileOf([{ le: 1, count: 0 }, { le: Infinity, count: 4 }], 0.9)).toBe(1)
  })
})

describe('AppMetrics', () => {
  it('keeps one registry per app: two apps in one process count apart', async () => {
    const a = new AppMetrics({ instanceId: 'a' })
    const b = new AppMetrics({ instanceId: 'b' })
    a.request('GET', '/trips/:id', 200, 0.01)
    a.request('GET', '/trips/:id', 404, 0.03)
    b.request('POST', '/api/subscribe', 201, 0.005)
    a.booking('trip', 'created')
    a.email('sent')
    a.job('deliver-mail', 'completed')
    const text = await a.register.metrics()
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/trips/:id",status_class="2xx"} 1')
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/trips/:id",status_class="4xx"} 1')
    expect(text).not.toContain('/api/subscribe')
    expect(text).toContain('bookings_total{kind="trip",outcome="created"} 1')
    expect(text).toContain('emails_total{outcome="sent"} 1')
    expect(text).toContain('jobs_total{name="deliver-mail",outcome="completed"} 1')
    // Node's default process metrics, in each registry.
    expect(text).toContain('process_cpu_seconds_total')
    expect(await b.register.metrics()).toContain('route="/api/subscribe"')
  })

  it('reads the caches’ own counters when collected', async () => {
    let hits = 0
    const m = new AppMetrics({ caches: { html: () => ({ hits, misses: 2 }), image: () => ({ hits: 0, misses: 0 }) } })
    hits = 5
    expect(await m.register.metrics()).toContain('cache_lookups_total{cache="html",result="hit"} 5')
    hits = 7
    const text = await m.register.metrics()
    expect(text).toContain('cache_lookups_total{cache="html",result="hit"} 7')
    expect(text).toContain('cache_lookups_total{cache="html",result="miss"} 2')
  })

  it('names itself by INSTANCE_ID, else host and process', () => {
    expect(new AppMetrics({ instanceId: 'web-1' }).instanceId).toBe('web-1')
    expect(new AppMetrics().instanceId).toMatch(new RegExp(`-${process.pid}$`))
  })

  it('keeps a per-minute series of the last 30 minutes for the charts', () => {
    const m = new AppMetrics()
    const now = 10 * 60 * 60_000
    m.request('GET', '/', 200, 0.02, now - 5 * 60_000)
    m.request('GET', '/', 200, 0.02, now)
    m.request('GET', '/', 200, 0.04, now)
    m.request('GET', '/', 200, 0.02, now - 40 * 60_000)
    const series = m.minuteSeries(now)
    expect(series).toHaveLength(30)
    expect(series.at(-1)!.count).toBe(2)
    expect(series.at(-6)!.count).toBe(1)
    expect(series.reduce((total, p) => total + p.count, 0)).toBe(3)
    expect(series.at(-1)!.p90).toBeGreaterThan(25)
    expect(series.at(-1)!.p90).toBeLessThanOrEqual(50)
  })

  it('never labels more than a bounded number of routes', async () => {
    const m = new AppMetrics()
    for (let i = 0; i < 310; i++) m.request('GET', `/r${i}`, 200, 0.001)
    const text = await m.register.metrics()
    expect(text).toContain('route="(other)"')
    expect(text).not.toContain('route="/r305"')
  })
})

describe('routePatternOf', () => {
  it('uses the matched Express route, else a normalised path', () => {
    expect(routePatternOf({ baseUrl: '/api', path: '/trips/3', route: { path: '/trips/:id' } })).toBe('/api/trips/:id')
    expect(routePatternOf({ originalUrl: '/api/trips/3?lng=en', baseUrl: '', path: '/api/trips/3', route: { path: '/trips/:id' } })).toBe('/api/trips/:id')
    expect(routePatternOf({ originalUrl: '/api/admin/metrics', path: '/api/admin/metrics', route: { path: '/api/admin/metrics' } })).toBe('/api/admin/metrics')
    expect(routePatternOf({ path: '/trips/12', route: { path: '/{*path}' } })).toBe('/trips/:id')
    expect(routePatternOf({ path: '/admin/trip-types/edit/4' })).toBe('/admin/trip-types/edit/:id')
    expect(routePatternOf({ path: '/blog/a-walk-on-the-cami' })).toBe('/blog/:slug')
    expect(routePatternOf({ path: '/blog/category/beaches' })).toBe('/blog/category/:slug')
    expect(routePatternOf({ path: '/airport-transfers/ciutadella' })).toBe('/airport-transfers/:page')
    expect(routePatternOf({ path: '/assets/entry-abc123.js' })).toBe('/assets/*')
    expect(routePatternOf({ path: '/api/images/optimize/trips/a.jpg' })).toBe('/api/images/optimize/*')
    expect(routePatternOf({ path: '/favicon.ico' })).toBe('/*.ico')
    expect(routePatternOf({ path: '/' })).toBe('/')
  })

  it("prefers the page route the renderer recorded: Vike's own parameters, not a guess from the address", () => {
    expect(pageRoutePattern('/admin/blog/posts', {})).toBe('/admin/blog/posts')
    expect(pageRoutePattern('/admin/blog/posts/edit/3', { id: '3' })).toBe('/admin/blog/posts/edit/:id')
    expect(pageRoutePattern('/admin/seo/edit/legal-faq', { page: 'legal-faq' })).toBe('/admin/seo/edit/:page')
    expect(pageRoutePattern('/blog/caf%C3%A9-con-vistas', { slug: 'café-con-vistas' })).toBe('/blog/:slug')
    expect(pageRoutePattern('/', undefined)).toBe('/')
    expect(routePatternOf({ path: '/admin/blog/posts' }, { locals: { routePattern: '/admin/blog/posts' } })).toBe('/admin/blog/posts')
  })

  it('classifies statuses', () => {
    expect([200, 304, 404, 503].map(statusClassOf)).toEqual(['2xx', '3xx', '4xx', '5xx'])
  })
})
