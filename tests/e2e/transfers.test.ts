import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MIN_FILL_MS } from '../../src/lib/forms'
import { localParts } from '../../src/lib/island-time'
import { formatPrice } from '../../src/i18n/format'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser()

const de = (key: string, vars: Record<string, string | number> = {}) => tr('de', 'airport-transfers', key, vars)
const price = (cents: number) => formatPrice(cents, 'EUR', 'de')

/** On the Fornells page in German: a minivan for 5 people, "see price". */
async function askForPrice(page: Page) {
  await page.goto(`${t.site.url}/airport-transfers/fornells?lng=de`)
  await page.getByLabel(de('quoteForm.vehicle')).selectOption('minivan')
  await page.getByLabel(de('quoteForm.passengers')).fill('5')
  await page.getByRole('button', { name: de('quoteForm.submit') }).click()
  await page.waitForURL(/\/airport-transfers\/request\?town=fornells&vehicle=minivan&passengers=5/)
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
    const context = await t.browser.newContext()
    context.setDefaultTimeout(8000)
    const page = await context.newPage()
    const problems: string[] = []
    // The quote API answers 400 while the group does not fit (the browser logs that): expected.
    page.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('400 (Bad Request)')) problems.push(m.text()) })
    page.on('pageerror', (e) => problems.push(e.message))
    page.on('response', (r) => { if (r.status() >= 400 && !(r.status() === 400 && r.url().endsWith('/api/transfers/quote'))) problems.push(`${r.status()} ${r.url()}`) })
    await askForPrice(page)
    await page.waitForLoadState('networkidle')
    const total = () => page.locator('[data-quote-total]').getAttribute('data-quote-total')
    expect(await total()).toBe('7300')
    await page.getByLabel(de('form.tripTypes.return', { percent: 10 })).check()
    await expect.poll(total).toBe('13100')
    // Too many for the minivan: the box says which vehicle fits instead of a price.
    await page.getByLabel(de('form.adults')).fill('9')
    await expect.poll(() => page.locator('[data-island="TransferQuote"]').textContent()).toContain(de('errors.capacity', { vehicle: 'Minivan', passengers: 8, suitcases: 8, suggestion: 'Kleinbus' }))
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
