import { gzipSync } from 'node:zlib'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { stopClock, useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser()
const h = (key: string) => tr('en', 'home', key)
const GLOBAL_ISLANDS = ['ChatWidget', 'CookieBanner', 'SiteHeader', 'Toaster']

async function visit(path: string, options: BrowserContextOptions & { clock?: boolean } = {}): Promise<Page> {
  const { clock, ...contextOptions } = options
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  if (clock) await stopClock(page)
  await page.goto(`${t.site.url}${path}`)
  return page
}

const visibleSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute('id')
const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')

describe('hero carousel (SPEC §2, §9)', () => {
  it('advances every 5000 ms', async () => {
    const page = await visit('/?lng=en', { clock: true })
    await expect.poll(() => carousel(page).getAttribute('data-autoplay')).toBe('on')
    await page.locator('[data-island="HeroCarousel"][data-hydrated]').waitFor()
    expect(await visibleSlide(page)).toBe('hero-slide-1')
    await page.clock.runFor(4999)
    expect(await visibleSlide(page)).toBe('hero-slide-1')
    await page.clock.runFor(1)
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-2')
    await page.context().close()
  })

  it('pauses while hovered and while focused', async () => {
    const page = await visit('/?lng=en', { clock: true })
    await page.locator('[data-island="HeroCarousel"][data-hydrated]').waitFor()
    await carousel(page).hover()
    await expect.poll(() => carousel(page).getAttribute('data-autoplay')).toBe('off')
    await page.clock.runFor(12_000)
    expect(await visibleSlide(page)).toBe('hero-slide-1')
    await page.mouse.move(5, 890)
    await expect.poll(() => carousel(page).getAttribute('data-autoplay')).toBe('on')

    await carousel(page).getByRole('link', { name: h('hero.about') }).first().focus()
    await expect.poll(() => carousel(page).getAttribute('data-autoplay')).toBe('off')
    await page.clock.runFor(12_000)
    expect(await visibleSlide(page)).toBe('hero-slide-1')
    await page.context().close()
  })

  it('stays still for a visitor who prefers reduced motion, until they press play', async () => {
    const page = await visit('/?lng=en', { clock: true, reducedMotion: 'reduce' })
    await page.locator('[data-island="HeroCarousel"][data-hydrated]').waitFor()
    await expect.poll(() => carousel(page).getAttribute('data-autoplay')).toBe('off')
    await page.clock.runFor(15_000)
    expect(await visibleSlide(page)).toBe('hero-slide-1')
    // Never started: the toggle offers to play, and playing is the visitor's own choice.
    await carousel(page).getByRole('button', { name: h('hero.play') }).click()
    await expect.poll(() => carousel(page).getAttribute('data-autoplay')).toBe('on')
    await page.clock.runFor(5000)
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-2')
    await page.context().close()
  })

  // WCAG 2.2.2 Pause, Stop, Hide; WAI-ARIA APG carousel pattern.
  it.each(['en', 'de'])('in %s a labelled toggle, first in the carousel, stops and restarts the rotation from the keyboard', async (lng) => {
    const label = (key: string) => tr(lng, 'home', key)
    const page = await visit(`/?lng=${lng}`, { clock: true })
    await page.locator('[data-island="HeroCarousel"][data-hydrated]').waitFor()
    await expect.poll(() => carousel(page).getAttribute('data-autoplay')).toBe('on')
    const pause = carousel(page).getByRole('button', { name: label('hero.pause') })
    expect(await pause.isVisible()).toBe(true)
    // The first stop of the carousel's tab sequence: from the control before it, one Tab.
    await pause.focus()
    await page.keyboard.press('Shift+Tab')
    expect(await carousel(page).evaluate((el) => el.contains(document.activeElement))).toBe(false)
    await page.keyboard.press('Tab')
    expect(await pause.evaluate((el) => el === document.activeElement)).toBe(true)
    // Focus on the toggle itself does not hold the rotation: it still turns, so "pause" means something.
    await page.clock.runFor(5000)
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-2')
    await page.keyboard.press('Enter')
    const play = carousel(page).getByRole('button', { name: label('hero.play') })
    await expect.poll(() => play.count()).toBe(1)
    expect(await carousel(page).getAttribute('data-autoplay')).toBe('off')
    await page.clock.runFor(20_000)
    expect(await visibleSlide(page)).toBe('hero-slide-2')
    await page.keyboard.press('Space')
    await expect.poll(() => carousel(page).getByRole('button', { name: label('hero.pause') }).count()).toBe(1)
    await page.clock.runFor(5000)
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-3')
    await page.context().close()
  })

  it('announces a slide the visitor chooses, never one that turns by itself (aria-live off while rotating)', async () => {
    const page = await visit('/?lng=en', { clock: true })
    await page.locator('[data-island="HeroCarousel"][data-hydrated]').waitFor()
    const track = page.locator('.hero-track')
    await expect.poll(() => carousel(page).getAttribute('data-autoplay')).toBe('on')
    expect(await track.getAttribute('aria-live')).toBe('off')
    await page.clock.runFor(5000)
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-2')
    expect(await track.getAttribute('aria-live')).toBe('off')
    // Keyboard focus on a control holds the rotation: what the visitor does next is read out.
    const next = carousel(page).getByRole('link', { name: h('hero.next') })
    await next.focus()
    await expect.poll(() => track.getAttribute('aria-live')).toBe('polite')
    await page.keyboard.press('Enter')
    await expect.poll(() => visibleSlide(page)).toBe('hero-slide-3')
    expect(await track.getAttribute('aria-live')).toBe('polite')
    await page.context().close()
  })

  it('keeps the one h1 of the page outside the carousel, exposed whichever slide shows', async () => {
    const page = await visit('/?lng=de', { clock: true })
    await page.locator('[data-island="HeroCarousel"][data-hydrated]').waitFor()
    const heading = page.getByRole('heading', { level: 1 })
    for (const slide of ['hero-slide-1', 'hero-slide-2', 'hero-slide-3']) {
      await expect.poll(() => visibleSlide(page)).toBe(slide)
      expect(await heading.count()).toBe(1)
      expect(await heading.textContent()).toBe(tr('de', 'home', 'hero.title'))
      expect(await heading.evaluate((el) => !el.closest('[aria-hidden="true"], [aria-roledescription="carousel"]'))).toBe(true)
      // The shown slide's title is a heading of its own, one level down; the hidden ones are out of the accessibility tree.
      const slideTitles = carousel(page).getByRole('heading', { level: 2 })
      expect(await slideTitles.count()).toBe(1)
      expect(await slideTitles.evaluate((el) => el.closest('[aria-roledescription="slide"]')?.id)).toBe(slide)
      await page.clock.runFor(5000)
    }
    await page.context().close()
  })

  it('without JavaScript shows every slide to assistive technology and the keyboard, and no toggle (nothing rotates)', async () => {
    const page = await visit('/?lng=de', { javaScriptEnabled: false })
    expect(await page.locator('[aria-roledescription="slide"][aria-hidden]').count()).toBe(0)
    expect(await page.locator('[aria-roledescription="slide"] a[tabindex="-1"]').count()).toBe(0)
    expect(await carousel(page).getByRole('button').count()).toBe(0)
    expect(await page.locator('h1').count()).toBe(1)
    // A dot is a link into the track: slide 2 shows, and its own link is the next stop of the keyboard.
    await carousel(page).getByRole('link', { name: tr('de', 'home', 'hero.slide', { index: 2, count: 3 }) }).click()
    await expect.poll(() => page.locator('.hero-track').evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1)
    await page.context().close()
  })
})

describe('search form (SPEC §2)', () => {
  it('goes to /trips with only the values that differ from the defaults', async () => {
    const page = await visit('/?lng=en')
    const form = page.getByRole('form', { name: h('search.title') })
    await page.locator('[data-island="SearchForm"][data-hydrated]').waitFor()
    await form.getByLabel(h('search.destination')).selectOption('north')
    await form.getByLabel(h('search.duration')).selectOption('full-day')
    await form.getByRole('button', { name: h('search.submit') }).click()
    await page.waitForURL(/\/trips/)
    // The English page's form keeps the language (ADR 045).
    expect(new URL(page.url()).search).toBe('?destination=north&duration=full-day&lng=en')
    await page.context().close()
  })
})

describe('popular trips filter (SPEC §2)', () => {
  const shownTypes = (page: Page) => page.locator('#popular-trips-list > li:not([hidden])').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.tripType))

  it('filters on the client by trip-type name and keeps the choice in the address', async () => {
    const page = await visit('/?lng=en')
    const filter = page.getByRole('navigation', { name: h('trips.filterLabel') })
    await page.locator('[data-island="PopularTripsFilter"]').scrollIntoViewIfNeeded()
    await page.locator('[data-island="PopularTripsFilter"][data-hydrated]').waitFor()
    const all = await shownTypes(page)
    expect(all.length).toBeGreaterThan(3)

    await filter.getByRole('link', { name: 'Boat' }).click()
    const boats = await shownTypes(page)
    expect(boats.length).toBeGreaterThan(0)
    expect(boats.every((type) => type!.includes('Boat'))).toBe(true)
    expect(boats.length).toBeLessThan(all.length)
    expect(new URL(page.url()).searchParams.get('type')).not.toBeNull()
    expect(await filter.getByRole('link', { name: 'Boat' }).getAttribute('aria-current')).toBe('true')

    await filter.getByRole('link', { name: h('trips.allTypes') }).click()
    expect(await shownTypes(page)).toEqual(all)
    await page.context().close()
  })

  it('filters on the server without JavaScript', async () => {
    const page = await visit('/?lng=en&type=2', { javaScriptEnabled: false })
    const types = await shownTypes(page)
    expect(types.length).toBeGreaterThan(0)
    expect(types.every((type) => type!.includes('Kayak'))).toBe(true)
    await page.context().close()
  })
})

