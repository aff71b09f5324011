import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it, onTestFinished } from 'vitest'
import { useSiteInBrowser } from '../helpers/browser'
import { tr } from '../helpers/locales'
import { createStaff } from '../helpers/staff'

const t = useSiteInBrowser()

async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  let seed = 11
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    raw[i] = seed & 0xff
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer()
}

async function libraryPage(lng = 'en'): Promise<Page> {
  const staff = await createStaff('editor')
  const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false, marketing: false })))
  const page = await context.newPage()
  await page.goto(`${t.site.url}/auth/login?next=${encodeURIComponent(`/admin/images?lng=${lng}`)}`)
  await page.fill('input[name="email"]', staff.email)
  await page.fill('input[name="password"]', staff.password)
  await Promise.all([page.waitForURL(/\/admin\/images/), page.click('button[type="submit"]')])
  await page.locator('[data-island="ImageUploader"][data-hydrated]').waitFor()
  // Record every state the per-file progress bars go through.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { uploadStates: string[] }).uploadStates = seen
    new MutationObserver(() => {
      document.querySelectorAll('[data-upload-status]').forEach((li) => {
        const bar = li.querySelector('progress')
        seen.push(`${li.getAttribute('data-upload-status')}:${bar?.getAttribute('value')}`)
      })
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  return page
}

const rows = (page: Page) => page.locator('[data-upload-status]')

describe('image library upload island', () => {
  it('uploads several files picked with the file input, each with its own progress bar, then lists them', async () => {
    const page = await libraryPage('en')
    const big = await photo(1400, 1000) // ~4 MB PNG: progress events have something to report
    const small = await photo(60, 40)
    await page.setInputFiles('[data-testid="image-dropzone"] input[type="file"]', [
      { name: 'e2e-big.png', mimeType: 'image/png', buffer: big },
      { name: 'e2e-small.png', mimeType: 'image/png', buffer: small },
    ])
    await expect.poll(() => rows(page).count()).toBe(2)
    await expect.poll(() => page.locator('[data-upload-status="done"]').count(), { timeout: 20_000 }).toBe(2)
    for (const bar of await page.locator('[data-upload-status] progress').all()) expect(await bar.getAttribute('value')).toBe('100')
    expect(await page.locator('[data-upload-status="done"]').first().textContent()).toContain(tr('en', 'admin', 'imagesAdmin.upload.done'))
    const states = await page.evaluate(() => (window as unknown as { uploadStates: string[] }).uploadStates)
    expect(states.some((s) => s.startsWith('uploading:'))).toBe(true)
    // Each finished file links to its own page; the library button reloads the grid with them.
    expect(await page.locator('[data-upload-status="done"] a').first().getAttribute('href')).toMatch(/^\/admin\/images\/\d+$/)
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: tr('en', 'admin', 'imagesAdmin.upload.refresh') }).click()])
    await page.locator('[data-island="AdminGrid"]').getByText('e2e-big.png').waitFor()
    const row = await t.site.knex('images').where({ original_name: 'e2e-big.png' }).first()
    expect(row).toMatchObject({ width: 1400, height: 1000, mimeType: 'image/png' })
    await page.context().close()
  })

  it('accepts files dropped onto the box and shows the server refusal for a bad one', async () => {
    const page = await libraryPage('de')
    const good = (await photo(80, 60)).toString('base64')
    await page.evaluate((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }))
      transfer.items.add(new File([new TextEncoder().encode('not really a picture')], 'fake.jpg', { type: 'image/jpeg' }))
      const zone = document.querySelector('[data-testid="image-dropzone"]')!
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }))
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
    }, good)
    await expect.poll(() => page.locator('[data-upload-status="done"], [data-upload-status="failed"]').count(), { timeout: 15_000 }).toBe(2)
    expect(await page.locator('[data-upload-status="done"]').textContent()).toContain('dropped.png')
    const failed = page.locator('[data-upload-status="failed"]')
    expect(await failed.textContent()).toContain('fake.jpg')
    // No full progress bar for the refused file: only its message.
    expect(await failed.locator('progress').count()).toBe(0)
    // The server's refusal, in the language the admin is shown in.
    const lng = (await page.getAttribute('html', 'lang'))!
    expect(await failed.getByRole('alert').textContent()).toContain(tr(lng, 'common', 'errors.api.upload.not_image', { file: 'fake.jpg' }))
    expect(await t.site.knex('images').where({ original_name: 'dropped.png' }).first()).toBeTruthy()
    expect(await t.site.knex('images').where({ original_name: 'fake.jpg' }).first()).toBeUndefined()
    await page.context().close()
  })

  it('refuses a file over 15 MB in the browser without sending it', async () => {
    const page = await libraryPage('es')
    let posted = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/images')) posted++
    })
    // A file on disk, as a visitor picks one: the browser gets its path, not 15 MB through the
    // protocol (which took over 30 s on a loaded machine). Sparse, so nothing is written.
    const dir = mkdtempSync(path.join(tmpdir(), 'enorme-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const file = path.join(dir, 'enorme.png')
    writeFileSync(file, '')
    truncateSync(file, 15 * 1024 * 1024 + 1)
    await page.setInputFiles('[data-testid="image-dropzone"] input[type="file"]', file)
    await page.locator('[data-upload-status="failed"]').waitFor()
    expect(await page.locator('[data-upload-status="failed"] [role="alert"]').textContent()).toBe(tr('es', 'admin', 'imagesAdmin.errors.tooLarge'))
    expect(posted).toBe(0)
    await page.context().close()
  })
})
