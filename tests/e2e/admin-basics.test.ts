import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'

const t = useSiteInBrowser()
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)

async function loggedIn(role: 'admin' | 'editor' = 'editor') {
  const user = await createStaff(role)
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  // A step that cannot happen fails with its own message instead of the test's timeout.
  page.setDefaultTimeout(10_000)
  await page.goto(`${t.site.url}/admin/trip-types?lng=en`)
  await page.waitForURL(/\/auth\/login\?next=/)
  await page.getByLabel(a('login.email')).fill(user.email)
  await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: a('login.submit') }).click()
  await page.waitForURL(/\/admin\/trip-types/)
  return { page, context, user }
}

describe('staff area in a real browser', () => {
  it('logs in, lands on the page that was wanted, and shows the admin icon on the public site', async () => {
    const { page, context } = await loggedIn()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(a('tripTypes.title'))
    await page.goto(`${t.site.url}/about?lng=en`)
    expect(await page.getByTestId('admin-link').isVisible()).toBe(true)
    await page.goto(`${t.site.url}/admin?lng=en`)
    await page.getByRole('button', { name: a('logout') }).click()
    await page.waitForURL(`${t.site.url}/`)
    expect(await page.getByTestId('admin-link').count()).toBe(0)
    await context.close()
  })

  it('on a phone the screens fold into one menu line, so each page starts with its content', async () => {
    const { page, context } = await loggedIn()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${t.site.url}/admin/trip-types?lng=en`)
    const menu = page.locator('details').filter({ has: page.locator('summary', { hasText: a('nav.menu') }) })
    expect(await menu.locator('summary').textContent()).toContain(a('tripTypes.title'))
    const destinations = page.getByRole('link', { name: a('destinationsAdmin.title'), exact: true })
    expect(await destinations.isVisible()).toBe(false)
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(heading!.y).toBeLessThan(844 / 2)
    await menu.locator('summary').click()
    await destinations.click()
    await page.waitForURL(/\/admin\/destinations/)
    await context.close()
  })

  it('on a phone a list shows each record as a card, with nothing off to the side, and its name opens it', async () => {
    const { page, context } = await loggedIn()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${t.site.url}/admin/trip-types?lng=en`)
    const grid = page.locator('[data-island="AdminGrid"]')
    const gridBox = (await grid.boundingBox())!
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await grid.locator('table').evaluate((table) => table.scrollWidth)).toBeLessThanOrEqual(Math.ceil(gridBox.width))
    // Every line of the first card says which column it is, and fits the screen.
    const firstCard = grid.locator('tbody tr').first()
    const cells = await firstCard.locator('td[data-label]').all()
    expect(cells.length).toBeGreaterThanOrEqual(3)
    for (const cell of cells) {
      const box = (await cell.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1)
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${await cell.getAttribute('data-label')}"`)
    }
    const name = cells[0]!.locator('a')
    const href = await name.getAttribute('href')
    expect(href).toMatch(/^\/admin\/trip-types\/edit\/\d+/)
    await name.click()
    await page.waitForURL((url) => url.pathname === href)
    await context.close()
  })

  it('the grid deletes the selected rows after a confirmation', async () => {
    const { page, context } = await loggedIn()
    await page.goto(`${t.site.url}/admin/trip-types/new?lng=en`)
    await page.getByLabel(`${a('tripTypes.name')} (Español)`).fill('Temporal')
    await page.getByLabel(a('tripTypes.slug')).fill('temporary-type')
    await page.getByRole('button', { name: a('form.save') }).click()
    await page.waitForURL(/saved=created/)
    await page.locator('[data-island="AdminGrid"][data-hydrated]').waitFor()
    const row = page.getByRole('row').filter({ hasText: 'temporary-type' })
    await row.getByRole('checkbox').check()
    await page.getByRole('button', { name: a('grid.deleteSelected', { count: 1 }) }).first().click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.textContent()).toContain(a('grid.confirmDelete_one'))
    // In the middle of the screen, not in its corner over the menu.
    const box = (await dialog.boundingBox())!
    const viewport = page.viewportSize()!
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2)
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2)
    await dialog.getByRole('button', { name: a('grid.deleteSelected', { count: 1 }) }).click()
    await page.waitForURL(/deleted=1/)
    expect(await page.getByRole('row').filter({ hasText: 'temporary-type' }).count()).toBe(0)
    expect(await t.site.knex('trip_types').where({ slug: 'temporary-type' }).first()).toBeUndefined()
    await context.close()
  })

  it('content forms show one language at a time as tabs, flag missing languages and open the tab with an error', async () => {
    const { page, context } = await loggedIn()
    await page.goto(`${t.site.url}/admin/trip-types/new?lng=en`)
    await page.locator('[data-island="LanguageTabs"][data-hydrated]').waitFor()
    const tabs = page.getByRole('tab')
    expect(await tabs.count()).toBe(4)
    // Nothing is written yet, so no language lacks anything.
    expect(await tabs.filter({ hasText: a('form.missing') }).count()).toBe(0)
    expect(await page.getByLabel(`${a('tripTypes.name')} (English)`).isVisible()).toBe(false)
    await page.getByRole('tab', { name: /English/ }).click()
    expect(await page.getByLabel(`${a('tripTypes.name')} (English)`).isVisible()).toBe(true)
    await page.getByLabel(`${a('tripTypes.name')} (English)`).fill('Only in English')
    await page.getByRole('tab', { name: /English/ }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: /Deutsch/ }).getAttribute('aria-selected')).toBe('true')

    await page.getByLabel(a('tripTypes.slug')).fill('needs-a-name')
    await page.getByRole('button', { name: a('form.save') }).click()
    await page.locator('[data-island="LanguageTabs"][data-hydrated]').waitFor()
    expect(await page.getByRole('tab', { name: /Español/ }).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByText(tr('en', 'common', 'forms.errors.required')).first().isVisible()).toBe(true)
    // The English name exists: the languages without it are flagged, Spanish included.
    const flagged = await tabs.filter({ hasText: a('form.missing') }).allTextContents()
    expect(flagged.map((text) => text.replace(a('form.missing'), ''))).toEqual(['Español', 'Deutsch', 'Català'])
    await context.close()
  })
})
