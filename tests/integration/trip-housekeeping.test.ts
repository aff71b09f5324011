import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// Issue 15, trip housekeeping (docs/decisions/043): a trip is draft, published or archived, and
// only published trips are listed anywhere; the address of a trip is /trips/{id}, one canonical
// form; deleting a trip with bookings is refused ("archive it instead").

let t: TestApp
let draft: number
let archived: number
let published: number
const idOf = async (slug: string) => ((await t.knex('trips').where({ slug }).first('id')) as { id: number }).id
// The pages asked for here are English: their links carry ?lng=en (ADR 045).
const linksTo = (page: string, id: number) => new RegExp(`href="/trips/${id}(\\?lng=en)?"`).test(page)

beforeAll(async () => {
  t = await startTestApp()
  draft = await idOf('cami-de-cavalls-south-coves-hike')
  archived = await idOf('mao-harbour-sunset-cruise-gin')
  published = await idOf('albufera-des-grau-nature-walk')
  // Before any request: no cached list or sitemap remembers them as published.
  await t.knex('trips').where({ id: draft }).update({ status: 'draft' })
  await t.knex('trips').where({ id: archived }).update({ status: 'archived' })
})
afterAll(async () => {
  await t?.close()
})

describe('status: only published trips are listed', () => {
  it('the trips list, its search and the API leave drafts and archived trips out', async () => {
    const page = (await request(t.app).get('/trips?lng=en')).text
    const api = (await request(t.app).get('/api/trips?lng=en')).body as { trips: Array<{ id: number }>; total: number }
    const ids = api.trips.map((trip) => trip.id)
    expect(api.total).toBe((await t.knex('trips').where({ status: 'published' })).length)
    expect(ids).not.toContain(draft)
    expect(ids).not.toContain(archived)
    expect(linksTo(page, draft) || linksTo(page, archived)).toBe(false)
    const searched = (await request(t.app).get('/api/trips?lng=en&q=sunset')).body as { trips: Array<{ id: number }> }
    expect(searched.trips.map((trip) => trip.id)).not.toContain(archived)
    const boats = (await request(t.app).get('/api/trips?lng=en&type=boat')).body as { trips: Array<{ id: number }> }
    expect(boats.trips.length).toBeGreaterThan(0)
    expect(boats.trips.map((trip) => trip.id)).not.toContain(archived)
  })

  it('the home page, the popular trips API, the destinations, the Camí de Cavalls page and related trips leave them out', async () => {
    const popular = (await request(t.app).get('/api/trips/popular?lng=en')).body as Array<{ id: number }>
    expect(popular.length).toBeGreaterThan(0)
    expect(popular.map((trip) => trip.id)).not.toEqual(expect.arrayContaining([draft]))
    expect(popular.map((trip) => trip.id)).not.toEqual(expect.arrayContaining([archived]))
    const home = (await request(t.app).get('/?lng=en')).text
    expect(linksTo(home, draft) || linksTo(home, archived)).toBe(false)
    const destinationOf = async (id: number) => ((await t.knex('trips').where({ id }).first('destination_id')) as { destinationId: number }).destinationId
    for (const id of [draft, archived]) {
      const destination = (await request(t.app).get(`/destinations/${await destinationOf(id)}?lng=en`)).text
      expect(linksTo(destination, id)).toBe(false)
    }
    const cami = (await request(t.app).get('/cami-de-cavalls?lng=en')).text
    expect(linksTo(cami, published)).toBe(true)
    expect(linksTo(cami, draft)).toBe(false)
    // The walk's related trips are hikes: the draft hike is not one of them.
    const walk = (await request(t.app).get(`/trips/${published}?lng=en`)).text
    const related = walk.slice(walk.indexOf('id="related-trips"'))
    expect(linksTo(related, draft)).toBe(false)
  })

  it('the sitemap lists published trips only', async () => {
    const sitemap = (await request(t.app).get('/sitemap.xml')).text
    expect(sitemap).toContain(`/trips/${published}?lng=es`)
    expect(sitemap).not.toContain(`/trips/${draft}?`)
    expect(sitemap).not.toContain(`/trips/${archived}?`)
  })
})

