import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { useSiteInBrowser } from '../helpers/browser'
import { pageTypeUrls } from '../helpers/page-types'
import { bookableTrip } from '../helpers/trip-bookings'

// Issue 16: long German and Catalan words made pages wider than a phone. Every page type, in
// every language, must fit the narrowest phone we support with no text sticking out of its box.
const NARROWEST_PHONE = { width: 320, height: 568 }

const t = useSiteInBrowser()
let urls: string[] = []
let page: Page

beforeAll(async () => {
  // The sunset boat sold online: its page carries the booking section (calendar, price categories).
  const sunsetBoat = await bookableTrip(t.site.knex)
  const town = (await t.site.knex('transfer_towns').where({ hasPage: true }).orderBy('slug').first('slug')) as { slug: string }
  urls = [...new Set([...(await pageTypeUrls(t.site.knex)), `/trips/${sunsetBoat.tripId}`, '/airport-transfers', `/airport-transfers/${town.slug}`, '/airport-transfers/request', '/menorca-taxis'])]
  // One context and one tab for all of them: each check is a page load, not a browser start.
  const context = await t.browser.newContext({ viewport: NARROWEST_PHONE, isMobile: true, hasTouch: true })
  // The machine is shared by parallel test runs: a page load can wait its turn.
  context.setDefaultNavigationTimeout(60_000)
  page = await context.newPage()
})

afterAll(async () => {
  await page?.context().close()
})

interface Overflow {
  text: string
  tag: string
  by: number
}

/**
 * Text that sticks out of the nearest block that lays it out (headings, cards, buttons, table
 * cells), by how many pixels. Boxes that clip on purpose (truncated lines, scrolling rails,
 * visually hidden text) are left out: their text does not spill over anything.
 */
function textOutsideItsBox(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const found: Overflow[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT) })
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let box = node.parentElement
      while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement
      // Closed menus and hidden panels lay nothing out on the screen.
      if (!box || !box.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || getComputedStyle(box).overflowX !== 'visible') continue
      const bounds = box.getBoundingClientRect()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) {
        const by = Math.max(line.right - bounds.right, bounds.left - line.left)
        if (line.width > 0 && by > 1) {
          found.push({ text: node.textContent!.trim().slice(0, 60), tag: box.tagName.toLowerCase(), by: Math.round(by) })
          break
        }
      }
    }
    return found
  })
}

/** The innermost elements reaching past the right edge of the screen: what made the page wider. */
function pastTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const past = [...document.body.querySelectorAll('*')].filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    return past.filter((el) => !past.some((other) => other !== el && el.contains(other))).slice(0, 4).map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`)
  })
}

describe(`every page type fits a ${NARROWEST_PHONE.width} px phone in every language (issue 16)`, () => {
  it.each(LANGUAGES)('%s: no page is wider than the screen, no text sticks out of its box', async (lng) => {
    const problems: Record<string, unknown> = {}
    for (const url of urls) {
      const address = `${url}${url.includes('?') ? '&' : '?'}lng=${lng}`
      await page.goto(`${t.site.url}${address}`, { waitUntil: 'load' })
      // Hyphenation follows the page's language: it must be the visitor's.
      expect(await page.getAttribute('html', 'lang'), address).toBe(lng)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      const sticking = await textOutsideItsBox(page)
      if (width > NARROWEST_PHONE.width) problems[address] = { width, past: await pastTheScreen(page) }
      if (sticking.length) problems[address] = { ...(problems[address] as object), sticking: sticking.slice(0, 6) }
    }
    expect(problems).toEqual({})
    // Some 20 page loads: on a machine shared with other test runs that can take minutes.
  }, 600_000)
})

describe('a town page on the most common phone width (390 px)', () => {
  it('shows its whole fare table, with no sideways scroll, in every language', async () => {
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const phone = await context.newPage()
    const town = urls.find((url) => /^\/airport-transfers\/(?!request|private)[a-z-]+$/.test(url))!
    const scrolling: Record<string, number> = {}
    for (const lng of LANGUAGES) {
      await phone.goto(`${t.site.url}${town}?lng=${lng}`)
      // The box that scrolls a table too wide for it (a focusable region: fare-tables.tsx).
      const table = phone.locator('[role="region"][tabindex="0"]:has(> table)').first()
      // Uppercase headers in long words ("PASSATGERS") made the Catalan one 5 px too wide for its box.
      const hidden = await table.evaluate((box) => box.scrollWidth - box.clientWidth)
      if (hidden > 0) scrolling[lng] = hidden
    }
    await context.close()
    expect(scrolling).toEqual({})
  })
})
