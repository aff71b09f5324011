import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser()

describe('home page in a real browser', () => {
  it.each(LANGUAGES)('loads in %s with every section, no console errors and no CSP violations', async (lng) => {
    const context = await t.browser.newContext()
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()) })
    page.on('pageerror', (e) => problems.push(e.message))
    const response = await page.goto(`${t.site.url}/?lng=${lng}`, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe(lng)
    await expect.poll(() => page.locator('#popular-destinations').textContent()).toBe(tr(lng, 'home', 'destinations.title'))
    for (const id of ['popular-trips', 'commitment', 'features', 'transfers-faq', 'testimonials', 'newsletter']) {
      expect(await page.locator(`#${id}`).isVisible()).toBe(true)
    }
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.locator('[data-island="HeroCarousel"] img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('works without JavaScript: menus open, the language switcher changes the language', async () => {
    const context = await t.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/`)
    await page.locator('header details[data-menu] summary', { hasText: tr('es', 'common', 'nav.trips') }).first().click()
    expect(await page.getByRole('link', { name: tr('es', 'common', 'nav.camiDeCavalls') }).first().isVisible()).toBe(true)
    await page.locator('summary[aria-label^="' + tr('es', 'common', 'nav.language') + '"]').click()
    await page.locator('a[data-lang-option="de"]').click()
    await page.waitForURL(/lng=de/)
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    // The choice is remembered: the next page without ?lng stays German.
    await page.goto(`${t.site.url}/`)
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    await context.close()
  })

  it('hydrates the hero carousel island: the next arrow changes the visible slide', async () => {
    const context = await t.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${t.site.url}/?lng=en`, { waitUntil: 'networkidle' })
    const slide = (n: number) => page.locator(`#hero-slide-${n}`)
    expect(await slide(1).getAttribute('aria-hidden')).toBeNull()
    await page.getByRole('link', { name: tr('en', 'home', 'hero.next') }).click()
    await expect.poll(() => slide(2).getAttribute('aria-hidden')).toBeNull()
    expect(await slide(1).getAttribute('aria-hidden')).toBe('true')
    await context.close()
  })
})
