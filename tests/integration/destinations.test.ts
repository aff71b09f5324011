import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DestinationDetailSchema, DestinationSchema, type Destination } from '../../src/destinations/destinations.schema'
import { LANGUAGES } from '../../src/i18n/languages'
import { html, tr } from '../helpers/locales'
import { CLIENT_ENTRY, scriptSources, hrefIn } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** Structured data nodes, typed loosely: the tests compare them with expected shapes. */
type JsonLd = Record<string, unknown> & { itemListElement?: Array<Record<string, unknown>>; itinerary?: { itemListElement: Array<Record<string, unknown>> } }
const jsonLdOf = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd)
const cardIds = (page: string) => [...page.matchAll(/<a href="\/destinations\/(\d+)(?:\?lng=[a-z]+)?" class="after:absolute/g)].map((m) => Number(m[1]))
const tripCardIds = (page: string) => [...page.matchAll(/<a href="\/trips\/(\d+)(?:\?lng=[a-z]+)?" class="after:absolute/g)].map((m) => Number(m[1]))
const h1 = (text: string) => `<h1 class="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">${html(text)}</h1>`
const idOf = async (slug: string) => ((await t.knex('destinations').where({ slug }).first('id')) as { id: number }).id
const all = async (lng = 'en') => z.array(DestinationSchema).parse((await request(t.app).get(`/api/destinations?lng=${lng}`)).body)

function expectHead(page: string, lng: string, path: string) {
  expect(page).toContain(`<html lang="${lng}"`)
  expect(page).toContain(`<link rel="canonical" href="http://localhost:3000${path}?lng=${lng}"/>`)
  for (const l of LANGUAGES) expect(page).toContain(`<link rel="alternate" hrefLang="${l}" href="http://localhost:3000${path}?lng=${l}"/>`)
  expect(page).toContain(`<link rel="alternate" hrefLang="x-default" href="http://localhost:3000${path}?lng=es"/>`)
  expect((page.match(/<h1[ >]/g) ?? []).length).toBe(1)
}

describe.each(LANGUAGES)('/destinations in %s', (lng) => {
  it('lists every destination as a card with the zone filter, the count and a complete head', async () => {
    const res = await request(t.app).get(`/destinations?lng=${lng}`)
    expect(res.status).toBe(200)
    expect(res.text).toContain(h1(tr(lng, 'destinations', 'title')))
    expectHead(res.text, lng, '/destinations')
    const destinations = await all(lng)
    expect(destinations).toHaveLength(12)
    expect(cardIds(res.text).sort()).toEqual(destinations.map((d) => d.id).sort())
    for (const d of destinations) expect(res.text).toContain(html(d.name))
    expect(res.text).toContain(html(tr(lng, 'destinations', 'results_other', { count: 12 })))
    expect(res.text).toContain(`aria-label="${html(tr(lng, 'destinations', 'filterByZone'))}"`)
    for (const zone of ['north', 'south', 'east', 'west']) expect(res.text).toContain(hrefIn(`/destinations?zone=${zone}`, lng))
    expect(res.text).not.toContain('data-filter-chip')
    const types = jsonLdOf(res.text).map((d) => d['@type'])
    expect(types).toEqual(expect.arrayContaining(['TravelAgency', 'BreadcrumbList', 'ItemList']))
    // Complete without JavaScript: only the shared entry of the global islands is loaded.
    expect(scriptSources(res.text)).toEqual([expect.stringMatching(CLIENT_ENTRY)])
  })

  it('shows a destination with gallery, tags, map, trips and the transfer call to action, and no invented rating', async () => {
    const id = await idOf('ciutadella')
    const res = await request(t.app).get(`/destinations/${id}?lng=${lng}`)
    expect(res.status).toBe(200)
    const d = DestinationDetailSchema.parse((await request(t.app).get(`/api/destinations/${id}?lng=${lng}`)).body)
    expect(res.text).toContain(h1(d.name))
    expectHead(res.text, lng, `/destinations/${id}`)
    expect(res.text).toContain(html(d.description))
    for (const tag of d.tags) expect(res.text).toContain(`>${html(tag)}</li>`)
    // No rating of its own (nobody reviews a destination): the trips below carry theirs, computed from reviews.
    expect(d).not.toHaveProperty('rating')
    expect(d).not.toHaveProperty('reviewCount')
    expect(res.text).not.toMatch(new RegExp(`>${html(tr(lng, 'destinations', 'detail.reviews_other', { count: 999 })).replace('999', '\\d+')}<`))
    expect(res.text).toContain(html(tr(lng, 'destinations', 'reviews.note')))
    // The gallery: the first picture loads at once, the others lazily.
    const images = [...res.text.matchAll(/<img src="(\/api\/images\/optimize\/demo\/[^"?]+)[^>]*loading="(eager|lazy)"/g)].map((m) => [m[1], m[2]])
    // The API's URLs carry the picture's version (docs/decisions/061); the page's variants too, after their size.
    const address = (url: string) => url.split('?')[0]
    expect(images[0]).toEqual([address(d.gallery[0]!), 'eager'])
    for (const src of d.gallery.slice(1)) expect(images).toContainEqual([address(src), 'lazy'])
    // The map: an embedded OpenStreetMap with a marker, and a plain link that works without it.
    expect(res.text).toContain(`src="https://www.openstreetmap.org/export/embed.html?bbox=`)
    expect(res.text).toContain(`marker=${d.latitude},${d.longitude}"`)
    expect(res.text).toContain(`href="https://www.openstreetmap.org/?mlat=${d.latitude}&amp;mlon=${d.longitude}`)
    expect(res.text).toContain(html(tr(lng, 'destinations', 'detail.openMap', { name: d.name })))
    const trips = (await t.knex('trips').where({ destination_id: id }).pluck('id')) as number[]
    expect(trips.length).toBeGreaterThan(0)
    expect(tripCardIds(res.text).sort()).toEqual(trips.sort())
    expect(res.text).toContain(hrefIn('/airport-transfers/request', lng))
    expect(res.text).toContain(hrefIn('/airport-transfers/ciutadella', lng))
  })

  it('describes the destination in its head: entity title and image, TouristDestination with coordinates, breadcrumbs', async () => {
    const id = await idOf('cala-macarella')
    const res = await request(t.app).get(`/destinations/${id}?lng=${lng}`)
    const d = DestinationDetailSchema.parse((await request(t.app).get(`/api/destinations/${id}?lng=${lng}`)).body)
    expect(res.text).toContain(`<title>${html(tr(lng, 'destinations', 'detail.metaTitle', { name: d.name }))}`)
    expect(res.text).toMatch(new RegExp(`<meta property="og:image" content="http://localhost:3000${d.image.split('?')[0]}\\?width=1200&amp;height=630&amp;format=jpeg&amp;quality=80&amp;v=[0-9a-f]{12}"`))
    const ld = jsonLdOf(res.text)
    const place = ld.find((x) => x['@type'] === 'TouristDestination')!
    expect(place).toMatchObject({ name: d.name, geo: { '@type': 'GeoCoordinates', latitude: d.latitude, longitude: d.longitude } })
    // No AggregateRating: no review of the place exists to read.
    expect(place).not.toHaveProperty('aggregateRating')
    expect(JSON.stringify(ld)).not.toMatch(/AggregateRating|"Review"/)
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList')!
    expect(crumbs.itemListElement!.map((c) => c.name)).toEqual([tr(lng, 'common', 'nav.home'), tr(lng, 'common', 'nav.destinations'), d.name])
    expect(res.text).not.toContain(hrefIn('/airport-transfers/cala-macarella', lng)) // no transfer page of its own
    expect(res.text).toContain(hrefIn('/airport-transfers/request', lng))
  })
})

describe('/destinations zone filter (no JavaScript needed)', () => {
  it.each(['north', 'south', 'east', 'west', 'central'] as const)('?zone=%s shows only that area, marks it and offers to remove it', async (zone) => {
    const expected = (await all()).filter((d) => d.zone === zone)
    const res = await request(t.app).get(`/destinations?zone=${zone}&lng=en`)
    expect(res.status).toBe(200)
    expect(cardIds(res.text).sort()).toEqual(expected.map((d) => d.id).sort())
    expect(res.text).toContain(html(tr('en', 'destinations', expected.length === 1 ? 'results_one' : 'results_other', { count: expected.length })))
    expect(res.text).toMatch(new RegExp(`<a href="/destinations\\?zone=${zone}&amp;lng=en" class="[^"]*bg-brand-700[^"]*" aria-current="true">`))
    const chip = `${tr('en', 'destinations', 'filters.zone')}: ${tr('en', 'common', `zones.${zone}`)}`
    expect(res.text).toContain(`<a href="/destinations?lng=en" aria-label="${html(tr('en', 'destinations', 'filters.remove', { filter: chip }))}"`)
    // Filtered views all point search engines at the one unfiltered list.
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/destinations?lng=en"/>')
  })

  it('ignores an unknown zone: every destination, no filter chip, unfiltered canonical', async () => {
    for (const zone of ['nowhere', '', 'NORTH', '1']) {
      const res = await request(t.app).get(`/destinations?zone=${encodeURIComponent(zone)}&lng=en`)
      expect(res.status).toBe(200)
      expect(cardIds(res.text)).toHaveLength(12)
      expect(res.text).not.toContain('data-filter-chip')
    }
    expect((await request(t.app).get('/destinations?zone=north&zone=south')).status).toBe(200)
  })

  it('says so when an area has no destinations', async () => {
    const ids = (await t.knex('destinations').where({ zone: 'west' }).pluck('id')) as number[]
    await t.knex('destinations').whereIn('id', ids).update({ zone: 'north' })
    try {
      const res = await request(t.app).get('/destinations?zone=west&lng=de')
      expect(res.status).toBe(200)
      expect(res.text).toContain(html(tr('de', 'destinations', 'noResults')))
      expect(res.text).toContain(html(tr('de', 'destinations', 'results_other', { count: 0 })))
      expect(cardIds(res.text)).toHaveLength(0)
    } finally {
      await t.knex('destinations').whereIn('id', ids).update({ zone: 'west' })
    }
  })
})

describe('destination pages that do not exist', () => {
  it.each(['999', 'abc', '1abc', '01', '1.5', '-1', '99999999999', '1%20'])('/destinations/%s answers the translated 404 page', async (id) => {
    const res = await request(t.app).get(`/destinations/${id}?lng=de`)
    expect(res.status).toBe(404)
    expect(res.text).toContain(html(tr('de', 'common', 'errors.notFound.title')))
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>')
  })

  it('a path below a destination is not a page either', async () => {
    expect((await request(t.app).get('/destinations/1/extra')).status).toBe(404)
  })
})

describe('destinations JSON API', () => {
  it('GET /api/destinations lists every destination in the visitor language, filtered by zone', async () => {
    const en = await all('en')
    expect(en).toHaveLength(12)
    const north = z.array(DestinationSchema).parse((await request(t.app).get('/api/destinations?zone=north')).body)
    expect(north.length).toBeGreaterThan(0)
    expect(north.every((d: Destination) => d.zone === 'north')).toBe(true)
    expect((await request(t.app).get('/api/destinations?zone=bogus')).body).toHaveLength(12)
    const ca = (await request(t.app).get('/api/destinations?lng=ca')).body as Destination[]
    expect(ca.find((d) => d.slug === 'mao')!.name).toBe('Maó')
  })

  it('GET /api/destinations/{id} answers the detail, 404 for an unknown id and 400 for a malformed one', async () => {
    const id = await idOf('fornells')
    const res = await request(t.app).get(`/api/destinations/${id}?lng=en`)
    expect(res.status).toBe(200)
    const d = DestinationDetailSchema.parse(res.body)
    expect(d.transferPage).toBe('/airport-transfers/fornells')
    expect(d.gallery[0]).toBe(d.image)
    const missing = await request(t.app).get('/api/destinations/999?lng=de')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: { code: 'not_found', message: tr('de', 'common', 'errors.api.not_found') } })
    for (const bad of ['abc', '1abc', '0', '99999999999']) {
      const malformed = await request(t.app).get(`/api/destinations/${bad}`)
      expect(malformed.status).toBe(400)
      expect(malformed.body.error.code).toBe('validation')
    }
  })
})
