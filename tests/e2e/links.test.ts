import { LinkChecker, LinkState } from 'linkinator'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startLiveSite, type LiveSite } from '../helpers/browser'

let site: LiveSite
beforeAll(async () => {
  site = await startLiveSite()
})
afterAll(async () => {
  await site?.close()
})

it('crawling the site from the home page finds no broken link, in every language', async () => {
  const checker = new LinkChecker()
  const result = await checker.check({
    path: `${site.url}/`,
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    // No internet here: external links (social networks, maps, wa.me) are not fetched.
    linksToSkip: async (link) => !link.startsWith(site.url),
  })
  const broken = result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (from ${l.parent})`)
  expect(broken).toEqual([])
  const pages = new Set(result.links.filter((l) => l.state === LinkState.OK).map((l) => l.url))
  for (const lng of ['es', 'en', 'de', 'ca']) {
    for (const path of ['/', '/destinations', '/trips', '/blog', '/contact', '/legal/privacy', '/cami-de-cavalls']) {
      expect(pages, `${path}?lng=${lng}`).toContain(`${site.url}${path}?lng=${lng}`)
    }
  }
}, 300_000)
