import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser()
const h = (key: string, vars?: Record<string, string>) => tr('en', 'home', key, vars)
const PHONE = { width: 390, height: 844 }
const SMALL_PHONE = { width: 320, height: 640 }
const DESKTOP = { width: 1366, height: 768 }
/** The home page's length on a 390 × 844 phone, in screens: 19.3 before ADR 050, 7.6 after it. */
const MAX_HOME_SCREENS = 8
const RAILS = ['trips.title', 'destinations.title', 'commitment.title', 'features.title', 'testimonials.title'] as const

async function visit(path: string, viewport: { width: number; height: number }, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await t.browser.newContext({ viewport, ...options })
  // A saved choice keeps the cookie banner away: these tests are about the page under it.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  // The first page of a run waits for the image cache to warm up: on a loaded CI machine that is past 30 s.
  await page.goto(`${t.site.url}${path}`, { timeout: 90_000 })
  return page
}

/** How far below the top of the page an element starts, in screens of the current viewport. */
const screensDown = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => (el.getBoundingClientRect().top + window.scrollY) / window.innerHeight)

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const shownTypes = (page: Page) => page.locator('#popular-trips-list > li:not([hidden])').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.tripType!))

describe('home page on phones (issue 16)', () => {
  it('puts trips in the first two screens and stays within the agreed length, without sideways page scroll', async () => {
    const page = await visit('/?lng=en', PHONE)
    expect(await screensDown(page, '#popular-trips-list article')).toBeLessThan(2)
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)
    expect(screens).toBeLessThanOrEqual(MAX_HOME_SCREENS)
    expect(await pageOverflow(page)).toBe(0)
    await page.setViewportSize(SMALL_PHONE)
    expect(await pageOverflow(page)).toBe(0)
    await page.context().close()
  })

  it('shows each list as a labelled sideways rail with the next card peeking in, scrollable with the keyboard', async () => {
    const page = await visit('/?lng=en', PHONE)
    for (const title of RAILS) {
      const rail = page.getByRole('region', { name: h('rail', { title: h(title) }) })
      expect(await rail.getAttribute('tabindex')).toBe('0')
      expect(await rail.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe('x mandatory')
      expect(await rail.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      // The second card starts on screen and ends off it: the visitor sees there is more.
      const second = await rail.locator(':scope > ul > li').nth(1).boundingBox()
      expect(second!.x).toBeLessThan(PHONE.width)
      expect(second!.x + second!.width).toBeGreaterThan(PHONE.width)
    }
    const trips = page.getByRole('region', { name: h('rail', { title: h('trips.title') }) })
    await trips.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => trips.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await page.context().close()
  })

  it('shows where the keyboard is on every rail, the dark one included, at 3:1 or more against the band behind it (WCAG 1.4.11)', async () => {
    const page = await visit('/?lng=en', PHONE)
    for (const title of RAILS) {
      const rail = page.getByRole('region', { name: h('rail', { title: h(title) }) })
      // Tab from the control just before the rail, as a keyboard user arrives at it.
      await rail.evaluate((el) => {
        const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]')].filter((c) => c.tabIndex >= 0 && c.getClientRects().length > 0)
        const before = tabbable.filter((c) => c.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1)!
        before.focus()
      })
      await page.keyboard.press('Tab')
      expect(await rail.evaluate((el) => el === document.activeElement && el.matches(':focus-visible')), title).toBe(true)
      const ring = await rail.evaluate((el) => {
        const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number)
        // What lies behind the ring: the first ancestor with an opaque background (translucent ones blended onto it).
        const layers: Array<[number, number, number, number]> = []
        for (let node: Element | null = el; node; node = node.parentElement) {
          const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(node).backgroundColor)
          if (a > 0) layers.unshift([r, g, b, a])
          if (a === 1) break
        }
        const behind = layers.reduce<[number, number, number]>((under, [r, g, b, a]) => [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)], [255, 255, 255])
        const luminance = ([r, g, b]: number[]) => {
          const [lr, lg, lb] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
          return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!
        }
        const style = getComputedStyle(el)
        const [l1, l2] = [luminance(rgba(style.outlineColor)), luminance(behind)]
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), contrast: (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) }
      })
      expect(ring.style, title).not.toBe('none')
      expect(ring.width, title).toBeGreaterThanOrEqual(2)
      expect(ring.contrast, title).toBeGreaterThanOrEqual(3)
    }
    await page.context().close()
  })

  it('lets a 320 px phone choose every trip type', async () => {
    const types = (await (await fetch(`${t.site.url}/api/trip-types?lng=en`)).json()) as Array<{ name: string }>
    const page = await visit('/?lng=en', SMALL_PHONE)
    await page.locator('[data-island="PopularTripsFilter"]').scrollIntoViewIfNeeded()
    await page.locator('[data-island="PopularTripsFilter"][data-hydrated]').waitFor()
    const filter = page.getByRole('navigation', { name: h('trips.filterLabel') })
    expect(await filter.getByRole('link').count()).toBe(types.length + 1)
    for (const { name } of types) {
      const chip = filter.getByRole('link', { name, exact: true })
      await chip.click()
      await expect.poll(() => chip.getAttribute('aria-current')).toBe('true')
      expect(await chip.isVisible()).toBe(true)
      expect((await shownTypes(page)).every((type) => type.includes(name))).toBe(true)
    }
    expect(await pageOverflow(page)).toBe(0)
    await page.context().close()
  })

  it('keeps the grid on desktop: trips first, several cards a row, nothing to scroll sideways', async () => {
    const page = await visit('/?lng=en', DESKTOP)
    const sections = await page.locator('main section[aria-labelledby]').evaluateAll((all) => all.map((s) => s.getAttribute('aria-labelledby')))
    expect(sections.slice(0, 2)).toEqual(['popular-trips', 'popular-destinations'])
    for (const title of RAILS) {
      const rail = page.getByRole('region', { name: h('rail', { title: h(title) }) })
      const list = rail.locator(':scope > ul')
      expect(await list.evaluate((el) => getComputedStyle(el).display)).toBe('grid')
      expect(await rail.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      const [first, second] = [await list.locator(':scope > li').nth(0).boundingBox(), await list.locator(':scope > li').nth(1).boundingBox()]
      expect(second!.y).toBe(first!.y)
    }
    await page.context().close()
  })
})

