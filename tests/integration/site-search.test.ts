import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { SEARCH_MAX_LENGTH, type SiteSearchResult } from '../../src/search/search.schema'
import { html, tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

type Done = Extract<SiteSearchResult, { status: 'done' }>

async function search(q: string, lng: string): Promise<Done> {
  const res = await request(t.app).get('/api/search').query({ q, lng })
  expect(res.status).toBe(200)
  expect(res.body.status).toBe('done')
  return res.body as Done
}
const urlsIn = (result: Done, group: string) => result.groups.find((g) => g.name === group)?.hits.map((h) => h.url) ?? []
const titlesIn = (result: Done, group: string) => result.groups.find((g) => g.name === group)?.hits.map((h) => h.title) ?? []
const tripUrl = async (slug: string) => `/trips/${((await t.knex('trips').where({ slug }).first('id')) as { id: number }).id}`
/** The opening tags of the page's GET forms to `action` (React orders attributes its own way). */
const formsTo = (page: string, action: string) => [...page.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`action="${action}"`) && tag.includes('method="get"'))
/** The links of one result group on the /search page. */
const groupLinks = (page: string, group: string) => {
  const start = page.indexOf(`data-search-group="${group}"`)
  if (start < 0) return []
  const section = page.slice(start, page.indexOf('</section>', start))
  return [...section.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])
}

describe('site search: the queries that found nothing before (issue 16)', () => {
  it('"Flughafentransfer" on the German site finds the transfer pages and points at the booking', async () => {
    const result = await search('Flughafentransfer', 'de')
    expect(urlsIn(result, 'transfers')).toContain('/airport-transfers')
    expect(titlesIn(result, 'transfers')).toContain(tr('de', 'airport-transfers', 'title'))
    expect(result.transferPointer).toBe('/airport-transfers/request')
  })

  it('"Transfer" on the German site finds the hub, the service pages and the town pages', async () => {
    const urls = urlsIn(await search('Transfer', 'de'), 'transfers')
    expect(urls).toEqual(expect.arrayContaining(['/airport-transfers', '/airport-transfers/private', '/airport-transfers/groups', '/airport-transfers/vip', '/airport-transfers/ciutadella']))
  })

  it('"boat" on the German site finds the boat trips, shown in German', async () => {
    const result = await search('boat', 'de')
    const urls = urlsIn(result, 'trips')
    expect(urls).toEqual(expect.arrayContaining([await tripUrl('mao-harbour-sunset-cruise-gin'), await tripUrl('south-coast-coves-boat-trip')]))
    expect(titlesIn(result, 'trips')).toContain('Sonnenuntergangsfahrt im Hafen von Maó mit Gin-Verkostung')
  })

  it('"sunset boat" finds the sunset cruise (its type says boat, its name says sunset)', async () => {
    const result = await search('sunset boat', 'en')
    expect(urlsIn(result, 'trips')[0]).toBe(await tripUrl('mao-harbour-sunset-cruise-gin'))
  })
})

