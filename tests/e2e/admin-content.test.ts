import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'

const t = useSiteInBrowser({ cacheHtml: true })
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)

/** An editor's page, logged in through the form on the way to `path`. */
async function editorAt(path: string) {
  const user = await createStaff('editor')
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  await page.goto(`${t.site.url}${path}`)
  await page.getByLabel(a('login.email')).fill(user.email)
  await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: a('login.submit') }).click()
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
  return { page, context }
}

describe('content pages and FAQ in a real browser', () => {
  it('writes the German "about" page with the Markdown preview; German visitors see it at once', async () => {
    const visitor = await t.browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(`${t.site.url}/about?lng=de`)
    const { page, context } = await editorAt('/admin/pages/edit/about?lng=en')
    try {
      await page.locator('[data-island="LanguageTabs"][data-hydrated]').waitFor()
      await page.locator('[data-island="BlogPreview"][data-hydrated]').waitFor()
      await page.getByRole('tab', { name: /Deutsch/ }).click()
      const body = page.getByLabel(`${a('pagesAdmin.body')} (Deutsch)`)
      await body.fill('## Familienbetrieb seit 2012\n\nWir zeigen Ihnen **unser** Menorca.')
      const preview = page.getByRole('region', { name: a('form.preview.title') })
      await preview.getByRole('button', { name: a('form.preview.button', { language: 'Deutsch' }) }).click()
      await preview.getByRole('heading', { name: 'Familienbetrieb seit 2012' }).waitFor()
      expect(await preview.locator('strong').textContent()).toBe('unser')
      await page.getByRole('button', { name: a('form.save') }).click()
      await page.waitForURL(/\/admin\/pages\?saved=updated/)

      await publicPage.goto(`${t.site.url}/about?lng=de`)
      expect(await publicPage.getByRole('heading', { name: 'Familienbetrieb seit 2012' }).isVisible()).toBe(true)
      await publicPage.goto(`${t.site.url}/about?lng=es`)
      expect(await publicPage.getByRole('heading', { name: 'Familienbetrieb seit 2012' }).count()).toBe(0)
    } finally {
      await context.close()
      await visitor.close()
    }
  })

  it('adds a transfers question that the home page FAQ shows in German', async () => {
    const { page, context } = await editorAt('/admin/faq?lng=en')
    try {
      await page.getByRole('link', { name: a('faqAdmin.new') }).click()
      await page.locator('[data-island="LanguageTabs"][data-hydrated]').waitFor()
      await page.getByLabel(`${a('faqAdmin.question')} (Español)`).fill('¿Puedo llevar mi bicicleta?')
      await page.getByLabel(`${a('faqAdmin.answer')} (Español)`).fill('Sí, en el monovolumen, avisando al reservar.')
      await page.getByRole('tab', { name: /Deutsch/ }).click()
      await page.getByLabel(`${a('faqAdmin.question')} (Deutsch)`).fill('Kann ich mein Fahrrad mitnehmen?')
      await page.getByLabel(`${a('faqAdmin.answer')} (Deutsch)`).fill('Ja, im Kleinbus, wenn Sie es bei der Buchung angeben.')
      await page.getByLabel(a('faqAdmin.topic')).selectOption('transfers')
      await page.getByRole('button', { name: a('form.save') }).click()
      await page.waitForURL(/\/admin\/faq\?saved=created/)
      // No English text yet: the English list shows the Spanish question (the site's fallback rule).
      expect(await page.getByRole('row').filter({ hasText: '¿Puedo llevar mi bicicleta?' }).count()).toBe(1)

      const home = await context.newPage()
      await home.goto(`${t.site.url}/?lng=de`)
      const question = home.getByText('Kann ich mein Fahrrad mitnehmen?')
      await question.click()
      expect(await home.getByText('Ja, im Kleinbus, wenn Sie es bei der Buchung angeben.').isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
