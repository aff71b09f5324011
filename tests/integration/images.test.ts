import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
/** Sources made for this file, in a folder of its own inside the run's shared images folder. */
const folder = `render-bounds-${process.pid}`
beforeAll(async () => {
  t = await startTestApp()
  const dir = path.join(t.env.dataDir, 'images', folder)
  mkdirSync(dir, { recursive: true })
  await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#0e7490' } }).jpeg().toFile(path.join(dir, 'huge.jpg'))
  await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#f59e0b' } }).png({ compressionLevel: 1 }).toFile(path.join(dir, 'huge.png'))
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer()),
  )
  await sharp(frames, { join: { animated: true } }).gif().toFile(path.join(dir, 'anim.gif'))
  await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toFile(path.join(dir, 'clear.png'))
  version = createHash('sha256').update(readFileSync(path.join(t.env.dataDir, 'images', 'demo', 'cove-turquoise.jpg'))).digest('hex').slice(0, 12)
}, 120_000)
afterAll(async () => {
  if (t) rmSync(path.join(t.env.dataDir, 'images', folder), { recursive: true, force: true })
  await t?.close()
})

const base = '/api/images/optimize/demo/cove-turquoise.jpg'
/** The original's version, as pages put it in their URLs (the start of its SHA-256). */
let version: string
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

  it('is cacheable forever at its versioned address (what pages link to), with an ETag that answers 304', async () => {
    const first = await request(t.app).get(`${base}?width=100&v=${version}`)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const etag = first.headers.etag
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const again = await request(t.app).get(`${base}?width=100&v=${version}`).set('If-None-Match', String(etag))
    expect(again.status).toBe(304)
    // Without a version the picture could change under the address: caches check it every time.
    const plain = await request(t.app).get(`${base}?width=100`)
    expect(plain.headers['cache-control']).toBe('public, no-cache')
    expect(plain.headers.etag).toBe(etag)
  })

  it("sends an old version's address to the current one; a malformed version is a 400 (docs/decisions/061)", async () => {
    const old = await request(t.app).get(`${base}?width=100&format=webp&quality=80&v=0123456789ab`)
    expect(old.status).toBe(302)
    expect(old.headers.location).toBe(`${base}?width=100&format=webp&quality=80&v=${version}`)
    expect(old.headers['cache-control']).toBe('no-cache')
    expect((await request(t.app).get(`${base}?width=100&v=not-a-version`)).status).toBe(400)
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

  it('renders an 8000×8000 source within the maximum output size (2560 px), however it is asked', async () => {
    const full = await request(t.app).get(`/api/images/optimize/${folder}/huge.jpg`).buffer(true)
    expect(full.status).toBe(200)
    expect(await sharp(binary(full)).metadata()).toMatchObject({ format: 'webp', width: 2560, height: 2560 })
    const wide = await request(t.app).get(`/api/images/optimize/${folder}/huge.jpg?width=640&format=jpeg`).buffer(true)
    expect(await sharp(binary(wide)).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 640 })
  })

  it('renders AVIF only up to its pixel bound: a larger AVIF variant is served as WebP', async () => {
    const small = await request(t.app).get(`/api/images/optimize/${folder}/huge.jpg?width=320&format=avif`).buffer(true)
    expect(small.headers['content-type']).toBe('image/avif')
    expect((await sharp(binary(small)).metadata()).width).toBe(320)
    const large = await request(t.app).get(`/api/images/optimize/${folder}/huge.jpg?format=avif`).buffer(true)
    expect(large.status).toBe(200)
    expect(large.headers['content-type']).toBe('image/webp')
    expect(await sharp(binary(large)).metadata()).toMatchObject({ format: 'webp', width: 2560 })
    // From the disk cache too, once memory is gone.
    const again = await request(t.app).get(`/api/images/optimize/${folder}/huge.jpg?quality=80&format=avif`).buffer(true)
    expect(again.headers['content-type']).toBe('image/webp')
  })

  it('puts a transparent PNG on white when it asks for JPEG (share images), and keeps it clear in WebP', async () => {
    const jpeg = await request(t.app).get(`/api/images/optimize/${folder}/clear.png?width=40&format=jpeg`).buffer(true)
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    const { data } = await sharp(binary(jpeg)).raw().toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true)
    const webp = await request(t.app).get(`/api/images/optimize/${folder}/clear.png?width=40&format=webp`).buffer(true)
    const { data: clear, info } = await sharp(binary(webp)).raw().toBuffer({ resolveWithObject: true })
    expect([info.channels, clear[3]]).toEqual([4, 0])
  })

  it('renders only the first frame of an animated source', async () => {
    const res = await request(t.app).get(`/api/images/optimize/${folder}/anim.gif?width=20&format=webp`).buffer(true)
    expect(res.status).toBe(200)
    const meta = await sharp(binary(res), { animated: true }).metadata()
    expect([meta.format, meta.width, meta.pages ?? 1]).toEqual(['webp', 20, 1])
    const { data } = await sharp(binary(res)).raw().toBuffer({ resolveWithObject: true })
    // Red: the first frame.
    expect(data[0]).toBeGreaterThan(200)
    expect(data[1]).toBeLessThan(60)
  })

  it('refuses with 422 a render above the cost limit, and renders the same source at a page size', async () => {
    const refused = await request(t.app).get(`/api/images/optimize/${folder}/huge.png`)
    expect(refused.status).toBe(422)
    expect(refused.body.error.code).toBe('image_unrenderable')
    const page = await request(t.app).get(`/api/images/optimize/${folder}/huge.png?width=1280`).buffer(true)
    expect(page.status).toBe(200)
    expect((await sharp(binary(page)).metadata()).width).toBe(1280)
  })
})
