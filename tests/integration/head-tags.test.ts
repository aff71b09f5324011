import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { pageTypeUrls } from '../helpers/page-types'
import { jsonLdTypes } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
/** Every page type in every language: `${path}?lng=xx` → its HTML. */
const pages = new Map<string, string>()
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
  for (const path of await pageTypeUrls(t.knex)) {
    for (const lng of LANGUAGES) {
      const address = `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`
      pages.set(address, (await request(t.app).get(address)).text)
    }
  }
}, 600_000)
afterAll(async () => {
  await t?.close()
})

const metaProperty = (page: string, property: string) => [...page.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1])

describe('page heads, every page type in the four languages (issue 16)', () => {
  it('og:locale is language_TERRITORY with the three other languages as og:locale:alternate', () => {
    const locales = { es: 'es_ES', en: 'en_GB', de: 'de_DE', ca: 'ca_ES' }
    for (const [address, page] of pages) {
      const lng = new URL(address, 'http://x').searchParams.get('lng') as keyof typeof locales
      expect(metaProperty(page, 'og:locale'), address).toEqual([locales[lng]])
      expect(metaProperty(page, 'og:locale:alternate').sort(), address).toEqual(Object.entries(locales).filter(([l]) => l !== lng).map(([, locale]) => locale).sort())
    }
  })

  it('the social image has its width and height', () => {
    for (const [address, page] of pages) {
      expect(metaProperty(page, 'og:image:width'), address).toEqual(['1200'])
      expect(metaProperty(page, 'og:image:height'), address).toEqual(['630'])
    }
  })

  it('x-default points at the Spanish canonical address', () => {
    for (const [address, page] of pages) {
      if (address.startsWith('/this-page-does-not-exist')) continue
      const path = address.split('?')[0]
      expect(page, address).toContain(`<link rel="alternate" hrefLang="x-default" href="http://localhost:3000${path}?lng=es"/>`)
    }
  })

  it('only the FAQ page is marked up as an FAQPage (the home and transfer pages show some of its questions)', async () => {
    const marked = [...pages].filter(([, page]) => jsonLdTypes(page).includes('FAQPage')).map(([address]) => address.split('?')[0])
    expect([...new Set(marked)]).toEqual(['/legal/faq'])
    for (const path of ['/', '/airport-transfers', '/airport-transfers/fornells']) {
      expect(jsonLdTypes((await request(t.app).get(`${path}?lng=en`)).text), path).not.toContain('FAQPage')
    }
  })
})

describe('list pages past their last page', () => {
  it('answer 404 on the trips list as on the blog', async () => {
    for (const address of ['/trips?page=999', '/trips?page=999&lng=de', '/blog?page=2']) expect((await request(t.app).get(address)).status, address).toBe(404)
    expect((await request(t.app).get('/trips?page=2&lng=de')).status).toBe(200)
  })
})
