import AxeBuilder from '@axe-core/playwright'
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { useSiteInBrowser } from '../helpers/browser'
import { pageTypeUrls, signedPageUrls } from '../helpers/page-types'

// Issue 16, "done means": every page type in the four languages passes axe and the Nu HTML Checker.

// As production serves anonymous visitors: each page is rendered once, then the three checks read it from the cache.
const t = useSiteInBrowser({ cacheHtml: true })
let urls: string[]
beforeAll(async () => {
  await withPicturesInText(t.site.knex)
  urls = [...(await pageTypeUrls(t.site.knex)), ...(await signedPageUrls(t.site))]
})

/**
 * The newest post (the article page checked) gets pictures in its text in every language: a library
 * one without alt (the library's, srcset, size) and an external one, so their markup is checked too.
 */
async function withPicturesInText(knex: typeof t.site.knex) {
  const post = (await knex('blog_posts').where({ status: 'published' }).orderBy('published_at', 'desc').first('id', 'body', 'cover_image', 'translations')) as { id: number; body: string; cover_image: string; translations: { body?: Record<string, string> } }
  const pictures = `\n\n![](/api/images/optimize/${post.cover_image})\n\n![Far de Favàritx](https://example.com/favaritx.jpg "Favàritx")\n`
  const bodies = Object.fromEntries(Object.entries(post.translations.body ?? {}).map(([lng, body]) => [lng, body + pictures]))
  await knex('blog_posts').where({ id: post.id }).update({ body: post.body + pictures, translations: JSON.stringify({ ...post.translations, body: bodies }) })
}

const inLanguage = (url: string, lng: string) => `${url}${url.includes('?') ? '&' : '?'}lng=${lng}`

interface VnuMessage { type: string; message: string; url: string; lastLine?: number; extract?: string }

function runVnu(files: string[]): Promise<VnuMessage[]> {
  const jar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 20 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages)
      } catch {
        reject(error ?? new Error(stderr))
      }
    })
  })
}

describe('every page type passes the W3C Nu HTML Checker', () => {
  it('has zero errors in the four languages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
    // One language's pages are fetched at a time, all at once; then one Java start checks them all.
    const files: string[] = []
    for (const lng of LANGUAGES) {
      files.push(
        ...(await Promise.all(
          urls.map(async (url) => {
            const res = await fetch(`${t.site.url}${inLanguage(url, lng)}`)
            const file = path.join(dir, `${lng}${url.replace(/[?&]token=[^&]*/, '').replace(/[^a-z0-9]+/gi, '_')}.html`)
            writeFileSync(file, await res.text())
            return file
          }),
        )),
      )
    }
    const errors = (await runVnu(files)).filter((m) => m.type === 'error').map((m) => `${path.basename(m.url)}:${m.lastLine}: ${m.message}`)
    expect(errors).toEqual([])
  }, 180_000)
})

/**
 * The page as a visitor sees it once its scripts have run: every island that hydrates at once or
 * when the browser is idle is live (islands below the fold wait to be seen, as they do for a visitor).
 */
async function everyEagerIslandHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((island) => island.dataset.hydrate === 'visible' || island.hasAttribute('data-hydrated')))
}

const LAZY_ISLAND = '[data-island][data-hydrate="visible"]'

/** Brings each island that waits to be seen into view and waits until it is live; false when the page has none. */
async function scrollToLazyIslands(page: Page): Promise<boolean> {
  const count = await page.locator(LAZY_ISLAND).count()
  if (!count) return false
  for (let i = 0; i < count; i++) await page.locator(LAZY_ISLAND).nth(i).scrollIntoViewIfNeeded()
  await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((island) => island.hasAttribute('data-hydrated')), LAZY_ISLAND)
  return true
}

/**
 * axe in the page itself (legacy mode) reporting only violations. By default @axe-core/playwright
 * opens a blank tab for every scan to merge the frames' results (we have no frames) and axe writes
 * out every passing node; measured on six pages, that took 2.5 times as long for the same verdict.
 */
const axeScan = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode(true).options({ resultTypes: ['violations'] })

const DESKTOP = { width: 1280, height: 720 }
const PHONE = { width: 390, height: 844 }
/**
 * Languages whose long words change the phone layout (wider tables in Catalan,
 * hyphenated German): their pages are scanned again at phone width. Phone-only parts (rails, the
 * filter toggle, the icon-only chat button) are the same in every language, so two suffice.
 */
const PHONE_CHECKED = new Set(['de', 'ca'])

const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

// The languages are scanned at the same time, each in its own browser context: the browser, not the test, is busy.
describe.concurrent('every page type has zero axe-core violations in a real browser', () => {
  for (const lng of LANGUAGES) {
    it(`in ${lng}`, async () => {
      const context = await t.browser.newContext({ viewport: DESKTOP })
      // The machine is shared by parallel test runs: a page load can wait its turn.
      context.setDefaultNavigationTimeout(60_000)
      const page = await context.newPage()
      const problems: string[] = []
      for (const url of urls) {
        await page.goto(`${t.site.url}${inLanguage(url, lng)}`)
        await everyEagerIslandHydrated(page)
        const report = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'], where = '') => {
          for (const v of violations) problems.push(`${url}${where}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)
        }
        // As the page arrives (what a visitor without JavaScript gets of the islands below the fold)…
        report((await axeScan(page).analyze()).violations)
        // …and those islands once scrolled to and live (a booking calendar, a gallery, a filter).
        if (await scrollToLazyIslands(page)) report((await axeScan(page).include(LAZY_ISLAND).analyze()).violations)
        if (PHONE_CHECKED.has(lng)) {
          // The same page narrowed to a phone: no reload, the layout follows the width.
          await page.setViewportSize(PHONE)
          await nextFrame(page)
          report((await axeScan(page).analyze()).violations, ' (phone)')
          await page.setViewportSize(DESKTOP)
        }
      }
      await context.close()
      expect(problems).toEqual([])
      // A bound for a hang, not a speed target: ~110 s beside the other test worker, over 400 s
      // when the machine is shared further (load 16).
    }, 900_000)
  }
})

describe.concurrent('every page type renders its main text without JavaScript', () => {
  for (const lng of LANGUAGES) {
    it(`in ${lng}`, async () => {
      const context = await t.browser.newContext({ javaScriptEnabled: false })
      context.setDefaultNavigationTimeout(60_000)
      // Without JavaScript Chromium loads lazy pictures at once: every variant of every picture of
      // 26 pages, resized on the server, for a check of text alone (it cost 30 s of this file).
      await context.route(/\/api\/images\//, (route) => route.abort())
      const page = await context.newPage()
      for (const url of urls) {
        await page.goto(`${t.site.url}${inLanguage(url, lng)}`)
        expect(await page.getAttribute('html', 'lang'), url).toBe(lng)
        const h1 = (await page.locator('h1').first().textContent())?.trim()
        expect(h1, url).toBeTruthy()
        // The not-found page says one sentence and offers its way out (172 characters in English).
        expect((await page.locator('main').innerText()).length, url).toBeGreaterThan(url === '/this-page-does-not-exist' ? 120 : 200)
      }
      await context.close()
      // A bound for a hang: 120 page loads took over 180 s at load 16.
    }, 480_000)
  }
})
