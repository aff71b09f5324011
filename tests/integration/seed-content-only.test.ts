import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { seedDemoContent } from '../../src/seed/seed'
import { startTestApp, type TestApp } from '../helpers/test-app'

// One app per file (the database handle is per process): seed.test.ts checks the full demo.
describe('a real installation (SEED_DEMO=content)', () => {
  let fresh: TestApp
  beforeAll(async () => {
    fresh = await startTestApp({ seed: false })
    expect(await seedDemoContent(fresh.knex, { imagesDir: path.join(inject('dataDir'), 'images'), operations: false })).toBe(true)
  })
  afterAll(async () => {
    await fresh?.close()
  })
  const rows = async (table: string) => Number((await fresh.knex(table).count({ n: '*' }))[0]!.n)

  it('starts with the site content but no customers, bookings, drivers, vehicles, reviews or sent mail', async () => {
    expect(await rows('trips')).toBeGreaterThanOrEqual(12)
    expect(await rows('blog_posts')).toBeGreaterThanOrEqual(6)
    expect(await rows('transfer_prices')).toBeGreaterThan(0)
    for (const table of ['transfer_bookings', 'transfer_legs', 'trip_bookings', 'trip_reviews', 'drivers', 'fleet_vehicles', 'mail_outbox']) {
      expect({ table, rows: await rows(table) }).toEqual({ table, rows: 0 })
    }
  })

  it('sells its trips: every published trip has prices and departures ahead, and its page offers them', async () => {
    const trips: Array<{ id: number; slug: string }> = await fresh.knex('trips').where({ status: 'published' }).select('id', 'slug')
    const today = new Date().toISOString().slice(0, 10)
    for (const trip of trips) {
      const categories = await fresh.knex('trip_price_categories').where({ trip_id: trip.id }).count({ n: '*' })
      const ahead = await fresh.knex('trip_departures').where({ trip_id: trip.id, status: 'open' }).where('local_date', '>', today).count({ n: '*' })
      expect({ slug: trip.slug, categories: Number(categories[0]!.n) > 0, ahead: Number(ahead[0]!.n) > 0 }).toEqual({ slug: trip.slug, categories: true, ahead: true })
    }
    const page = await request(fresh.app).get(`/trips/${trips[0]!.id}?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`action="/trips/${trips[0]!.id}/book"`)
  })
})
