import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff } from '../helpers/staff'

const t = useSiteInBrowser()
const a = (key: string) => tr('en', 'admin', `tripsAdmin.${key}`)

const NAMES = { es: 'Atardecer en Favàritx', en: 'Sunset at Favàritx', de: 'Sonnenuntergang am Favàritx', ca: 'Posta de sol a Favàritx' }

describe('a staff member runs the catalogue from /admin (issue 6)', () => {
  it('logs in, uploads a picture, creates a trip in four languages with it, and German visitors see it on /trips', async () => {
    const staff = await createStaff('editor')
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await page.goto(`${t.site.url}/admin/images?lng=en`)
    await page.fill('input[name="email"]', staff.email)
    await page.fill('input[name="password"]', staff.password)
    await Promise.all([page.waitForURL(/\/admin\/images/), page.click('button[type="submit"]')])

    await page.locator('[data-island="ImageUploader"][data-hydrated]').waitFor()
    const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 20, g: 120, b: 160 } } }).jpeg().toBuffer()
    await page.setInputFiles('[data-testid="image-dropzone"] input[type="file"]', [{ name: 'favaritx-sunset.jpg', mimeType: 'image/jpeg', buffer: picture }])
    await expect.poll(() => page.locator('[data-upload-status="done"]').count(), { timeout: 20_000 }).toBe(1)
    const stored = await t.site.knex('images').where('path', 'like', '%favaritx-sunset%').first()
    expect(stored).toBeTruthy()

    await page.goto(`${t.site.url}/admin/trips/new?lng=en`)
    await page.locator('[data-island="LanguageTabs"][data-hydrated]').waitFor()
    for (const [code, label] of [['es', 'Español'], ['en', 'English'], ['de', 'Deutsch'], ['ca', 'Català']] as const) {
      await page.getByRole('tab', { name: new RegExp(label) }).click()
      await page.getByLabel(`${a('name')} (${label})`).fill(NAMES[code])
      await page.getByLabel(`${a('description')} (${label})`).fill(`${NAMES[code]}: ${code} description of the evening walk to the lighthouse.`)
    }
    // The German "what to bring" and the facts a traveller decides on; no address to type.
    await page.getByRole('tab', { name: /Deutsch/ }).click()
    await page.getByLabel(`${tr('en', 'admin', 'tripFacts.whatToBring')} (Deutsch)`).fill('Taschenlampe\nWindjacke')
    expect(await page.locator('input[name="slug"]').count()).toBe(0)
    await page.locator('input[name="price"]').fill('45')
    await page.getByLabel(tr('en', 'admin', 'tripFacts.minAge')).fill('10')
    await page.getByLabel(tr('en', 'admin', 'tripFacts.fitnessLevel')).selectOption('moderate')
    const imageOption = await page.locator('select[name="image"] option', { hasText: 'favaritx-sunset' }).getAttribute('value')
    await page.locator('select[name="image"]').selectOption(imageOption!)
    // A new trip starts as a draft: saved, previewed by staff, not yet on the site.
    expect(await page.getByLabel(tr('en', 'admin', 'tripStatus.label')).inputValue()).toBe('draft')
    await page.getByRole('button', { name: tr('en', 'admin', 'form.save') }).click()
    await page.waitForURL(/\/admin\/trips\?saved=created/)
    const trip = await t.site.knex('trips').where({ name: NAMES.es }).first()
    expect(trip).toMatchObject({ status: 'draft', slug: 'atardecer-en-favaritx', minAge: 10, fitnessLevel: 'moderate' })
    await page.goto(`${t.site.url}/trips?lng=de&q=Favàritx`)
    expect(await page.getByRole('article').filter({ hasText: NAMES.de }).count()).toBe(0)

    await page.goto(`${t.site.url}/admin/trips/edit/${trip.id}?lng=en`)
    await page.getByLabel(tr('en', 'admin', 'tripStatus.label')).selectOption('published')
    await page.getByRole('button', { name: tr('en', 'admin', 'form.save') }).click()
    await page.waitForURL(/\/admin\/trips\?saved=updated/)

    await page.goto(`${t.site.url}/trips?lng=de&q=Favàritx`)
    const card = page.getByRole('article').filter({ hasText: NAMES.de })
    expect(await card.count()).toBe(1)
    expect(await card.locator('img').getAttribute('src')).toContain('favaritx-sunset')
    await card.getByRole('link', { name: NAMES.de }).click()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(NAMES.de)
    const facts = page.locator('section[aria-labelledby="trip-facts"]')
    for (const text of [tr('de', 'trips', 'facts.title'), 'Taschenlampe', 'Windjacke', tr('de', 'trips', 'facts.fitness.moderate'), tr('de', 'trips', 'facts.minAgeValue_other', { count: 10 })]) expect(await facts.textContent()).toContain(text)
    await context.close()
  })
})
