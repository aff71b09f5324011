import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ proxy: true })
})
afterAll(async () => {
  await t?.close()
})

describe('database outage', () => {
  it('reports it on /healthz, answers pages with a translated 503, the API with JSON, and recovers by itself', async () => {
    expect((await request(t.app).get('/healthz')).status).toBe(200)
    expect((await request(t.app).get('/?lng=de')).status).toBe(200)

    t.proxy!.cut()
    const health = await request(t.app).get('/healthz')
    expect(health.status).toBe(503)
    expect(health.body).toEqual({ status: 'error', db: 'unreachable', dataDir: 'ok' })

    const page = await request(t.app).get('/?lng=de')
    expect(page.status).toBe(503)
    expect(page.headers['retry-after']).toBe('30')
    expect(page.text).toContain(html(tr('de', 'common', 'errors.unavailable.title')))
    expect(page.text).not.toMatch(/at \w+ \(|Error:/) // no stack trace

    const api = await request(t.app).get('/api/trips/popular')
    expect(api.status).toBe(503)
    expect(api.body.error.code).toBe('unavailable')

    t.proxy!.restore()
    await expect.poll(async () => (await request(t.app).get('/healthz')).status, { timeout: 15_000, interval: 250 }).toBe(200)
    expect((await request(t.app).get('/?lng=de')).status).toBe(200)
    expect((await request(t.app).get('/api/trips/popular')).status).toBe(200)
  })
})
