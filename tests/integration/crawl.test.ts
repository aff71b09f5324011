import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { flightTrackingClaimsIn } from '../helpers/flight-tracking-claim'
import { crawl, isIndexable, isPageLink, normalAddress, parsePage, sitemapAddresses, type CrawledPage } from '../helpers/crawl'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
/** Each language's crawl from its home page (es from the bare address, the others from `/?lng=xx`), as a crawler without cookies makes it. */
const crawls = new Map<Language, Map<string, CrawledPage>>()
/** Every address of the sitemap (absolute, as listed) → its answer: fetched once, read by every check below. */
const sitemapPages = new Map<string, { address: string; status: number; text: string }>()

beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
  for (const lng of LANGUAGES) crawls.set(lng, await crawl(t.app, lng === 'es' ? '/' : `/?lng=${lng}`))
  const addresses = await sitemapAddresses(t.app)
  for (let i = 0; i < addresses.length; i += 4) {
    await Promise.all(
      addresses.slice(i, i + 4).map(async (listed) => {
        const url = new URL(listed)
        const res = await request(t.app).get(url.pathname + url.search).set('Accept', 'text/html')
        sitemapPages.set(listed, { address: url.pathname + url.search, status: res.status, text: res.text })
      }),
    )
  }
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

  it('every address in the sitemap answers 200, may be indexed and is its own canonical', () => {
    expect(sitemapPages.size).toBeGreaterThan(200)
    const problems: string[] = []
    for (const [listed, { address, status, text }] of sitemapPages) {
      const page = parsePage(address, status, text)
      if (!isIndexable(page)) problems.push(`${listed}: ${page.status} ${page.robots ?? ''}`)
      else if (!page.canonical || normalAddress(page.canonical) !== listed) problems.push(`${listed}: canonical ${page.canonical}`)
    }
    expect(problems).toEqual([])
  })
})

describe('titles of every page in the sitemap, in the four languages (issue 16)', () => {
  const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  /** Path and query → the text of its <title>. */
  const titles = () => new Map([...sitemapPages.values()].map(({ address, text }) => [address, decode(/<title>([^<]*)<\/title>/.exec(text)?.[1] ?? '').trim()]))
  const languageOf = (address: string) => new URL(address, 'http://site.test').searchParams.get('lng')

  it('covers every language', () => {
    for (const lng of LANGUAGES) expect([...titles().keys()].filter((a) => languageOf(a) === lng).length, lng).toBeGreaterThan(50)
  })

  it('every title says something and fits in 60 characters (what search results show whole)', () => {
    const all = [...titles()]
    expect(all.filter(([, title]) => !title).map(([address]) => address)).toEqual([])
    const long = all.filter(([, title]) => [...title].length > 60).map(([address, title]) => `${address}: ${[...title].length} "${title}"`)
    expect(long).toEqual([])
    // The demo content fits whole: the cut after a word (src/seo/head.ts) is for what staff type later.
    expect(all.filter(([, title]) => title.endsWith('…')).map(([address, title]) => `${address}: "${title}"`)).toEqual([])
  })

  it("the further pages of a list say their number, in the page's language", () => {
    const words = { es: 'página', en: 'page', de: 'Seite', ca: 'pàgina' }
    const all = titles()
    for (const lng of LANGUAGES) {
      // The sitemap's addresses with their parameters sorted (normalAddress).
      const title = all.get(`/trips?lng=${lng}&page=2`)
      expect(title, lng).toContain(`– ${words[lng]} 2`)
      expect(title, lng).not.toBe(all.get(`/trips?lng=${lng}`))
    }
  })

  it('no two pages of one language share a title', () => {
    const all = titles()
    for (const lng of LANGUAGES) {
      const byTitle = new Map<string, string[]>()
      for (const [address, title] of all) if (languageOf(address) === lng) byTitle.set(title, [...(byTitle.get(title) ?? []), address])
      expect([...byTitle].filter(([, addresses]) => addresses.length > 1).map(([title, addresses]) => `${title}: ${addresses.join(', ')}`), lng).toEqual([])
    }
  })
})

describe('no flight-tracking claim on any public page, in any language (issue 14, ADR 038)', () => {
  it('every address of the sitemap and the transfer page of every town (FAQ, services and blog among them)', async () => {
    // The towns' transfer pages are not in the sitemap: asked for one by one.
    const towns = (await t.knex('transfer_towns').where({ hasPage: true }).pluck('slug')) as string[]
    expect(towns).toContain('fornells')
    const pages = [...sitemapPages.values()]
    for (const slug of towns) {
      for (const lng of LANGUAGES) {
        const address = `/airport-transfers/${slug}?lng=${lng}`
        const res = await request(t.app).get(address)
        pages.push({ address, status: res.status, text: res.text })
      }
    }
    for (const required of ['/airport-transfers', '/airport-transfers/fornells', '/airport-transfers/private', '/menorca-taxis', '/legal/faq', '/services', '/blog/menorca-airport-to-your-hotel']) {
      for (const lng of LANGUAGES) expect(pages.some((p) => p.address.startsWith(required) && p.address.includes(`lng=${lng}`)), `${required} ${lng}`).toBe(true)
    }
    expect(pages.filter((p) => p.status !== 200).map((p) => `${p.address}: ${p.status}`)).toEqual([])
    expect(pages.flatMap((p) => flightTrackingClaimsIn(p.text).map((context) => `${p.address}: …${context}…`))).toEqual([])
  })
})
