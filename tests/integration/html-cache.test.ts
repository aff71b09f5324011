import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { islandDay } from '../helpers/bookings'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp, built } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

describe('rendered-HTML cache for anonymous visitors', () => {
  it('shows the transfer request form (never cached: each has its own idempotency key) with the booking rules staff saved, at once', async () => {
    const hours = (page: string) => /(\d+) hours ahead are confirmed at once/.exec(page)?.[1]
    expect(hours((await request(t.app).get('/airport-transfers/request?lng=en')).text)).toBe('12')
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const rules = { instantMinNoticeHours: '24', slotMinutes: '60', jobsPerSlot: '4', travelBufferMinutes: '30', paymentMode: 'choice', depositPercent: '100', onRequestReplyHours: '4', officeOpensAt: '09:00', officeClosesAt: '20:00', checkoutHoldMinutes: '30', reminderHoursBefore: '24' }
    expect((await agent.post('/admin/transfers/settings').type('form').send({ _csrf: csrf, intent: 'rules', ...rules })).status).toBe(303)
    expect(hours((await request(t.app).get('/airport-transfers/request?lng=en')).text)).toBe('24')
  })

  it('serves the second visit from the cache byte for byte, and a known entity tag with 304', async () => {
    const first = await request(t.app).get('/?lng=en')
    expect(first.headers['x-cache']).toBe('MISS')
    const second = await request(t.app).get('/?lng=en')
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.text).toBe(first.text)
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(second.headers['cache-control']).toBe('private, no-cache')
    expect(second.headers.etag).toBe(first.headers.etag)
    const again = await request(t.app).get('/?lng=en').set('If-None-Match', first.headers.etag!)
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
  })

  it('answers each client in the coding it accepts, the same page underneath', async () => {
    const plain = await request(t.app).get('/?lng=ca').set('Accept-Encoding', 'identity')
    const br = await request(t.app).get('/?lng=ca').set('Accept-Encoding', 'gzip, br')
    const gzip = await request(t.app).get('/?lng=ca').set('Accept-Encoding', 'gzip, br;q=0')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(br.text).toBe(plain.text)
    expect(gzip.text).toBe(plain.text)
    const head = await request(t.app).head('/?lng=ca')
    expect(head.status).toBe(200)
    expect(head.headers['x-cache']).toBe('HIT')
  })

  it('keeps public JSON answers too, per language, and drops them with the pages', async () => {
    const first = await request(t.app).get('/api/trip-types?lng=de')
    const second = await request(t.app).get('/api/trip-types?lng=de')
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT'])
    expect(second.body).toEqual(first.body)
    expect(second.headers['content-language']).toBe('de')
    await t.knex('trip_types').orderBy('id').limit(1).update({ translations: JSON.stringify({ name: { de: 'Ganz neue Art' } }) })
    built.invalidateHtmlCache()
    const fresh = await request(t.app).get('/api/trip-types?lng=de')
    expect(fresh.headers['x-cache']).toBe('MISS')
    expect(fresh.body.map((type: { name: string }) => type.name)).toContain('Ganz neue Art')
  })

  it('never serves logged-in staff from it, but does serve visitors who merely hold a session cookie', async () => {
    await request(t.app).get('/about?lng=en')
    const { agent } = await loginAs(t.app, 'editor')
    const staff = await agent.get('/about?lng=en')
    expect(staff.headers['x-cache']).toBeUndefined()
    expect(staff.headers['cache-control']).toBe('private, no-store')
    const visitor = request.agent(t.app)
    await visitor.get('/auth/login')
    const withCookie = await visitor.get('/about?lng=en')
    expect(withCookie.headers['x-cache']).toBe('HIT')
  })

  it('keeps languages apart', async () => {
    await request(t.app).get('/?lng=de')
    const de = await request(t.app).get('/?lng=de')
    expect(de.headers['x-cache']).toBe('HIT')
    expect(de.text).toContain('<html lang="de"')
  })

  it('shows a content change after invalidation', async () => {
    await request(t.app).get('/?lng=en')
    await t.knex('hero_banners').orderBy('id').limit(1).update({ translations: JSON.stringify({ title: { en: 'Brand-new banner title' } }) })
    expect((await request(t.app).get('/?lng=en')).text).not.toContain('Brand-new banner title')
    built.invalidateHtmlCache()
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

  it("shows the availability screen's changes on the cached trip page at once: a category off sale, a new schedule, a departure's new capacity", async () => {
    const trip = await t.knex('trips').where({ slug: 'albufera-des-grau-nature-walk' }).first('id')
    const child = await t.knex('trip_price_categories').where({ trip_id: trip.id, code: 'child', active: true }).first()
    const page = `/trips/${trip.id}?lng=en`
    // The page as the cache now keeps it (served from it the second time).
    const cachedPage = async () => {
      const first = await request(t.app).get(page)
      expect((await request(t.app).get(page)).headers['x-cache']).toBe('HIT')
      return first.text
    }
    // A name found nowhere else on the page.
    const childLabel = 'Young birdwatcher'
    await t.knex('trip_price_categories').where({ id: child.id }).update({ translations: JSON.stringify({ label: { ...child.translations.label, en: childLabel } }) })
    built.invalidateHtmlCache()
    expect(await cachedPage()).toContain(childLabel)
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const availability = `/admin/trips/${trip.id}/availability`
    expect((await agent.post(availability).type('form').send({ _csrf: csrf, intent: 'category-off', itemId: String(child.id) })).status).toBe(303)
    expect((await request(t.app).get(page)).text).not.toContain(childLabel)

    expect(await cachedPage()).not.toContain('06:05')
    const schedule = { intent: 'schedule', startsOn: islandDay(3), endsOn: islandDay(20), times: '06:05', capacity: '7', day1: 'on', day2: 'on', day3: 'on', day4: 'on', day5: 'on', day6: 'on', day7: 'on' }
    expect((await agent.post(availability).type('form').send({ _csrf: csrf, ...schedule })).status).toBe(303)
    expect((await request(t.app).get(page)).text).toContain('06:05')

    const departure = await t.knex('trip_departures').where({ trip_id: trip.id, local_time: '06:05' }).orderBy('starts_at').first()
    const datePage = `/trips/${trip.id}?lng=en&date=${departure.localDate}`
    await request(t.app).get(datePage)
    expect((await request(t.app).get(datePage)).headers['x-cache']).toBe('HIT')
    expect((await request(t.app).get(page)).headers['x-cache']).toBe('HIT')
    const edit = await agent.get(`/admin/departures/${departure.id}/edit?lng=en`)
    const version = /name="_version" value="(\d+)"/.exec(edit.text)?.[1]
    expect((await agent.post(`/admin/departures/${departure.id}/edit`).type('form').send({ _csrf: csrf, _version: version, capacity: '9', guide_es: 'on' })).status).toBe(303)
    expect((await request(t.app).get(datePage)).headers['x-cache']).toBe('MISS')
    expect((await request(t.app).get(page)).headers['x-cache']).toBe('MISS')
  })
})
