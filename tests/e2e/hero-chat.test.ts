import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { stopClock, useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

// Issue 16, "Phones": the hero's controls and the floating chat button never cover what a visitor reads or taps.
const t = useSiteInBrowser()
const WIDTHS = [320, 390, 1366] as const

async function visit(path: string, width: number, { clock = false } = {}): Promise<Page> {
  const context = await t.browser.newContext({ viewport: { width, height: width < 800 ? 800 : 768 }, hasTouch: width < 800, isMobile: width < 800 })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  if (clock) await stopClock(page)
  await page.goto(`${t.site.url}${path}`)
  return page
}

const hydrated = (page: Page, island: string) => page.locator(`[data-island="${island}"][data-hydrated]`).waitFor({ state: 'attached' })
const visibleSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute('id')
const heroControls = (page: Page) => page.getByTestId('hero-controls').getByRole('link')

describe('hero carousel on every width (issue 16)', () => {
  it.each(WIDTHS)('at %i px every arrow, dot and the pause toggle is the element under its own centre and covers no text', async (width) => {
    const page = await visit('/?lng=en', width)
    await hydrated(page, 'HeroCarousel')
    await hydrated(page, 'SearchForm')
    expect(await heroControls(page).count()).toBe(5) // previous, three dots, next
    expect(await page.getByTestId('hero-controls').getByRole('button', { name: tr('en', 'home', 'hero.pause') }).count()).toBe(1)
    const report = await page.getByTestId('hero-controls').evaluate((band) => {
      const controls = [...band.querySelectorAll('a, button')]
      const text = document.createRange()
      const slide = document.querySelector('[aria-roledescription="slide"]:not([aria-hidden])')!
      const textBoxes: DOMRect[] = []
      const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        text.selectNodeContents(node)
        textBoxes.push(...text.getClientRects())
      }
      return controls.map((control) => {
        const box = control.getBoundingClientRect()
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        const coveredText = textBoxes.filter((r) => r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom).length
        return { label: control.getAttribute('aria-label'), tappable: !!onTop && control.contains(onTop), size: Math.min(box.width, box.height), coveredText }
      })
    })
    for (const control of report) expect(control, control.label!).toMatchObject({ tappable: true, coveredText: 0 })
    for (const control of report) expect(control.size, control.label!).toBeGreaterThanOrEqual(24)
    await page.context().close()
  })

  it.each(WIDTHS)('at %i px the arrows and dots work by tap or click', async (width) => {
    const page = await visit('/?lng=en', width)
    await hydrated(page, 'HeroCarousel')
    const controls = page.getByTestId('hero-controls')
    const press = (name: string) => (width < 800 ? controls.getByRole('link', { name }).tap() : controls.getByRole('link', { name }).click())
    await press(tr('en', 'home', 'hero.next'))
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-2')
    await press(tr('en', 'home', 'hero.slide', { index: 3, count: 3 }))
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-3')
    expect(await controls.getByRole('link', { name: tr('en', 'home', 'hero.slide', { index: 3, count: 3 }) }).getAttribute('aria-current')).toBe('true')
    await press(tr('en', 'home', 'hero.previous'))
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-2')
    await page.context().close()
  })

  it('a tap is not undone when the end of the previous glide is reported late (a busy phone)', async () => {
    const page = await visit('/?lng=en', 320)
    await hydrated(page, 'HeroCarousel')
    const controls = page.getByTestId('hero-controls')
    await controls.getByRole('link', { name: tr('en', 'home', 'hero.next') }).tap()
    await expect.poll(() => page.locator('.hero-track').evaluate((track) => track.scrollLeft / track.clientWidth)).toBe(1)
    await controls.getByRole('link', { name: tr('en', 'home', 'hero.slide', { index: 3, count: 3 }) }).tap()
    // The glide towards slide 3 has just begun when the end of the first glide arrives: it is no stop of the visitor's.
    await page.locator('.hero-track').evaluate(async (track) => {
      while (track.scrollLeft < track.clientWidth + 2) await new Promise(requestAnimationFrame)
      track.dispatchEvent(new Event('scrollend'))
    })
    await expect.poll(() => page.locator('.hero-track').evaluate((track) => track.scrollLeft / track.clientWidth)).toBe(2)
    expect(await visibleSlide(page)).toBe('hero-slide-3')
    await page.context().close()
  })

  it('a control focused from the keyboard has a two-tone ring, white with a dark halo, visible on any photo (WCAG 1.4.11)', async () => {
    const page = await visit('/?lng=en', 1366)
    await hydrated(page, 'HeroCarousel')
    const previous = page.getByTestId('hero-controls').getByRole('link', { name: tr('en', 'home', 'hero.previous') })
    await previous.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const ring = await previous.evaluate((el) => ({ focusVisible: el.matches(':focus-visible'), style: getComputedStyle(el).outlineStyle, outline: getComputedStyle(el).outlineColor, halo: getComputedStyle(el).boxShadow }))
    expect(ring).toMatchObject({ focusVisible: true, style: 'solid' })
    // White (about 19:1 on the darkest photo) and a near-black halo (about 19:1 on the lightest).
    expect(ring.outline).toMatch(/^(rgb\(255, 255, 255\)|oklch\(1 0 0\)|lab\(100 0 0\))$/)
    expect(ring.halo).toMatch(/0px 0px 0px 6px/)
    expect(ring.halo).not.toMatch(/rgba?\(255/)
    await page.context().close()
  })

  it.each([320, 390])('at %i px a swipe moves the carousel, and autoplay continues from the swiped slide', async (width) => {
    const page = await visit('/?lng=en', width, { clock: true })
    await hydrated(page, 'HeroCarousel')
    const carousel = page.locator('[aria-roledescription="carousel"]')
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('on')
    const title = await page.locator('#hero-slide-1 h2').boundingBox()
    const y = title!.y + title!.height / 2
    // A real touch gesture through the browser's input pipeline: it scrolls the track natively.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: width - 20, y }] })
    for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: width - 20 - step * (width * 0.07), y }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    // A fling on a busy machine may carry past the next slide: whichever the swipe settles on, autoplay goes on from it.
    await expect.poll(() => visibleSlide(page)).not.toBe('hero-slide-1')
    const swiped = Number((await visibleSlide(page))!.replace('hero-slide-', ''))
    const following = `hero-slide-${(swiped % 3) + 1}`
    await expect.poll(() => carousel.getAttribute('data-autoplay')).toBe('on')
    await page.clock.runFor(5000)
    await expect.poll(() => visibleSlide(page)).toBe(following)
    await expect.poll(() => page.locator(`#${following}`).evaluate((slide) => Math.round(slide.getBoundingClientRect().left))).toBe(0)
    await page.context().close()
  })
})

