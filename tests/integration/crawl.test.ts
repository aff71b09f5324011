import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { crawl, isPageLink, parsePage, type CrawledPage } from '../helpers/crawl'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
/** Each language's crawl from its home page (es from the bare address, the others from `/?lng=xx`), as a crawler without cookies makes it. */
const crawls = new Map<Language, Map<string, CrawledPage>>()

beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
  for (const lng of LANGUAGES) crawls.set(lng, await crawl(t.app, lng === 'es' ? '/' : `/?lng=${lng}`))
}, 900_000)
afterAll(async () => {
  await t?.close()
})

const carriesLanguage = (href: string, lng: Language) => new URL(href, 'http://site.test').searchParams.get('lng') === lng

describe('a crawl from the home page stays in its language (ADR 045)', () => {
  for (const lng of ['en', 'de', 'ca'] as const) {
    it(`${lng}: every page found speaks ${lng}, every internal link and GET form carries ?lng=${lng}`, () => {
      const pages = [...crawls.get(lng)!.values()]
      // Home, lists, details, the transfer pages, legal pages, the blog's pages and posts.
      expect(pages.length).toBeGreaterThan(40)
      for (const path of ['/trips', '/destinations', '/blog', '/airport-transfers', '/legal/faq', '/cami-de-cavalls']) expect(pages.map((p) => p.address)).toContain(`${path}?lng=${lng}`)
      expect(pages.filter((p) => p.lang !== lng).map((p) => `${p.address} speaks ${p.lang}`)).toEqual([])
      const dropped = pages.flatMap((page) => page.links.filter((l) => !l.hreflang && isPageLink(l.href) && !carriesLanguage(l.href, lng)).map((l) => `${l.href} (on ${page.address})`))
      expect(dropped).toEqual([])
      const forms = pages.flatMap((page) => page.getForms.filter((form) => !form.includes(`<input type="hidden" name="lng" value="${lng}"/>`)).map(() => page.address))
      expect(forms).toEqual([])
    })
  }

  it('the next-page link of a list keeps the language', async () => {
    const res = await request(t.app).get('/trips?lng=en')
    const next = parsePage('/trips?lng=en', res.status, res.text).links.find((l) => /[?&]page=2/.test(l.href))
    expect(next?.href).toBe('/trips?page=2&lng=en')
  })

  it('es: links stay bare (the default language needs no parameter) and every page found speaks Spanish', () => {
    const pages = [...crawls.get('es')!.values()]
    expect(pages.length).toBeGreaterThan(40)
    expect(pages.filter((p) => p.lang !== 'es').map((p) => p.address)).toEqual([])
    const tagged = pages.flatMap((page) => page.links.filter((l) => !l.hreflang && isPageLink(l.href) && l.href.includes('lng=')).map((l) => `${l.href} (on ${page.address})`))
    expect(tagged).toEqual([])
  })
})
