import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'

const t = useSiteInBrowser({ cacheHtml: true })
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)

describe('SEO records in a real browser', () => {
  it('edits the German title in its language tab and the public page head changes at once', async () => {
    const user = await createStaff('editor')
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const visitor = await t.browser.newContext()
    try {
      const publicPage = await visitor.newPage()
      await publicPage.goto(`${t.site.url}/?lng=de`)
      const before = await publicPage.title()

      const page = await context.newPage()
      await page.goto(`${t.site.url}/admin/seo?lng=en`)
      await page.getByLabel(a('login.email')).fill(user.email)
      await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
      await page.getByRole('button', { name: a('login.submit') }).click()
      await page.waitForURL(/\/admin\/seo/)
      await page.locator('a[href="/admin/seo/edit/home"]').first().click()
      await page.waitForURL(/\/admin\/seo\/edit\/home/)
      // Hydrated: one language panel at a time.
      const german = page.getByLabel(`${a('seoAdmin.pageTitle')} (Deutsch)`)
      await expect.poll(() => german.isVisible()).toBe(false)
      await page.getByRole('tab', { name: /Deutsch/ }).click()
      await german.fill('Menorca mit Einheimischen entdecken')
      await page.getByRole('button', { name: a('form.save') }).click()
      await page.waitForURL(/\/admin\/seo\?saved=updated/)
      expect(await page.getByRole('status').filter({ hasText: a('flash.updated') }).count()).toBe(1)

      await publicPage.goto(`${t.site.url}/?lng=de`)
      const after = await publicPage.title()
      expect(after).not.toBe(before)
      expect(after).toMatch(/^Menorca mit Einheimischen entdecken/)
    } finally {
      await context.close()
      await visitor.close()
    }
  })
  it('deletes the selected records from the grid by page key, after a confirmation', async () => {
    const user = await createStaff('editor')
    for (const pageKey of ['spring-offers', 'winter-offers']) {
      await t.site.knex('seo_records').insert({ pageKey, title: JSON.stringify({ es: pageKey, en: pageKey }), description: '{}', keywords: '{}' })
    }
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const page = await context.newPage()
      await page.goto(`${t.site.url}/admin/seo?lng=en&q=offers`)
      await page.getByLabel(a('login.email')).fill(user.email)
      await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
      await page.getByRole('button', { name: a('login.submit') }).click()
      await page.waitForURL(/\/admin\/seo\?lng=en&q=offers/)
      await page.locator('[data-island="AdminGrid"][data-hydrated]').waitFor()
      await page.getByRole('checkbox', { name: a('grid.selectRow', { id: 'spring-offers' }) }).check()
      await page.getByRole('checkbox', { name: a('grid.selectRow', { id: 'winter-offers' }) }).check()
      await page.getByRole('button', { name: a('grid.deleteSelected', { count: 2 }) }).first().click()
      const dialog = page.getByRole('dialog')
      expect(await dialog.textContent()).toContain(a('grid.confirmDelete_other', { count: 2 }))
      await dialog.getByRole('button', { name: a('grid.deleteSelected', { count: 2 }) }).click()
      await page.waitForURL(/deleted=2/)
      expect(await page.getByRole('status').filter({ hasText: a('flash.deleted', { count: 2 }) }).count()).toBe(1)
      expect(await t.site.knex('seo_records').whereIn('pageKey', ['spring-offers', 'winter-offers'])).toEqual([])
      expect(await t.site.knex('seo_records').where({ pageKey: 'home' }).first()).toBeDefined()
    } finally {
      await context.close()
    }
  })
})
