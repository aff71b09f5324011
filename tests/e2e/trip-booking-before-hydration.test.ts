import type { Page, Route } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { bookableTrip, type BookableTrip } from '../helpers/trip-bookings'

// QA's slow phone: the booking picker hydrates only as the form scrolls into view, so a visitor
// often picks the date and types the party into the server-rendered form before its script has
// arrived. When it arrives, what they chose stays chosen, and the booking goes through with it.

let trip: BookableTrip
const t = useSiteInBrowser()
beforeAll(async () => {
  // No online payment is set up in this app: the trip is paid on the day, so the form books at once.
  trip = await bookableTrip(t.site.knex, { capacity: 12, days: [3, 4], payOnDayAllowed: true })
})

/** A string only the picker island's own script chunk holds (the id of its date legend). */
const PICKER_CHUNK_MARK = 'f-departureId-legend'

/** Holds the picker's script back (a slow network): `pickerWanted` once the page asks for it, sent on `release()`. */
async function holdPicker(page: Page): Promise<{ pickerWanted: Promise<void>; release: () => void }> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let pickerRequested!: () => void
  const pickerWanted = new Promise<void>((resolve) => (pickerRequested = resolve))
  await page.route('**/assets/chunks/*.js', async (route: Route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes(PICKER_CHUNK_MARK)) {
      pickerRequested()
      await released
    }
    await route.fulfill({ response, body })
  })
  return { pickerWanted, release }
}

