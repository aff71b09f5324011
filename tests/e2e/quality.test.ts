import AxeBuilder from '@axe-core/playwright'
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { pageTypeUrls } from '../helpers/page-types'

const LANGUAGES_CHECKED = ['es', 'de'] as const

const t = useSiteInBrowser()
let urls: string[]
beforeAll(async () => {
  urls = await pageTypeUrls(t.site.knex)
})

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
  it('has zero errors in Spanish and German', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
    const files: string[] = []
    for (const lng of LANGUAGES_CHECKED) {
      for (const url of urls) {
        const res = await fetch(`${t.site.url}${url}${url.includes('?') ? '&' : '?'}lng=${lng}`)
        const file = path.join(dir, `${lng}${url.replace(/[^a-z0-9]+/gi, '_')}.html`)
        writeFileSync(file, await res.text())
        files.push(file)
      }
    }
    const errors = (await runVnu(files)).filter((m) => m.type === 'error').map((m) => `${path.basename(m.url)}:${m.lastLine}: ${m.message}`)
    expect(errors).toEqual([])
  }, 120_000)
})

/**
 * The page as a visitor sees it once its scripts have run: every island that hydrates at once or
 * when the browser is idle is live (islands below the fold wait to be seen, as they do for a visitor).
 */
async function everyEagerIslandHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((island) => island.dataset.hydrate === 'visible' || island.hasAttribute('data-hydrated')))
}

// The two languages are scanned at the same time, each in its own browser context: the browser, not the test, is busy.
describe.concurrent('every page type has zero axe-core violations in a real browser', () => {
  for (const lng of LANGUAGES_CHECKED) {
    it(`in ${lng}`, async () => {
      const context = await t.browser.newContext()
      const page = await context.newPage()
      const problems: string[] = []
      for (const url of urls) {
        await page.goto(`${t.site.url}${url}?lng=${lng}`)
        await everyEagerIslandHydrated(page)
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
        for (const v of results.violations) problems.push(`${url}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)
      }
      await context.close()
      expect(problems).toEqual([])
      // A bound for a hang, not a speed target: axe takes ~3.5 s a page on an idle 2-core machine
      // (17 pages, 74 s), and twice that while the other test worker loads the machine (CI: 178 s).
    }, 400_000)
  }
})

describe('every page type renders its main text without JavaScript', () => {
  for (const lng of LANGUAGES_CHECKED) {
    it(`in ${lng}`, async () => {
      const context = await t.browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      for (const url of urls) {
        await page.goto(`${t.site.url}${url}?lng=${lng}`)
        expect(await page.getAttribute('html', 'lang'), url).toBe(lng)
        const h1 = (await page.locator('h1').first().textContent())?.trim()
        expect(h1, url).toBeTruthy()
        expect((await page.locator('main').innerText()).length, url).toBeGreaterThan(200)
      }
      await context.close()
    }, 120_000)
  }
})
