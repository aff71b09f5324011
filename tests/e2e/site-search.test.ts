import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser()

describe('site search in a real browser', () => {
  it.each([320, 390, 1366])('at %i px: the header search finds the boat trips on the German site, fits the screen, axe finds nothing', async (width) => {
    const context = await t.browser.newContext({ viewport: { width, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/?lng=de`)
    await page.locator(`summary[aria-label="${tr('de', 'common', 'nav.search')}"]`).click()
    const box = page.getByLabel(tr('de', 'common', 'nav.searchLabel'))
    await box.fill('boat')
    await box.press('Enter')
    await page.waitForURL(/\/search\?q=boat/)
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    const trips = page.locator('[data-search-group="trips"]')
    await expect.poll(() => trips.getByRole('link', { name: 'Sonnenuntergangsfahrt im Hafen von Maó mit Gin-Verkostung' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([])
    await context.close()
  })

  it('works without JavaScript: a transfer query points at the booking form', async () => {
    const context = await t.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/search?lng=en`)
    await page.getByLabel(tr('en', 'common', 'searchPage.label')).fill('taxi airport')
    await page.locator('main form[role="search"]').getByRole('button', { name: tr('en', 'common', 'searchPage.submit') }).click()
    await page.waitForURL(/\/search\?q=taxi/)
    await page.getByRole('link', { name: tr('en', 'common', 'searchPage.pointer.cta') }).click()
    await page.waitForURL(/\/airport-transfers\/request/)
    await context.close()
  })
})
