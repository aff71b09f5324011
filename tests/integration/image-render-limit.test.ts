import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, built } from '../helpers/test-app'

let limited: TestApp
beforeAll(async () => {
  limited = await startTestApp({ env: { IMAGE_RENDER_LIMIT: '3' } })
})
afterAll(async () => {
  await limited?.close()
})

describe('GET /api/images/optimize: new renders per client address are limited (IMAGE_RENDER_LIMIT)', () => {
  it('renders three new sizes for one address, refuses the fourth with 429, and still serves what is cached', async () => {
    const image = '/api/images/optimize/demo/harbour-town.jpg'
    for (const width of [51, 52, 53]) expect((await request(limited.app).get(`${image}?width=${width}&format=png`)).status).toBe(200)
    const refused = await request(limited.app).get(`${image}?width=54&format=png`)
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('rate_limited')
    // Already rendered: from the caches, whoever asks and however the address is spelled.
    expect((await request(limited.app).get(`${image}?format=png&width=052`)).status).toBe(200)
    expect((await request(limited.app).get(`${image}?width=51&format=png`)).status).toBe(200)
    // Another client address has its own allowance.
    expect((await request(limited.app).get(`${image}?width=54&format=png`).set('X-Forwarded-For', '10.1.2.3')).status).toBe(200)
  })
})

describe('GET /api/images/optimize: the limit is for new variants, on every instance (issue 17)', () => {
  it('a variant served before is rendered again free where no cache holds it (another instance, a cleared cache); a new one is still refused', async () => {
    const get = (url: string) => request(limited.app).get(url).set('X-Forwarded-For', '10.9.9.9')
    const image = '/api/images/optimize/demo/harbour-town.jpg'
    for (const width of [61, 62, 63]) expect((await get(`${image}?width=${width}&format=webp`)).status).toBe(200)
    expect((await get(`${image}?width=64&format=webp`)).status).toBe(429)
    // The instances' shared record of served variants (written after the answer).
    await expect.poll(() => limited.knex('image_variants').where({ path: 'demo/harbour-town.jpg', format: 'webp' }).whereIn('width', [61, 62, 63]).count('* as n').first().then((row) => Number(row!.n))).toBe(3)
    // An instance whose caches lack them: this one with its disk and memory emptied (the app's own copy of the module).
    expect((await built.clearImageCache(limited.context.images)).files).toBeGreaterThanOrEqual(3)
    for (const width of [61, 62, 63]) expect((await get(`${image}?width=${width}&format=webp`)).status).toBe(200)
    expect((await get(`${image}?width=65&format=webp`)).status).toBe(429)
  })
})

describe('GET /api/images/optimize: expensive renders never starve cheap ones (docs/decisions/022)', () => {
  it('renders a cheap new variant while the expensive lane is full, refuses another expensive one with 503 + Retry-After, and renders it once the lane frees', async () => {
    // Fill the process's expensive lane: one render in flight and a full waiting line, each held until released.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const { expensiveSlots, expensiveWaiting } = built.renderQueue.limits
    const holders = Array.from({ length: expensiveSlots + expensiveWaiting }, () => built.renderQueue.run('expensive', () => held))
    expect(built.renderQueue.stats().expensive).toEqual({ running: expensiveSlots, waiting: expensiveWaiting })
    // A client address of its own: three new renders allowed (IMAGE_RENDER_LIMIT); refused ones are not charged.
    const get = (url: string) => request(limited.app).get(url).set('X-Forwarded-For', '10.7.7.7')
    try {
      const image = '/api/images/optimize/demo/cove-turquoise.jpg'
      // A page-sized variant: the cheap lane, rendered without waiting for the expensive ones.
      const cheap = await get(`${image}?width=96&height=64&format=avif`)
      expect(cheap.status).toBe(200)
      expect(cheap.headers['content-type']).toBe('image/avif')
      // Full size: the expensive lane, whose line is full.
      const busy = await get(`${image}?format=png`)
      expect(busy.status).toBe(503)
      expect(busy.headers['retry-after']).toBe(String(built.renderQueue.limits.retryAfterSeconds))
      expect(busy.body.error.code).toBe('render_busy')
      expect(built.renderQueue.stats().expensive.waiting).toBe(expensiveWaiting)
      // Refused before the address's allowance was charged: asking again does not use it up.
      expect((await get(`${image}?format=png`)).status).toBe(503)
    } finally {
      release()
      await Promise.all(holders)
    }
    const later = await get('/api/images/optimize/demo/cove-turquoise.jpg?format=png')
    expect(later.status).toBe(200)
    expect(later.headers['content-type']).toBe('image/png')
    expect((await get('/api/images/optimize/demo/cove-turquoise.jpg?width=97&format=webp')).status).toBe(200)
    expect((await get('/api/images/optimize/demo/cove-turquoise.jpg?width=98&format=webp')).status).toBe(429)
  })
})
