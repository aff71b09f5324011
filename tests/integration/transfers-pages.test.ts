import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { formatPrice } from '../../src/i18n/format'
import { html, tr } from '../helpers/locales'
import { faqQuestionsOf, hrefIn, withoutClasses } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  // As in production: anonymous pages come from the rendered-HTML cache where they may.
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

const jsonLdTypes = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type'])
const h1Of = (page: string) => [...page.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1])
const at = (key: string, lng: string, vars: Record<string, string | number> = {}) => html(tr(lng, 'airport-transfers', key, vars))

const PAGES = [
  { path: '/airport-transfers', h1: (lng: string) => at('title', lng), types: ['TravelAgency', 'TaxiService', 'BreadcrumbList'] },
  ...['ciutadella', 'fornells', 'cala-galdana', 'son-bou'].map((slug) => ({
    path: `/airport-transfers/${slug}`,
    h1: (lng: string) => at('town.title', lng, { town: { ciutadella: 'Ciutadella', fornells: 'Fornells', 'cala-galdana': 'Cala Galdana', 'son-bou': 'Son Bou' }[slug]! }),
    types: ['TravelAgency', 'TaxiService', 'BreadcrumbList'],
  })),
  ...['private', 'groups', 'vip'].map((s) => ({ path: `/airport-transfers/${s}`, h1: (lng: string) => at(`services.${s}.title`, lng), types: ['TravelAgency', 'TaxiService', 'BreadcrumbList'] })),
  { path: '/airport-transfers/request', h1: (lng: string) => at('request.title', lng), types: ['TravelAgency', 'BreadcrumbList'] },
  { path: '/airport-transfers/booking', h1: (lng: string) => at('booking.title', lng), types: ['TravelAgency'], robots: 'noindex, follow' },
  { path: '/menorca-taxis', h1: (lng: string) => at('taxis.title', lng), types: ['TravelAgency', 'TaxiService'] },
]