describe('status: a trip page', () => {
  it('a draft is a 404 to visitors and the API, and staff who edit trips preview it, unindexed, told it is a draft', async () => {
    expect((await request(t.app).get(`/trips/${draft}?lng=en`)).status).toBe(404)
    expect((await request(t.app).get(`/api/trips/${draft}?lng=en`)).status).toBe(404)
    const { agent } = await loginAs(t.app, 'editor')
    const preview = await agent.get(`/trips/${draft}?lng=en`)
    expect(preview.status).toBe(200)
    expect(preview.text).toContain('data-trip-status="draft"')
    expect(preview.text).toContain(html(tr('en', 'trips', 'status.draftTitle')))
    expect(preview.text).toContain('<meta name="robots" content="noindex, follow"/>')
    // A driver's account is staff, but not someone who edits trips.
    const driver = await loginAs(t.app, 'driver')
    expect((await driver.agent.get(`/trips/${draft}?lng=en`)).status).toBe(404)
  })

  it.each(LANGUAGES)('an archived trip keeps its page (%s): a "not running this season" notice, no way to book or enquire, not indexed', async (lng) => {
    const res = await request(t.app).get(`/trips/${archived}?lng=${lng}`)
    expect(res.status).toBe(200)
    expect(res.text).toContain('data-trip-status="archived"')
    expect(res.text).toContain(html(tr(lng, 'trips', 'status.archivedTitle')))
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(res.text).not.toContain('method="post"')
    expect(res.text).not.toContain(html(tr(lng, 'trips', 'detail.noBookingTitle')))
    const ld = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    expect(ld.find((x) => x['@type'] === 'TouristTrip')).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } })
    const api = await request(t.app).get(`/api/trips/${archived}?lng=${lng}`)
    expect(api.status).toBe(200)
    expect(api.body).toMatchObject({ id: archived, status: 'archived' })
  })

  it('an archived trip sold on request refuses an enquiry with 405', async () => {
    const onRequest = await idOf('north-coast-kayak-expedition-2-days')
    await t.knex('trips').where({ id: onRequest }).update({ status: 'archived' })
    try {
      const res = await request(t.app).post(`/trips/${onRequest}?lng=en`).type('form').send({ name: 'Ann', email: 'ann@example.com' })
      expect(res.status).toBe(405)
      expect(await t.knex('trip_enquiries').where({ tripId: onRequest })).toHaveLength(0)
    } finally {
      await t.knex('trips').where({ id: onRequest }).update({ status: 'published' })
    }
  })
})

