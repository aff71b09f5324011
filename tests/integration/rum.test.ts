import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RUM_BODY_LIMIT_BYTES, RUM_RATE_LIMIT } from '../../src/rum/rum.routes'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp, built } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const beacon = (pageType: string, metrics: Array<[string, number, string]>) => ({ pageType, metrics: metrics.map(([name, value, rating]) => ({ name, value, rating })) })
const samplesOf = (pageType: string) => t.knex('web_vital_samples').where({ pageType }).orderBy('id')
const sampleCount = async () => Number((await t.knex('web_vital_samples').count({ n: '*' }).first())?.n)
const w = (key: string) => tr('en', 'admin', `performanceAdmin.webVitals.${key}`)

describe('the page type is taken from the Vike route and written into the HTML', () => {
  it('marks public pages with their type and the sample rate, staff screens not at all', async () => {
    const trip = await t.knex('trips').orderBy('id').first('id')
    const htmlTag = async (path: string, agent = request(t.app)) => /<html[^>]*>/.exec((await agent.get(path)).text)![0]
    expect(await htmlTag('/?lng=en')).toBe('<html lang="en" data-page-type="home" data-rum-rate="0.25">')
    expect(await htmlTag(`/trips/${trip.id}?utm_source=mail`)).toContain('data-page-type="trip"')
    expect(await htmlTag('/legal/privacy')).toContain('data-page-type="content"')
    expect(await htmlTag('/no-such-page')).toContain('data-page-type="error"')
    const { agent } = await loginAs(t.app, 'admin')
    expect(await htmlTag('/admin/performance', agent)).not.toContain('data-page-type')
    expect(await htmlTag('/auth/login')).not.toContain('data-page-type')
  })
})

describe('POST /api/rum', () => {
  it('stores a JSON batch: metric, page type, value, rating, a coarse device class and the time, nothing else', async () => {
    const res = await request(t.app)
      .post('/api/rum')
      .set('User-Agent', IPHONE)
      .send(beacon('blog-post', [['LCP', 1834.2, 'good'], ['TTFB', 912, 'needs-improvement'], ['CLS', 0.31, 'poor'], ['INP', 56, 'good']]))
    expect(res.status).toBe(204)
    const rows = await samplesOf('blog-post')
    expect(rows.map((r) => [r.metric, r.value, r.rating, r.device])).toEqual([
      ['LCP', 1834.2, 'good', 'mobile'],
      ['TTFB', 912, 'needs-improvement', 'mobile'],
      ['CLS', 0.31, 'poor', 'mobile'],
      ['INP', 56, 'good', 'mobile'],
    ])
    expect(Object.keys(rows[0]).sort()).toEqual(['createdAt', 'device', 'id', 'metric', 'pageType', 'rating', 'value'])
    expect(Date.now() - new Date(rows[0].createdAt).getTime()).toBeLessThan(60_000)
  })

  it("accepts sendBeacon's text/plain body", async () => {
    const res = await request(t.app)
      .post('/api/rum')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .set('Origin', 'http://localhost:3000')
      .send(JSON.stringify(beacon('newsletter', [['TTFB', 120, 'good']])))
    expect(res.status).toBe(204)
    expect((await samplesOf('newsletter')).map((r) => [r.metric, r.value, r.device])).toEqual([['TTFB', 120, 'desktop']])
  })

  it('answers junk with 400 and a message per field, and stores nothing', async () => {
    const before = await sampleCount()
    const res = await request(t.app)
      .post('/api/rum')
      .send({ pageType: 'checkout', metrics: [{ name: 'FID', value: 10, rating: 'good' }, { name: 'LCP', value: 9_000_000, rating: 'poor' }, { name: 'CLS', value: 0.5, rating: 'good' }] })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('validation')
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['metrics.0.name', 'metrics.1.value', 'metrics.2.rating', 'pageType'])
    const text = await request(t.app).post('/api/rum').set('Content-Type', 'text/plain').send('LCP=1200')
    expect(text.status).toBe(400)
    expect(text.body.error.fields).toEqual({ body: 'not valid JSON' })
    expect((await request(t.app).post('/api/rum').send({ pageType: 'home', metrics: [], url: '/?email=a@b.c' })).status).toBe(400)
    expect((await request(t.app).post('/api/rum').type('form').send('pageType=home')).status).toBe(400)
    expect(await sampleCount()).toBe(before)
  })

  it('refuses a body above a few KB with 413', async () => {
    const padded = JSON.stringify({ ...beacon('home', [['LCP', 1000, 'good']]), padding: 'x'.repeat(RUM_BODY_LIMIT_BYTES) })
    const res = await request(t.app).post('/api/rum').set('Content-Type', 'text/plain').send(padded)
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('payload_too_large')
    expect(res.body.error.message).toContain('4 KB')
  })

  it("takes beacons from a staff member's page view without a token, refuses other sites, and staff writes still need the token", async () => {
    const { agent } = await loginAs(t.app, 'admin')
    expect((await agent.post('/api/rum').set('Origin', 'http://localhost:3000').send(beacon('contact', [['TTFB', 90, 'good']]))).status).toBe(204)
    expect((await agent.post('/admin/utilities/clear-caches').set('Origin', 'http://localhost:3000')).status).toBe(403)
    const crossSite = await request(t.app).post('/api/rum').set('Origin', 'https://evil.example').send(beacon('contact', [['TTFB', 90, 'good']]))
    expect(crossSite.status).toBe(403)
    expect(await samplesOf('contact')).toHaveLength(1)
  })
})

