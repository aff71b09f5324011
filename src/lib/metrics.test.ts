import { describe, expect, it } from 'vitest'
import { BUCKET_BOUNDS, LatencyHistogram, pageRoutePattern, RequestMetrics, routePatternOf, SlidingWindow, statusClassOf } from './metrics'

describe('LatencyHistogram', () => {
  it('gives percentiles within one bucket (25 %) of the exact value', () => {
    const h = new LatencyHistogram()
    for (let ms = 1; ms <= 1000; ms++) h.record(ms)
    expect(h.count).toBe(1000)
    for (const [p, exact] of [[50, 500], [90, 900], [99, 990]] as const) {
      const value = h.percentile(p)
      expect(value).toBeGreaterThanOrEqual(exact)
      expect(value).toBeLessThanOrEqual(exact * 1.25)
    }
    expect(h.percentile(100)).toBe(1000)
    expect(h.max).toBe(1000)
    expect(h.mean()).toBeCloseTo(500.5)
  })

  it('is empty-safe and never reports above the largest value', () => {
    const h = new LatencyHistogram()
    expect(h.percentile(50)).toBe(0)
    h.record(3)
    expect(h.percentile(50)).toBe(3)
    expect(h.percentile(99)).toBe(3)
  })

  it('handles a skewed distribution (p99 sees the slow tail, p50 does not)', () => {
    const h = new LatencyHistogram()
    for (let i = 0; i < 98; i++) h.record(2)
    h.record(800)
    h.record(900)
    expect(h.percentile(50)).toBeLessThanOrEqual(2.5)
    expect(h.percentile(99)).toBeGreaterThanOrEqual(800)
    expect(h.percentile(99)).toBeLessThanOrEqual(1000)
  })

  it('merges', () => {
    const a = new LatencyHistogram()
    const b = new LatencyHistogram()
    a.record(1)
    b.record(100)
    a.merge(b)
    expect(a.count).toBe(2)
    expect(a.max).toBe(100)
    expect(a.percentile(100)).toBe(100)
  })

  it('has increasing bucket bounds up to two minutes; slower values land in the overflow bucket', () => {
    expect([...BUCKET_BOUNDS].sort((x, y) => x - y)).toEqual(BUCKET_BOUNDS)
    const h = new LatencyHistogram()
    h.record(10 * 60_000)
    expect(h.percentile(50)).toBe(10 * 60_000)
    h.record(-5)
    h.record(Number.NaN)
    expect(h.count).toBe(3)
  })
})

describe('SlidingWindow', () => {
  it('forgets recordings older than the window', () => {
    const w = new SlidingWindow(60_000, 6)
    w.record(5, 200, 0)
    w.record(50, 500, 30_000)
    expect(w.snapshot(30_000).histogram.count).toBe(2)
    expect(w.snapshot(30_000).statuses).toEqual({ '2xx': 1, '3xx': 0, '4xx': 0, '5xx': 1 })
    expect(w.snapshot(75_000).histogram.count).toBe(1)
    expect(w.snapshot(200_000).histogram.count).toBe(0)
  })

  it('gives a series of the whole window with empty slices', () => {
    const w = new SlidingWindow(5 * 60_000, 5)
    w.record(10, 200, 60_000)
    w.record(10, 200, 61_000)
    w.record(10, 200, 250_000)
    const series = w.series(250_000)
    expect(series).toHaveLength(5)
    expect(series.map((s) => s.histogram.count)).toEqual([0, 2, 0, 0, 1])
  })
})

describe('RequestMetrics', () => {
  it('counts per method and route with status classes and percentiles', () => {
    const m = new RequestMetrics(60_000)
    m.record('GET', '/trips/:id', 200, 10, 1000)
    m.record('GET', '/trips/:id', 404, 30, 1000)
    m.record('POST', '/api/subscribe', 201, 5, 1000)
    const table = m.routeTable(2000)
    expect(table[0]).toMatchObject({ method: 'GET', route: '/trips/:id', count: 2, total: 2, statuses: { '2xx': 1, '4xx': 1 } })
    expect(table[0]!.p99).toBe(30)
    expect(m.total).toBe(3)
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