describe('the address of a trip (ADR 043)', () => {
  it('/trips/{id} is the one canonical form: canonical link, hreflang, sitemap and every internal link use it', async () => {
    const page = (await request(t.app).get(`/trips/${published}?lng=de`)).text
    expect(page).toContain(`<link rel="canonical" href="http://localhost:3000/trips/${published}?lng=de"/>`)
    for (const lng of LANGUAGES) expect(page).toContain(`hrefLang="${lng}" href="http://localhost:3000/trips/${published}?lng=${lng}"/>`)
    // A tracking parameter is no address of its own.
    const tracked = (await request(t.app).get(`/trips/${published}?lng=de&utm_source=newsletter`)).text
    expect(tracked).toContain(`<link rel="canonical" href="http://localhost:3000/trips/${published}?lng=de"/>`)
    const sitemap = (await request(t.app).get('/sitemap.xml')).text
    const slug = ((await t.knex('trips').where({ id: published }).first('slug')) as { slug: string }).slug
    expect(sitemap).not.toContain(slug)
    // Trip links on the list and the home page are /trips/{id}, never a slug (/trips/booking, the booking look-up the footer links to, is no trip).
    for (const path of ['/trips?lng=en', '/?lng=en']) {
      const links = [...(await request(t.app).get(path)).text.matchAll(/href="\/trips\/([^"?#]+)(?:\?lng=en)?"/g)].map((m) => m[1]!).filter((link) => link !== 'booking')
      expect(links.length, path).toBeGreaterThan(0)
      for (const link of links) expect(link, path).toMatch(/^\d+$/)
    }
  })
})

/** The trip's edit form as the page fills it in, ready to post back. */
async function editForm(agent: ReturnType<typeof request.agent>, trip: number): Promise<Record<string, string>> {
  const edit = await agent.get(`/admin/trips/edit/${trip}?lng=en`)
  const unescape = (v: string) => v.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")
  const values = Object.fromEntries([...edit.text.matchAll(/<input[^>]*name="([\w]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]))
  const textareas = Object.fromEntries([...edit.text.matchAll(/<textarea[^>]*name="([\w]+)"[^>]*>([^<]*)<\/textarea>/g)].map((m) => [m[1]!, unescape(m[2]!)]))
  const selects = Object.fromEntries([...edit.text.matchAll(/<select[^>]*name="([\w]+)"[\s\S]*?<\/select>/g)].map((m) => [m[1]!, /<option value="([^"]*)" selected=""/.exec(m[0])?.[1] ?? '']))
  return { ...values, ...textareas, ...selects, _csrf: csrfOf(edit.text) }
}

describe('deleting a trip', () => {
  it('is refused while customers have enquiries about it, named in the staff language; the enquiries stay', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const unbooked = t.knex('trips').whereNotIn('id', t.knex('trip_bookings').select('trip_id')).whereNotIn('id', [draft, archived, published])
    const { id: trip, name } = (await unbooked.orderBy('id').first('id', 'name')) as { id: number; name: string }
    const [enquiry] = await t.knex('trip_enquiries').insert({ reference: 'EN-2099-000042', trip_id: trip, travel_date: '2099-07-01', participants: 2, name: 'Ada Lovelace', email: 'ada@example.com', language: 'en' }).returning('id')
    const res = await agent.post('/api/admin/trips/bulk-delete?lng=de').set('X-CSRF-Token', csrf).send({ ids: [trip] })
    expect(res.status).toBe(409)
    expect(JSON.stringify(res.body)).toContain(tr('de', 'admin', 'tripStatus.hasEnquiries_one', { names: name }))
    expect(await t.knex('trips').where({ id: trip })).toHaveLength(1)
    expect(await t.knex('trip_enquiries').where({ id: enquiry.id })).toHaveLength(1)
    // The database refuses too: a delete that slips past the check cannot take the enquiry along.
    await expect(t.knex('trips').where({ id: trip }).delete()).rejects.toThrow()
    expect(await t.knex('trip_enquiries').where({ id: enquiry.id })).toHaveLength(1)
  })

  it("is refused while a hero banner's button leads to it, naming the banner", async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const unused = t.knex('trips').whereNotIn('id', t.knex('trip_bookings').select('trip_id')).whereNotIn('id', t.knex('trip_enquiries').select('trip_id')).whereNotIn('id', [draft, archived, published])
    const { id: trip, name } = (await unused.orderBy('id', 'desc').first('id', 'name')) as { id: number; name: string }
    const banner = await t.knex('hero_banners').orderBy('id').first('id', 'title')
    await t.knex('hero_banners').where({ id: banner.id }).update({ button_link: `/trips/${trip}?lng=en` })
    const res = await agent.post('/api/admin/trips/bulk-delete?lng=en').set('X-CSRF-Token', csrf).send({ ids: [trip] })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(tr('en', 'admin', 'tripStatus.inBanner', { name, banner: banner.title }))
    expect(await t.knex('trips').where({ id: trip })).toHaveLength(1)
    // Another trip's link (/trips/1 is not /trips/12) does not stand in the way.
    await t.knex('hero_banners').where({ id: banner.id }).update({ button_link: `/trips/${trip}0` })
    expect((await agent.post('/api/admin/trips/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [trip] })).body).toEqual({ deleted: 1 })
  })

  it('is refused while the trip has bookings, with "archive it instead"; archiving hides it and keeps the bookings', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const trip = await idOf('sunset-ride-monte-toro')
    const [departure] = await t.knex('trip_departures').insert({ trip_id: trip, starts_at: new Date('2027-06-01T17:00:00Z'), local_date: '2027-06-01', local_time: '19:00', capacity: 8, seats_taken: 2 }).returning('id')
    await t.knex('trip_bookings').insert({
      reference: 'TR-2027-000001', trip_id: trip, departure_id: departure.id, status: 'confirmed', seats: 2, total_cents: 15000,
      payment_method: 'on_the_day', customer_name: 'Joan Pons', customer_email: 'joan@example.com', language: 'ca', source: 'phone',
    })
    const bookingsOfTrip = (await t.knex('trip_bookings').where({ trip_id: trip })).length
    const res = await agent.post('/api/admin/trips/bulk-delete?lng=en').set('X-CSRF-Token', csrf).send({ ids: [trip] })
    expect(res.status).toBe(409)
    const name = ((await t.knex('trips').where({ id: trip }).first('name')) as { name: string }).name
    expect(JSON.stringify(res.body)).toContain(tr('en', 'admin', 'tripStatus.hasBookings_one', { names: name }))
    expect(await t.knex('trips').where({ id: trip })).toHaveLength(1)

    const list = await agent.get(`/admin/trips?lng=en&status=archived&pageSize=100`)
    expect(list.text).toContain(html(tr('en', 'admin', 'tripStatus.archived')))
    // Made a draft, its page would be a 404 while the booking links to it: refused, "archived" suggested.
    const draftSave = await agent.post(`/admin/trips/edit/${trip}?lng=en`).type('form').send({ ...(await editForm(agent, trip)), status: 'draft' })
    expect(draftSave.status).toBe(400)
    expect(draftSave.text).toContain(html(tr('en', 'admin', 'tripStatus.draftWithBookings_one', { count: 1 })))
    expect(await t.knex('trips').where({ id: trip }).first('status')).toEqual({ status: 'published' })
    const saved = await agent.post(`/admin/trips/edit/${trip}`).type('form').send({ ...(await editForm(agent, trip)), status: 'archived' })
    expect(saved.status).toBe(303)
    expect(await t.knex('trips').where({ id: trip }).first('status')).toEqual({ status: 'archived' })
    expect(await t.knex('trip_bookings').where({ trip_id: trip })).toHaveLength(bookingsOfTrip)
    expect(await t.knex('trip_bookings').where({ reference: 'TR-2027-000001' })).toHaveLength(1)
    const archivedList = (await agent.get('/admin/trips?lng=en&status=archived&pageSize=100')).text
    expect(archivedList).toContain(`/admin/trips/edit/${trip}`)
    expect((await agent.get('/admin/trips?lng=en&status=published&pageSize=100')).text).not.toContain(`/admin/trips/edit/${trip}"`)
  })
})
