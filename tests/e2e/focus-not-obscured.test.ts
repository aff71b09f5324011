import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { bookableTrip } from '../helpers/trip-bookings'

// WCAG 2.4.11 Focus Not Obscured: what has keyboard focus is never hidden under the cookie banner,
// and focus never moves on to the page while a header menu stays open over it.
const t = useSiteInBrowser()
const n = (key: string) => tr('en', 'common', `nav.${key}`)

async function visit(path: string, viewport: { width: number; height: number }, { consented = true } = {}): Promise<Page> {
  // Without the page's smooth scrolling: each focus's scroll is then done when the next check reads
  // the layout (with it, a busy machine could read a card mid-scroll, still under the banner).
  const context = await t.browser.newContext({ viewport, reducedMotion: 'reduce' })
  if (consented) await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  await page.goto(`${t.site.url}${path}`)
  await page.waitForLoadState('networkidle')
  await page.locator('[data-island="SiteHeader"][data-hydrated]').waitFor({ state: 'attached' })
  return page
}

/** The focused element, and whether any of it lies under the banner's card (banner's own controls excepted) or the sticky header. */
function focusState(page: Page): Promise<{ label: string; inBanner: boolean; underBanner: boolean; underHeader: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    const card = document.querySelector('[data-cookie-card]')
    const label = active ? `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}` : ''
    if (!active || active === document.body || !card) return { label, inBanner: false, underBanner: false, underHeader: false }
    if (card.closest('[role="dialog"]')?.contains(active)) return { label, inBanner: true, underBanner: false, underHeader: false }
    const a = active.getBoundingClientRect()
    const b = card.getBoundingClientRect()
    const overlaps = a.width > 0 && a.height > 0 && a.bottom > b.top + 0.5 && a.top < b.bottom && a.right > b.left && a.left < b.right
    const header = document.querySelector('header')
    const h = header?.getBoundingClientRect()
    // Half of it or more under the header (a region taller than the screen may start under it; a link may not).
    const covered = h ? Math.max(0, Math.min(a.bottom, h.bottom) - Math.max(a.top, h.top)) : 0
    const underHeader = Boolean(header && !header.contains(active) && a.height > 0 && covered >= a.height / 2)
    return { label, inBanner: false, underBanner: overlaps, underHeader }
  })
}

const isOpen = (page: Page, menu: string) => page.locator(`[data-menu="${menu}"]`).evaluate((el) => (el as HTMLDetailsElement).open)
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

describe('the cookie banner never hides the focused element', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ])('tabbing through the home page before any choice (%s)', async (_name, viewport) => {
    const page = await visit('/?lng=en', viewport, { consented: false })
    const banner = page.getByTestId('cookie-banner')
    await banner.waitFor()
    const hidden: string[] = []
    const underHeader: string[] = []
    let stops = 0
    for (; stops < 250; stops++) {
      await page.keyboard.press('Tab')
      const state = await focusState(page)
      if (state.inBanner) break
      if (state.underBanner) hidden.push(state.label)
      if (state.underHeader) underHeader.push(state.label)
    }
    expect(stops, 'reached the banner').toBeLessThan(250)
    expect(stops, 'tabbed through the page').toBeGreaterThan(20)
    expect(hidden).toEqual([])
    expect(underHeader, 'hidden under the sticky header').toEqual([])
    // Closed, the page no longer keeps room for it.
    await banner.getByRole('button', { name: tr('en', 'cookie', 'rejectAll') }).click()
    await expect.poll(() => banner.count()).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toMatch(/^(auto|0px)$/)
    await page.context().close()
  })
})

describe('the chat button beside the cookie banner', () => {
  it('shows above the banner on a phone before any choice, wherever a page leaves its corner free', async () => {
    const page = await visit('/testimonials?lng=es', { width: 390, height: 844 }, { consented: false })
    await page.getByTestId('cookie-banner').waitFor()
    const button = page.getByTestId('chat-button')
    await button.waitFor({ state: 'attached' })
    let shown = 0
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate((f) => window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) * f, behavior: 'instant' }), fraction)
      await page.waitForTimeout(150)
      if ((await button.getAttribute('data-placement')) !== 'hidden') shown++
    }
    expect(shown).toBeGreaterThan(0)
    const card = (await page.locator('[data-cookie-card]').boundingBox())!
    const box = (await button.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(card.y + 1)
    await page.context().close()
  })
})

