import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff, STAFF_PASSWORD } from '../helpers/staff'

const t = useSiteInBrowser()
const a = (key: string, vars?: Record<string, string | number>) => tr('en', 'admin', key, vars)
const p = (key: string, vars?: Record<string, string | number>) => a(`blogAdmin.posts.${key}`, vars)

async function loggedIn() {
  const user = await createStaff('editor')
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${t.site.url}/admin/blog/posts/new?lng=en`)
  await page.waitForURL(/\/auth\/login\?next=/)
  await page.getByLabel(a('login.email')).fill(user.email)
  await page.getByLabel(a('login.password')).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: a('login.submit') }).click()
  await page.waitForURL(/\/admin\/blog\/posts\/new/)
  return { page, context }
}

describe('blog editor in a real browser', () => {
  it('previews the Markdown of one language as the public article renders it, then saves a scheduled post', async () => {
    const { page, context } = await loggedIn()
    await page.locator('[data-island="BlogPreview"][data-hydrated]').waitFor()
    await page.locator('[data-island="LanguageTabs"][data-hydrated]').waitFor()

    await page.getByLabel(`${p('titleField')} (Español)`).fill('Calas del norte')
    await page.getByLabel(`${p('body')} (Español)`).fill('## Cala Pregonda\n\nArena **roja** y aguas claras.')
    await page.getByRole('tab', { name: /English/ }).click()
    await page.getByLabel(`${p('body')} (English)`).fill('## Northern coves\n\nRed **sand** <script>window.hacked = true</script>')

    const preview = page.getByRole('region', { name: a('form.preview.title') })
    await preview.getByRole('button', { name: a('form.preview.button', { language: 'English' }) }).click()
    await preview.getByRole('heading', { name: 'Northern coves' }).waitFor()
    expect(await preview.locator('strong').textContent()).toBe('sand')
    expect(await preview.locator('script').count()).toBe(0)
    expect(await preview.textContent()).toContain('<script>window.hacked = true</script>')
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined()
    expect(await preview.textContent()).toContain(a('form.readingTime', { count: 1 }))

    await preview.getByRole('button', { name: a('form.preview.button', { language: 'Español' }) }).click()
    await preview.getByRole('heading', { name: 'Cala Pregonda' }).waitFor()
    expect(await preview.locator('strong').textContent()).toBe('roja')

    await page.getByLabel(p('slug')).fill('calas-del-norte')
    await page.getByLabel(p('status')).selectOption('scheduled')
    await page.getByLabel(p('publishedAt')).fill('2099-06-01T09:30')
    await page.getByRole('button', { name: a('form.save') }).click()
    await page.waitForURL(/\/admin\/blog\/posts\?saved=created/)
    expect(await page.getByRole('row').filter({ hasText: 'Calas del norte' }).textContent()).toContain(p('statuses.scheduled'))
    const stored = await t.site.knex('blog_posts').where({ slug: 'calas-del-norte' }).first()
    expect(stored.status).toBe('scheduled')
    expect(new Date(stored.publishedAt).toISOString()).toBe('2099-06-01T07:30:00.000Z')
    await context.close()
  })
})
