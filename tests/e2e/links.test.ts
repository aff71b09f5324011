import { LinkChecker, LinkState } from 'linkinator'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startLiveSite, type LiveSite } from '../helpers/browser'

let site: LiveSite
beforeAll(async () => {
  site = await startLiveSite({ cacheHtml: true })
})
afterAll(async () => {
  await site?.close()
})

const isImage = (link: string) => link.includes('/api/images/optimize/')
/** Filter, sort and page links multiply every list page; the pages themselves are crawled once per language. */
const isListVariant = (link: string) => [...new URL(link).searchParams.keys()].some((key) => key !== 'lng')

it('crawling the site from the home page finds no broken link, in every language', async () => {
  const checker = new LinkChecker()
  const result = await checker.check({
    path: `${site.url}/`,
    recurse: true,
    // A busy machine renders slowly (a page's data hook has taken over 4 s at load average 16):
    // fewer requests at once, a minute each, and a request that failed without an answer is
    // tried again — a broken link answers the same every time.
    concurrency: 3,
    timeout: 60_000,
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 500,
    // No internet here: external links (social networks, maps, wa.me) are not fetched. Every
    // image size would be rendered by sharp: images are checked once per file below instead.
    linksToSkip: async (link) => !link.startsWith(site.url) || isImage(link) || isListVariant(link),
  })
  const broken = result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (from ${l.parent})`)
  expect(broken).toEqual([])

  const pages = new Set(result.links.filter((l) => l.state === LinkState.OK).map((l) => l.url))
  for (const lng of ['es', 'en', 'de', 'ca']) {
    for (const path of ['/', '/destinations', '/trips', '/blog', '/contact', '/legal/privacy', '/cami-de-cavalls', '/airport-transfers']) {
      expect(pages, `${path}?lng=${lng}`).toContain(`${site.url}${path}?lng=${lng}`)
    }
  }

  const imageFiles = new Set(result.links.filter((l) => isImage(l.url) && l.url.startsWith(site.url)).map((l) => new URL(l.url).pathname))
  expect(imageFiles.size).toBeGreaterThan(10)
  for (const file of imageFiles) {
    const res = await fetch(`${site.url}${file}?width=16`)
    expect(res.status, file).toBe(200)
  }
}, 900_000)
