import request from 'supertest'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const base = '/api/images/optimize/demo/cove-turquoise.jpg'
const binary = (res: request.Response) => res.body as Buffer

describe('GET /api/images/optimize/{path} (SPEC §7)', () => {
  it('defaults to webp at quality 80 and resizes to the asked size', async () => {
    const res = await request(t.app).get(`${base}?width=320&height=200`).buffer(true)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    const meta = await sharp(binary(res)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 200])
  })

  it.each(['avif', 'jpeg', 'png'] as const)('converts to %s', async (format) => {
    const res = await request(t.app).get(`${base}?width=64&format=${format}`).buffer(true)
    expect(res.headers['content-type']).toBe(`image/${format}`)
    expect((await sharp(binary(res)).metadata()).format).toBe(format === 'jpeg' ? 'jpeg' : format === 'avif' ? 'heif' : 'png')
  })

  it('serves the blur placeholder (width 20, webp, quality 30)', async () => {
    const res = await request(t.app).get(`${base}?width=20&format=webp&quality=30`).buffer(true)
    expect((await sharp(binary(res)).metadata()).width).toBe(20)
    expect(binary(res).length).toBeLessThan(1000)
  })

  it('is cacheable forever, with an ETag that answers 304', async () => {
    const first = await request(t.app).get(`${base}?width=100`)
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const etag = first.headers.etag
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const again = await request(t.app).get(`${base}?width=100`).set('If-None-Match', String(etag))
    expect(again.status).toBe(304)
  })

  it.each([
    ['width too large', '?width=5000'],
    ['width not a number', '?width=abc'],
    ['quality out of range', '?quality=0'],
    ['quality above 100', '?quality=101'],
    ['unknown format', '?format=gif'],
    ['unknown parameter', '?width=10&crop=1'],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await request(t.app).get(`${base}${query}`)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('validation')
  })

  it.each([
    '/api/images/optimize/../../package.json',
    '/api/images/optimize/demo/..%2F..%2F..%2Fpackage.json',
    '/api/images/optimize/%2e%2e/%2e%2e/secrets.json',
    '/api/images/optimize/demo/%00.jpg',
    '/api/images/optimize/..%5C..%5Csecrets.json',
  ])('never leaves the images folder: %s', async (url) => {
    const res = await request(t.app).get(url)
    expect([400, 404]).toContain(res.status)
    expect(res.headers['content-type']).toMatch(/json/)
  })

  it('answers 404 for a missing image', async () => {
    expect((await request(t.app).get('/api/images/optimize/demo/nope.jpg')).status).toBe(404)
  })
})
