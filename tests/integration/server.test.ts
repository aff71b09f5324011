import { createHash } from 'node:crypto'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('server basics', () => {
  it('answers /healthz with the database state', async () => {
    const res = await request(t.app).get('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok', db: 'ok', dataDir: 'ok' })
  })

  it('hides x-powered-by and allows exactly the page\'s own inline scripts, by hash, never unsafe-inline', async () => {
    const res = await request(t.app).get('/')
    expect(res.headers['x-powered-by']).toBeUndefined()
    const csp = res.headers['content-security-policy'] as string
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain('nonce-')
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline.length).toBeGreaterThan(0)
    const allowed = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1])
    expect(allowed).toEqual(inline.map((code) => createHash('sha256').update(code).digest('base64')))
  })

  it('gives every response a request id, keeping a valid incoming one', async () => {
    const fresh = await request(t.app).get('/api/trip-types')
    expect(fresh.headers['x-request-id']).toMatch(/^[\w-]+$/)
    const kept = await request(t.app).get('/api/trip-types').set('X-Request-Id', 'abc-123')
    expect(kept.headers['x-request-id']).toBe('abc-123')
  })

  it('compresses pages', async () => {
    const res = await request(t.app).get('/').set('Accept-Encoding', 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('refuses bodies over 100 KB with 413 and bad JSON with 400', async () => {
    const big = await request(t.app).post('/api/trip-types').set('Content-Type', 'application/json').send(JSON.stringify({ x: 'a'.repeat(110_000) }))
    expect(big.status).toBe(413)
    expect(big.body.error.code).toBe('payload_too_large')
    const bad = await request(t.app).post('/api/trip-types').set('Content-Type', 'application/json').send('{nope')
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('invalid_json')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(t.app).get('/api/nothing-here?lng=en')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: { code: 'not_found', message: tr('en', 'common', 'errors.api.not_found') } })
  })

  it('shows a translated 404 page for unknown paths', async () => {
    const es = await request(t.app).get('/esto-no-existe')
    expect(es.status).toBe(404)
    expect(es.text).toContain('<html lang="es"')
    expect(es.text).toContain(html(tr('es', 'common', 'errors.notFound.title')))
    const de = await request(t.app).get('/gibt-es-nicht?lng=de')
    expect(de.status).toBe(404)
    expect(de.text).toContain('<html lang="de"')
    expect(de.text).toContain(html(tr('de', 'common', 'errors.notFound.title')))
    expect(de.text).toContain('noindex')
  })
})

describe('GET /locales/{lng}/{ns}.json', () => {
  it('serves translation files without caching', async () => {
    const res = await request(t.app).get('/locales/de/home.json?v=123')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.hero.title).toBeTypeOf('string')
  })
  it('answers 404 for unknown languages and namespaces, and never leaves the folder', async () => {
    expect((await request(t.app).get('/locales/fr/home.json')).status).toBe(404)
    expect((await request(t.app).get('/locales/es/secret.json')).status).toBe(404)
    expect((await request(t.app).get('/locales/es/..%2F..%2Fpackage.json')).status).toBe(404)
  })
})
