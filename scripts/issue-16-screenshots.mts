// Before/after screenshots of issue 16's phone defects, for the issue's closing note
// (docs/issue-16/README.md). Run against two live sites, the code before the fixes and after them,
// each started with its own data dir (the first start seeds the same demo content):
//
//   npx tsx scripts/issue-16-screenshots.mts http://localhost:4101 http://localhost:4102 [docs/issue-16]
//
// Both sides get the same viewport, language, URL and actions. Every context asks for reduced
// motion, which stops the hero's autoplay on both versions, so both show the first slide. Red dashed
// boxes and lines are drawn on top of the page only where a defect is otherwise invisible (controls
// hidden under a card, the edge of the screen). Measurements go to measurements.json beside the images.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import sharp from 'sharp'
import { chromiumBinary } from '../tests/helpers/chromium'

const [beforeUrl, afterUrl, outDir = 'docs/issue-16'] = process.argv.slice(2)
if (!beforeUrl || !afterUrl) {
  console.error('usage: npx tsx scripts/issue-16-screenshots.mts <before base URL> <after base URL> [output dir]')
  process.exit(2)
}

const PHONE = { width: 390, height: 844 }
/**
 * Desktop: the issue says 1366 px, but at 1366 px the previous arrow ends some 20 px left of the
 * hero text in every language and slide (measured on the code before the fix); from 1024 to 1280 px
 * it covers the subtitle on every slide. 1280 × 800 is a common laptop screen.
 */
const DESKTOP = { width: 1280, height: 800 }
/** docs/issue-16 keeps each image under 250 KB: a larger screenshot is re-encoded at a lower quality. */
const MAX_BYTES = 240_000

type Side = 'before' | 'after'
type Measures = Record<string, number | string | string[]>

interface Shot {
  name: string
  path: string
  viewport: { width: number; height: number }
  /** A fresh visitor: the cookie banner is the subject. Everyone else has already answered it. */
  freshVisitor?: boolean
  /** Also a whole-page overview, scaled down, with the screen boundaries numbered. */
  overview?: boolean
  /** Gets the page ready and measures it; returns a clip (page coordinates) when not the viewport. */
  prepare?: (page: Page, side: Side) => Promise<{ measures?: Measures; clip?: { x: number; y: number; width: number; height: number } } | void>
}

const waitHydrated = (page: Page, island: string) => page.locator(`[data-island="${island}"][data-hydrated]`).first().waitFor({ state: 'attached', timeout: 60_000 })

/** Red dashed boxes over the elements, above everything: shows where controls are even when a card hides them. */
async function mark(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    // An element made invisible (the chat button steps aside by fading out) gets no box: nothing is there to see.
    const elements = [...document.querySelectorAll(sel)].filter((el) => el.getBoundingClientRect().width > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    for (const el of elements) {
      const r = el.getBoundingClientRect()
      const box = document.createElement('div')
      box.setAttribute('data-shot-mark', '')
      Object.assign(box.style, { position: 'absolute', left: `${r.left + window.scrollX - 3}px`, top: `${r.top + window.scrollY - 3}px`, width: `${r.width + 6}px`, height: `${r.height + 6}px`, border: '3px dashed #e11d48', borderRadius: '6px', zIndex: '2147483647', pointerEvents: 'none', boxSizing: 'border-box' })
      document.body.append(box)
    }
    return elements.length
  }, selector)
}

/** Scrolls so the element's centre sits where the floating chat button is drawn before the fix (16 px from the bottom, 44 px tall). */
async function bringUnderChatCorner(page: Page, selector: string) {
  await page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect()
    window.scrollTo({ top: r.top + r.height / 2 + window.scrollY - (window.innerHeight - 38), behavior: 'instant' })
  })
  // The chat button places itself on scroll (after the fix): give it a moment to settle.
  await page.waitForTimeout(800)
}

/** Controls whose box meets the floating chat button's, as a visitor would find them: under the button. */
function controlsUnderChatButton(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="chat-button"], [data-island="ChatWidget"] .fixed')
    if (!button || getComputedStyle(button).opacity === '0') return { button: 'hidden', covered: [] as string[] }
    const box = button.getBoundingClientRect()
    const covered = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')]
      .filter((control) => !button.contains(control) && control !== button && control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const r = control.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
      })
      .map((control) => `${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ''} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`)
    return { button: `${Math.round(box.width)}×${Math.round(box.height)} px`, covered }
  })
}

