import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ConsentPreferences } from '../../src/consent/consent'
import { useSiteInBrowser } from '../helpers/browser'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'

// Every page view is sampled here, so only consent decides.
const t = useSiteInBrowser({ env: { RUM_SAMPLE_RATE: '1' } })
const c = (key: string) => tr('en', 'cookie', key)

interface Visitor {
  context: BrowserContext
  page: Page
  /** Scripts downloaded that contain web-vitals (filled as their bodies arrive, after the page saw them). */
  vitalsScripts: string[]
}

async function visitor(consent: ConsentPreferences | null): Promise<Visitor> {
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
  if (consent) await context.addInitScript((choice) => localStorage.setItem('cookieConsent', JSON.stringify(choice)), consent)
  const vitalsScripts: string[] = []
  context.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('largest-contentful-paint')) vitalsScripts.push(new URL(response.url()).pathname)
  })
  return { context, page: await context.newPage(), vitalsScripts }
}

// A beacon sent while the page unloads does not show among Playwright's requests: the server's table tells.
const samplesOf = (pageType: string) => t.site.knex('web_vital_samples').where({ pageType }).orderBy('id')
const metricsOf = async (pageType: string) => (await samplesOf(pageType)).map((row) => row.metric).sort()
// The browser records an interaction's timing after the next frame; leaving before that would leave no INP to send.
const interactionRecorded = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0 && new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))))
const measuring = (page: Page) => page.locator('html[data-rum="measuring"]').waitFor({ state: 'attached', timeout: 10_000 })

describe('real-user monitoring in the browser (issue 7)', () => {
  it('with analytics consent a page view sends LCP, TTFB, CLS and, after a click, INP when it is left; the admin sees it', async () => {
    const v = await visitor({ analytics: true, marketing: false })
    const trip = await t.site.knex('trips').orderBy('id').first('id')
    await v.page.goto(`${t.site.url}/trips/${trip.id}?lng=en`)
    await measuring(v.page)
    await expect.poll(() => v.vitalsScripts.length, { timeout: 30_000 }).toBe(1)
    await v.page.locator('h1').first().click()
    await interactionRecorded(v.page)
    // Leaving the page hides it: that is when the batch goes out.
    await v.page.goto(`${t.site.url}/contact?lng=en`)
    await expect.poll(() => metricsOf('trip'), { timeout: 30_000 }).toEqual(['CLS', 'INP', 'LCP', 'TTFB'])
    const lcp = (await samplesOf('trip')).find((row) => row.metric === 'LCP')
    expect(lcp.value).toBeGreaterThan(0)
    expect(lcp.device).toBe('desktop')
    const { agent } = await loginAs(t.site.app, 'admin')
    const admin = await agent.get('/admin/performance?lng=en')
    const group = /<tbody data-page-type="trip".*?<\/tbody>/s.exec(admin.text)?.[0]
    expect(group).toContain(html(tr('en', 'admin', 'performanceAdmin.webVitals.pageTypes.trip')))
    const day = /<tr data-window="24h".*?<\/tr>/s.exec(group!)![0]
    for (const metric of ['LCP', 'INP', 'CLS', 'TTFB']) expect(day).toMatch(new RegExp(`data-vital="${metric}"><span[^>]*data-rating="(good|needs-improvement|poor)".*?>1 sample<`))
    await v.context.close()
  })

  it('starts measuring when the visitor allows analytics in the cookie banner after the page loaded', async () => {
    const v = await visitor(null)
    await v.page.goto(`${t.site.url}/blog?lng=en`)
    await v.page.waitForLoadState('networkidle')
    expect(v.vitalsScripts).toEqual([])
    await v.page.getByTestId('cookie-banner').getByRole('button', { name: c('acceptAll') }).click()
    await measuring(v.page)
    await expect.poll(() => v.vitalsScripts.length, { timeout: 30_000 }).toBe(1)
    // The click on "Accept all" was the page's interaction: INP comes along.
    await interactionRecorded(v.page)
    await v.page.goto(`${t.site.url}/contact?lng=en`)
    await expect.poll(() => metricsOf('blog'), { timeout: 30_000 }).toEqual(['CLS', 'INP', 'LCP', 'TTFB'])
    await v.context.close()
  })

  for (const [who, consent] of [
    ['who has not chosen', null],
    ['who refused analytics', { analytics: false, marketing: true }],
  ] as const) {
    it(`a visitor ${who} sends nothing and never downloads web-vitals`, async () => {
      const v = await visitor(consent)
      // The page's own clock: its timers and idle callbacks run when the test says, not when a busy machine gets to them.
      await v.page.clock.install()
      await v.page.goto(`${t.site.url}/destinations?lng=en`)
      await v.page.waitForLoadState('networkidle')
      await v.page.locator('h1').first().click()
      // Past the idle fallback (3 s) after which a consenting visitor's page would load it.
      await v.page.clock.runFor(3500)
      await v.page.waitForLoadState('networkidle')
      expect(await v.page.locator('html[data-rum]').count()).toBe(0)
      await v.page.goto(`${t.site.url}/services?lng=en`)
      await v.page.waitForLoadState('networkidle')
      await v.context.close()
      expect(v.vitalsScripts).toEqual([])
      // Give a beacon that should not exist the time it would need to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(await samplesOf('destinations')).toEqual([])
      expect(await samplesOf('content')).toEqual([])
    })
  }
})
