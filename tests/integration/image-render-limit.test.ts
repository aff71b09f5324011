import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app'

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
