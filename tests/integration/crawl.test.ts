import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { crawl, isIndexable, isPageLink, normalAddress, parsePage, sitemapAddresses, type CrawledPage } from '../helpers/crawl'
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

describe('a crawl from each home page finds no broken link', () => {
  it('every page found answers 200, and every script, style, icon, feed, file and image the pages name answers', async () => {
    const pages = [...crawls.values()].flatMap((found) => [...found.values()])
    expect(pages.filter((page) => page.status !== 200).map((page) => `${page.status} ${page.address}`)).toEqual([])
    const resources = new Set(pages.flatMap((page) => page.resources))
    // Every size of every picture would be rendered by sharp: each image file is asked for once, small.
    const isImage = (address: string) => address.startsWith('/api/images/optimize/')
    const addresses = [...new Set([...resources].map((address) => (isImage(address) ? `${address.split('?')[0]}?width=16` : address)))]
    expect(addresses.filter(isImage).length).toBeGreaterThan(10)
    expect(addresses.some((address) => address.startsWith('/assets/'))).toBe(true)
    const broken: string[] = []
    for (let i = 0; i < addresses.length; i += 8) {
      await Promise.all(addresses.slice(i, i + 8).map(async (address) => {
        // Staff areas send a visitor to the login page: a redirect is an answer, not a broken link.
        const res = await request(t.app).get(address)
        if (res.status >= 400) broken.push(`${res.status} ${address}`)
      }))
    }
    expect(broken).toEqual([])
  }, 300_000)
})

describe('the sitemap and a crawl from each home page agree (issue 16)', () => {
  it('every indexable page the crawls find is listed, by the address it gives as canonical, and so is every canonical they name', async () => {
    const listed = new Set(await sitemapAddresses(t.app))
    const publicUrl = t.env.PUBLIC_URL
    const unlisted: string[] = []
    let ownCanonicals = 0
    for (const [lng, pages] of crawls) {
      for (const page of pages.values()) {
        if (!isIndexable(page)) continue
        expect(page.canonical, page.address).toBeTruthy()
        const canonical = normalAddress(page.canonical!)
        // The page's own address in its language (a Spanish link is bare, its canonical names es).
        const own = new URL(page.address, publicUrl)
        if (!own.searchParams.has('lng')) own.searchParams.set('lng', lng)
        if (canonical === normalAddress(own.toString())) ownCanonicals++
        if (!listed.has(canonical)) unlisted.push(`${page.address} → ${page.canonical}`)
      }
    }
    expect(unlisted).toEqual([])
    // Most pages found are their own canonical: the check above is about them, not about a few.
    expect(ownCanonicals).toBeGreaterThan(160)
  })

  it('the further pages of the trips list are found by the crawl and listed in every language', async () => {
    const listed = await sitemapAddresses(t.app)
    for (const lng of LANGUAGES) {
      const page2 = normalAddress(`${t.env.PUBLIC_URL}/trips?page=2&lng=${lng}`)
      expect(listed, lng).toContain(page2)
      expect([...crawls.get(lng)!.keys()].some((address) => /[?&]page=2/.test(address) && address.startsWith('/trips')), lng).toBe(true)
    }
  })

  it('every address in the sitemap answers 200, may be indexed and is its own canonical', async () => {
    const addresses = await sitemapAddresses(t.app)
    expect(addresses.length).toBeGreaterThan(200)
    const problems: string[] = []
    for (let i = 0; i < addresses.length; i += 4) {
      await Promise.all(
        addresses.slice(i, i + 4).map(async (address) => {
          const url = new URL(address)
          const res = await request(t.app).get(url.pathname + url.search).set('Accept', 'text/html')
          const page = parsePage(url.pathname + url.search, res.status, res.text)
          if (!isIndexable(page)) problems.push(`${address}: ${page.status} ${page.robots ?? ''}`)
          else if (!page.canonical || normalAddress(page.canonical) !== address) problems.push(`${address}: canonical ${page.canonical}`)
        }),
      )
    }
    expect(problems).toEqual([])
  })
})
