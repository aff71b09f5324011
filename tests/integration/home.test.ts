import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { html, tr } from '../helpers/locales'
import { CLIENT_ENTRY, faqQuestionsOf, scriptSources, hrefIn } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const jsonLdOf = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))

describe.each(LANGUAGES)('home page in %s', (lng) => {
  let page: string
  beforeAll(async () => {
    const res = await request(t.app).get(`/?lng=${lng}`)
    expect(res.status).toBe(200)
    page = res.text
  })

  it('has the header with every navigation item, submenus, search, language switcher and skip link', () => {
    for (const key of ['home', 'destinations', 'trips', 'allTrips', 'camiDeCavalls', 'services', 'allServices', 'airportTransfers', 'requestTransfer', 'blog', 'about', 'contact', 'transferSonBou']) {
      expect(page).toContain(html(tr(lng, 'common', `nav.${key}`)))
    }
    for (const href of ['/destinations', '/trips', '/cami-de-cavalls', '/services', '/airport-transfers/ciutadella', '/airport-transfers/fornells', '/airport-transfers/cala-galdana', '/airport-transfers/son-bou', '/airport-transfers/request', '/blog', '/about', '/contact']) {
      expect(page).toContain(hrefIn(href, lng))
    }
    expect(page).toContain('href="#main-content"')
    expect(page).toContain('id="main-content"')
    for (const code of LANGUAGES) expect(page).toContain(`src="/flags/${code}.svg"`)
    expect(page).toContain('name="q"')
    expect(page).not.toContain('href="/admin"') // anonymous visitor: no admin icon
  })

  it('has the footer with legal links, social links, contact, current year and payment logos', () => {
    for (const href of ['/legal/terms', '/legal/privacy', '/legal/faq']) expect(page).toContain(hrefIn(href, lng))
    expect(page).toContain('facebook.com')
    expect(page).toContain('instagram.com')
    expect(page).toContain('href="tel:+34971362418"')
    expect(page).toMatch(/href="mailto:[^"]+@/)
    expect(page).toContain(`© ${new Date().getFullYear()}`)
    // No Stripe keys in the test app: no card logos, and never a PayPal one (docs/decisions/052).
    expect(page).not.toContain('/payments/')
  })

  it('renders every home section from the database', async () => {
    const banners = await request(t.app).get(`/api/hero-banners/active?lng=${lng}`)
    expect(page).toContain(html(banners.body[0].title))
    const destinations = await request(t.app).get(`/api/destinations/popular?lng=${lng}`)
    for (const d of destinations.body) expect(page).toContain(hrefIn(`/destinations/${d.id}`, lng))
    const trips = await request(t.app).get(`/api/trips/popular?lng=${lng}`)
    for (const trip of trips.body) expect(page).toContain(html(trip.name))
    const testimonials = await request(t.app).get(`/api/testimonials?lng=${lng}`)
    for (const item of testimonials.body.slice(0, 3)) expect(page).toContain(html(item.name))
    expect(page).not.toContain(html(testimonials.body[3].name))
    for (const key of ['commitment.title', 'features.title', 'faq.title', 'newsletter.title', 'search.title']) expect(page).toContain(html(tr(lng, 'home', key)))
    expect(faqQuestionsOf(page)).toHaveLength(6) // the transfers FAQ
    expect(page).toContain('action="/newsletter"')
    for (const href of ['/testimonials', '/about', '/airport-transfers', '/airport-transfers/request']) expect(page).toContain(hrefIn(href, lng))
  })

  it('has a complete head: title, description, canonical, hreflang for all languages plus x-default, social tags, JSON-LD', () => {
    expect(page).toContain(`<html lang="${lng}"`)
    expect(page).toMatch(/<title>[^<]{10,}<\/title>/)
    expect(page).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(page).toMatch(/<meta name="keywords" content="[^"]+"/)
    expect(page).toContain('<meta name="robots" content="index, follow"/>')
    expect(page).toContain(`<link rel="canonical" href="http://localhost:3000/?lng=${lng}"/>`)
    for (const l of LANGUAGES) expect(page).toContain(`<link rel="alternate" hrefLang="${l}" href="http://localhost:3000/?lng=${l}"/>`)
    expect(page).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost:3000/?lng=es"/>')
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url']) expect(page).toContain(`property="${tag}"`)
    expect(page).toContain('name="twitter:card"')
    const types = jsonLdOf(page).map((d) => d['@type'])
    expect(types).toContain('TravelAgency')
    // The FAQ is marked up on the FAQ page only (issue 16): the home page shows a few of its questions.
    expect(types).not.toContain('FAQPage')
    expect(jsonLdOf(page).find((d) => d['@type'] === 'TravelAgency').priceRange).toBe('€20 - €150')
    expect(page).toContain('maximum-scale=5')
  })

  it('ships JavaScript only for its islands', () => {
    expect(scriptSources(page)).toEqual([expect.stringMatching(CLIENT_ENTRY)])
    expect(page).toContain('data-island="HeroCarousel"')
    expect(page).toContain('data-island="SearchForm"')
  })
})

describe('home page behaviour without JavaScript', () => {
  it('filters popular trips by trip type through the query string', async () => {
    const types = (await request(t.app).get('/api/trip-types?lng=en')).body as Array<{ id: number; name: string }>
    const boat = types[0]!
    const all = (await request(t.app).get('/api/trips/popular?lng=en')).body as Array<{ id: number; typeId: number }>
    const res = await request(t.app).get(`/?lng=en&type=${boat.id}`)
    // Every popular trip is in the page (the island filters on the client); the others are hidden.
    const hiddenById = new Map([...res.text.matchAll(/<li[^>]* data-trip-type="[^"]*"( hidden="")?><article.*?href="\/trips\/(\d+)(?:\?lng=[a-z]+)?"/gs)].map((m) => [Number(m[2]), Boolean(m[1])]))
    expect(hiddenById.size).toBe(all.length)
    for (const trip of all) expect(hiddenById.get(trip.id)).toBe(trip.typeId !== boat.id)
    expect(res.text).toMatch(new RegExp(`href="/\\?type=${boat.id}&amp;lng=en#popular-trips-section"[^>]*aria-current="true"`))
  })
  it('shows a no-results message when a filter matches nothing', async () => {
    const res = await request(t.app).get('/?lng=en&type=999')
    expect(res.text).toContain(html(tr('en', 'home', 'trips.empty')))
  })
  it('uses two placeholder slides when there are no active banners', async () => {
    await t.knex('hero_banners').update({ is_active: false })
    try {
      const res = await request(t.app).get('/?lng=en')
      expect(res.text).toContain('demo/placeholder-1.jpg')
      expect(res.text).toContain('demo/placeholder-2.jpg')
      expect(res.text).toContain(html(tr('en', 'home', 'hero.title')))
    } finally {
      await t.knex('hero_banners').update({ is_active: true })
    }
  })
  it('truncates card descriptions at 150 characters with an ellipsis', async () => {
    const trips = (await request(t.app).get('/api/trips/popular?lng=en')).body as Array<{ description: string }>
    const long = trips.find((x) => x.description.length > 150)
    expect(long).toBeDefined()
    expect(long && (await request(t.app).get('/?lng=en')).text).toContain(`${html(long!.description.slice(0, 40))}`)
    expect((await request(t.app).get('/?lng=en')).text).not.toContain(html(long!.description))
  })
})
