import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { islandPropsOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function photo(format: 'jpeg' | 'png' | 'webp', width = 320, height = 200): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  let seed = 7
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    raw[i] = (Math.floor(120 + 80 * Math.sin(i / 500)) + (seed % 40)) & 0xff // photo-like: smooth shapes plus grain
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).toFormat(format, { quality: 95 }).toBuffer()
}

async function uploadOne(agent: request.Agent, csrf: string, buf: Buffer, name: string) {
  const res = await agent.post('/api/admin/images').set('X-CSRF-Token', csrf).attach('files', buf, name)
  expect(res.status).toBe(201)
  return res.body.images[0] as { id: number; path: string; bytes: number }
}

/** Starts a conversion (one job for all instances, ADR 060) and follows its shared status until it ends. */
async function convertAndWait(agent: request.Agent, csrf: string, body: object) {
  const res = await agent.post('/api/admin/webp/convert').set('X-CSRF-Token', csrf).send(body)
  expect(res.status).toBe(202)
  expect(res.body).toMatchObject({ started: true, task: { state: 'queued', total: 0 } })
  const status = async () => (await agent.get('/api/admin/webp/convert')).body
  await expect.poll(async () => (await status()).state, { timeout: 30_000 }).toBe('done')
  return status()
}

describe('admin: WebP converter', () => {
  it('previews before/after sizes at a chosen quality with a preview URL', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const img = await uploadOne(agent, csrf, await photo('png'), 'harbour.png')
    const low = await agent.post('/api/admin/webp/preview').set('X-CSRF-Token', csrf).send({ id: img.id, quality: 10 })
    expect(low.status).toBe(200)
    expect(low.body).toMatchObject({ id: img.id, before: img.bytes, quality: 10, format: 'png' })
    expect(low.body.after).toBeLessThan(low.body.before)
    expect(low.body.previewUrl).toBe(`/api/images/optimize/${img.path}?width=800&format=webp&quality=10`)
    const high = await agent.post('/api/admin/webp/preview').set('X-CSRF-Token', csrf).send({ id: img.id, quality: 100 })
    expect(high.body.after).toBeGreaterThan(low.body.after)
    const preview = await agent.get(low.body.previewUrl)
    expect(preview.status).toBe(200)
    expect(preview.headers['content-type']).toBe('image/webp')
    // Default quality 80; bad input is a 400, unknown ids 404.
    expect((await agent.post('/api/admin/webp/preview').set('X-CSRF-Token', csrf).send({ id: img.id })).body.quality).toBe(80)
    expect((await agent.post('/api/admin/webp/preview').set('X-CSRF-Token', csrf).send({ id: img.id, quality: 0 })).status).toBe(400)
    expect((await agent.post('/api/admin/webp/preview').set('X-CSRF-Token', csrf).send({ id: img.id, quality: 101 })).status).toBe(400)
    expect((await agent.post('/api/admin/webp/preview').set('X-CSRF-Token', csrf).send({ id: 999999, quality: 50 })).status).toBe(404)
  })

  it('converts to a WebP copy, keeps the original, moves content references and skips WebP images', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const jpeg = await uploadOne(agent, csrf, await photo('jpeg'), 'beach.jpg')
    const webp = await uploadOne(agent, csrf, await photo('webp'), 'already.webp')
    await t.knex('images').where({ id: jpeg.id }).update({ alt: 'Playa', translations: JSON.stringify({ alt: { es: 'Playa', en: 'Beach' } }) })
    const trip = await t.knex('trips').orderBy('id').first()
    const banner = await t.knex('hero_banners').orderBy('id').first()
    await t.knex('trips').where({ id: trip.id }).update({ image: jpeg.path, gallery: JSON.stringify([jpeg.path, 'demo/cove-pines.jpg']) })
    await t.knex('hero_banners').where({ id: banner.id }).update({ image: `/api/images/optimize/${jpeg.path}` })
    const faq = await t.knex('faq_entries').orderBy('id').first()
    await t.knex('content_pages').where({ key: 'about' }).update({ body: `Nuestra oficina:\n\n![Oficina](/api/images/optimize/${jpeg.path})` })
    await t.knex('faq_entries').where({ id: faq.id }).update({ translations: JSON.stringify({ ...faq.translations, answer: { ...faq.translations.answer, en: `Map: /api/images/optimize/${jpeg.path}` } }) })

    const task = await convertAndWait(agent, csrf, { ids: [jpeg.id, webp.id], quality: 70 })
    expect(task).toMatchObject({ total: 2, done: 2, failed: 0, details: { converted: 1, skipped: 1 }, lastError: null, finishedAt: expect.any(String) })
    expect(task.details.savedBytes).toBeGreaterThan(0)
    // Who started it, and the instance whose worker ran it.
    expect(task.startedBy).toEqual(expect.any(String))
    expect(task.instanceId).toEqual(expect.any(String))
    const copy = await t.knex('images').where({ path: jpeg.path.replace(/\.jpg$/, '-jpg.webp') }).first()
    expect(await t.knex('images').where({ path: `${webp.path}`.replace(/\.webp$/, '-webp.webp') }).first()).toBeUndefined()
    expect(copy).toMatchObject({ mimeType: 'image/webp', width: 320, height: 200, alt: 'Playa' })
    expect(copy.path).toBe(jpeg.path.replace(/\.jpg$/, '-jpg.webp'))
    expect(copy.translations.alt).toEqual({ es: 'Playa', en: 'Beach' })
    const dir = path.join(t.env.dataDir, 'images')
    expect((await sharp(path.join(dir, copy.path)).metadata()).format).toBe('webp')
    expect(existsSync(path.join(dir, jpeg.path))).toBe(true) // original kept
    expect(await t.knex('images').where({ id: jpeg.id }).first()).toBeTruthy()
    // References now point at the copy; the original is unused and can be deleted.
    const updatedTrip = await t.knex('trips').where({ id: trip.id }).first()
    expect(updatedTrip.image).toBe(copy.path)
    expect(updatedTrip.gallery).toEqual([copy.path, 'demo/cove-pines.jpg'])
    expect((await t.knex('hero_banners').where({ id: banner.id }).first()).image).toBe(`/api/images/optimize/${copy.path}`)
    expect((await t.knex('content_pages').where({ key: 'about' }).first()).body).toBe(`Nuestra oficina:\n\n![Oficina](/api/images/optimize/${copy.path})`)
    expect((await t.knex('faq_entries').where({ id: faq.id }).first()).translations.answer.en).toBe(`Map: /api/images/optimize/${copy.path}`)
    expect((await agent.get(`/admin/images/${jpeg.id}?lng=en`)).text).toContain(html(tr('en', 'admin', 'imagesAdmin.notUsed')))
    const copyUses = (await agent.get(`/admin/images/${copy.id}`)).text
    expect(copyUses.slice(copyUses.indexOf('id="where-used"'), copyUses.indexOf('</section>', copyUses.indexOf('id="where-used"'))).match(/<li[ >]/g)).toHaveLength(4)
    // The public trip page shows the copy at once.
    const page = await request(t.app).get(`/trips/${trip.id}`)
    expect(page.text).toContain(copy.path)
    // A second run skips it.
    expect(await convertAndWait(agent, csrf, { ids: [jpeg.id], quality: 70 })).toMatchObject({ total: 1, done: 1, details: { converted: 0, skipped: 1 } })
    expect(await t.knex('images').where({ path: copy.path })).toHaveLength(1)
    const candidates = islandPropsOf<{ images: Array<{ id: number }>; webpCount: number }>((await agent.get('/admin/webp-converter')).text, 'WebpConverter')
    expect(candidates.images.find((i) => i.id === jpeg.id)).toMatchObject({ converted: true })
    // The same list as JSON, which the island reads again when a conversion it followed ends.
    expect((await agent.get('/api/admin/webp/candidates')).body).toEqual({ images: candidates.images, webpCount: candidates.webpCount })
    expect(candidates.images.find((i) => i.id === webp.id)).toBeUndefined()
    expect(candidates.webpCount).toBeGreaterThanOrEqual(2)
  })

  it('can keep references on the originals, and validates the request', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const png = await uploadOne(agent, csrf, await photo('png'), 'keep.png')
    const destination = await t.knex('destinations').orderBy('id').first()
    await t.knex('destinations').where({ id: destination.id }).update({ image: png.path })
    expect(await convertAndWait(agent, csrf, { ids: [png.id], quality: 50, replaceReferences: false })).toMatchObject({ done: 1, details: { converted: 1 } })
    expect(await t.knex('images').where({ path: png.path.replace(/\.png$/, '-png.webp') }).first()).toBeTruthy()
    expect((await t.knex('destinations').where({ id: destination.id }).first()).image).toBe(png.path)
    expect((await agent.post('/api/admin/webp/convert').set('X-CSRF-Token', csrf).send({ ids: [], quality: 50 })).status).toBe(400)
    expect((await agent.post('/api/admin/webp/convert').set('X-CSRF-Token', csrf).send({ ids: [png.id], quality: 'x' })).status).toBe(400)
    expect((await agent.post('/api/admin/webp/convert').send({ ids: [png.id] })).status).toBe(403)
    expect(await convertAndWait(agent, csrf, { ids: [999999] })).toMatchObject({ total: 1, done: 0, failed: 1 })
  })

  it('works as a plain form, renders translated, and is closed to anonymous visitors', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const img = await uploadOne(agent, csrf, await photo('jpeg'), 'form-convert.jpg')
    const page = await agent.get('/admin/webp-converter?lng=de')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('de', 'admin', 'webpAdmin.title')))
    expect(page.text).toContain('data-island="WebpConverter"')
    expect(page.text).toContain(`value="${img.id}"`)
    const res = await agent.post('/admin/webp-converter').type('form').send(`_csrf=${encodeURIComponent(csrf)}&ids=${img.id}&quality=60&replaceReferences=on`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/webp-converter?started=1#webp-progress')
    await expect.poll(async () => (await agent.get('/api/admin/webp/convert')).body.state, { timeout: 30_000 }).toBe('done')
    expect(await t.knex('images').where({ path: img.path.replace(/\.jpg$/, '-jpg.webp') }).first()).toBeTruthy()
    // Without JavaScript the page itself shows the conversion's end, from the database.
    const after = await agent.get('/admin/webp-converter?started=1&lng=en')
    expect(after.text).toContain(html(tr('en', 'admin', 'webpAdmin.started')))
    expect(after.text).toContain('data-testid="webp-summary" data-state="done"')
    const none = await agent.post('/admin/webp-converter').type('form').send({ _csrf: csrf, quality: '60' })
    expect(none.headers.location).toBe('/admin/webp-converter?error=none')
    expect((await request(t.app).post('/api/admin/webp/convert').send({ ids: [img.id] })).status).toBe(401)
    expect((await request(t.app).get('/admin/webp-converter')).headers.location).toBe('/auth/login?next=%2Fadmin%2Fwebp-converter')
  })
})