describe('/trips on phones (issue 16)', () => {
  const n = (key: string) => tr('en', 'trips', key)
  const toggle = (page: Page) => page.locator('[data-trip-filters] > summary')

  it.each([true, false])('leads with the results and opens the filters with one tap (JavaScript: %s)', async (javaScriptEnabled) => {
    const page = await visit('/trips?lng=en&type=Boat&duration=half-day', PHONE, { javaScriptEnabled })
    expect(await screensDown(page, '[aria-labelledby="trips-results"] article')).toBeLessThan(1)
    expect((await toggle(page).textContent())?.trim()).toBe(`${n('filters.toggle')} (2)`)
    expect(await page.locator('[data-filter-chip]').filter({ visible: true }).count()).toBe(2)
    const typeSelect = page.getByLabel(n('filters.type'), { exact: true })
    expect(await typeSelect.isVisible()).toBe(false)
    await toggle(page).click()
    await expect.poll(() => typeSelect.isVisible()).toBe(true)
    expect(await typeSelect.inputValue()).toBe('Boat')
    expect(await pageOverflow(page)).toBe(0)
    await page.context().close()
  })

  it.each([true, false])('shows the filters beside the results on desktop (JavaScript: %s)', async (javaScriptEnabled) => {
    const page = await visit('/trips?lng=en', DESKTOP, { javaScriptEnabled })
    expect(await toggle(page).isVisible()).toBe(false)
    expect(await page.getByLabel(n('filters.type'), { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: n('filters.apply') }).isVisible()).toBe(true)
    const [filters, results] = [await page.locator('[data-trip-filters] form').boundingBox(), await page.locator('[aria-labelledby="trips-results"]').boundingBox()]
    expect(filters!.x + filters!.width).toBeLessThan(results!.x)
    await page.context().close()
  })
})
