import type { BrowserContextOptions } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

// A refused trip enquiry opens on its linked error summary, as the contact, booking and review
// forms do: the summary has the focus and is on screen, and each link leads to its field.
const t = useSiteInBrowser()
let tripId: number
beforeAll(async () => {
  // Sold on request: its page has the enquiry form.
  tripId = ((await t.site.knex('trips').where({ slug: 'south-coast-coves-boat-trip' }).first('id')) as { id: number }).id
})

async function open(lng: string, options: BrowserContextOptions) {
  const context = await t.browser.newContext(options)
  context.setDefaultTimeout(8000)
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  await page.goto(`${t.site.url}/trips/${tripId}?lng=${lng}`)
  return { context, page }
}

const CASES = [
  ['es', { width: 390, height: 844 }, false],
  ['en', { width: 1366, height: 900 }, false],
  ['de', { width: 390, height: 844 }, true],
] as const

describe('a refused trip enquiry opens on what to fix', () => {
  it.each(CASES)('in %s at %o (JavaScript: %s): the summary has the focus, is on screen, and its links lead to the fields', async (lng, viewport, javaScriptEnabled) => {
    const { context, page } = await open(lng, { viewport, javaScriptEnabled })
    const form = page.locator(`form[action="/trips/${tripId}"]`)
    await form.getByLabel(tr(lng, 'trips', 'enquiry.name')).fill('Ada')
    await form.getByLabel(tr(lng, 'trips', 'enquiry.email')).fill('ada(at)example.com')
    // A person takes a moment to fill it in; a faster form is only asked to be sent again.
    await page.waitForTimeout(MIN_FILL_MS + 200)
    await form.getByRole('button', { name: tr(lng, 'trips', 'enquiry.submit') }).click()
    const summary = page.locator('[data-error-summary]')
    await expect.poll(() => summary.count()).toBe(1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true)
    expect(await page.title()).toMatch(/^(Error|Fehler): /)
    // The page scrolls (smoothly) down to it, far below the trip's gallery and details.
    await expect.poll(async () => { const box = (await summary.boundingBox())!; return box.y >= 0 && box.y + 40 < viewport.height }).toBe(true)
    const links = summary.getByRole('link')
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['#f-date', '#f-email', '#f-consent'])
    await links.filter({ hasText: tr(lng, 'trips', 'enquiry.email') }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f-email')
    expect(await page.locator('#f-email').inputValue()).toBe('ada(at)example.com')
    await context.close()
  })
})
