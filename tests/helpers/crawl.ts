import type { Express } from 'express'
import request from 'supertest'

/** An `<a href>` of a page, with whether it names its target's language itself (the language switcher's links do). */
export interface FoundLink {
  href: string
  hreflang: string | null
}

export interface CrawledPage {
  /** Path and query, as requested. */
  address: string
  status: number
  lang: string | null
  canonical: string | null
  robots: string | null
  links: FoundLink[]
  /** The inner HTML of each GET form. */
  getForms: string[]
  /** Same-site addresses the page loads or links that are not pages: scripts, styles, icons, images, feeds, files. */
  resources: string[]
}

const unescape = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  return found === undefined ? null : unescape(found)
}

export function parsePage(address: string, status: number, html: string): CrawledPage {
  const links = [...html.matchAll(/<a\b[^>]*>/g)].flatMap(([tag]) => {
    const href = attribute(tag, 'href')
    return href === null ? [] : [{ href, hreflang: attribute(tag, 'hreflang') }]
  })
  const linkTag = (rel: string) => [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).find((tag) => attribute(tag, 'rel') === rel && !attribute(tag, 'hreflang'))
  const canonicalTag = linkTag('canonical')
  const robotsTag = [...html.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag).find((tag) => attribute(tag, 'name') === 'robots')
  return {
    address,
    status,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : null,
    robots: robotsTag ? attribute(robotsTag, 'content') : null,
    links,
    getForms: [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].filter(([, attrs]) => /method="get"/i.test(attrs!)).map(([, , inner]) => inner!),
    resources: resourcesOf(html, links),
  }
}

/** What a link checker follows besides pages: src, srcset and <link href> of the site itself, and <a href> to its files. */
function resourcesOf(html: string, links: FoundLink[]): string[] {
  const found = new Set<string>()
  for (const [tag] of html.matchAll(/<(?:img|script|source|link)\b[^>]*>/g)) {
    for (const name of ['src', 'href']) {
      const value = attribute(tag, name)
      if (value) found.add(value)
    }
    for (const candidate of (attribute(tag, 'srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url) found.add(url)
    }
  }
  for (const { href } of links) if (!isPageLink(href)) found.add(href)
  return [...found].filter((url) => url.startsWith('/') && !url.startsWith('//')).map((url) => url.split('#')[0]!).filter(Boolean)
}

/** A link to a page of the site (not a file, an image, the API, a fragment or another site). */
export function isPageLink(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = href.split(/[?#]/)[0]!
  return !/^\/(api|assets|admin|auth)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path)
}


/**
 * Every page reachable from `start` by plain links, as a crawler without cookies sees it. Filter
 * and sort variants of list pages (any parameter but `lng` and `page`) are not followed: they
 * multiply the same pages; their links are still checked on the page that has them.
 */
export async function crawl(app: Express, start: string): Promise<Map<string, CrawledPage>> {
  const pages = new Map<string, CrawledPage>()
  const queue = [start]
  const seen = new Set(queue)
  while (queue.length) {
    const batch = queue.splice(0, 4)
    const answers = await Promise.all(batch.map(async (address) => {
      const res = await request(app).get(address).set('Accept', 'text/html')
      return parsePage(address, res.status, res.text)
    }))
    for (const page of answers) {
      pages.set(page.address, page)
      for (const { href, hreflang } of page.links) {
        if (hreflang || !isPageLink(href)) continue
        const url = new URL(href, 'http://site.test')
        if ([...url.searchParams.keys()].some((key) => key !== 'lng' && key !== 'page')) continue
        const address = url.pathname + url.search
        if (!seen.has(address)) {
          seen.add(address)
          queue.push(address)
        }
      }
    }
  }
  return pages
}

/** An absolute address with its query parameters in one order, so that two spellings of one address compare equal. */
export function normalAddress(url: string, base = 'http://site.test'): string {
  const parsed = new URL(url, base)
  parsed.searchParams.sort()
  parsed.hash = ''
  return parsed.toString()
}

/** The addresses /sitemap.xml lists (its <loc>s), absolute and normalised. */
export async function sitemapAddresses(app: Express): Promise<string[]> {
  const res = await request(app).get('/sitemap.xml')
  if (res.status !== 200) throw new Error(`/sitemap.xml answered ${res.status}`)
  return [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => normalAddress(unescape(m[1]!)))
}

/** Whether a page may be indexed: it answered 200 and its robots meta does not forbid it. */
export function isIndexable(page: CrawledPage): boolean {
  return page.status === 200 && !/noindex/i.test(page.robots ?? '')
}
