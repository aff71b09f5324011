import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'

const t = useSiteInBrowser()

const WIDTHS = [390, 1366] as const
const SLUG = 'south-coast-coves-boat-trip'
const label = (key: string) => tr('en', 'common', `gallery.${key}`)
const counter = (index: number, count: number) => tr('en', 'common', 'gallery.counter', { index, count })

async function tripPage(width: number, options: { javaScript?: boolean; touch?: boolean } = {}): Promise<Page> {
  const context = await t.browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: options.javaScript ?? true, hasTouch: options.touch ?? false })
  const page = await context.newPage()
  const { id } = (await t.site.knex('trips').where({ slug: SLUG }).first('id')) as { id: number }
  await page.goto(`${t.site.url}/trips/${id}?lng=en`)
  return page
}

const gallery = (page: Page) => page.locator('[data-island="GalleryLightbox"]')
const dialog = (page: Page) => page.getByRole('dialog', { name: label('dialog') })
const activeInsideDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))

async function hydrated(page: Page): Promise<void> {
  await gallery(page).scrollIntoViewIfNeeded()
  await expect.poll(() => gallery(page).getAttribute('data-hydrated')).toBe('')
}

describe.each(WIDTHS)('the gallery lightbox at %i px', (width) => {
  it('opens with Enter, turns with the arrow keys and buttons, keeps focus inside, closes with Escape and gives focus back', async () => {
    const page = await tripPage(width)
    await hydrated(page)
    const thumbnails = gallery(page).locator('a')
    const count = await thumbnails.count()
    expect(count).toBeGreaterThan(1)
    const second = thumbnails.nth(1)
    await second.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog(page).isVisible()).toBe(true)
    const status = dialog(page).locator('[aria-live]')
    expect(await status.textContent()).toBe(counter(2, count))
    // The large photo carries the thumbnail's alternative text.
    expect(await dialog(page).locator('img').getAttribute('alt')).toBe(await second.locator('img').getAttribute('alt'))
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => status.textContent()).toBe(counter(3, count))
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => status.textContent()).toBe(counter(1, count))
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => status.textContent()).toBe(counter(count, count))
    await dialog(page).getByRole('button', { name: label('next') }).click()
    await expect.poll(() => status.textContent()).toBe(counter(1, count))
    await dialog(page).getByRole('button', { name: label('previous') }).click()
    await expect.poll(() => status.textContent()).toBe(counter(count, count))
    // Tab and Shift+Tab go round the viewer's controls, never back to the page.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await activeInsideDialog(page)).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await activeInsideDialog(page)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).isVisible()).toBe(false)
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it('opens on a click, its controls are labelled, ≥ 24 px and inside the screen, and the close button gives focus back', async () => {
    const page = await tripPage(width)
    await hydrated(page)
    const first = gallery(page).locator('a').first()
    await first.click()
    await expect.poll(() => dialog(page).isVisible()).toBe(true)
    for (const name of ['close', 'previous', 'next']) {
      const box = (await dialog(page).getByRole('button', { name: label(name) }).boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(24)
      expect(box.height).toBeGreaterThanOrEqual(24)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
    }
    // The large photo is loaded and fits the screen.
    const photo = dialog(page).locator('img')
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const shown = (await photo.boundingBox())!
    expect(shown.width).toBeLessThanOrEqual(width)
    expect(shown.width).toBeGreaterThan(width / 2)
    expect(shown.height).toBeGreaterThan(100)
    await dialog(page).getByRole('button', { name: label('close') }).click()
    await expect.poll(() => dialog(page).isVisible()).toBe(false)
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it('turns the photo with a touch swipe', async () => {
    const page = await tripPage(width, { touch: true })
    await hydrated(page)
    const count = await gallery(page).locator('a').count()
    await gallery(page).locator('a').first().click()
    await expect.poll(() => dialog(page).isVisible()).toBe(true)
    const status = dialog(page).locator('[aria-live]')
    const box = (await dialog(page).locator('img').boundingBox())!
    const y = box.y + box.height / 2
    const swipe = async (fromX: number, toX: number) => {
      const session = await page.context().newCDPSession(page)
      await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] })
      for (const step of [0.25, 0.5, 0.75, 1]) {
        await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + (toX - fromX) * step, y }] })
      }
      await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await session.detach()
    }
    const left = Math.round(width * 0.2)
    const right = Math.round(width * 0.8)
    await swipe(right, left)
    await expect.poll(() => status.textContent()).toBe(counter(2, count))
    await swipe(left, right)
    await expect.poll(() => status.textContent()).toBe(counter(1, count))
    // A short movement (a tap) turns nothing.
    await swipe(left, left + 20)
    expect(await status.textContent()).toBe(counter(1, count))
    await page.context().close()
  })
})

describe('the gallery without JavaScript', () => {
  it('links each thumbnail to the full image', async () => {
    const page = await tripPage(390, { javaScript: false })
    const links = gallery(page).locator('a')
    expect(await links.count()).toBeGreaterThan(1)
    const href = (await links.nth(1).getAttribute('href'))!
    expect(href).toMatch(/^\/api\/images\/optimize\/.+\?width=\d+/)
    const response = await page.goto(`${t.site.url}${href}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toMatch(/^image\//)
    await page.context().close()
  })
})