/** Whether the sticky bar (the band around its "Book now" link) is over the focused element: a tap there would reach the bar. */
function coveredBySticky(page: Page, linkText: string): Promise<{ label: string; covered: boolean; inFooter: boolean }> {
  return page.evaluate((text) => {
    const active = document.activeElement as HTMLElement | null
    const label = active ? `${active.tagName} ${active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent?.trim().slice(0, 40) ?? ''}` : ''
    const bar = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === text && getComputedStyle(a.parentElement!).position === 'sticky')?.parentElement
    if (!active || active === document.body || !bar || bar.contains(active)) return { label, covered: false, inFooter: false }
    const inFooter = Boolean(active.closest('footer'))
    const r = active.getBoundingClientRect()
    // Its part on the screen (an iframe whose page could not load takes focus without scrolling to it).
    const top = Math.max(r.top, 0)
    const bottom = Math.min(r.bottom, innerHeight)
    if (r.width === 0 || bottom <= top) return { label, covered: false, inFooter }
    // Its middle, and its bottom corners when it fits between the sticky header (5 rem) and the bar.
    const points = [[r.left + r.width / 2, (top + bottom) / 2]]
    if (r.height <= innerHeight - 80 - bar.getBoundingClientRect().height) points.push([r.left + 2, bottom - 2], [r.right - 2, bottom - 2])
    const covered = points.some(([x, y]) => bar.contains(document.elementFromPoint(x!, y!)))
    return { label, covered, inFooter }
  }, linkText)
}

describe('the trip page\'s sticky "Book now" bar never hides the focused element', () => {
  it.each([
    ['phone', { width: 390, height: 844 }],
    // A 1280 × 800 window at 200 % zoom lays the page out as 640 × 400.
    ['200 % zoom', { width: 640, height: 400 }],
  ])('tabbing from the page\'s start to its footer (%s)', async (_name, viewport) => {
    const trip = await bookableTrip(t.site.knex)
    const page = await visit(`/trips/${trip.tripId}?lng=en`, viewport)
    // The date picker hydrates once in view: first that, then the tour from the top.
    await page.locator('#book').scrollIntoViewIfNeeded()
    await page.locator('[data-island="TripBookingPicker"][data-hydrated]').waitFor({ state: 'attached' })
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    const sticky = tr('en', 'trips', 'book.sticky')
    expect(await page.getByRole('link', { name: sticky }).isVisible()).toBe(true)
    const hidden: string[] = []
    let inBooking = 0
    let stops = 0
    for (; stops < 300; stops++) {
      await page.keyboard.press('Tab')
      const state = await coveredBySticky(page, sticky)
      if (state.inFooter) break
      if (state.covered) hidden.push(state.label)
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('#book')))) inBooking++
    }
    expect(stops, 'reached the footer').toBeLessThan(300)
    expect(inBooking, 'tabbed through the booking form').toBeGreaterThan(8)
    expect(hidden).toEqual([])
    await page.context().close()
  })
})

describe('focus does not leave an open header menu behind', () => {
  it('phone: tabbing past the mobile menu’s last link closes the menu', async () => {
    const page = await visit('/?lng=en', { width: 390, height: 844 })
    await page.getByLabel(n('menu')).click()
    const mobile = page.getByRole('navigation', { name: n('mobileNavigation') })
    await expect.poll(() => mobile.isVisible()).toBe(true)
    await mobile.getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => isOpen(page, 'mobile')).toBe(false)
    expect(await mobile.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.querySelector('[data-menu="mobile"]')?.contains(document.activeElement))).toBe(false)
    await page.context().close()
  })

  it('desktop: a dropdown closes when focus moves on, and Escape then leaves focus where it is', async () => {
    const page = await visit('/?lng=en', { width: 1280, height: 900 })
    const main = page.getByRole('navigation', { name: n('mainNavigation') })
    await main.locator('summary', { hasText: n('trips') }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => isOpen(page, '/trips')).toBe(true)
    const items = await main.locator('[data-menu="/trips"] a').count()
    for (let i = 0; i < items; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.querySelector('[data-menu="/trips"]')?.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => isOpen(page, '/trips')).toBe(false)
    const next = await focusedText(page)
    expect(next).not.toContain(n('trips'))
    await page.keyboard.press('Escape')
    expect(await focusedText(page)).toBe(next)
    await page.context().close()
  })

  it('desktop: Escape inside an open dropdown closes it and gives focus back to its toggle', async () => {
    const page = await visit('/?lng=en', { width: 1280, height: 900 })
    const main = page.getByRole('navigation', { name: n('mainNavigation') })
    await main.locator('summary', { hasText: n('services') }).click()
    await main.getByRole('link', { name: n('requestTransfer') }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => isOpen(page, '/services')).toBe(false)
    expect(await focusedText(page)).toContain(n('services'))
    await page.context().close()
  })
})
