import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminGridOf, islandPropsOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { cacheFolderOf } from '../../src/images/optimize'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const imagesDir = () => path.join(t.env.dataDir, 'images')
const cacheDir = () => path.join(t.env.dataDir, 'cache', 'images')

/** A real picture made with sharp (a gradient-ish noise so encoders have something to do). */
async function picture(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 64, height = 48, extra: (s: Sharp) => Sharp = (s) => s): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 37 + (i % 251)) & 0xff
  return extra(sharp(raw, { raw: { width, height, channels: 3 } })).toFormat(format).toBuffer()
}

/** Messages come in the staff member's language: English unless `lng` says otherwise. */
async function upload(agent: request.Agent, csrf: string, files: Array<[Buffer, string]>, lng = 'en') {
  let req = agent.post(`/api/admin/images?lng=${lng}`).set('X-CSRF-Token', csrf)
  for (const [buf, name] of files) req = req.attach('files', buf, name)
  return req
}

describe('admin: image library uploads', () => {
  it('stores real images of every allowed format with their size, dimensions and format', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const files: Array<[Buffer, string]> = [
      [await picture('jpeg', 80, 60), 'Cala Macarella.JPG'],
      [await picture('png', 40, 30), 'plan.png'],
      [await picture('webp', 50, 20), 'sea.webp'],
      [await picture('avif', 32, 32), 'tiny.avif'],
      [await picture('gif', 10, 12), 'anim.gif'],
    ]
    const res = await upload(agent, csrf, files)
    expect(res.status).toBe(201)
    expect(res.body.images).toHaveLength(5)
    const [jpeg, png, webp, avif, gif] = res.body.images
    expect(jpeg).toMatchObject({ width: 80, height: 60, format: 'jpeg', name: 'Cala Macarella.JPG' })
    expect(jpeg.path).toMatch(/^uploads\/\d{4}\/\d{2}\/cala-macarella-[0-9a-f]{6}\.jpg$/)
    expect(png).toMatchObject({ width: 40, height: 30, format: 'png' })
    expect(webp).toMatchObject({ width: 50, height: 20, format: 'webp' })
    expect(avif).toMatchObject({ width: 32, height: 32, format: 'avif' })
    expect(gif).toMatchObject({ width: 10, height: 12, format: 'gif' })
    const row = await t.knex('images').where({ id: jpeg.id }).first()
    expect(row).toMatchObject({ path: jpeg.path, mimeType: 'image/jpeg', width: 80, height: 60 })
    expect(row.bytes).toBe(statSync(path.join(imagesDir(), jpeg.path)).size)
    expect(existsSync(path.join(imagesDir(), jpeg.path))).toBe(true)
    // The optimizer serves the new file at once.
    const thumb = await agent.get(`/api/images/optimize/${jpeg.path}?width=40`)
    expect(thumb.status).toBe(200)
    expect(thumb.headers['content-type']).toBe('image/webp')
  })

  it('applies the EXIF orientation and strips metadata', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    // 80×40 pixels stored, orientation 6 (rotate 90° clockwise) → shown as 40×80.
    const rotated = await picture('jpeg', 80, 40, (s) => s.withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret GPS owner' } } }))
    expect((await sharp(rotated).metadata()).orientation).toBe(6)
    const res = await upload(agent, csrf, [[rotated, 'phone.jpg']])
    expect(res.status).toBe(201)
    expect(res.body.images[0]).toMatchObject({ width: 40, height: 80 })
    const stored = await sharp(path.join(imagesDir(), res.body.images[0].path)).metadata()
    expect([stored.width, stored.height]).toEqual([40, 80])
    expect(stored.orientation).toBeUndefined()
    expect(stored.exif).toBeUndefined()
  })

  it('refuses a file that is not an image (400) and a file over 15 MB (413) with a clear message', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const before = (await t.knex('images').count({ n: '*' }).first())!.n
    const fake = await upload(agent, csrf, [[Buffer.from('#!/bin/sh\necho not an image\n'), 'evil.jpg']])
    expect(fake.status).toBe(400)
    expect(fake.body.error.message).toMatch(/evil\.jpg.*not a readable image/)
    const german = await upload(agent, csrf, [[Buffer.from('#!/bin/sh\necho not an image\n'), 'evil.jpg']], 'de')
    expect(german.body.error.message).toBe(tr('de', 'common', 'errors.api.upload.not_image', { file: 'evil.jpg' }))
    const svg = await upload(agent, csrf, [[Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'logo.svg']])
    expect(svg.status).toBe(400)
    expect(svg.body.error.message).toMatch(/not JPEG, PNG, WebP, AVIF or GIF/)
    // A real picture too big to open is told so, not that it is unreadable.
    const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer()
    const wide = await upload(agent, csrf, [[huge, 'panorama.png']], 'es')
    expect(wide.status).toBe(400)
    expect(wide.body.error.message).toBe(tr('es', 'common', 'errors.api.upload.dimensions', { file: 'panorama.png', max: 8000 }))
    const none = await agent.post('/api/admin/images').set('X-CSRF-Token', csrf).field('alt', 'x')
    expect(none.status).toBe(400)
    const big = Buffer.concat([await picture('jpeg'), Buffer.alloc(15 * 1024 * 1024 + 10)])
    const tooBig = await upload(agent, csrf, [[big, 'huge.jpg']])
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.error.message).toMatch(/huge\.jpg.*too large.*15 MB/)
    expect((await t.knex('images').count({ n: '*' }).first())!.n).toBe(before)
  })

  it('bounds animations before decoding them: over 100 frames or 6 megapixels over all frames → 400; a small one is kept animated', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const before = (await t.knex('images').count({ n: '*' }).first())!.n
    const frames = async (count: number, width: number, height: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => sharp({ create: { width, height, channels: 3, background: { r: (i * 7) % 256, g: (i * 13) % 256, b: 90 } } }).png().toBuffer()))
    // A few KB that would decode to 101 frames (the reproduction: a 113 KB GIF, 39 s of CPU).
    const manyFrames = await sharp(await frames(101, 8, 8), { join: { animated: true } }).gif().toBuffer()
    const refused = await upload(agent, csrf, [[manyFrames, 'many.gif']])
    expect(refused.status).toBe(400)
    expect(refused.body.error.code).toBe('upload_invalid')
    expect(refused.body.error.message).toMatch(/many\.gif.*too many frames/)
    // Few frames, but 2 × 1800 × 1800 pixels over all of them (WebP: quick to make here).
    const hugeFrames = await sharp(await frames(2, 1800, 1800), { join: { animated: true } }).webp({ effort: 0 }).toBuffer()
    expect((await upload(agent, csrf, [[hugeFrames, 'huge-frames.webp']])).status).toBe(400)
    // The no-JavaScript form says so in the staff member's language.
    const form = await agent.post(`/admin/images/upload?_csrf=${encodeURIComponent(csrf)}`).attach('files', manyFrames, 'many.gif')
    expect(form.status).toBe(303)
    expect(form.headers.location).toBe('/admin/images?uploadError=frames')
    expect((await agent.get('/admin/images?uploadError=frames&lng=de')).text).toContain(html(tr('de', 'admin', 'imagesAdmin.errors.frames')))
    expect((await t.knex('images').count({ n: '*' }).first())!.n).toBe(before)

    const small = await sharp(await frames(3, 40, 30), { join: { animated: true } }).gif().toBuffer()
    const kept = await upload(agent, csrf, [[small, 'small.gif']])
    expect(kept.status).toBe(201)
    expect(kept.body.images[0]).toMatchObject({ format: 'gif', width: 40, height: 30 })
    expect((await sharp(path.join(imagesDir(), kept.body.images[0].path)).metadata()).pages).toBe(3)
  })

  it('answers a body that ends inside a file with a 400, and nothing is thrown past the route', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const uncaught: unknown[] = []
    const hear = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', hear)
    try {
      const cut = await agent
        .post('/api/admin/images')
        .set('X-CSRF-Token', csrf)
        .set('Content-Type', 'multipart/form-data; boundary=abc')
        .send('--abc\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nxxxx')
      expect(cut.status).toBe(400)
      expect(cut.body.error.code).toBe('upload_invalid')
      await new Promise((resolve) => setImmediate(resolve))
    } finally {
      process.off('uncaughtException', hear)
    }
    expect(uncaught).toEqual([])
  })

  it('stores a very large still at most 4096 px on its longest side', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const large = await sharp({ create: { width: 6000, height: 3000, channels: 3, background: '#0e7490' } }).jpeg().toBuffer()
    const res = await upload(agent, csrf, [[large, 'panorama.jpg']])
    expect(res.status).toBe(201)
    expect(res.body.images[0]).toMatchObject({ width: 4096, height: 2048, format: 'jpeg' })
    expect(await sharp(path.join(imagesDir(), res.body.images[0].path)).metadata()).toMatchObject({ width: 4096, height: 2048 })
  })

  it('sanitises path-traversal file names and keeps every stored name unique', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const img = await picture('png', 20, 20)
    const res = await upload(agent, csrf, [
      [img, '../../../etc/passwd.png'],
      [img, '..\\..\\windows\\évora beach.png'],
      [img, '../../../etc/passwd.png'],
    ])
    expect(res.status).toBe(201)
    const [a, b, c] = res.body.images.map((i: { path: string }) => i.path)
    expect(a).toMatch(/^uploads\/\d{4}\/\d{2}\/passwd-[0-9a-f]{6}\.png$/)
    expect(b).toMatch(/^uploads\/\d{4}\/\d{2}\/evora-beach-[0-9a-f]{6}\.png$/)
    expect(c).not.toBe(a)
    for (const p of [a, b, c]) expect(path.resolve(imagesDir(), p).startsWith(path.join(imagesDir(), 'uploads') + path.sep)).toBe(true)
  })

  it('works without JavaScript: a plain multipart form with the token in the action redirects back', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const ok = await agent.post(`/admin/images/upload?_csrf=${encodeURIComponent(csrf)}`).attach('files', await picture('jpeg'), 'form.jpg')
    expect(ok.status).toBe(303)
    expect(ok.headers.location).toBe('/admin/images?uploaded=1')
    expect(await t.knex('images').where({ original_name: 'form.jpg' }).first()).toBeTruthy()
    const bad = await agent.post(`/admin/images/upload?_csrf=${encodeURIComponent(csrf)}`).attach('files', Buffer.from('nope'), 'x.png')
    expect(bad.headers.location).toBe('/admin/images?uploadError=not_image')
    const big = await agent.post(`/admin/images/upload?_csrf=${encodeURIComponent(csrf)}`).attach('files', Buffer.alloc(16 * 1024 * 1024), 'big.png')
    expect(big.headers.location).toBe('/admin/images?uploadError=tooLarge')
    // Without the token (or with a wrong one) nothing is stored.
    const forged = await agent.post('/admin/images/upload?_csrf=wrong').attach('files', await picture('jpeg'), 'forged.jpg')
    expect(forged.status).toBe(403)
    const noHeader = await agent.post('/api/admin/images').attach('files', await picture('jpeg'), 'forged.jpg')
    expect(noHeader.status).toBe(403)
    expect(await t.knex('images').where({ original_name: 'forged.jpg' }).first()).toBeUndefined()
  })

  it('answers 401 to anonymous API calls and sends anonymous pages to the login; editors may upload', async () => {
    const anon = await request(t.app).post('/api/admin/images').attach('files', await picture('jpeg'), 'anon.jpg')
    expect(anon.status).toBe(401)
    const page = await request(t.app).get('/admin/images')
    expect(page.status).toBe(303)
    expect(page.headers.location).toBe('/auth/login?next=%2Fadmin%2Fimages')
    const { agent, csrf } = await loginAs(t.app, 'user')
    expect((await agent.post('/api/admin/images').set('X-CSRF-Token', csrf).attach('files', await picture('jpeg'), 'anon.jpg')).status).toBe(403)
    expect((await agent.get('/admin/images')).headers.location).toBe('/')
    expect(await t.knex('images').where({ original_name: 'anon.jpg' }).first()).toBeUndefined()
  })
})