/** How far down the page the first link to a trip starts, in screens. */
const firstTripScreens = (page: Page) =>
  page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((a) => /^\/trips\/\d+/.test(a.getAttribute('href')!) && a.getBoundingClientRect().height > 0)
    return link ? Math.round(((link.getBoundingClientRect().top + window.scrollY) / window.innerHeight) * 100) / 100 : -1
  })

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)

/** The chat button over a control: the control scrolled under the button's corner, the button outlined. */
function chatButtonShot(name: string, path: string, control: string, islands: string[]): Shot {
  return {
    name,
    path,
    viewport: PHONE,
    async prepare(page) {
      for (const island of islands) await waitHydrated(page, island)
      await bringUnderChatCorner(page, control)
      const under = await controlsUnderChatButton(page)
      await mark(page, '[data-testid="chat-button"], [data-island="ChatWidget"] .fixed')
      return { measures: { chatButton: under.button, covered: under.covered } }
    },
  }
}

const SHOTS: Shot[] = [
  {
    name: '1-hero-controls-390',
    path: '/?lng=en',
    viewport: PHONE,
    async prepare(page) {
      await waitHydrated(page, 'HeroCarousel')
      await waitHydrated(page, 'SearchForm')
      // Every arrow and dot: before the fix the dots are plain spans, after it they are links.
      const selector = '[aria-roledescription="carousel"] a[href^="#hero-slide"], [aria-roledescription="carousel"] > div[aria-hidden="true"] > span'
      const tappable = await page.evaluate((sel) => [...document.querySelectorAll(sel)].filter((el) => {
        const r = el.getBoundingClientRect()
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return !!top && el.contains(top)
      }).length, selector)
      const controls = await mark(page, selector)
      return { measures: { controls, tappable } }
    },
  },
  {
    name: '2-hero-arrow-1280',
    path: '/?lng=en',
    viewport: DESKTOP,
    async prepare(page) {
      await waitHydrated(page, 'HeroCarousel')
      const previous = page.locator('[aria-roledescription="carousel"] a[href^="#hero-slide"]').first()
      const overlap = await previous.evaluate((arrow) => {
        const a = arrow.getBoundingClientRect()
        const slide = document.querySelector('[aria-roledescription="slide"]:not([aria-hidden])')!
        const range = document.createRange()
        const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT)
        let covered = 0
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          range.selectNodeContents(node)
          if ([...range.getClientRects()].some((r) => r.left < a.right && a.left < r.right && r.top < a.bottom && a.top < r.bottom)) covered++
        }
        return covered
      })
      await mark(page, '[aria-roledescription="carousel"] a[href^="#hero-slide"]')
      return { measures: { textRunsUnderPreviousArrow: overlap } }
    },
  },
  chatButtonShot('3a-chat-button-request-form-390', '/airport-transfers/request?lng=en', '#f-date', ['ChatWidget']),
  chatButtonShot('3b-chat-button-home-search-390', '/?lng=en', '[data-island="SearchForm"] button[type="submit"]', ['ChatWidget', 'SearchForm']),
  {
    name: '4-german-trip-title-390',
    path: '/trips/2?lng=de',
    viewport: PHONE,
    async prepare(page) {
      await page.locator('h1').waitFor()
      const measures = await page.evaluate(() => {
        const width = document.documentElement.scrollWidth
        const screen = document.documentElement.clientWidth
        const past = [...document.body.querySelectorAll('*')].filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > screen + 1)
        const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other))).slice(0, 4)
        return { pageWidth: width, screenWidth: screen, pastTheScreen: innermost.map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`) }
      })
      // The screen's right edge, and a tint over whatever lies past it (the part a visitor must scroll sideways to read).
      await page.evaluate(({ screen, width }) => {
        const height = document.documentElement.scrollHeight
        const bands: Array<Partial<CSSStyleDeclaration>> = [{ left: `${screen}px`, width: '0', borderLeft: '3px dashed #e11d48' }]
        if (width > screen) bands.push({ left: `${screen}px`, width: `${width - screen}px`, background: 'rgba(225, 29, 72, 0.25)' })
        for (const style of bands) {
          const el = document.createElement('div')
          Object.assign(el.style, { position: 'absolute', top: '0', height: `${height}px`, zIndex: '2147483647', pointerEvents: 'none' }, style)
          document.body.append(el)
        }
      }, { screen: measures.screenWidth, width: measures.pageWidth })
      const title = (await page.locator('h1').boundingBox())!
      // Wider than the screen on purpose: what sticks out past the edge shows to the right of the red line.
      return { measures, clip: { x: 0, y: 0, width: 440, height: Math.min(PHONE.height, Math.ceil(title.y + title.height + 240)) } }
    },
  },
  {
    name: '5-cookie-banner-390',
    // Spanish, the language a visitor without a preference gets, and the one where the banner was largest.
    path: '/?lng=es',
    viewport: PHONE,
    freshVisitor: true,
    async prepare(page) {
      const card = page.locator('[data-cookie-card], [data-testid="cookie-banner"] > div').first()
      // The share of the first screen from the banner's top edge down, in each language (nobody answers it here, so it shows on every load).
      const shareByLanguage: string[] = []
      for (const lng of ['es', 'en', 'de', 'ca']) {
        await page.goto(page.url().replace(/lng=\w+/, `lng=${lng}`), { waitUntil: 'load' })
        await waitHydrated(page, 'CookieBanner')
        await card.waitFor()
        shareByLanguage.push(`${lng} ${Math.round(((PHONE.height - (await card.boundingBox())!.y) / PHONE.height) * 100)} %`)
      }
      await page.goto(page.url().replace(/lng=\w+/, 'lng=es'), { waitUntil: 'load' })
      await page.waitForLoadState('networkidle').catch(() => undefined)
      await waitHydrated(page, 'CookieBanner')
      await card.waitFor()
      const box = (await card.boundingBox())!
      const buttons = await page.locator('[data-testid="cookie-banner"] button').evaluateAll((all) =>
        all.filter((b) => b.getBoundingClientRect().height > 0).map((b) => `${(b.textContent ?? '').trim()}: ${getComputedStyle(b).backgroundColor}`),
      )
      return { measures: { coveredShare: Math.round(((PHONE.height - box.y) / PHONE.height) * 100) / 100, shareByLanguage, buttons } }
    },
  },
  {
    name: '6-request-form-errors-390',
    path: '/airport-transfers/request?lng=en',
    viewport: PHONE,
    async prepare(page) {
      await waitHydrated(page, 'ChatWidget')
      // A return trip to Fornells, leaving out the flight, the return date and time and the contact details.
      await page.locator('input[name="tripType"][value="return"]').check()
      await page.locator('#f-to').selectOption('fornells')
      await page.locator('#f-date').fill(inTenDays)
      await page.locator('#f-time').fill('14:30')
      // As long as a person takes: the form refuses what is sent faster (spam check).
      await page.waitForTimeout(3000)
      await Promise.all([page.waitForLoadState('load'), page.locator('button[name="intent"][value="book"]').click()])
      await page.waitForURL(/request/)
      await page.waitForLoadState('load')
      await page.waitForTimeout(1500)
      return {
        measures: await page.evaluate(() => ({
          scrollY: Math.round(window.scrollY),
          focused: document.activeElement === document.body ? 'body' : `${document.activeElement!.tagName.toLowerCase()}${document.activeElement!.hasAttribute('data-error-summary') ? ' (error summary)' : ''}`,
          firstFieldErrorScreens: (() => {
            const error = document.querySelector('[id$="-error"]')
            return error ? Math.round(((error.getBoundingClientRect().top + window.scrollY) / window.innerHeight) * 100) / 100 : -1
          })(),
        })),
      }
    },
  },
  {
    name: '7-mobile-home-390',
    path: '/?lng=en',
    viewport: PHONE,
    overview: true,
    async prepare(page) {
      await waitHydrated(page, 'HeroCarousel')
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      return { measures: { pageHeight: height, screens: Math.round((height / PHONE.height) * 10) / 10, firstTripAtScreen: await firstTripScreens(page) } }
    },
  },
  {
    name: '8-trips-list-390',
    path: '/trips?lng=en',
    viewport: PHONE,
    async prepare(page) {
      await page.locator('main').waitFor()
      return { measures: { firstTripAtScreen: await firstTripScreens(page) } }
    },
  },
]

/**
 * The whole page at a quarter of its size, a dashed line and number at the end of every screen
 * and a box around the first trip: how far a visitor scrolls, at a glance.
 */
async function overview(page: Page, file: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  // Lazy images load as they come near the screen: scroll the whole page once.
  for (let y = 0; y < height; y += PHONE.height) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(250)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.evaluate((screen) => {
    const height = document.documentElement.scrollHeight
    for (let n = 1; n * screen < height + screen; n++) {
      const line = document.createElement('div')
      Object.assign(line.style, { position: 'absolute', left: '0', right: '0', top: `${Math.min(n * screen, height) - 4}px`, borderTop: '8px dashed #e11d48', zIndex: '2147483647', pointerEvents: 'none' })
      const label = document.createElement('span')
      label.textContent = String(n)
      Object.assign(label.style, { position: 'absolute', left: '0', bottom: '4px', padding: '4px 16px', background: '#e11d48', color: '#fff', font: 'bold 64px/1 sans-serif' })
      line.append(label)
      document.body.append(line)
    }
    const trip = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((a) => /^\/trips\/\d+/.test(a.getAttribute('href')!) && a.getBoundingClientRect().height > 0)
    if (trip) {
      const r = (trip.closest('article') ?? trip).getBoundingClientRect()
      const box = document.createElement('div')
      Object.assign(box.style, { position: 'absolute', left: `${r.left + window.scrollX - 6}px`, top: `${r.top + window.scrollY - 6}px`, width: `${r.width + 12}px`, height: `${r.height + 12}px`, border: '10px solid #e11d48', zIndex: '2147483647', pointerEvents: 'none', boxSizing: 'border-box' })
      document.body.append(box)
    }
  }, PHONE.height)
  const png = await page.screenshot({ fullPage: true, scale: 'css' })
  const webp = await sharp(png).resize({ width: Math.round(PHONE.width / 4) }).webp({ quality: 80 }).toBuffer()
  writeFileSync(file, webp)
  console.log(`${file}: ${Math.round(webp.length / 1024)} KB`)
}

async function capture(browser: Browser, base: string, side: Side, shot: Shot): Promise<Measures> {
  const options: BrowserContextOptions = { viewport: shot.viewport, deviceScaleFactor: shot.viewport.width < 800 ? 2 : 1, reducedMotion: 'reduce', locale: 'en-GB' }
  if (shot.viewport.width < 800) Object.assign(options, { isMobile: true, hasTouch: true })
  const context = await browser.newContext(options)
  context.setDefaultTimeout(60_000)
  if (!shot.freshVisitor) await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  try {
    await page.goto(`${base}${shot.path}`, { waitUntil: 'load', timeout: 120_000 })
    // Images below the first screen load lazily; the first screen's are in once the network is quiet.
    await page.waitForLoadState('networkidle').catch(() => undefined)
    const { measures = {}, clip } = (await shot.prepare?.(page, side)) ?? {}
    const png = clip ? await page.screenshot({ clip, fullPage: true }) : await page.screenshot()
    let quality = 80
    let webp = await sharp(png).webp({ quality }).toBuffer()
    while (webp.length > MAX_BYTES && quality > 30) {
      quality -= 10
      webp = await sharp(png).webp({ quality }).toBuffer()
    }
    const file = path.join(outDir, `${shot.name}-${side}.webp`)
    writeFileSync(file, webp)
    console.log(`${file}: ${Math.round(webp.length / 1024)} KB`, JSON.stringify(measures))
    if (shot.overview) await overview(page, path.join(outDir, `${shot.name}-${side}-overview.webp`))
    return { url: shot.path, viewport: `${shot.viewport.width}×${shot.viewport.height}`, ...measures }
  } finally {
    await context.close()
  }
}

mkdirSync(outDir, { recursive: true })
const { executablePath, args } = await chromiumBinary()
const browser = await chromium.launch({ executablePath, args, headless: true })
const only = process.env.SHOTS ? new RegExp(process.env.SHOTS) : null
const results: Record<string, Record<Side, Measures>> = {}
try {
  for (const shot of SHOTS.filter((s) => !only || only.test(s.name))) {
    results[shot.name] = { before: await capture(browser, beforeUrl, 'before', shot), after: await capture(browser, afterUrl, 'after', shot) }
  }
} finally {
  await browser.close()
}
if (!only) writeFileSync(path.join(outDir, 'measurements.json'), `${JSON.stringify(results, null, 2)}\n`)