describe('site search: matching', () => {
  it('ignores accents and case, and takes the words in any order', async () => {
    const reference = await search('Maó harbour', 'en')
    expect(urlsIn(reference, 'trips')).toContain(await tripUrl('mao-harbour-sunset-cruise-gin'))
    for (const variant of ['MAO HARBOUR', 'harbour mao', 'HÁRBOUR mâó']) expect(await search(variant, 'en')).toEqual({ ...reference, q: variant })
  })

  it('searches destinations, blog posts and town pages too', async () => {
    expect(urlsIn(await search('Macarella', 'es'), 'destinations').length).toBeGreaterThan(0)
    expect(urlsIn(await search('Flughafen Hotel', 'de'), 'posts').length).toBeGreaterThan(0)
    expect(urlsIn(await search('Ciutadella', 'en'), 'transfers')).toContain('/airport-transfers/ciutadella')
  })

  it('forgives a misspelt word when nothing matches exactly', async () => {
    expect(urlsIn(await search('Ciutadela', 'en'), 'transfers')).toContain('/airport-transfers/ciutadella')
  })

  it('points at the transfer booking for transfer queries in every language, and not for a kayak', async () => {
    for (const [q, lng] of [['taxi', 'en'], ['airport', 'en'], ['aeropuerto', 'es'], ['Flughafentransfer', 'de'], ['trasllat aeroport', 'ca']] as const) {
      expect((await search(q, lng)).transferPointer, `${q} (${lng})`).toBe('/airport-transfers/request')
    }
    const kayak = await search('kayak', 'en')
    expect(kayak.transferPointer).toBeNull()
    expect(urlsIn(kayak, 'trips').length).toBeGreaterThan(0)
  })

  it('lists the group of the best match first, and points at the transfer booking only when a transfer page is that match', async () => {
    for (const [q, lng] of [['lobster stew', 'en'], ['caldereta', 'es']] as const) {
      const result = await search(q, lng)
      expect(result.groups[0]!.name, q).toBe('trips')
      expect(result.transferPointer, q).toBeNull()
    }
    expect((await search('taxi', 'en')).groups[0]!.name).toBe('transfers')
  })

  it('shows each result in the visitor’s language', async () => {
    const row = (await t.knex('trips').where({ slug: 'mao-harbour-sunset-cruise-gin' }).first('translations')) as { translations: { name: Record<string, string> } }
    for (const lng of LANGUAGES) expect(titlesIn(await search('sunset', lng), 'trips'), lng).toContain(row.translations.name[lng])
    // Catalan, searched with the 'simple' configuration: a prefix still finds the plural.
    expect(titlesIn(await search('vaixell', 'ca'), 'trips')).toContain(row.translations.name.ca)
  })

  it('says when nothing matched', async () => {
    const result = await search('zzqxv', 'en')
    expect(result.total).toBe(0)
    expect(result.groups).toEqual([])
  })
})

describe('site search: kept fresh by the database', () => {
  it('finds a trip by its new words once it is edited, and drops an unpublished one', async () => {
    const slug = 'mao-harbour-sunset-cruise-gin'
    const { translations } = (await t.knex('trips').where({ slug }).first('translations')) as { translations: Record<string, Record<string, string>> }
    const renamed = { ...translations, name: { ...translations.name, en: 'Maó harbour sunset cruise with xylophone concert' } }
    await t.knex('trips').where({ slug }).update({ translations: JSON.stringify(renamed) })
    expect(urlsIn(await search('xylophone', 'en'), 'trips')).toEqual([await tripUrl(slug)])
    await t.knex('trips').where({ slug }).update({ status: 'draft' })
    expect((await search('xylophone', 'en')).total).toBe(0)
    await t.knex('trips').where({ slug }).update({ status: 'published', translations: JSON.stringify(translations) })
  })

  it('shows a scheduled blog post only once its time has come', async () => {
    const future = new Date(Date.now() + 86_400_000)
    const [post] = await t.knex('blog_posts').insert({ slug: 'search-test-post', title: 'Quokkas never came to Menorca', status: 'scheduled', published_at: future }).returning('id')
    expect((await search('quokkas', 'en')).total).toBe(0)
    await t.knex('blog_posts').where({ id: (post as { id: number }).id }).update({ published_at: new Date(Date.now() - 1000) })
    expect(urlsIn(await search('quokkas', 'en'), 'posts')).toEqual(['/blog/search-test-post'])
    await t.knex('blog_posts').where({ id: (post as { id: number }).id }).delete()
    expect((await search('quokkas', 'en')).total).toBe(0)
  })
})

