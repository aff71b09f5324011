import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'

const t = useSiteInBrowser()

/** The values the browser would suggest in the field, from the list it points at. */
const suggested = (page: Page, field: string) =>
  page.locator(`#f-${field}`).evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value))

describe('the ferries the flight-or-ferry field suggests, as the visitor changes the places', () => {
  it('follows the port chosen: Ciutadella’s, then Maó’s, then none for a flight', async () => {
    const context = await t.browser.newContext()
    context.setDefaultTimeout(8000)
    const page = await context.newPage()
    await page.goto(`${t.site.url}/airport-transfers/request?lng=en`)
    // Once the page's islands are live (the lists follow the places from then on; the polls wait for it).
    await page.locator('[data-island="TransferQuote"][data-hydrated]').waitFor({ state: 'attached' })

    await page.locator('#f-from').selectOption('mao')
    await page.locator('#f-to').selectOption('port-ciutadella')
    await expect.poll(() => suggested(page, 'flightNumber')).toEqual(['Baleària · Alcúdia', 'Trasmed GLE · Alcúdia'])
    // The return leg starts at that port: the same ferries.
    expect(await suggested(page, 'returnFlightNumber')).toEqual(['Baleària · Alcúdia', 'Trasmed GLE · Alcúdia'])

    await page.locator('#f-to').selectOption('port-mao')
    await expect.poll(() => suggested(page, 'flightNumber')).toEqual(['Baleària · Barcelona', 'Trasmed GLE · Barcelona', 'Baleària · Palma', 'Trasmed GLE · Palma', 'Trasmed GLE · València'])

    await page.locator('#f-to').selectOption('airport')
    await expect.poll(() => suggested(page, 'flightNumber')).toEqual([])
    await context.close()
  })
})
