import type { Knex } from 'knex'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { TripDetailSchema, TripListSchema, type TripList } from '../../src/trips/trips.schema'
import { html, tr } from '../helpers/locales'
import { CLIENT_ENTRY, scriptSources, withoutClasses, hrefIn } from '../helpers/pages'
import { localizedHref } from '../../src/i18n/links'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const TOTAL = 18
type Item = TripList['trips'][number]
/** Structured data nodes, typed loosely: the tests compare them with expected shapes. */
type JsonLd = Record<string, unknown> & { itemListElement?: Array<Record<string, unknown>>; itinerary?: { itemListElement: Array<Record<string, unknown>> } }
const jsonLdOf = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd)
const cardIds = (page: string) => [...page.matchAll(/<a href="\/trips\/(\d+)(?:\?lng=[a-z]+)?" class="after:absolute/g)].map((m) => Number(m[1]))
const chipHrefs = (page: string) => [...page.matchAll(/<a href="([^"]*)" aria-label="[^"]*" class="[^"]*" data-filter-chip/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
const h1 = (text: string) => `<h1 class="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">${html(text)}</h1>`
const api = async (query: string): Promise<TripList> => TripListSchema.parse((await request(t.app).get(`/api/trips?${query}`)).body)
const tripId = async (slug: string) => ((await t.knex('trips').where({ slug }).first('id')) as { id: number }).id
/** Ids of the trips the database says match, in id order. */
const idsWhere = async (build: (q: Knex.QueryBuilder) => void) => {
  const q = t.knex('trips').join('destinations', 'destinations.id', 'trips.destination_id').join('trip_types', 'trip_types.id', 'trips.trip_type_id')
  build(q)
  return ((await q.pluck('trips.id')) as number[]).sort((a, b) => a - b)
}
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

function expectHead(page: string, lng: string, path: string) {
  expect(page).toContain(`<html lang="${lng}"`)
  expect(page).toContain(`<link rel="canonical" href="http://localhost:3000${path}?lng=${lng}"/>`)
  for (const l of LANGUAGES) expect(page).toContain(`<link rel="alternate" hrefLang="${l}" href="http://localhost:3000${path}?lng=${l}"/>`)
  expect((page.match(/<h1[ >]/g) ?? []).length).toBe(1)
}

describe.each(LANGUAGES)('/trips in %s', (lng) => {
  it('lists the first 12 of all trips with the filter form, count, pagination and a complete head', async () => {
    const res = await request(t.app).get(`/trips?lng=${lng}`)
    expect(res.status).toBe(200)
    expect(res.text).toContain(h1(tr(lng, 'trips', 'title')))
    expectHead(res.text, lng, '/trips')
    expect(res.text).toContain(html(tr(lng, 'trips', 'results_other', { count: TOTAL })))
    expect(cardIds(res.text)).toEqual((await api(`lng=${lng}`)).trips.map((x) => x.id))
    expect(cardIds(res.text)).toHaveLength(12)
    expect(res.text).toContain(`<a ${hrefIn('/trips?page=2', lng)} rel="next"`)
    expect(res.text).toContain('action="/trips" method="get"')
    for (const [name, label] of [['q', 'filters.search'], ['destination', 'filters.destination'], ['type', 'filters.type'], ['duration', 'filters.duration'], ['sort', 'filters.sort']]) {
      expect(withoutClasses(res.text)).toContain(`<label for="filter-${name}">${html(tr(lng, 'trips', label!))}</label>`)
      expect(res.text).toContain(`name="${name}"`)
    }
    const types = jsonLdOf(res.text).map((d) => d['@type'])
    expect(types).toEqual(expect.arrayContaining(['TravelAgency', 'BreadcrumbList', 'ItemList']))
    // The listed trips' addresses are their pages in this language, as their canonicals are.
    const listed = jsonLdOf(res.text).find((d) => d['@type'] === 'ItemList')!.itemListElement!
    for (const entry of listed) expect(new URL(String(entry.url)).searchParams.get('lng')).toBe(lng)
    // Complete without JavaScript: only the shared entry of the global islands is loaded.
    expect(scriptSources(res.text)).toEqual([expect.stringMatching(CLIENT_ENTRY)])
  })

  it('filters by the trip-type name the home search form sends, in this language', async () => {
    const kayak = (await t.knex('trip_types').where({ slug: 'kayak' }).first()) as { translations: { name: Record<string, string> } }
    const name = kayak.translations.name[lng]!
    const res = await request(t.app).get(`/trips?type=${encodeURIComponent(name.toUpperCase())}&lng=${lng}`)
    expect(res.status).toBe(200)
    expect(sorted(cardIds(res.text))).toEqual(await idsWhere((q) => q.where('trip_types.slug', 'kayak')))
    expect(res.text).toContain(`${html(tr(lng, 'trips', 'filters.type'))}: ${html(name)}`)
    expect(chipHrefs(res.text)).toEqual([localizedHref('/trips', lng)])
    expect(res.text).toContain(`<option value="${html(name)}" selected="">`)
  })
})

describe('/trips filters, search, sort and pages (no JavaScript needed)', () => {
  it('?type= matches any language and is case-insensitive; an unknown type is ignored', async () => {
    const kayaks = await idsWhere((q) => q.where('trip_types.slug', 'kayak'))
    for (const [lng, type] of [['en', 'Kayak'], ['en', 'kayak'], ['de', 'Kajak'], ['de', 'Kayak'], ['ca', 'Caiac'], ['es', 'KAYAK']]) {
      expect(sorted(cardIds((await request(t.app).get(`/trips?type=${type}&lng=${lng}`)).text))).toEqual(kayaks)
    }
    const unknown = await request(t.app).get('/trips?type=Skydiving&lng=en')
    expect(unknown.status).toBe(200)
    expect(unknown.text).toContain(html(tr('en', 'trips', 'results_other', { count: TOTAL })))
    expect(chipHrefs(unknown.text)).toEqual([])
  })

  it.each(['north', 'south', 'east', 'west'] as const)('?destination=%s keeps the trips of destinations in that area', async (zone) => {
    const res = await request(t.app).get(`/trips?destination=${zone}&lng=en`)
    const expected = await idsWhere((q) => q.where('destinations.zone', zone))
    expect(sorted(cardIds(res.text))).toEqual(expected.slice(0, 12))
    expect(res.text).toContain(`${html(tr('en', 'trips', 'filters.destination'))}: ${html(tr('en', 'common', `zones.${zone}`))}`)
  })

  it.each(['half-day', 'full-day', 'multi-day'] as const)('?duration=%s keeps the trips of that length', async (duration) => {
    const res = await request(t.app).get(`/trips?duration=${duration}&lng=es`)
    const expected = await idsWhere((q) => q.where('trips.duration_category', duration))
    expect((await api(`duration=${duration}`)).total).toBe(expected.length)
    expect(sorted(cardIds(res.text))).toEqual(expected.slice(0, 12))
    expect(res.text).toContain(`${html(tr('es', 'trips', 'filters.duration'))}: ${html(tr('es', 'common', `durations.${duration}`))}`)
  })

  it('?q= matches as the site search does: every word, in any order, in any language, ignoring case and accents', async () => {
    const paella = await tripId('south-coast-coves-boat-trip')
    expect(cardIds((await request(t.app).get('/trips?q=PAELLA&lng=en')).text)).toContain(paella)
    const de = await request(t.app).get('/trips?q=bootsausflug&lng=de')
    expect(cardIds(de.text)).toContain(paella)
    expect(de.text).toContain(`${html(tr('de', 'trips', 'filters.search'))}: ${html(tr('de', 'trips', 'filters.quoted', { text: 'bootsausflug' }))}`)
    expect(de.text).toContain('<meta name="robots" content="noindex, follow"/>')
    // "mao" finds "Maó"; every word must match.
    const mao = await api('q=mao&lng=ca')
    expect(mao.total).toBeGreaterThan(0)
    const both = await api('q=kayak%20fornells&lng=en')
    expect(both.trips.map((x) => x.slug)).toContain('family-kayak-fornells-bay')
    expect(both.total).toBeLessThan((await api('q=kayak&lng=en')).total)
    // Any order; and an English word on the German list finds the trip (as /search does, ADR 046).
    expect((await api('q=fornells%20kayak&lng=en')).trips.map((x) => x.slug).sort()).toEqual(both.trips.map((x) => x.slug).sort())
    const sunset = await api('q=sunset%20cruise&lng=de')
    expect(sunset.trips.map((x) => x.slug)).toContain('mao-harbour-sunset-cruise-gin')
    expect(sunset.trips.find((x) => x.slug === 'mao-harbour-sunset-cruise-gin')?.name).not.toMatch(/sunset/i)
  })

  it('shows a no-results message when nothing matches', async () => {
    const res = await request(t.app).get('/trips?destination=west&type=Kayak&lng=ca')
    expect(res.status).toBe(200)
    expect(res.text).toContain(html(tr('ca', 'trips', 'noResults')))
    expect(res.text).toContain(html(tr('ca', 'trips', 'results_other', { count: 0 })))
    expect(cardIds(res.text)).toEqual([])
    expect((await request(t.app).get('/trips?q=zzzzzz&lng=en')).text).toContain(html(tr('en', 'trips', 'noResults')))
  })

  it('each active filter is a chip linking to the same list without it; "clear filters" removes them all', async () => {
    const res = await request(t.app).get('/trips?q=kayak&destination=north&type=Kayak&duration=half-day&sort=price-desc&lng=en')
    expect(chipHrefs(res.text)).toEqual([
      '/trips?destination=north&type=Kayak&duration=half-day&sort=price-desc&lng=en',
      '/trips?q=kayak&type=Kayak&duration=half-day&sort=price-desc&lng=en',
      '/trips?q=kayak&destination=north&duration=half-day&sort=price-desc&lng=en',
      '/trips?q=kayak&destination=north&type=Kayak&sort=price-desc&lng=en',
    ])
    expect(withoutClasses(res.text)).toContain(`<a href="/trips?sort=price-desc&amp;lng=en">${html(tr('en', 'trips', 'filters.clear'))}`)
    const chip = `${tr('en', 'trips', 'filters.duration')}: ${tr('en', 'common', 'durations.half-day')}`
    expect(res.text).toContain(`aria-label="${html(tr('en', 'trips', 'filters.remove', { filter: chip }))}"`)
    for (const href of chipHrefs(res.text)) expect((await request(t.app).get(href)).status).toBe(200)
    // The form shows the same state.
    expect(res.text).toContain('<option value="north" selected="">')
    expect(res.text).toContain('<option value="half-day" selected="">')
    expect(res.text).toContain('<option value="price-desc" selected="">')
    expect(res.text).toContain('name="q" value="kayak"')
  })

  it.each([
    ['price-asc', (a: Item, b: Item) => a.priceCents - b.priceCents],
    ['price-desc', (a: Item, b: Item) => b.priceCents - a.priceCents],
    ['rating', (a: Item, b: Item) => b.rating - a.rating],
    ['popularity', (a: Item, b: Item) => b.reviewCount - a.reviewCount],
  ] as const)('?sort=%s orders the whole list', async (sort, compare) => {
    const pages = [await api(`sort=${sort}`), await api(`sort=${sort}&page=2`)]
    const list = pages.flatMap((p) => p.trips)
    expect(list).toHaveLength(TOTAL)
    for (let i = 1; i < list.length; i++) expect(compare(list[i - 1]!, list[i]!)).toBeLessThanOrEqual(0)
    const page = await request(t.app).get(`/trips?sort=${sort}&lng=en`)
    expect(cardIds(page.text)).toEqual(pages[0]!.trips.map((x) => x.id))
  })

  it('pages hold 12 trips; page 2 holds the rest, links back, and is a page of its own', async () => {
    const first = cardIds((await request(t.app).get('/trips?lng=en')).text)
    const res = await request(t.app).get('/trips?page=2&lng=en')
    const second = cardIds(res.text)
    expect(second).toHaveLength(TOTAL - 12)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    expect(res.text).toContain('<a href="/trips?lng=en" rel="prev"')
    expect(res.text).toContain('aria-current="page"')
    expect(res.text).toContain(html(tr('en', 'trips', 'pageOf', { page: 2, pages: 2 })))
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/trips?page=2&amp;lng=en"/>')
    // Filters are kept by the page links.
    const filtered = await request(t.app).get('/trips?sort=price-asc&lng=en')
    expect(filtered.text).toContain('<a href="/trips?sort=price-asc&amp;page=2&amp;lng=en" rel="next"')
    expect(filtered.text).toContain('<link rel="canonical" href="http://localhost:3000/trips?lng=en"/>')
  })

  it('ignores every invalid value instead of failing', async () => {
    for (const query of ['page=abc', 'page=-3', 'page=1.5', 'sort=cheapest', 'duration=week', 'destination=mars', 'destination=central', 'type=', 'q=', `q=${'x'.repeat(500)}`, 'type=a&type=b', 'q[]=x', 'page=2&page=3']) {
      const res = await request(t.app).get(`/trips?${query}&lng=en`)
      expect(res.status, query).toBe(200)
      expect(cardIds(res.text).length, query).toBeGreaterThanOrEqual(0)
    }
    // The home search form without JavaScript sends its defaults.
    const defaults = await request(t.app).get('/trips?destination=all&type=all&duration=any&lng=en')
    expect(defaults.text).toContain(html(tr('en', 'trips', 'results_other', { count: TOTAL })))
    expect(chipHrefs(defaults.text)).toEqual([])
    // A page past the last answers 404, as the blog's do (issue 16).
    for (const lng of ['es', 'en']) expect((await request(t.app).get(`/trips?page=99&lng=${lng}`)).status).toBe(404)
    expect((await request(t.app).get('/trips?page=2&sort=price-asc')).status).toBe(200)
    expect(cardIds((await request(t.app).get('/trips?sort=cheapest&duration=week&destination=mars')).text)).toHaveLength(12)
    const api400 = await request(t.app).get('/api/trips?page=abc&sort=x&destination=y')
    expect(api400.status).toBe(200)
    expect(TripListSchema.parse(api400.body).filters).toEqual({ destination: null, type: null, duration: null, q: null, date: null, sort: 'popularity' })
  })
})

describe('trips JSON API', () => {
  it('GET /api/trips takes the same query as the page', async () => {
    const list = await api('type=Kayak&duration=half-day&lng=de')
    expect(list.filters.type?.name).toBe('Kajak')
    expect(list.trips.every((x) => x.type === 'Kajak' && x.durationCategory === 'half-day')).toBe(true)
    expect(list.perPage).toBe(12)
  })

  it('GET /api/trips/{id} answers the detail, 404 for an unknown id and 400 for a malformed one', async () => {
    const id = await tripId('south-coast-coves-boat-trip')
    const trip = TripDetailSchema.parse((await request(t.app).get(`/api/trips/${id}?lng=ca`)).body)
    expect(trip.type).toBe('Vaixell')
    expect(trip.destination?.name).toBe('Cala Macarella i Macarelleta')
    expect(trip.itinerary[0]).toEqual({ time: '09:30', title: 'Embarcament a Ciutadella', description: 'Benvinguda a bord, explicació de seguretat i sortida del port.' })
    const missing = await request(t.app).get('/api/trips/999?lng=de')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: { code: 'not_found', message: tr('de', 'common', 'errors.api.not_found') } })
    for (const bad of ['abc', '1abc', '01', '99999999999']) expect((await request(t.app).get(`/api/trips/${bad}`)).status).toBe(400)
    expect((await request(t.app).get('/api/trips/popular')).status).toBe(200)
  })
})

describe('trip pages that do not exist', () => {
  it.each(['999', 'abc', '1abc', '01', '1.5', '99999999999'])('/trips/%s answers the translated 404 page', async (id) => {
    const res = await request(t.app).get(`/trips/${id}?lng=ca`)
    expect(res.status).toBe(404)
    expect(res.text).toContain(html(tr('ca', 'common', 'errors.notFound.title')))
  })
})
