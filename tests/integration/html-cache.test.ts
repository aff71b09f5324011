import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateHtmlCache } from '../../src/server/html-cache'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

const nonceOf = (res: request.Response) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!

describe('rendered-HTML cache for anonymous visitors', () => {
  it('serves the second visit from the cache, with a fresh nonce in header and page alike', async () => {
    const first = await request(t.app).get('/?lng=en')
    expect(first.headers['x-cache']).toBe('MISS')
    const second = await request(t.app).get('/?lng=en')
    expect(second.headers['x-cache']).toBe('HIT')
    expect(nonceOf(second)).not.toBe(nonceOf(first))
    for (const tag of second.text.match(/<script[^>]*nonce="[^"]*"/g) ?? []) expect(tag).toContain(`nonce="${nonceOf(second)}"`)
    expect(second.text.replaceAll(nonceOf(second), 'N')).toBe(first.text.replaceAll(nonceOf(first), 'N'))
  })

  it('keeps languages apart', async () => {
    await request(t.app).get('/?lng=de')
    const de = await request(t.app).get('/?lng=de')
    expect(de.headers['x-cache']).toBe('HIT')
    expect(de.text).toContain('<html lang="de"')
  })

  it('shows a content change after invalidation', async () => {
    await t.knex('hero_banners').orderBy('id').limit(1).update({ translations: JSON.stringify({ title: { en: 'Brand-new banner title' } }) })
    expect((await request(t.app).get('/?lng=en')).text).not.toContain('Brand-new banner title')
    invalidateHtmlCache()
    const fresh = await request(t.app).get('/?lng=en')
    expect(fresh.headers['x-cache']).toBe('MISS')
    expect(fresh.text).toContain('Brand-new banner title')
  })

  it('never caches a form shown again with errors', async () => {
    const res = await request(t.app).post('/contact').type('form').send({ name: '' })
    expect(res.status).toBe(400)
    expect(res.headers['x-cache']).toBeUndefined()
    expect((await request(t.app).get('/contact')).text).not.toContain('aria-invalid')
  })
})
