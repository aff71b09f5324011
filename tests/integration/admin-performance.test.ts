import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

interface RouteRow {
  method: string
  route: string
  total: number
  statuses: Record<string, number>
  p50: number
  p90: number
  p99: number
}

const routeOf = (body: { requests: { routes: RouteRow[] } }, method: string, route: string) => body.requests.routes.find((r) => r.method === method && r.route === route)

describe('admin: performance', () => {
  it('counts the requests made, per route pattern, with status classes and percentiles', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const before = (await agent.get('/api/admin/metrics')).body
    const seenBefore = routeOf(before, 'GET', '/trips/:id')?.total ?? 0
    const notFoundBefore = routeOf(before, 'GET', '/api/trips/:id')?.statuses['4xx'] ?? 0
    for (const id of [1, 2, 3]) expect((await request(t.app).get(`/trips/${id}?lng=en`)).status).toBe(200)
    await request(t.app).get('/api/trips/999999')

    const res = await agent.get('/api/admin/metrics')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    const trips = routeOf(res.body, 'GET', '/trips/:id')!
    expect(trips.total - seenBefore).toBe(3)
    expect(trips.statuses['2xx']).toBeGreaterThanOrEqual(3)
    expect(trips.p50).toBeGreaterThan(0)
    expect(trips.p99).toBeGreaterThanOrEqual(trips.p50)
    const api = routeOf(res.body, 'GET', '/api/trips/:id')
    expect(api?.statuses['4xx']).toBe(notFoundBefore + 1)
    expect(res.body.requests.total).toBeGreaterThan(before.requests.total)
    expect(res.body.database).toMatchObject({ max: expect.any(Number), used: expect.any(Number), free: expect.any(Number) })
    expect(res.body.memory.rss).toBeGreaterThan(0)
    expect(res.body.htmlCache).toHaveProperty('hitRate')
    expect(res.body.requests.perMinute).toHaveLength(30)
    // The requests above fall in the last minute or, across a minute's turn, the last two.
    const lastTwoMinutes = res.body.requests.perMinute.slice(-2).reduce((total: number, p: { count: number }) => total + p.count, 0)
    expect(lastTwoMinutes).toBeGreaterThanOrEqual(4)
  })

  it("names rendered pages by their own route (Vike's), whatever their address looks like", async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const post = await t.knex('blog_posts').where({ status: 'published' }).orderBy('id').first('id', 'slug')
    expect((await agent.get('/admin/blog/posts?lng=en')).status).toBe(200)
    expect((await agent.get(`/admin/blog/posts/edit/${post.id}?lng=en`)).status).toBe(200)
    expect((await request(t.app).get(`/blog/${post.slug}?lng=en`)).status).toBe(200)
    const routes = (await agent.get('/api/admin/metrics')).body
    for (const route of ['/admin/blog/posts', '/admin/blog/posts/edit/:id', '/blog/:slug']) expect(routeOf(routes, 'GET', route), route).toBeDefined()
    expect(routeOf(routes, 'GET', '/admin/blog/:slug')).toBeUndefined()
  })

  it('shows the tables and server-rendered charts', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    await request(t.app).get('/destinations/1?lng=en')
    const page = await agent.get('/admin/performance?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('en', 'admin', 'performanceAdmin.routes')))
    expect(page.text).toContain('data-route="GET /destinations/:id"')
    expect(page.text).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Requests per minute/)
    expect(page.text).toContain('<polyline')
    expect(page.text).toContain(html(tr('en', 'admin', 'performanceAdmin.htmlCache')))
    // Which instance answered, by its id (INSTANCE_ID, else host and process).
    expect(page.text).toContain(html(tr('en', 'admin', 'performanceAdmin.thisInstance')))
    expect(page.text).toContain(`data-instance="${t.context.metrics.instanceId}"`)
  })

  it('is for admins only: editors and visitors are refused', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/performance')
    expect(page.status).toBe(403)
    expect((await agent.get('/api/admin/metrics')).status).toBe(403)
    expect((await request(t.app).get('/api/admin/metrics')).status).toBe(401)
    expect((await agent.get('/admin?lng=en')).text).not.toContain('href="/admin/performance"')
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.agent.get('/admin?lng=en')).text).toContain('href="/admin/performance"')
  })
})