describe('site search: the /search page and bad input', () => {
  it('renders grouped results with links in the visitor’s language, without JavaScript', async () => {
    const res = await request(t.app).get('/search').query({ q: 'Flughafentransfer', lng: 'de' })
    expect(res.status).toBe(200)
    expect(res.text).toContain('<html lang="de"')
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(res.text).toContain(html(tr('de', 'common', 'searchPage.groups.transfers')))
    // Every link keeps the language (ADR 045): a crawler without a cookie follows them to German pages.
    expect(groupLinks(res.text, 'transfers')).toContain('/airport-transfers?lng=de')
    expect(groupLinks(res.text, 'transfers').every((href) => href?.endsWith('?lng=de'))).toBe(true)
    expect(res.text).toMatch(/data-transfer-pointer[^]*href="\/airport-transfers\/request\?lng=de"/)
    const nothing = await request(t.app).get('/search').query({ q: 'zzqxv', lng: 'ca' })
    expect(nothing.text).toContain('href="/trips?lng=ca"')
    expect(nothing.text).toContain('href="/airport-transfers?lng=ca"')
    // The form itself is a plain GET form to this page, holding the query.
    expect(formsTo(res.text, '/search').length).toBeGreaterThan(0)
    expect(res.text).toMatch(/<input id="search-page-q"[^>]*name="q"[^>]*value="Flughafentransfer"|<input id="search-page-q"[^>]*value="Flughafentransfer"[^>]*name="q"/)
  })

  it('answers an empty query with a hint and an oversized one with a clear message, never an error', async () => {
    for (const q of ['', '   ', '¿?!']) {
      const res = await request(t.app).get('/search').query({ q, lng: 'en' })
      expect(res.status).toBe(200)
      expect(res.text).toContain(html(tr('en', 'common', 'searchPage.empty')))
    }
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 1)
    const page = await request(t.app).get('/search').query({ q: long, lng: 'es' })
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('es', 'common', 'searchPage.tooLong', { max: SEARCH_MAX_LENGTH })))
    const api = await request(t.app).get('/api/search').query({ q: long, lng: 'en' })
    expect(api.status).toBe(400)
    expect(api.body.error.fields.q).toBe(tr('en', 'common', 'searchPage.tooLong', { max: SEARCH_MAX_LENGTH }))
    expect((await request(t.app).get('/api/search?q=a&q=b&lng=en')).status).toBe(200)
    expect((await request(t.app).get('/api/search?q[x]=boat&lng=en')).body.status).toBe('empty')
  })

  it('the header search goes to this page', async () => {
    const home = await request(t.app).get('/?lng=en')
    const header = home.text.slice(home.text.indexOf('<header'), home.text.indexOf('</header>'))
    expect(formsTo(header, '/search')).toHaveLength(1)
  })

  it('the home search form offers the date field (its results: departures.test.ts)', async () => {
    const home = await request(t.app).get('/?lng=en')
    const [form] = formsTo(home.text, '/trips')
    expect(form).toBeDefined()
    const body = home.text.slice(home.text.indexOf(form!), home.text.indexOf('</form>', home.text.indexOf(form!)))
    expect(body).toMatch(/<input[^>]*name="date"[^>]*type="date"|<input[^>]*type="date"[^>]*name="date"/)
  })
})

describe('the search box keeps the page language (ADR 045)', () => {
  /** The inner HTML of the page's GET forms to /search. */
  const searchForms = (page: string) => [...page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].filter(([, attrs]) => attrs!.includes('action="/search"')).map(([, , inner]) => inner!)

  it.each(['en', 'de', 'ca'] as const)('on /search and on the 404 page in %s, the next search opens in %s', async (lng) => {
    const results = await request(t.app).get(`/search?q=boat&lng=${lng}`)
    const notFound = await request(t.app).get(`/no-such-page?lng=${lng}`)
    expect(notFound.status).toBe(404)
    for (const page of [results.text, notFound.text]) {
      const forms = searchForms(page).filter((inner) => inner.includes('name="q"'))
      expect(forms.length).toBeGreaterThan(0)
      for (const inner of forms) expect(inner).toContain(`<input type="hidden" name="lng" value="${lng}"/>`)
    }
    // The 404 page offers what its text promises: trips and transfers a click away, and the search.
    expect(notFound.text).toContain(`href="/airport-transfers?lng=${lng}"`)
    expect(notFound.text).toContain(html(tr(lng, 'common', 'errors.seeTransfers')))
  })

  it('in Spanish the search box needs no language field', async () => {
    const page = (await request(t.app).get('/search?q=barco')).text
    expect(searchForms(page).every((inner) => !inner.includes('name="lng"'))).toBe(true)
  })
})
