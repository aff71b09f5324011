import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { seedDemoContent } from '../../src/seed/seed'
import { LANGUAGES } from '../../src/i18n/languages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const count = async (table: string, where: Record<string, unknown> = {}) => Number((await t.knex(table).where(where).count({ n: '*' }))[0]!.n)

describe('demo content', () => {
  it('fills every entity the site shows, in all four languages', async () => {
    expect(await count('destinations')).toBeGreaterThanOrEqual(8)
    const zones = await t.knex('destinations').distinct('zone').pluck('zone')
    expect(zones).toEqual(expect.arrayContaining(['north', 'south', 'east', 'west']))
    expect(await count('trips')).toBeGreaterThanOrEqual(12)
    expect(Number((await t.knex('trips').countDistinct({ n: 'trip_type_id' }))[0]!.n)).toBeGreaterThanOrEqual(5)
    expect(await count('hero_banners', { is_active: true })).toBe(3)
    expect(await count('testimonials')).toBeGreaterThanOrEqual(6)
    expect(await count('blog_categories')).toBeGreaterThanOrEqual(3)
    expect(await count('blog_posts', { status: 'published' })).toBeGreaterThanOrEqual(6)
    expect(await count('faq_entries', { topic: 'transfers' })).toBe(6)
    const pageKeys = await t.knex('seo_records').pluck('page_key')
    for (const key of ['home', 'destinations', 'trips', 'cami-de-cavalls', 'blog', 'services', 'about', 'contact', 'testimonials', 'legal-privacy', 'legal-terms', 'legal-faq', 'airport-transfers']) {
      expect(pageKeys).toContain(key)
    }
    for (const trip of await t.knex('trips').select('translations')) {
      for (const field of ['name', 'description', 'location']) for (const lng of LANGUAGES) expect(trip.translations[field][lng]).toBeTruthy()
    }
    const cheapest = await t.knex('transfer_prices').min({ cents: 'price_cents' }).first()
    expect(cheapest!.cents).toBe(2000) // "transfers from 20 EUR"
    const images = await t.knex('images').pluck('path')
    expect(images.length).toBeGreaterThan(20)
  })

  it('runs only on an empty database, so running it again changes nothing', async () => {
    const before = await Promise.all(['trips', 'destinations', 'blog_posts', 'images', 'settings'].map((table) => count(table)))
    expect(await seedDemoContent(t.knex, { imagesDir: path.join(inject('dataDir'), 'images') })).toBe(false)
    const after = await Promise.all(['trips', 'destinations', 'blog_posts', 'images', 'settings'].map((table) => count(table)))
    expect(after).toEqual(before)
  })
})
