import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { localParts } from '../../src/lib/island-time'
import { formatPrice } from '../../src/i18n/format'
import { useSiteInBrowser } from '../helpers/browser'
import { bookTransfer, islandDay } from '../helpers/bookings'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser()

const de = (key: string, vars: Record<string, string | number> = {}) => tr('de', 'airport-transfers', key, vars)
const price = (cents: number) => formatPrice(cents, 'EUR', 'de')

const inTenDays = () => localParts(new Date(Date.now() + 10 * 86_400_000)).date

/** On the Fornells page in German: 5 people in ten days, "see price" (a minivan is the cheapest vehicle that takes them). */
async function askForPrice(page: Page) {
  await page.goto(`${t.site.url}/airport-transfers/fornells?lng=de`)
  await page.locator('#q-date').fill(inTenDays())
  await page.locator('#q-passengers').fill('5')
  await page.getByRole('button', { name: de('quoteForm.submit') }).click()
  await page.waitForURL(/\/airport-transfers\/request\?from=airport&to=fornells&date=[\d-]+&passengers=5&lng=de$/)
  expect(await page.locator('input[name=vehicle]:checked').getAttribute('value')).toBe('minivan')
}

async function fillAndSend(page: Page, email: string, phone: string) {
  await page.locator('#f-date').fill(localParts(new Date(Date.now() + 12 * 86_400_000)).date)
  await page.locator('#f-time').fill('14:30')
  await page.locator('#f-flightNumber').fill('VY3904')
  await page.getByLabel(de('form.toAddress')).fill('Hotel Port Fornells')
  await page.getByLabel(de('form.name')).fill('Jonas Weber')
  await page.getByLabel(de('form.email')).fill(email)
  await page.getByLabel(de('form.phone')).fill(phone)
  await page.locator('#f-terms').check()
  // A person takes a moment to fill the form in; the spam check wants as much.
  await page.waitForTimeout(MIN_FILL_MS + 200)
  await page.getByRole('button', { name: de('form.submit') }).click()
  await page.waitForURL(/\/airport-transfers\/request\/confirmation\?ref=/)
  return (await page.locator('[data-reference]').textContent())!.trim()
}

