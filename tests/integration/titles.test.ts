import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
/** Every address of the sitemap (path and query) → the text of its <title>. */
const titles = new Map<string, string>()

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')

beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
  const sitemap = (await request(t.app).get('/sitemap.xml')).text
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(decode(m[1]!))
    return url.pathname + url.search
  })
  for (let i = 0; i < addresses.length; i += 4) {
    await Promise.all(
      addresses.slice(i, i + 4).map(async (address) => {
        const res = await request(t.app).get(address).set('Accept', 'text/html')
        expect(res.status, address).toBe(200)
        titles.set(address, decode(/<title>([^<]*)<\/title>/.exec(res.text)?.[1] ?? '').trim())
      }),
    )
  }
}, 600_000)
afterAll(async () => {
  await t?.close()
})

const languageOf = (address: string) => new URL(address, 'http://site.test').searchParams.get('lng')

describe('titles of every page in the sitemap, in the four languages (issue 16)', () => {
  it('covers every language', () => {
    for (const lng of LANGUAGES) expect([...titles.keys()].filter((a) => languageOf(a) === lng).length, lng).toBeGreaterThan(50)
  })

  it('every title says something and fits in 60 characters (what search results show whole)', () => {
    expect([...titles].filter(([, title]) => !title).map(([address]) => address)).toEqual([])
    const long = [...titles].filter(([, title]) => [...title].length > 60).map(([address, title]) => `${address}: ${[...title].length} "${title}"`)
    expect(long).toEqual([])
    // The demo content fits whole: the cut after a word (src/seo/head.ts) is for what staff type later.
    expect([...titles].filter(([, title]) => title.endsWith('…')).map(([address, title]) => `${address}: "${title}"`)).toEqual([])
  })

  it("the further pages of a list say their number, in the page's language", () => {
    const words = { es: 'página', en: 'page', de: 'Seite', ca: 'pàgina' }
    for (const lng of LANGUAGES) {
      const title = titles.get(`/trips?page=2&lng=${lng}`)
      expect(title, lng).toContain(`– ${words[lng]} 2`)
      expect(title, lng).not.toBe(titles.get(`/trips?lng=${lng}`))
    }
  })

  it('no two pages of one language share a title', () => {
    for (const lng of LANGUAGES) {
      const byTitle = new Map<string, string[]>()
      for (const [address, title] of titles) if (languageOf(address) === lng) byTitle.set(title, [...(byTitle.get(title) ?? []), address])
      expect([...byTitle].filter(([, addresses]) => addresses.length > 1).map(([title, addresses]) => `${title}: ${addresses.join(', ')}`), lng).toEqual([])
    }
  })
})
