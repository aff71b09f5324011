import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/i18n/languages'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { built } from '../helpers/test-app'

const MEASUREMENT_ID = 'G-TEST1234'
const c = (key: string) => tr('en', 'cookie', key)

const t = useSiteInBrowser()
beforeAll(async () => {
  await built.saveApiKeys(t.site.context.secrets, { ga4MeasurementId: MEASUREMENT_ID })
})

/** A fresh visitor; Google's tag is served locally and records that it ran. */
async function visitor(): Promise<{ context: BrowserContext; page: Page; tagRequests: string[] }> {
  const context = await t.browser.newContext()
  const tagRequests: string[] = []
  await context.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gaTagRan = true' })
  })
  const page = await context.newPage()
  await page.goto(`${t.site.url}/about?lng=en`)
  return { context, page, tagRequests }
}

/** dataLayer entries are `arguments` objects, exactly as gtag.js reads them. */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)))
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'))
const banner = (page: Page) => page.getByTestId('cookie-banner')

describe('cookie banner and Google Consent Mode v2 (SPEC §4, §7)', () => {
  it('starts every signal denied (functionality and security granted) before any tag, and shows the banner', async () => {
    const { context, page, tagRequests } = await visitor()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    const [first] = await dataLayer(page)
    expect(first).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', functionality_storage: 'granted', security_storage: 'granted', wait_for_update: 500 },
    ])
    expect(tagRequests).toEqual([])
    expect(await stored(page)).toBeNull()
    await context.close()
  })

  it('customize shows the three categories; saving analytics only grants analytics and loads GA4', async () => {
    const { context, page, tagRequests } = await visitor()
    await banner(page).getByRole('button', { name: c('customize') }).click()
    const essential = page.getByRole('checkbox', { name: c('essential') })
    expect(await essential.isChecked()).toBe(true)
    expect(await essential.isDisabled()).toBe(true)
    expect(await page.getByRole('checkbox', { name: c('analytics') }).isChecked()).toBe(false)
    expect(await page.getByRole('checkbox', { name: c('marketing') }).isChecked()).toBe(false)

    await page.getByRole('checkbox', { name: c('analytics') }).check()
    await page.getByRole('button', { name: c('save') }).click()
    expect(await banner(page).count()).toBe(0)
    expect(JSON.parse((await stored(page))!)).toEqual({ analytics: true, marketing: false })
    const layer = await dataLayer(page)
    expect(layer).toContainEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', functionality_storage: 'granted', security_storage: 'granted' }])
    // The page as analytics may know it: its address with the language, nothing else of the query.
    expect(layer).toContainEqual(['config', MEASUREMENT_ID, { page_location: `${t.site.url}/about?lng=en`, page_referrer: '' }])
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gaTagRan?: boolean }).__gaTagRan)).toBe(true)
    expect(tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`])
    await context.close()
  })

  it('accept all grants analytics, ads and the v2 signals', async () => {
    const { context, page } = await visitor()
    await banner(page).getByRole('button', { name: c('acceptAll') }).click()
    expect(JSON.parse((await stored(page))!)).toEqual({ analytics: true, marketing: true })
    expect(await dataLayer(page)).toContainEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', functionality_storage: 'granted', security_storage: 'granted' }])
    await context.close()
  })

  it('reject all stores the refusal and never loads the tag, on this page or the next', async () => {
    const { context, page, tagRequests } = await visitor()
    await banner(page).getByRole('button', { name: c('rejectAll') }).click()
    expect(JSON.parse((await stored(page))!)).toEqual({ analytics: false, marketing: false })
    await page.goto(`${t.site.url}/contact?lng=en`)
    await page.waitForLoadState('networkidle')
    expect(await banner(page).count()).toBe(0)
    expect((await dataLayer(page)).filter((entry) => entry[1] === 'update')).toEqual([['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]])
    expect(tagRequests).toEqual([])
    await context.close()
  })

  it('close hides the banner without saving: the next page asks again', async () => {
    const { context, page } = await visitor()
    await banner(page).getByRole('button', { name: c('close') }).click()
    expect(await banner(page).count()).toBe(0)
    expect(await stored(page)).toBeNull()
    await page.reload()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await context.close()
  })

  it('a saved choice applies from the head on the next visit (GA4 from the first request), and the footer link reopens the settings', async () => {
    const { context, page, tagRequests } = await visitor()
    await banner(page).getByRole('button', { name: c('acceptAll') }).click()
    // Accepting loads the tag on this page: let that request finish before counting the next page's.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gaTagRan?: boolean }).__gaTagRan)).toBe(true)
    tagRequests.length = 0
    await page.goto(`${t.site.url}/blog?lng=en`)
    expect(await page.locator('head script#ga4-tag').count()).toBe(1)
    const layer = await dataLayer(page)
    expect(layer[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })])
    expect(layer[1]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_personalization: 'granted' })])
    expect(tagRequests).toHaveLength(1)

    // Before hydration the link is a plain link to the privacy page (the no-JS path); wait for the island.
    await page.locator('[data-island="CookieBanner"][data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('link', { name: tr('en', 'common', 'footer.cookieSettings') }).click()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    expect(await page.getByRole('checkbox', { name: c('marketing') }).isChecked()).toBe(true)
    await page.getByRole('checkbox', { name: c('marketing') }).uncheck()
    await page.getByRole('button', { name: c('save') }).click()
    expect(JSON.parse((await stored(page))!)).toEqual({ analytics: true, marketing: false })
    expect(page.url()).toBe(`${t.site.url}/blog?lng=en`)
    await context.close()
  })
})

// Issue 16: on a phone the banner covered 40 % of the first screen and only "Accept all" was a
// filled button. Refusing must be as easy to see and to tap as accepting (AEPD and EDPB guidance).
const SCREENS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]

describe.each(SCREENS)('the banner on a $width × $height screen (issue 16)', (screen) => {
  async function freshVisitor(lng: Language) {
    const context = await t.browser.newContext({ viewport: screen, isMobile: screen.width < 640, hasTouch: screen.width < 640 })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/about?lng=${lng}`)
    await page.locator('[data-island="CookieBanner"][data-hydrated]').waitFor({ state: 'attached' })
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    return { context, page }
  }

  it('covers at most a quarter of the screen in every language, with Reject all and Accept all alike', async () => {
    for (const lng of LANGUAGES) {
      const { context, page } = await freshVisitor(lng)
      const card = await banner(page).locator('[data-cookie-card]').boundingBox()
      expect(card!.height / screen.height, lng).toBeLessThanOrEqual(0.25)
      const look = (name: string) =>
        banner(page)
          .getByRole('button', { name: tr(lng, 'cookie', name), exact: true })
          .evaluate((button) => {
            const style = getComputedStyle(button)
            const box = button.getBoundingClientRect()
            return { background: style.backgroundColor, color: style.color, font: `${style.fontWeight} ${style.fontSize}`, border: style.border, width: Math.round(box.width), height: Math.round(box.height) }
          })
      const [reject, accept] = [await look('rejectAll'), await look('acceptAll')]
      expect(reject, lng).toEqual(accept)
      expect(reject.height, lng).toBeGreaterThanOrEqual(24)
      await context.close()
    }
  })

  it('keeps the categories behind Customise, with checkboxes of at least 24 px, and the choice still works', async () => {
    const { context, page } = await freshVisitor('en')
    const customise = banner(page).getByRole('button', { name: c('customize') })
    expect(await customise.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('checkbox').count()).toBe(0)
    await customise.click()
    expect(await customise.getAttribute('aria-expanded')).toBe('true')
    // WCAG 2.2 AA, target size included, with the categories open.
    const axe = await new AxeBuilder({ page }).include('[data-testid="cookie-banner"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
    for (const name of ['essential', 'analytics', 'marketing']) {
      const box = await page.getByRole('checkbox', { name: c(name) }).boundingBox()
      expect(box!.width, name).toBeGreaterThanOrEqual(24)
      expect(box!.height, name).toBeGreaterThanOrEqual(24)
    }
    await page.getByRole('checkbox', { name: c('marketing') }).check()
    await page.getByRole('button', { name: c('save') }).click()
    expect(await banner(page).count()).toBe(0)
    expect(JSON.parse((await stored(page))!)).toEqual({ analytics: false, marketing: true })
    await context.close()

    const again = await freshVisitor('de')
    await banner(again.page).getByRole('button', { name: tr('de', 'cookie', 'rejectAll'), exact: true }).click()
    expect(JSON.parse((await stored(again.page))!)).toEqual({ analytics: false, marketing: false })
    await again.context.close()
  })
})
