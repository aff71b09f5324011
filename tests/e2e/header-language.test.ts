import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { stopClock, useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser()
const n = (key: string, lng = 'en') => tr(lng, 'common', `nav.${key}`)

async function visit(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await t.browser.newContext({ viewport })
  await context.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false }))
  })
  const page = await context.newPage()
  await page.goto(`${t.site.url}${path}`)
  // The header hydrates when the browser is idle, which on a busy machine can come after the network is quiet.
  await page.waitForLoadState('networkidle')
  await page.locator('[data-island="SiteHeader"][data-hydrated]').waitFor({ state: 'attached' })
  return page
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '')
const isOpen = (page: Page, menu: string) => page.locator(`[data-menu="${menu}"]`).evaluate((el) => (el as HTMLDetailsElement).open)

describe('header (SPEC §2)', () => {
  it('mobile menu: opens with every link including Son Bou, closes on Escape and gives focus back to its button', async () => {
    const page = await visit('/blog?lng=en', { width: 375, height: 800 })
    await page.getByLabel(n('menu')).click()
    const mobile = page.getByRole('navigation', { name: n('mobileNavigation') })
    await expect.poll(() => mobile.isVisible()).toBe(true)
    expect(await mobile.getByRole('link', { name: n('transferSonBou') }).isVisible()).toBe(true)
    expect(await mobile.getByRole('link', { name: n('blog') }).getAttribute('aria-current')).toBe('page')
    await page.keyboard.press('Escape')
    await expect.poll(() => isOpen(page, 'mobile')).toBe(false)
    expect(await focused(page)).toBe(n('menu'))
    await page.context().close()
  })

  it('submenus: one open at a time, a click elsewhere closes them, Escape returns focus', async () => {
    const page = await visit('/?lng=en')
    const main = page.getByRole('navigation', { name: n('mainNavigation') })
    await main.locator('summary', { hasText: n('trips') }).click()
    expect(await main.getByRole('link', { name: n('camiDeCavalls') }).isVisible()).toBe(true)
    await main.locator('summary', { hasText: n('services') }).click()
    expect(await isOpen(page, '/trips')).toBe(false)
    expect(await main.getByRole('link', { name: n('requestTransfer') }).isVisible()).toBe(true)
    // Son Bou is only in the mobile menu.
    expect(await main.getByRole('link', { name: n('transferSonBou') }).count()).toBe(0)
    await page.mouse.click(640, 600)
    await expect.poll(() => isOpen(page, '/services')).toBe(false)

    await main.locator('summary', { hasText: n('trips') }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => isOpen(page, '/trips')).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => isOpen(page, '/trips')).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(n('trips'))
    await page.context().close()
  })

  it('the search toggle shows a search input with the cursor in it', async () => {
    const page = await visit('/?lng=en')
    await page.getByLabel(n('search'), { exact: true }).click()
    const input = page.getByRole('searchbox', { name: n('searchLabel') })
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    await input.fill('kayak')
    await input.press('Enter')
    // The header searches the whole site (issue 16, ADR 046).
    await page.waitForURL(/\/search\?q=kayak/)
    await page.context().close()
  })

  it('shows no admin icon to an anonymous visitor', async () => {
    const page = await visit('/?lng=en')
    expect(await page.getByTestId('admin-link').count()).toBe(0)
    await page.context().close()
  })
})

describe('language switcher (SPEC §4, §9)', () => {
  it('shows "Switching to …" in the new language for 1.5 s, switches after 0.8 s, remembers the choice and stays on the page', async () => {
    const page = await visit('/trips?lng=en&sort=rating')
    await stopClock(page)
    await page.getByLabel(`${n('language')}: English`).click()
    await page.locator('a[data-lang-option="de"]').click()
    const overlay = page.getByTestId('language-overlay').filter({ visible: true })
    expect(await overlay.textContent()).toBe(tr('de', 'common', 'nav.switchingTo', { language: 'Deutsch' }))
    expect(await page.locator('html').getAttribute('data-page-leaving')).toBe('')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de')
    expect((await page.context().cookies()).find((c) => c.name === 'i18nextLng')?.value).toBe('de')

    await page.clock.runFor(799)
    expect(page.url()).toContain('lng=en')
    const navigation = page.waitForURL(/lng=de/)
    await page.clock.runFor(1)
    await navigation
    expect(new URL(page.url()).pathname).toBe('/trips')
    expect(new URL(page.url()).searchParams.get('sort')).toBe('rating')
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    // The overlay stays up on the new page until 1.5 s after the choice, then the content fades in.
    expect(await page.locator('#language-overlay').isVisible()).toBe(true)
    expect(await page.locator('#main-content').evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await page.clock.runFor(1000)
    await expect.poll(() => page.locator('#language-overlay').isVisible()).toBe(false)
    await expect.poll(() => page.locator('#main-content').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    expect(await page.locator('#main-content').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s, 0.3s')
    await page.context().close()
  })

  it('logs a warning when the active language differs from the stored preference', async () => {
    const context = await t.browser.newContext()
    await context.addInitScript(() => {
      if (location.search.includes('lng=en')) localStorage.setItem('i18nextLng', 'de')
    })
    const page = await context.newPage()
    const warnings: string[] = []
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()) })
    await page.goto(`${t.site.url}/about?lng=en`)
    await expect.poll(() => warnings.some((w) => w.includes('"en"') && w.includes('"de"'))).toBe(true)
    await context.close()
  })
})