/** The image page's "where used" list: "Kind: edit address" per use. */
function usesOn(page: string): string[] {
  const section = page.slice(page.indexOf('id="where-used"'), page.indexOf('</section>', page.indexOf('id="where-used"')))
  return [...section.matchAll(/<span[^>]*>([^<]*?)(?:<!-- -->)?:<\/span>[\s]*(?:<!-- -->)?<a href="([^"]+)"/g)].map((m) => `${m[1]}: ${m[2]}`)
}

describe('admin: image library list, alt text, where used and delete', () => {
  it('lists the library with search, sort and use counts', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/images?q=cove-turquoise&sort=name')
    expect(list.status).toBe(200)
    const grid = adminGridOf(list.text)
    expect(grid.rows.length).toBeGreaterThan(0)
    // The thumbnail address names the library path (and its version, docs/decisions/061).
    const row = grid.rows.find((r) => String(r.cells.thumb).startsWith('/api/images/optimize/demo/cove-turquoise.jpg?width=160&height=120&format=webp&quality=70&v='))!
    expect(row.cells).toMatchObject({ format: 'JPEG', width: '1600×1000' })
    expect(row.cells.uses).toBeGreaterThan(0)
    const bySize = adminGridOf((await agent.get('/admin/images?sort=-bytes&pageSize=10')).text)
    const bytesOf = new Map((await t.knex('images').whereIn('id', bySize.rows.map((r) => r.id)).select('id', 'bytes')).map((r: { id: number; bytes: number }) => [r.id, Number(r.bytes)]))
    const sizes = bySize.rows.map((r) => bytesOf.get(r.id as number)!)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
  })

  it('saves alt text in four languages', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const up = await upload(agent, csrf, [[await picture('jpeg'), 'alt.jpg']])
    const id = up.body.images[0].id
    const res = await agent.post(`/admin/images/${id}`).type('form').send({ _csrf: csrf, alt_es: 'Una cala', alt_en: 'A cove', alt_de: 'Eine Bucht', alt_ca: 'Una cala' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/images/${id}?saved=updated`)
    const row = await t.knex('images').where({ id }).first()
    expect(row.alt).toBe('Una cala')
    expect(row.translations.alt).toEqual({ es: 'Una cala', en: 'A cove', de: 'Eine Bucht', ca: 'Una cala' })
    const detail = (await agent.get(`/admin/images/${id}`)).text
    for (const [name, value] of Object.entries({ alt_es: 'Una cala', alt_en: 'A cove', alt_de: 'Eine Bucht', alt_ca: 'Una cala' })) {
      expect(detail).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"`))
    }
    expect(islandPropsOf<{ tabs: Array<{ missing: boolean }> }>(detail, 'LanguageTabs').tabs.filter((tab) => tab.missing)).toEqual([])
    const tooLong = await agent.post(`/admin/images/${id}`).type('form').send({ _csrf: csrf, alt_es: 'x'.repeat(301) })
    expect(tooLong.status).toBe(400)
    expect((await agent.get('/admin/images/999999')).status).toBe(404)
  })

  it('shows where an image is used and refuses to delete it (409 with the uses)', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const up = await upload(agent, csrf, [[await picture('jpeg'), 'used.jpg']])
    const image = up.body.images[0]
    const trip = await t.knex('trips').orderBy('id').first()
    const destination = await t.knex('destinations').orderBy('id').first()
    const post = await t.knex('blog_posts').orderBy('id').first()
    await t.knex('trips').where({ id: trip.id }).update({ image: image.path })
    await t.knex('destinations').where({ id: destination.id }).update({ gallery: JSON.stringify(['demo/x.jpg', image.path]) })
    await t.knex('blog_posts').where({ id: post.id }).update({ body: `Text ![a](/api/images/optimize/${image.path}?width=800) more` })
    const uses = usesOn((await agent.get(`/admin/images/${image.id}?lng=en`)).text)
    expect(uses).toEqual(
      expect.arrayContaining([
        `${html(tr('en', 'admin', 'imagesAdmin.kinds.trip'))}: /admin/trips/edit/${trip.id}`,
        `${html(tr('en', 'admin', 'imagesAdmin.kinds.destination'))}: /admin/destinations/edit/${destination.id}`,
        `${html(tr('en', 'admin', 'imagesAdmin.kinds.blogPost'))}: /admin/blog/posts/edit/${post.id}`,
      ]),
    )
    expect(uses).toHaveLength(3)
    const refused = await agent.delete(`/api/admin/images/${image.id}`).set('X-CSRF-Token', csrf)
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('image_in_use')
    expect(refused.body.error.fields).toMatchObject({ [`trip #${trip.id}`]: trip.name })
    const bulk = await agent.post('/api/admin/images/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [image.id] })
    expect(bulk.status).toBe(409)
    const form = await agent.post(`/admin/images/${image.id}/delete`).type('form').send({ _csrf: csrf })
    expect(form.headers.location).toBe(`/admin/images/${image.id}?inUse=1`)
    expect(existsSync(path.join(imagesDir(), image.path))).toBe(true)
    expect(await t.knex('images').where({ id: image.id }).first()).toBeTruthy()
  })

  it("counts content pages' Markdown, FAQ answers and the site's own pictures as uses, and refuses to delete them", async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const image = (await upload(agent, csrf, [[await picture('jpeg'), 'office.jpg']])).body.images[0]
    const about = await t.knex('content_pages').where({ key: 'about' }).first()
    const faq = await t.knex('faq_entries').orderBy('id').first()
    await t.knex('content_pages').where({ key: 'about' }).update({ translations: JSON.stringify({ ...about.translations, body: { ...about.translations.body, en: `Our office:\n\n![Office](/api/images/optimize/${image.path})` } }) })
    await t.knex('faq_entries').where({ id: faq.id }).update({ answer: `See /api/images/optimize/${image.path} for the map.` })
    expect(usesOn((await agent.get(`/admin/images/${image.id}?lng=en`)).text).sort()).toEqual([
      `${html(tr('en', 'admin', 'imagesAdmin.kinds.contentPage'))}: /admin/pages/edit/about`,
      `${html(tr('en', 'admin', 'imagesAdmin.kinds.faq'))}: /admin/faq/edit/${faq.id}`,
    ])
    expect((await agent.delete(`/api/admin/images/${image.id}`).set('X-CSRF-Token', csrf)).status).toBe(409)
    expect((await request(t.app).get('/about?lng=en')).text).toContain(`/api/images/optimize/${image.path}`)

    // The home page's pictures while no banner is active: nothing in the content names them.
    const placeholder = await t.knex('images').where({ path: 'demo/placeholder-1.jpg' }).first()
    expect(usesOn((await agent.get(`/admin/images/${placeholder.id}?lng=de`)).text)).toEqual([`${html(tr('de', 'admin', 'imagesAdmin.kinds.homeHero'))}: /`])
    const refused = await agent.post(`/admin/images/${placeholder.id}/delete`).type('form').send({ _csrf: csrf })
    expect(refused.headers.location).toBe(`/admin/images/${placeholder.id}?inUse=1`)
    expect(await t.knex('images').where({ id: placeholder.id }).first()).toBeTruthy()
  })

  it('deletes an unused image with its file and cached optimizer variants', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const up = await upload(agent, csrf, [[await picture('jpeg'), 'unused.jpg'], [await picture('png'), 'unused2.png']])
    const [a, b] = up.body.images
    expect((await agent.get(`/api/images/optimize/${a.path}?width=30`)).status).toBe(200)
    const variants = cacheFolderOf(cacheDir(), a.path)
    expect(readdirSync(variants).length).toBe(1)
    const res = await agent.delete(`/api/admin/images/${a.id}`).set('X-CSRF-Token', csrf)
    expect(res.status).toBe(204)
    expect(existsSync(path.join(imagesDir(), a.path))).toBe(false)
    expect(existsSync(variants)).toBe(false)
    expect(await t.knex('images').where({ id: a.id }).first()).toBeUndefined()
    expect((await agent.get(`/api/images/optimize/${a.path}?width=30`)).status).toBe(404)
    const form = await agent.post(`/admin/images/${b.id}/delete`).type('form').send({ _csrf: csrf })
    expect(form.headers.location).toBe('/admin/images?deleted=1')
    expect(existsSync(path.join(imagesDir(), b.path))).toBe(false)
    expect((await agent.delete(`/api/admin/images/${a.id}`).set('X-CSRF-Token', csrf)).status).toBe(404)
  })

  it('rotates a picture in place: new dimensions and bytes, a new version in its URLs, the old one redirects (ADR 061)', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const up = await upload(agent, csrf, [[await picture('jpeg', 64, 48), 'sideways.jpg']])
    const { id, path: imagePath } = up.body.images[0]
    const before = await t.knex('image_blobs').where({ path: imagePath }).first()
    const oldVersion = String(before.sha256).slice(0, 12)
    const old = await agent.get(`/api/images/optimize/${imagePath}?width=64&format=webp&quality=80&v=${oldVersion}`)
    expect((await sharp(old.body as Buffer).metadata()).width).toBe(64)

    const res = await agent.post(`/admin/images/${id}/rotate`).type('form').send({ _csrf: csrf, turn: 'left' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/images/${id}?saved=updated`)
    expect(await t.knex('images').where({ id }).first()).toMatchObject({ width: 48, height: 64 })
    const after = await t.knex('image_blobs').where({ path: imagePath }).first()
    const newVersion = String(after.sha256).slice(0, 12)
    expect(newVersion).not.toBe(oldVersion)
    // The library page links to the new version; its variant is the turned picture.
    const detail = (await agent.get(`/admin/images/${id}`)).text
    expect(detail).toContain(`v=${newVersion}`)
    expect(detail).not.toContain(`v=${oldVersion}`)
    const turned = await agent.get(`/api/images/optimize/${imagePath}?width=64&format=webp&quality=80&v=${newVersion}`)
    expect(await sharp(turned.body as Buffer).metadata()).toMatchObject({ width: 48, height: 64 })
    const redirected = await agent.get(`/api/images/optimize/${imagePath}?width=64&format=webp&quality=80&v=${oldVersion}`)
    expect(redirected.status).toBe(302)
    expect(redirected.headers.location).toBe(`/api/images/optimize/${imagePath}?width=64&format=webp&quality=80&v=${newVersion}`)

    expect((await agent.post(`/admin/images/${id}/rotate`).type('form').send({ _csrf: csrf, turn: 'upside-down' })).status).toBe(400)
    // Nobody else: an anonymous visitor is sent to the login, and the picture stays as it is.
    const anonymous = await request(t.app).post(`/admin/images/${id}/rotate`).type('form').send({ turn: 'left' })
    expect([anonymous.status, anonymous.headers.location]).toEqual([303, expect.stringMatching(/^\/auth\/login/)])
    expect(await t.knex('images').where({ id }).first()).toMatchObject({ width: 48, height: 64 })
  })
})

describe('admin: image library pages', () => {
  it('renders the library grid, the upload form and an image page with its uses', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/images?lng=en&q=cove-turquoise')
    expect(list.status).toBe(200)
    expect(list.text).toContain(html(tr('en', 'admin', 'imagesAdmin.title')))
    expect(list.text).toContain('data-island="ImageUploader"')
    const uploadForm = /<form[^>]+action="\/admin\/images\/upload\?_csrf=[^"]+"[^>]*>/.exec(list.text)?.[0] ?? ''
    expect(uploadForm).toMatch(/enctype="multipart\/form-data"/i)
    expect(uploadForm).toMatch(/method="post"/)
    expect(list.text).toContain('/api/images/optimize/demo/cove-turquoise.jpg?width=160')
    const id = (await t.knex('images').where({ path: 'demo/cove-turquoise.jpg' }).first()).id
    const page = await agent.get(`/admin/images/${id}?lng=de`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('de', 'admin', 'imagesAdmin.whereUsed')))
    expect(page.text).toMatch(/href="\/admin\/(trips|destinations)\/edit\/\d+"/)
    expect(page.text).toContain('name="alt_ca"')
    expect((await agent.get('/admin/images/999999')).status).toBe(404)
    const flash = await agent.get('/admin/images?uploadError=tooLarge&lng=en')
    expect(flash.text).toContain(html(tr('en', 'admin', 'imagesAdmin.errors.tooLarge')))
  })
})