describe.each(LANGUAGES)('transfer pages in %s', (lng) => {
  it.each(PAGES)('$path: complete HTML with its h1, canonical, hreflang and structured data', async ({ path, h1, types, robots }) => {
    const res = await request(t.app).get(`${path}?lng=${lng}`)
    expect(res.status).toBe(200)
    expect(res.text).toContain(`<html lang="${lng}"`)
    expect(h1Of(res.text)).toEqual([h1(lng)])
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${path}?lng=${lng}"/>`)
    for (const code of LANGUAGES) expect(res.text).toContain(`<link rel="alternate" hrefLang="${code}" href="http://localhost:3000${path}?lng=${code}"/>`)
    expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="http://localhost:3000${path}?lng=es"/>`)
    expect(jsonLdTypes(res.text)).toEqual(types)
    expect(res.text).toContain(`<meta name="robots" content="${robots ?? 'index, follow'}"/>`)
    // No key left untranslated.
    expect(res.text).not.toMatch(/airport-transfers:|>(form|towns|price|quote|details|booking|taxis|services|town|included)\.[a-zA-Z.]+</)
  })
})

describe('the hub', () => {
  it('shows vehicles with capacity and "from" prices, every town, what is included and the 6 FAQ entries', async () => {
    const res = await request(t.app).get('/airport-transfers?lng=en')
    expect(res.text).toContain(at('fromPrice', 'en', { price: formatPrice(2000, 'EUR', 'en') }))
    for (const name of ['Private car', 'Minivan', 'Minibus', 'VIP Mercedes V-Class']) expect(res.text).toContain(name)
    expect(res.text).toContain(at('vehicles.capacity', 'en', { passengers: 8, suitcases: 8 }))
    for (const town of ['Maó', 'Fornells', 'Cala en Bosc', 'Son Bou']) expect(res.text).toContain(html(town))
    for (const slug of ['ciutadella', 'fornells', 'cala-galdana', 'son-bou']) expect(res.text).toContain(`href="/airport-transfers/${slug}?lng=en"`)
    for (const key of ['meet', 'flight', 'waiting', 'childSeats']) expect(res.text).toContain(at(`included.items.${key}.title`, 'en'))
    expect(faqQuestionsOf(res.text)).toHaveLength(6)
    // Marked up as an FAQPage on /legal/faq only (issue 16).
    expect(res.text).not.toContain('"FAQPage"')
    expect(res.text).toContain('action="/airport-transfers/request" method="get"')
    expect(res.text).toContain('<input type="hidden" name="lng" value="en"/>')
  })
})

describe('town pages', () => {
  it('show distance, driving time, the fare table and the quote form pre-filled with the town', async () => {
    const res = await request(t.app).get('/airport-transfers/fornells?lng=de')
    expect(res.text).toContain('30 km')
    expect(res.text).toContain(at('towns.minutes_other', 'de', { count: 30 }))
    for (const cents of [5200, 7300, 11400, 13000, 9000]) expect(res.text).toContain(formatPrice(cents, 'EUR', 'de'))
    expect(res.text).toContain('Fischerdorf an der Nordküste')
    expect(res.text).toMatch(/<option value="fornells" selected="">Fornells<\/option>/)
    const service = JSON.parse([...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]!).find((j) => j.includes('TaxiService'))!)
    expect(service.offers).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Offer', price: '73.00', priceCurrency: 'EUR' })]))
    // Every address in the structured data is the German page's, as its canonical is (not the bare, Spanish one).
    expect(service.url).toBe('http://localhost:3000/airport-transfers/fornells?lng=de')
    expect(new Set(service.offers.map((o: { url: string }) => o.url))).toEqual(new Set([service.url]))
    const trail = JSON.parse([...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]!).find((j) => j.includes('BreadcrumbList'))!)
    expect(trail.itemListElement.filter((c: { item?: string }) => c.item).map((c: { item: string }) => new URL(c.item).searchParams.get('lng'))).toEqual(['de', 'de'])
  })

  it.each(['/airport-transfers/mao', '/airport-transfers/atlantis', '/airport-transfers/FORNELLS'])('%s is not found', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(404)
  })

  it('/airport-transfers/group moved for good to /groups (with the query kept)', async () => {
    const res = await request(t.app).get('/airport-transfers/group?lng=de')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/airport-transfers/groups?lng=de')
  })
})

describe('the request form page', () => {
  it('is pre-filled from ?town&vehicle&passengers and shows the price without JavaScript', async () => {
    const res = await request(t.app).get('/airport-transfers/request?town=fornells&vehicle=minivan&passengers=5&lng=de')
    expect(res.text).toMatch(/<select id="f-to"[^>]*>.*<option value="fornells" selected="">/s)
    expect(res.text).toMatch(/id="f-vehicle-minivan"[^>]*checked=""/)
    expect(res.text).toMatch(/id="f-adults"[^>]*value="5"/)
    expect(res.text).toContain('data-island="TransferQuote"')
    expect(res.text).toContain(`data-price-total="7300"`)
    expect(res.text).toMatch(/name="idempotencyKey" value="[0-9a-f-]{36}"/)
    for (const legend of ['trip.legend', 'when.legend', 'party.legend', 'contact.legend']) expect(withoutClasses(res.text)).toContain(`<legend>${at(`form.${legend}`, 'de')}</legend>`)
  })

  it('suggests a bigger vehicle when the group does not fit', async () => {
    const res = await request(t.app).get('/airport-transfers/request?town=fornells&vehicle=car&passengers=5&lng=en')
    expect(res.text).toContain(at('errors.capacity', 'en', { vehicle: 'Private car', passengers: 4, suitcases: 4, suggestion: 'Minivan' }))
  })

  it('never shares one idempotency key between two visitors (never from the HTML cache)', async () => {
    const visit = () => request(t.app).get('/airport-transfers/request?lng=en')
    const [a, b] = [await visit(), await visit()]
    const key = (res: request.Response) => /name="idempotencyKey" value="([^"]+)"/.exec(res.text)![1]
    expect(key(a)).not.toBe(key(b))
    expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual([undefined, undefined])
    for (const path of ['/menorca-taxis', '/airport-transfers/booking']) {
      await request(t.app).get(path)
      expect((await request(t.app).get(path)).headers['x-cache']).toBeUndefined()
    }
    // Public pages still are.
    await request(t.app).get('/airport-transfers/fornells?lng=en')
    expect((await request(t.app).get('/airport-transfers/fornells?lng=en')).headers['x-cache']).toBe('HIT')
  })
})

describe('/menorca-taxis', () => {
  it('stands alone: its own header with call and WhatsApp buttons, prices, the form and legal links', async () => {
    const res = await request(t.app).get('/menorca-taxis?lng=en')
    expect(res.text).not.toContain(`aria-label="${html(tr('en', 'common', 'nav.mainNavigation'))}"`)
    expect(res.text).toContain('href="tel:+34971362418"')
    expect(res.text).toContain(`href="https://wa.me/34611428730?text=${encodeURIComponent(tr('en', 'airport-transfers', 'contact.whatsappText'))}"`)
    expect(res.text).toContain('action="/menorca-taxis" method="post"')
    expect(res.text).toContain(formatPrice(7500, 'EUR', 'en'))
    for (const href of ['/legal/terms', '/legal/privacy']) expect(res.text).toContain(hrefIn(href, 'en'))
  })
})
