import { describe, expect, it } from 'vitest'
import { localParts } from '../../src/lib/island-time'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

// The live price (the TransferQuote island) follows the extras and the dates as they are typed.

const t = useSiteInBrowser()
const islandDay = (days: number) => localParts(new Date(Date.now() + days * 86_400_000)).date
const de = (key: string, vars: Record<string, string | number> = {}) => tr('de', 'airport-transfers', key, vars)

describe('the live price of a transfer with extras and a season', () => {
  it('adds bikes per leg, a golf bag once, and the season of the day chosen', async () => {
    await t.site.knex('transfer_seasons').insert({ name: 'Prueba', starts_on: islandDay(30), ends_on: islandDay(40), percent: 20 })
    const context = await t.browser.newContext()
    context.setDefaultTimeout(8000)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(e.message))
    await page.goto(`${t.site.url}/airport-transfers/request?town=fornells&vehicle=minivan&passengers=5&lng=de`)
    await page.waitForLoadState('networkidle')
    const total = () => page.locator('[data-quote-total]').getAttribute('data-quote-total')
    expect(await total()).toBe('7300')
    await page.locator('#f-extra_bike').fill('2')
    // Two bikes on one leg: 73 + 2 × 15 = 103 €.
    await expect.poll(total).toBe('10300')
    await page.locator('#f-extra_golf-bag').fill('1')
    await expect.poll(total).toBe('11300')
    // A day in the season: 73 + 20 % (14.60 → 15) = 88 €, and its line in the box.
    await page.locator('#f-date').fill(islandDay(35))
    await expect.poll(total).toBe('12800')
    await expect.poll(() => page.locator('[data-island="TransferQuote"]').textContent()).toContain(de('pricing.highSeason', { percent: 20 }))
    // A return after the season: bikes on both legs, the discount on the fares only.
    // 88 + 73 = 161, −16 = 145; bikes 4 × 15 = 60; golf bag 10: 215 €.
    await page.getByLabel(de('form.tripTypes.return', { percent: 10 })).check()
    await page.locator('#f-returnDate').fill(islandDay(45))
    await expect.poll(total).toBe('21500')
    expect(problems).toEqual([])
    await context.close()
  })
})