describe('lazy images (SPEC §2, §9)', () => {
  it('below-the-fold images wait with a blur placeholder, then fade in once loaded', async () => {
    const page = await visit('/?lng=en')
    await page.waitForLoadState('networkidle')
    // A lazy image still far below the viewport: not loaded yet.
    expect(await page.locator('img[data-loading]').count()).toBeGreaterThan(0)
    const image = (await page.locator('img[data-loading]').last().elementHandle())!
    expect(await image.getAttribute('loading')).toBe('lazy')
    const placeholder = await image.evaluate((img) => getComputedStyle(img).backgroundImage)
    expect(placeholder).toContain('width=20')
    expect(placeholder).toContain('quality=30')
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false)
    expect(await image.evaluate((img) => getComputedStyle(img).filter)).toContain('blur')
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect.poll(() => image.getAttribute('data-loading')).toBeNull()
    await expect.poll(() => image.evaluate((img) => getComputedStyle(img).opacity)).toBe('1')
    await page.context().close()
  })
})

describe('JavaScript budget', () => {
  async function scriptsOf(path: string) {
    const context = await t.browser.newContext()
    const page = await context.newPage()
    const scripts = new Map<string, number>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length)
    })
    await page.goto(`${t.site.url}${path}`, { waitUntil: 'networkidle' })
    // Bringing each island into view wakes the ones that wait to be visible; idle ones wait for the browser (≤ 3 s).
    for (const island of await page.locator('[data-island]').all()) {
      await island.scrollIntoViewIfNeeded()
      await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 10_000 }).toBe('')
    }
    await page.waitForLoadState('networkidle')
    const islands = await page.locator('[data-island][data-hydrated]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.island!))
    await context.close()
    return { scripts, islands, gzipBytes: [...scripts.values()].reduce((a, b) => a + b, 0) }
  }

  it('the home page loads at most 100 KB of gzipped JavaScript with every island hydrated', async () => {
    const home = await scriptsOf('/?lng=en')
    expect(new Set(home.islands)).toEqual(new Set([...GLOBAL_ISLANDS, 'HeroCarousel', 'SearchForm', 'PopularTripsFilter', 'NewsletterForm']))
    expect(home.gzipBytes).toBeLessThanOrEqual(100 * 1024)
  })

  it('a page with only the global islands loads no other island code', async () => {
    const home = await scriptsOf('/?lng=en')
    const about = await scriptsOf('/about?lng=en')
    expect(new Set(about.islands)).toEqual(new Set(GLOBAL_ISLANDS))
    for (const script of about.scripts.keys()) expect(home.scripts.has(script)).toBe(true)
    expect(about.scripts.size).toBeLessThan(home.scripts.size)
  })
})