describe('Core Web Vitals for the admin', () => {
  const ago = (ms: number) => new Date(Date.now() - ms)
  const HOUR = 60 * 60 * 1000
  const DAY = 24 * HOUR

  beforeAll(async () => {
    const sample = (metric: string, value: number, rating: string, createdAt: Date) => ({ metric, pageType: 'destination', value, rating, device: 'desktop', createdAt })
    await t.knex('web_vital_samples').insert([
      ...[1000, 2000, 3000, 4000].map((v) => sample('LCP', v, v <= 2500 ? 'good' : 'needs-improvement', ago(HOUR))),
      sample('LCP', 10_000, 'poor', ago(3 * DAY)),
      sample('LCP', 900, 'good', ago(10 * DAY)),
      sample('CLS', 0.02, 'good', ago(2 * HOUR)),
      sample('LCP', 500, 'good', ago(40 * DAY)),
    ])
  })

  it('GET /api/admin/metrics/web-vitals: p75 per page type over 24 h and 7 days, rated, with counts and a daily series', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const res = await agent.get('/api/admin/metrics/web-vitals?pageType=destination')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    const destination = res.body.pageTypes.find((p: { pageType: string }) => p.pageType === 'destination')
    // percentile_cont(0.75) of 1000..4000 is 3250; with the 10 s sample of three days ago, 4000.
    expect(destination.metrics.LCP).toEqual({ last24h: { p75: 3250, count: 4, rating: 'needs-improvement' }, last7d: { p75: 4000, count: 5, rating: 'needs-improvement' } })
    expect(destination.metrics.CLS.last24h).toEqual({ p75: 0.02, count: 1, rating: 'good' })
    expect(destination.metrics.INP.last7d).toEqual({ p75: null, count: 0, rating: null })
    expect(res.body.overall.metrics.LCP.last7d.count).toBeGreaterThanOrEqual(5)
    expect(res.body.thresholds.LCP).toEqual([2500, 4000])

    const lcp = res.body.series.metrics.LCP as Array<{ day: string; p75: number | null; count: number }>
    expect(res.body.series.pageType).toBe('destination')
    expect(lcp).toHaveLength(14)
    const day = (d: Date) => d.toISOString().slice(0, 10)
    expect(lcp.find((p) => p.day === day(ago(HOUR)))).toMatchObject({ p75: 3250, count: 4 })
    expect(lcp.find((p) => p.day === day(ago(3 * DAY)))).toMatchObject({ p75: 10_000, count: 1 })
    expect(lcp.find((p) => p.day === day(ago(10 * DAY)))).toMatchObject({ p75: 900, count: 1 })
    expect(lcp.filter((p) => p.count > 0)).toHaveLength(3)
    expect((await agent.get('/api/admin/metrics/web-vitals?pageType=checkout')).status).toBe(400)
  })

  it('shows the real-user section on /admin/performance with ratings, counts and a chart per metric', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const page = await agent.get('/admin/performance?lng=en&pageType=destination')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(w('title')))
    const group = /<tbody data-page-type="destination".*?<\/tbody>/s.exec(page.text)![0]
    expect(group).toContain(html(w('pageTypes.destination')))
    const [day, week] = [/<tr data-window="24h".*?<\/tr>/s.exec(group)![0], /<tr data-window="7d".*?<\/tr>/s.exec(group)![0]]
    expect(day).toContain(w('last24h'))
    expect(day).toMatch(/data-vital="LCP"><span[^>]*data-rating="needs-improvement"[^>]*>3.25 s.*?>4 samples</)
    expect(week).toMatch(/data-vital="LCP"><span[^>]*data-rating="needs-improvement"[^>]*>4 s.*?>5 samples</)
    expect(day).toMatch(/data-vital="CLS"><span[^>]*data-rating="good"[^>]*>0.02.*?>1 sample</)
    for (const metric of ['LCP', 'INP', 'CLS', 'TTFB']) expect(page.text).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="${metric} p75 per day · Destination`))
    expect(page.text).toMatch(/<a href="\/admin\/performance\?pageType=destination#web-vitals" aria-current="true"/)
  })

  it('is for admins only', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    expect((await agent.get('/api/admin/metrics/web-vitals')).status).toBe(403)
    expect((await request(t.app).get('/api/admin/metrics/web-vitals')).status).toBe(401)
  })

  it('deletes samples past the retention period and keeps the rest', async () => {
    expect(await built.pruneExpiredWebVitals()).toBeGreaterThanOrEqual(1)
    const lcp = await samplesOf('destination').where({ metric: 'LCP' })
    expect(lcp.map((r) => r.value).sort((a, b) => a - b)).toEqual([900, 1000, 2000, 3000, 4000, 10_000])
  })
})

describe('rate limit', () => {
  it(`takes ${RUM_RATE_LIMIT.points} beacons per address in ${RUM_RATE_LIMIT.durationSeconds / 60} minutes, then answers 429`, async () => {
    const send = (ip: string) => request(t.app).post('/api/rum').set('X-Forwarded-For', ip).send(beacon('trips', [['TTFB', 300, 'good']]))
    for (let i = 0; i < RUM_RATE_LIMIT.points; i += 1) expect((await send('203.0.113.9')).status).toBe(204)
    const limited = await send('203.0.113.9')
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('rate_limited')
    expect((await send('203.0.113.10')).status).toBe(204)
  })
})