/**
 * Every visible control the chat button's box meets, unless the button is hidden (it then lets
 * every tap through and shows nothing). Boxes only: the strictest reading of "covers".
 */
function controlsUnderChatButton(page: Page) {
  return page.getByTestId('chat-button').evaluate((button) => {
    const box = button.getBoundingClientRect()
    if (button.dataset.placement === 'hidden') return { placement: 'hidden', covered: [] as string[], pointerEvents: getComputedStyle(button).pointerEvents }
    const covered = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')]
      .filter((control) => !button.closest('aside')!.contains(control) && control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const r = control.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
      })
      .map((control) => control.outerHTML.slice(0, 120))
    return { placement: button.dataset.placement, covered, pointerEvents: getComputedStyle(button).pointerEvents }
  })
}

const CHAT_PAGES = ['/?lng=en', '/airport-transfers/ciutadella?lng=en', '/airport-transfers/request?lng=en']

describe('the floating chat button never covers a control (issue 16)', () => {
  it.each(WIDTHS.flatMap((width) => CHAT_PAGES.map((path) => [width, path] as const)))('at %i px on %s, from the top of the page to its end', async (width, path) => {
    const page = await visit(path, width)
    await hydrated(page, 'ChatWidget')
    await expect.poll(() => page.getByTestId('chat-button').getAttribute('data-placement')).toMatch(/full|compact|hidden/)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const step = (width < 800 ? 800 : 768) / 3
    for (let y = 0; y < height; y += step) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      await expect.poll(() => controlsUnderChatButton(page), { message: `scrolled to ${y}` }).toMatchObject({ covered: [] })
    }
    // At the page's end the footer leaves the corner clear: the button shows there.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect.poll(() => controlsUnderChatButton(page)).toMatchObject({ placement: width < 640 ? 'compact' : 'full', covered: [] })
    await page.context().close()
  })

  it.each([320, 390])('at %i px it is an icon named "Need help?", and it hides while a form field has focus', async (width) => {
    const page = await visit('/airport-transfers/request?lng=en', width)
    await hydrated(page, 'ChatWidget')
    const button = page.getByRole('button', { name: tr('en', 'common', 'chat.open') })
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect.poll(() => button.getAttribute('data-placement')).toBe('compact')
    expect(await button.evaluate((el) => el.getBoundingClientRect().width)).toBe(48)

    const field = page.locator('main').locator('input:not([type="hidden"]), select, textarea').first()
    await field.focus()
    await expect.poll(() => button.getAttribute('data-placement')).toBe('hidden')
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    expect(await button.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')

    await field.blur()
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect.poll(() => button.getAttribute('data-placement')).toBe('compact')
    await page.context().close()
  })

  it('stays reachable from the keyboard while hidden: focus shows it', async () => {
    const page = await visit('/airport-transfers/request?lng=en', 390)
    await hydrated(page, 'ChatWidget')
    const button = page.getByTestId('chat-button')
    await page.locator('main').locator('input:not([type="hidden"]), select, textarea').first().focus()
    await expect.poll(() => button.getAttribute('data-placement')).toBe('hidden')
    await button.focus()
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await page.context().close()
  })

  it.each(['/trips?lng=en', '/?lng=en'])('sits in a labelled landmark on %s: axe finds no content outside every landmark', async (path) => {
    const page = await visit(path, 390)
    await hydrated(page, 'ChatWidget')
    const region = page.getByRole('complementary', { name: tr('en', 'common', 'chat.title', { name: 'Menorca Tours & Transfers' }) })
    expect(await region.getByRole('button', { name: tr('en', 'common', 'chat.open') }).count()).toBe(1)
    const results = await new AxeBuilder({ page }).withRules(['region', 'landmark-unique', 'landmark-complementary-is-top-level']).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
    await page.context().close()
  })
})
