import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff } from '../helpers/staff'

// The two long tasks in a real browser (ADR 060): the islands start the job, follow the shared
// status until it ends, and show who started it.

const t = useSiteInBrowser()

async function adminPage(path: string, island: string): Promise<{ page: Page; name: string }> {
  const staff = await createStaff('admin')
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  await page.goto(`${t.site.url}/auth/login?next=${encodeURIComponent(path)}`)
  await page.fill('input[name="email"]', staff.email)
  await page.fill('input[name="password"]', staff.password)
  await Promise.all([page.waitForURL((url) => url.pathname === path.split('?')[0]), page.click('button[type="submit"]')])
  await page.locator(`[data-island="${island}"][data-hydrated]`).waitFor({ state: 'attached' })
  return { page, name: (await t.site.knex('users').where({ email: staff.email }).first('name')).name }
}

describe('long tasks in the browser', () => {
  it('converts the selected image to WebP as one job, follows its progress and updates the list', async () => {
    const { page, name } = await adminPage('/admin/webp-converter?lng=en', 'WebpConverter')
    const row = page.locator('tbody tr').first()
    await row.locator('input[type="checkbox"]').check()
    await page.getByRole('button', { name: tr('en', 'admin', 'webpAdmin.convertSelected') }).click()
    await page.locator('[data-testid="webp-summary"][data-state="done"]').waitFor({ timeout: 30_000 })
    expect(await page.locator('[data-testid="webp-summary"]').textContent()).toContain(name)
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(tr('en', 'admin', 'webpAdmin.converted'))
  })

  it('rebuilds the image cache from the utilities page and follows it until it is done', async () => {
    const { page, name } = await adminPage('/admin/utilities?lng=en', 'LongTaskProgress')
    // No run yet: the progress island renders nothing until one starts.
    await page.getByRole('button', { name: tr('en', 'admin', 'utilitiesAdmin.rebuildImages') }).click()
    await page.locator('[data-testid="image-cache-rebuild"][data-state="done"]').waitFor({ timeout: 30_000 })
    const summary = await page.locator('[data-testid="image-cache-rebuild"]').textContent()
    expect(summary).toContain(name)
    // When it started, as the site's English writes a date and time ("26 Nov 2026, 17:53"), not the American "11/26/26, 5:53 PM".
    expect(summary).toMatch(/\b\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}\b/)
  })
})
