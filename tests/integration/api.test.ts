import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DestinationSchema } from '../../src/destinations/destinations.schema'
import { HeroBannerSchema } from '../../src/hero-banners/hero-banners.schema'
import { SeoRecordSchema } from '../../src/seo/seo.schema'
import { TestimonialSchema } from '../../src/testimonials/testimonials.schema'
import { TripTypeSchema } from '../../src/trip-types/trip-types.schema'
import { TripSummarySchema } from '../../src/trips/trips.schema'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { tr } from '../helpers/locales'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('public JSON API (SPEC §7)', () => {
  it('GET /api/user answers 401 for an anonymous visitor', async () => {
    const res = await request(t.app).get('/api/user')
    expect(res.status).toBe(401)
    expect(res.body.error.code).toBe('unauthorized')
  })

  it.each([
    ['/api/hero-banners/active', HeroBannerSchema, 3],
    ['/api/trip-types', TripTypeSchema, 6],
    ['/api/destinations/popular', DestinationSchema, 6],
    ['/api/trips/popular', TripSummarySchema, 8],
    ['/api/testimonials', TestimonialSchema, 6],
  ] as const)('%s answers a list of the documented shape', async (url, schema, atLeast) => {
    const res = await request(t.app).get(`${url}?lng=en`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    const list = z.array(schema as z.ZodTypeAny).parse(res.body)
    expect(list.length).toBeGreaterThanOrEqual(atLeast)
  })

  it('applies the language rule (current language, else English, else the plain value)', async () => {
    const [id] = (await t.knex('trips').where({ is_popular: true }).orderBy('id').limit(1).pluck('id')) as number[]
    const row = await t.knex('trips').where({ id }).first()
    const translations = typeof row.translations === 'string' ? JSON.parse(row.translations) : row.translations
    delete translations.name.ca
    await t.knex('trips').where({ id }).update({ translations: JSON.stringify(translations) })
    const ca = (await request(t.app).get('/api/trips/popular?lng=ca')).body.find((x: { id: number }) => x.id === id)
    expect(ca.name).toBe(translations.name.en)
    const de = (await request(t.app).get('/api/trips/popular?lng=de')).body.find((x: { id: number }) => x.id === id)
    expect(de.name).toBe(translations.name.de)
  })

  it('popular trips filter by trip type id, and ignore a malformed filter', async () => {
    const all = (await request(t.app).get('/api/trips/popular')).body as Array<{ typeId: number }>
    const typeId = all[0]!.typeId
    const filtered = (await request(t.app).get(`/api/trips/popular?type=${typeId}`)).body as Array<{ typeId: number }>
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((x) => x.typeId === typeId)).toBe(true)
    expect((await request(t.app).get('/api/trips/popular?type=abc')).body).toHaveLength(all.length)
  })

  it('GET /api/seo/{page} answers the SEO record and 404 for an unknown key', async () => {
    const res = await request(t.app).get('/api/seo/home')
    expect(res.status).toBe(200)
    const record = SeoRecordSchema.parse(res.body)
    expect(Object.keys(record.title).sort()).toEqual(['ca', 'de', 'en', 'es'])
    expect(record.keywords.es!.length).toBeGreaterThan(0)
    const missing = await request(t.app).get('/api/seo/no-such-page?lng=ca')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: { code: 'not_found', message: tr('ca', 'common', 'errors.api.not_found') } })
    expect((await request(t.app).get('/api/seo/..%2Fetc')).status).toBe(404)
  })
})