describe('a German visitor books a transfer to Fornells', () => {
  it('without JavaScript: the price comes from the server, the form posts, the reference shows', async () => {
    const context = await t.browser.newContext({ javaScriptEnabled: false })
    context.setDefaultTimeout(8000)
    const page = await context.newPage()
    await askForPrice(page)
    expect(await page.locator('[data-quote-total]').textContent()).toContain(price(7300))
    // "See price" after switching to a return trip: the server prices it again.
    await page.getByLabel(de('form.tripTypes.return', { percent: 10 })).check()
    await page.getByRole('button', { name: de('form.seePrice') }).click()
    expect(await page.locator('[data-quote-total]').getAttribute('data-quote-total')).toBe('13100')
    await page.getByLabel(de('form.tripTypes.one-way')).check()
    const reference = await fillAndSend(page, 'ohne-js@example.de', '+49 151 23456789')
    expect(reference).toMatch(/^MT-\d{4}-\d{6}$/)
    expect(await page.locator('main').textContent()).toContain(price(7300))
    const row = await t.site.knex('transfer_bookings').where({ reference }).first()
    expect(row).toMatchObject({ priceCents: 7300, vehicleCode: 'minivan', adults: 5, language: 'de' })
    await context.close()
  })

  it('with JavaScript: the price follows the form as it is filled in, then the same request is sent', async () => {
    // Without the page's smooth scrolling: on a loaded machine the click on the terms box could
    // land while a scroll to the focused field was still moving it ("did not change its state").
    const context = await t.browser.newContext({ reducedMotion: 'reduce' })
    context.setDefaultTimeout(8000)
    const page = await context.newPage()
    const problems: string[] = []
    // While the group does not fit the box says so itself: the quote API is not asked (no 400 in the console).
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()) })
    page.on('pageerror', (e) => problems.push(e.message))
    page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`) })
    await askForPrice(page)
    await page.waitForLoadState('networkidle')
    const total = () => page.locator('[data-quote-total]').getAttribute('data-quote-total')
    expect(await total()).toBe('7300')
    await page.getByLabel(de('form.tripTypes.return', { percent: 10 })).check()
    await expect.poll(total).toBe('13100')
    // Too many for the minivan: the box says which vehicle fits instead of a price.
    await page.getByLabel(de('form.adults')).fill('9')
    await expect.poll(() => page.locator('[data-island="TransferQuote"]').textContent()).toContain(de('errors.capacity', { vehicle: 'Minivan', passengers: 8, suitcases: 8, suggestion: 'Kleinbus' }))
    // Nobody to drive: the box says which count is wrong, not "choose the route".
    await page.getByLabel(de('form.adults')).fill('0')
    await expect.poll(() => page.locator('[data-island="TransferQuote"]').textContent()).toContain(`${de('form.adults')}: ${de('errors.range', { min: 1, max: 16 })}`)
    await page.getByLabel(de('form.adults')).fill('5')
    await page.getByLabel(de('form.tripTypes.one-way')).check()
    await expect.poll(total).toBe('7300')
    const reference = await fillAndSend(page, 'mit-js@example.de', '+49 152 34567890')
    expect(reference).toMatch(/^MT-\d{4}-\d{6}$/)
    expect((await t.site.knex('transfer_bookings').where({ reference }).first()).priceCents).toBe(7300)
    expect(problems).toEqual([])
    await context.close()
  })
})

const en = (key: string, vars: Record<string, string | number> = {}) => tr('en', 'airport-transfers', key, vars)
const PHONE = { width: 390, height: 844 }
const WIDTHS = [320, 390, 1366] as const

async function open(path: string, options: BrowserContextOptions = {}) {
  const context = await t.browser.newContext({ viewport: PHONE, ...options })
  context.setDefaultTimeout(8000)
  // The cookie banner is another item's business: answered, it stays out of these screens.
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  await page.goto(`${t.site.url}${path}`)
  return { context, page }
}

describe('the live price asks the server only for a form that has a price', () => {
  it('a visitor filling the form in field by field meets no console error and no failed request; the price shows once the form is complete', async () => {
    const context = await t.browser.newContext({ reducedMotion: 'reduce' })
    context.setDefaultTimeout(8000)
    const page = await context.newPage()
    const problems: string[] = []
    const asked: Array<Record<string, string>> = []
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`) })
    page.on('pageerror', (e) => problems.push(e.message))
    page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`) })
    // An answer about values changed since is cancelled on purpose (net::ERR_ABORTED); any other failure counts.
    page.on('requestfailed', (r) => { if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${r.failure()?.errorText} ${r.url()}`) })
    page.on('request', (r) => { if (r.url().endsWith('/api/transfers/quote')) asked.push(r.postDataJSON() as Record<string, string>) })
    await page.goto(`${t.site.url}/airport-transfers/request?lng=en`)
    await page.waitForLoadState('networkidle')
    const box = page.locator('[data-island="TransferQuote"]')
    const total = () => page.locator('[data-quote-total]').getAttribute('data-quote-total')
    const typed = async (selector: string, text: string) => {
      await page.locator(selector).clear()
      await page.locator(selector).pressSequentially(text, { delay: 40 })
    }
    const settled = () => page.waitForTimeout(600)

    // Everything but the destination, a keystroke at a time: no price yet, and nothing asked.
    await page.getByLabel(en('form.tripTypes.return', { percent: 10 })).check()
    await typed('#f-fromAddress', 'Terminal')
    await page.locator('#f-date').fill(islandDay(20))
    await page.locator('#f-time').fill('10:30')
    await typed('#f-flightNumber', 'VY 3904')
    await page.locator('#f-returnDate').fill(islandDay(27))
    await page.locator('#f-returnTime').fill('18:00')
    await typed('#f-adults', '3')
    await typed('#f-children', '1')
    await settled()
    expect(asked).toEqual([])
    expect(await total()).toBe('')
    expect(await box.textContent()).toContain(en('quote.hint'))

    // The destination completes it: the price shows, asked once the values were whole.
    await page.locator('#f-to').selectOption('fornells')
    await expect.poll(total).not.toBe('')
    expect(asked.length).toBeGreaterThan(0)
    for (const values of asked) expect(values).toMatchObject({ tripType: 'return', to: 'fornells', adults: '3', children: '1', vehicle: 'car' })
    const quoted = await (await fetch(`${t.site.url}/api/transfers/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(asked.at(-1)) })).json()
    expect(await total()).toBe(String(quoted.totalCents))

    // A group too big for the car: the box says which vehicle fits, without asking; back to three, the price again.
    const before = asked.length
    await typed('#f-adults', '9')
    await expect.poll(() => box.textContent()).toContain(en('errors.capacity', { vehicle: 'Private car', passengers: 4, suitcases: 4, suggestion: 'Minibus' }))
    await typed('#f-adults', '3')
    await expect.poll(total).toBe(String(quoted.totalCents))

    // The address and the contact details change nothing the price depends on: not asked again.
    await settled()
    const priced = asked.length
    await typed('#f-toAddress', 'Hotel Port Fornells')
    await typed('#f-name', 'Ana Pons')
    await typed('#f-email', 'ana.pons@example.com')
    await settled()
    expect(asked.length).toBe(priced)
    expect(priced - before).toBeLessThanOrEqual(2)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('a choice made before the price box wakes up', () => {
  it('is priced once the island hydrates (a slow phone: the script arrives after the visitor chose)', async () => {
    const context = await t.browser.newContext({ reducedMotion: 'reduce' })
    context.setDefaultTimeout(8000)
    const page = await context.newPage()
    // The page's scripts wait until the visitor has chosen a destination.
    let release!: () => void
    const chosen = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await chosen
      await route.continue()
    })
    await page.goto(`${t.site.url}/airport-transfers/request?lng=en`, { waitUntil: 'domcontentloaded' })
    const total = () => page.locator('[data-quote-total]').getAttribute('data-quote-total')
    expect(await total()).toBe('')
    await page.locator('#f-to').selectOption('fornells')
    release()
    await page.locator('[data-island="TransferQuote"][data-hydrated]').waitFor()
    await expect.poll(total).not.toBe('')
    await context.close()
  })
})

const returnBlock = (page: Page) => page.getByRole('group', { name: en('form.return.legend') })
const labelText = async (page: Page, id: string) => (await page.locator(`label[for="${id}"]`).textContent())?.trim()

describe('the request form says what it needs', () => {
  it('labels give the rule of each field that is required only sometimes', async () => {
    const { context, page } = await open('/airport-transfers/request?lng=en')
    expect(await labelText(page, 'f-flightNumber')).toBe(`${en('form.flightNumber')} (${en('form.requiredWhen.terminal')})`)
    expect(await labelText(page, 'f-returnDate')).toBe(`${en('form.returnDate')} (${en('form.requiredWhen.return')})`)
    expect(await labelText(page, 'f-returnTime')).toBe(`${en('form.returnTime')} (${en('form.requiredWhen.return')})`)
    await context.close()
  })

  it('with JavaScript: the return block shows only while "return" is chosen', async () => {
    const { context, page } = await open('/airport-transfers/request?lng=en')
    await page.waitForLoadState('networkidle')
    await expect.poll(() => returnBlock(page).isVisible()).toBe(false)
    await page.getByLabel(en('form.tripTypes.return', { percent: 10 })).check()
    await expect.poll(() => returnBlock(page).isVisible()).toBe(true)
    await expect.poll(() => page.getByLabel(en('form.returnDate'), { exact: false }).isVisible()).toBe(true)
    await page.getByLabel(en('form.tripTypes.one-way')).check()
    await expect.poll(() => returnBlock(page).isVisible()).toBe(false)
    await context.close()
  })

  it('without JavaScript: the block is titled for return trips only, and shows once "return" is chosen', async () => {
    const { context, page } = await open('/airport-transfers/request?lng=en', { javaScriptEnabled: false })
    expect(await page.locator('legend', { hasText: en('form.return.legend') }).count()).toBe(1)
    expect(await returnBlock(page).isVisible()).toBe(false)
    await page.getByLabel(en('form.tripTypes.return', { percent: 10 })).check()
    await expect.poll(() => returnBlock(page).isVisible()).toBe(true)
    await context.close()
  })
})

describe('a refused request opens on what to fix', () => {
  it.each(WIDTHS)('at %i px: the summary has the focus, is on screen, and its links lead to the fields', async (width) => {
    const { context, page } = await open('/airport-transfers/request?lng=en', { viewport: { width, height: width === 1366 ? 900 : 844 }, javaScriptEnabled: false })
    await page.getByLabel(en('form.tripTypes.return', { percent: 10 })).check()
    await page.locator('#f-to').selectOption('fornells')
    await page.locator('#f-date').fill(inTenDays())
    await page.locator('#f-time').fill('14:30')
    await page.getByRole('button', { name: en('form.submit') }).click()
    const summary = page.locator('[data-error-summary]')
    await expect.poll(() => summary.count()).toBe(1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true)
    expect(await summary.getAttribute('role')).toBe('alert')
    // The page opens with the summary in view.
    const box = (await summary.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeLessThan(page.viewportSize()!.height)
    const links = summary.getByRole('link')
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['#f-flightNumber', '#f-returnDate', '#f-returnTime', '#f-name', '#f-email', '#f-phone', '#f-terms'])
    await links.filter({ hasText: en('form.returnDate') }).click()
    await expect.poll(() => page.url()).toMatch(/#f-returnDate$/)
    // The field and its label come into view (the page scrolls smoothly), below the sticky header.
    const labelTop = async () => (await page.locator('label[for="f-returnDate"]').boundingBox())!.y
    await expect.poll(async () => { const y = await labelTop(); return y >= 64 && y < page.viewportSize()!.height }).toBe(true)
    await context.close()
  })
})

describe('cancelling a booking without ticking the box', () => {
  it('answers with the page\'s own message in German, not the browser\'s', async () => {
    const booking = await bookTransfer(t.site.app, t.site.knex, { email: 'storno.e2e@example.de' })
    const { context, page } = await open('/airport-transfers/booking?lng=de')
    await page.getByLabel(de('booking.reference')).fill(booking.reference)
    await page.getByLabel(de('booking.email')).fill('storno.e2e@example.de')
    await page.getByRole('button', { name: de('booking.submit') }).click()
    const cancel = page.getByRole('button', { name: de('booking.cancelButton') })
    await cancel.waitFor()
    await cancel.click()
    await expect.poll(() => page.getByText(de('errors.confirmCancel')).first().isVisible()).toBe(true)
    expect(await page.locator('input[name="confirm"]').getAttribute('aria-invalid')).toBe('true')
    expect((await t.site.knex('transfer_bookings').where({ id: booking.id }).first()).status).toBe('confirmed')
    await context.close()
  })
})

describe('the hub and /menorca-taxis: one site, the quote on the first screen', () => {
  const QUOTE_FIELDS = ['#q-from', '#q-to', '#q-date', '#q-passengers'] as const

  it.each(['/airport-transfers', '/menorca-taxis'])('%s: from, to, date and passengers within the first 844 px at 390 px, in every language', async (path) => {
    const { context, page } = await open(path)
    for (const lng of ['es', 'en', 'de', 'ca']) {
      await page.goto(`${t.site.url}${path}?lng=${lng}`)
      for (const field of [...QUOTE_FIELDS, '[data-quote-form] button[type=submit]']) {
        const box = (await page.locator(field).boundingBox())!
        expect(box.y + box.height, `${lng} ${field}`).toBeLessThanOrEqual(844)
      }
    }
    await context.close()
  })

  it.each(WIDTHS)('at %i px both pages have the same header and quote box, and the box fits the screen', async (width) => {
    const { context, page } = await open('/airport-transfers?lng=de', { viewport: { width, height: 900 } })
    const layout = async () => ({
      header: await page.locator('header').first().evaluate((h) => Math.round(h.getBoundingClientRect().height)),
      hero: await page.locator('h1').evaluate((h) => getComputedStyle(h.closest('div.bg-sand-50')!).backgroundColor),
      fields: await Promise.all(QUOTE_FIELDS.map(async (f) => Math.round((await page.locator(f).boundingBox())!.width))),
      box: await page.locator('[data-quote-form]').evaluate((f) => { const r = f.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.width)] }),
    })
    const hub = await layout()
    await page.goto(`${t.site.url}/menorca-taxis?lng=de`)
    const taxis = await layout()
    expect(taxis).toEqual(hub)
    expect(hub.box[0]! + hub.box[1]!).toBeLessThanOrEqual(width)
    if (width === 1366) {
      // On a desktop the quote box is one row.
      const tops = await Promise.all(QUOTE_FIELDS.map(async (f) => (await page.locator(f).boundingBox())!.y))
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8)
    }
    await context.close()
  })

  it('/menorca-taxis keeps the visitor on the page: its quote box opens its own form, pre-filled', async () => {
    const { context, page } = await open('/menorca-taxis?lng=en')
    await page.locator('#q-to').selectOption('ciutadella')
    await page.locator('#q-date').fill(inTenDays())
    await page.locator('#q-passengers').fill('3')
    await page.locator('[data-quote-form]').getByRole('button', { name: en('quoteForm.submit') }).click()
    await page.waitForURL(/\/menorca-taxis\?from=airport&to=ciutadella&date=[\d-]+&passengers=3&lng=en#taxi-request$/)
    expect(await page.locator('#f-to').inputValue()).toBe('ciutadella')
    expect(await page.locator('#f-date').inputValue()).toBe(inTenDays())
    expect(await page.locator('#f-adults').inputValue()).toBe('3')
    await context.close()
  })
})