/** What has focus: its tag and id (BODY when focus was dropped). */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id ?? ''}`)

const visitors = [
  { lng: 'es', viewport: { width: 1280, height: 900 }, departure: 0, email: 'lucia.marti@example.es' },
  { lng: 'en', viewport: { width: 390, height: 844 }, departure: 1, email: 'sam.hughes@example.co.uk', isMobile: true, hasTouch: true },
] as const

describe('a booking form filled in before its picker hydrates', () => {
  it.each(visitors)('keeps the date and party chosen in $lng at $viewport.width px, and books them', async ({ lng, viewport, departure: which, email, ...device }) => {
    const departure = trip.departures[which]!
    const text = (key: string, vars: Record<string, string | number> = {}) => tr(lng, 'trips', key, vars)
    const context = await t.browser.newContext({ viewport, ...device })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()

    // The picker's script is held back (a slow network) until the visitor has filled the form in.
    const { pickerWanted, release } = await holdPicker(page)

    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=${lng}`)
    const loadedAt = Date.now()
    await page.getByTestId('cookie-banner').getByRole('button', { name: tr(lng, 'cookie', 'rejectAll') }).click()
    const form = page.locator(`form[action^="/trips/${trip.tripId}/book"]`)
    const picker = form.locator('[data-island="TripBookingPicker"]')
    await picker.scrollIntoViewIfNeeded()
    // Scrolled into view, the picker asks for its script: it is on its way, not there yet.
    await pickerWanted
    expect(await picker.getAttribute('data-hydrated')).toBeNull()

    await form.locator('select[name="departureId"]').selectOption(String(departure.id))
    await form.locator('input[name="count.adult"]').fill('4')
    await form.locator('input[name="count.child"]').fill('2')
    await form.getByLabel(text('book.guideLanguage')).selectOption('en')
    release()
    await form.locator('[data-island="TripBookingPicker"][data-hydrated]').waitFor()
    await page.unrouteAll({ behavior: 'ignoreErrors' })

    // Hydrated: the calendar shows the chosen day and time, and the party and its total are the typed ones.
    await expect.poll(() => form.locator('input[name="departureId"]').inputValue()).toBe(String(departure.id))
    expect(await form.locator(`button[data-date="${departure.date}"]`).getAttribute('aria-pressed')).toBe('true')
    expect(await form.locator(`button[data-departure="${departure.id}"]`).getAttribute('aria-pressed')).toBe('true')
    expect(await form.locator('input[name="count.adult"]').inputValue()).toBe('4')
    expect(await form.locator('input[name="count.child"]').inputValue()).toBe('2')
    expect(await form.locator('[data-total]').getAttribute('data-total')).toBe(String(4 * 4500 + 2 * 2500))
    expect(await form.getByLabel(text('book.guideLanguage')).inputValue()).toBe('en')

    // The stepper goes on from the typed party, not from the form's default of two adults.
    const adult = (await form.locator('label[for="f-count-adult"] span').first().textContent())!
    await form.getByRole('button', { name: `${text('book.more')}: ${adult}` }).click()
    expect(await form.locator('input[name="count.adult"]').inputValue()).toBe('5')
    await form.getByRole('button', { name: `${text('book.less')}: ${adult}` }).click()

    await form.getByLabel(text('book.name')).fill('Lucía Martí')
    await form.getByLabel(text('book.email')).fill(email)
    await form.getByLabel(text('book.phone')).fill('+34 600 123 456')
    await form.locator('input[name="terms"]').check()
    // The spam guard refuses a form sent sooner than a person could fill it in.
    await page.waitForTimeout(Math.max(0, loadedAt + MIN_FILL_MS + 200 - Date.now()))
    await form.getByRole('button', { name: text('book.submit.onTheDay') }).click()

    await page.waitForURL(/\/trips\/booking\/confirmation\?ref=TR-\d{4}-\d{6}&token=[\w-]+/)
    const booking = await t.site.knex('trip_bookings').where({ customer_email: email }).first()
    expect(booking).toMatchObject({ status: 'confirmed', departureId: departure.id, seats: 6, totalCents: 23000, guideLanguage: 'en', paymentMethod: 'on_the_day' })
    await context.close()
  })

  it('moves the focus from the date select to the calendar that replaces it (keyboard on "Date and time")', async () => {
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const { pickerWanted, release } = await holdPicker(page)
    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=en`)
    await page.getByTestId('cookie-banner').getByRole('button', { name: tr('en', 'cookie', 'rejectAll') }).click()
    const picker = page.locator('[data-island="TripBookingPicker"]')
    await picker.scrollIntoViewIfNeeded()
    await pickerWanted
    // Tabbed to from the field before it (the legend's "Date and time" is the select's name).
    await page.locator('select[name="departureId"]').focus()
    expect(await focused(page)).toBe('SELECT#f-departureId')
    release()
    await picker.and(page.locator('[data-hydrated]')).waitFor()
    await expect.poll(() => focused(page)).toBe('DIV#f-departureId')
    // From there the next Tab is the calendar's first control.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(tr('en', 'trips', 'book.previousMonth'))
    await context.close()
  })

  it('lands in the calendar from the error summary’s link to the date, the picker hydrating as it comes into view', async () => {
    const context = await t.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=de`)
    await page.getByTestId('cookie-banner').getByRole('button', { name: tr('de', 'cookie', 'rejectAll') }).click()
    const form = page.locator(`form[action^="/trips/${trip.tripId}/book"]`)
    await form.locator('[data-island="TripBookingPicker"]').scrollIntoViewIfNeeded()
    await form.locator('[data-island="TripBookingPicker"][data-hydrated]').waitFor()
    // Sent with nothing filled in; the page that answers holds the picker's script back.
    const { pickerWanted, release } = await holdPicker(page)
    await form.getByRole('button', { name: tr('de', 'trips', 'book.submit.onTheDay') }).click()
    await page.locator('[data-error-summary]').waitFor()
    const link = page.locator('[data-error-summary] a[href="#f-departureId"]')
    await link.focus()
    await page.keyboard.press('Enter')
    await pickerWanted
    expect(await focused(page)).toBe('SELECT#f-departureId')
    release()
    await page.locator('[data-island="TripBookingPicker"][data-hydrated]').waitFor()
    await expect.poll(() => focused(page)).toBe('DIV#f-departureId')
    expect(await page.locator('#f-departureId').getAttribute('aria-describedby')).toBe('f-departureId-error')
    await context.close()
  })

  it('keeps the focus on "Next month" at the last month with departures, where it does nothing more', async () => {
    // Departures two months apart: the calendar has months to page through.
    const far = await bookableTrip(t.site.knex, { days: [3, 70], payOnDayAllowed: true })
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/trips/${far.tripId}?lng=en`)
    const picker = page.locator('[data-island="TripBookingPicker"]')
    await picker.scrollIntoViewIfNeeded()
    await picker.and(page.locator('[data-hydrated]')).waitFor()
    const next = page.getByRole('button', { name: tr('en', 'trips', 'book.nextMonth') })
    const heading = page.getByRole('group', { name: tr('en', 'trips', 'book.calendar') }).locator('p[aria-live]')
    await next.focus()
    let presses = 0
    while ((await next.getAttribute('aria-disabled')) !== 'true' && presses < 4) {
      await page.keyboard.press('Enter')
      presses++
    }
    expect(presses).toBeGreaterThanOrEqual(2)
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true)
    const last = await heading.textContent()
    expect(last).toContain(new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(`${far.departures[1]!.date}T12:00:00Z`)))
    // Pressed again it stays where it is, and so does the month.
    await page.keyboard.press('Enter')
    expect(await heading.textContent()).toBe(last)
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true)
    await context.close()
  })

  it('names the calendar’s month with only its first letter in capitals (Catalan)', async () => {
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${t.site.url}/trips/${trip.tripId}?lng=ca`)
    const picker = page.locator('[data-island="TripBookingPicker"]')
    await picker.scrollIntoViewIfNeeded()
    const heading = page.getByRole('group', { name: tr('ca', 'trips', 'book.calendar') }).locator('p[aria-live]')
    await heading.waitFor()
    // As seen (CSS included): "Desembre del 2026", not "Desembre Del 2026".
    expect(await heading.innerText()).toMatch(/^\p{Lu}[^\p{Lu}]+ \d{4}$/u)
    await context.close()
  })
})
