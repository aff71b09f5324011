import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppMetrics, metricsEndpoint } from '../../src/lib/metrics'
import { islandDay } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

const TOKEN = 'scrape-token-0123456789abcdef'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, INSTANCE_ID: 'web-a' } })
})
afterAll(async () => {
  await t?.close()
})

/** Polls until `check` passes (a busy machine: generous, never a timing assertion). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('/metrics (Prometheus text format)', () => {
  it('is not there without a token, refuses a wrong one, and answers the scraper that has it', async () => {
    expect((await request(t.app).get('/metrics')).status).toBe(404)
    const wrong = await request(t.app).get('/metrics').set('Authorization', 'Bearer not-the-token-at-all')
    expect(wrong.status).toBe(401)
    expect(wrong.text).not.toContain('http_request')

    expect((await request(t.app).get('/trips/1?lng=en')).status).toBe(200)
    const res = await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.headers['cache-control']).toContain('no-store')
    expect(res.text).toMatch(/^http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/trips\/:id",status_class="2xx"\} \d+$/m)
    expect(res.text).toMatch(/^process_cpu_seconds_total \d/m)
    // Routes are patterns, never the addresses asked for.
    expect(res.text).not.toContain('route="/trips/1"')
    for (const family of ['bookings_total', 'emails_total', 'jobs_total', 'cache_lookups_total']) expect(res.text).toContain(`# TYPE ${family} counter`)
  })

  it('counts job runs by name and outcome', async () => {
    await t.jobs.enqueue('mail.deliver', {})
    await t.jobs.runDue('mail.deliver')
    const res = await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)
    expect(res.text).toMatch(/^jobs_total\{name="mail\.deliver",outcome="completed"\} [1-9]\d*$/m)
  })

  it('counts bookings by kind and outcome', async () => {
    const scrape = async () => (await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text
    expect(await scrape()).not.toMatch(/^bookings_total\{kind="transfer",outcome="created"\}/m)
    const res = await request(t.app)
      .post('/api/transfers/requests?lng=en')
      .send({
        tripType: 'one-way', from: 'airport', to: 'ciutadella', date: islandDay(9), time: '09:40', flightNumber: 'VY 1111',
        adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'car',
        name: 'Metrics Traveller', email: 'metrics.traveller@example.com', phone: '+34 620000001', terms: true,
      })
    expect(res.status).toBe(201)
    expect(await scrape()).toMatch(/^bookings_total\{kind="transfer",outcome="created"\} 1$/m)
  })

  it('does not exist when METRICS_TOKEN is not configured', async () => {
    // Asked with a token, but none configured: passed on to the site's 404.
    const handler = metricsEndpoint(new AppMetrics(), undefined)
    let passedOn = false
    await handler({ get: () => `Bearer ${TOKEN}` } as never, {} as never, () => (passedOn = true))
    expect(passedOn).toBe(true)
  })
})

describe('admin performance page across instances', () => {
  it('lists each instance seen lately by its id, marks this one, and adds them up', async () => {
    // This instance wrote its own row when it started.
    const own = await eventually(() => t.knex('instance_metrics').where({ instance_id: 'web-a' }).first(), Boolean)
    expect(own).toBeDefined()

    // A second instance on the same database: its registry's snapshot, as its publisher writes it.
    const other = new AppMetrics({ instanceId: 'web-b' })
    for (let i = 0; i < 7; i++) other.request('GET', '/trips/:id', 200, 0.02)
    other.request('GET', '/trips/:id', 500, 0.2)
    other.booking('trip', 'created')
    other.email('sent')
    other.email('sent')
    await t.knex('instance_metrics').insert({ instance_id: 'web-b', updated_at: new Date(), snapshot: JSON.stringify(await other.snapshot()) })
    // One that stopped long ago is not listed.
    await t.knex('instance_metrics').insert({ instance_id: 'web-gone', updated_at: new Date(Date.now() - 60 * 60_000), snapshot: JSON.stringify(await other.snapshot()) })

    const { agent } = await loginAs(t.app, 'admin')
    const res = await agent.get('/api/admin/metrics')
    expect(res.status).toBe(200)
    const body = res.body
    expect(body.instanceId).toBe('web-a')
    const ids = body.instances.map((i: { instanceId: string }) => i.instanceId)
    expect(ids).toEqual(['web-a', 'web-b'])
    const [a, b] = body.instances
    expect(a.self).toBe(true)
    expect(b.self).toBe(false)
    expect(b.figures).toMatchObject({ requests: 8, errors: 1, bookings: { created: 1 }, emails: { sent: 2 } })
    expect(a.figures.requests).toBeGreaterThan(0)
    // Totals are the sum over the instances (this one read live, the other from its row).
    expect(body.totals.requests).toBe(a.figures.requests + 8)
    expect(body.totals.errors).toBe(a.figures.errors + 1)
    expect(body.totals.emails.sent).toBe(a.figures.emails.sent + 2)
    expect(body.totals.bookings.created).toBe(a.figures.bookings.created + 1)
    expect(body.totals.cpuSeconds).toBeGreaterThanOrEqual(b.figures.cpuSeconds)

    const page = await agent.get('/admin/performance?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('en', 'admin', 'performanceAdmin.instances')))
    expect(page.text).toMatch(/data-instance="web-a"[\s\S]*?web-a[\s\S]*?this instance/)
    expect(page.text).toContain('data-instance="web-b"')
    expect(page.text).not.toContain('web-gone')
    const totalsRow = /data-instance="\(totals\)"[\s\S]*?<\/tr>/.exec(page.text)?.[0] ?? ''
    expect(totalsRow).toContain(html(tr('en', 'admin', 'performanceAdmin.totals')))
  })
})
