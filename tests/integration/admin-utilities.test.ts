import { readdir } from 'node:fs/promises'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheFolderOf } from '../../src/images/optimize'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

type ExportFile = { format: string; version: number; tables: Record<string, Array<Record<string, unknown>>> }

async function exportFile(agent: ReturnType<typeof request.agent>): Promise<ExportFile> {
  const res = await agent.get('/api/admin/export.json')
  expect(res.status).toBe(200)
  return JSON.parse(res.text) as ExportFile
}

const upload = (agent: ReturnType<typeof request.agent>, csrf: string, file: unknown) =>
  agent.post('/api/admin/import').set('X-CSRF-Token', csrf).attach('file', Buffer.from(typeof file === 'string' ? file : JSON.stringify(file)), 'content.json')

describe('admin: utilities', () => {
  it('clears the caches: a cached page is rendered again (X-Cache MISS after HIT)', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    await request(t.app).get('/about?lng=en')
    expect((await request(t.app).get('/about?lng=en')).headers['x-cache']).toBe('HIT')
    const res = await agent.post('/admin/utilities/clear-caches').type('form').send({ _csrf: csrf })
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(/^\/admin\/utilities\?done=caches&count=\d+$/)
    expect((await request(t.app).get('/about?lng=en')).headers['x-cache']).toBe('MISS')
    const page = await agent.get(`${res.headers.location}&lng=en`)
    expect(page.text).toContain(html(tr('en', 'admin', 'utilitiesAdmin.done.caches', { count: String(res.headers.location).split('count=')[1]! })))
  })

  it('rebuilds the sitemap and clears the optimised-image cache', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const sitemap = await agent.post('/admin/utilities/rebuild-sitemap').type('form').send({ _csrf: csrf })
    expect(sitemap.status).toBe(303)
    const urls = Number(/count=(\d+)/.exec(String(sitemap.headers.location))![1])
    const xml = await request(t.app).get('/sitemap.xml')
    expect(urls).toBe(xml.text.split('<url>').length - 1)
    expect(urls).toBeGreaterThan(10)

    const { image } = await t.knex('trips').where({ id: 1 }).first('image')
    const optimised = await request(t.app).get(`/api/images/optimize/${image}?width=37&format=webp`)
    expect(optimised.status).toBe(200)
    const images = await agent.post('/admin/utilities/clear-image-cache').type('form').send({ _csrf: csrf })
    expect(images.status).toBe(303)
    expect(Number(/count=(\d+)/.exec(String(images.headers.location))![1])).toBeGreaterThanOrEqual(1)
    expect(await readdir(path.join(t.env.dataDir, 'cache', 'images')).catch(() => [])).toEqual([])
    expect((await request(t.app).get(`/api/images/optimize/${image}?width=37&format=webp`)).status).toBe(200)
  })

  it('rebuilds the image cache in the background: exactly the variants visitors asked for, with its progress', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const { image } = await t.knex('trips').where({ id: 2 }).first('image')
    for (const query of ['?width=41&format=webp', '?width=43&height=20&format=jpeg&quality=70']) {
      expect((await request(t.app).get(`/api/images/optimize/${image}${query}`)).status).toBe(200)
    }
    const recorded = () => t.knex('image_variants').where({ path: image }).orderBy('width').select('width', 'height', 'format', 'quality')
    // Recorded after the answer is sent.
    await expect.poll(recorded, { timeout: 10_000 }).toEqual([
      { width: 41, height: 0, format: 'webp', quality: 80 },
      { width: 43, height: 20, format: 'jpeg', quality: 70 },
    ])
    // A variant whose original has left the library is skipped and forgotten.
    await t.knex('image_variants').insert({ path: 'demo/no-such-picture.jpg', width: 50, height: 0, format: 'webp', quality: 80 })
    const askedAt = (await t.knex('image_variants').where({ path: image }).orderBy('width').pluck('lastRequestedAt')).map(String)

    const res = await agent.post('/admin/utilities/rebuild-image-cache').type('form').send({ _csrf: csrf })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/utilities#image-cache')
    const status = async () => (await agent.get('/api/admin/utilities/image-cache-rebuild')).body
    await expect.poll(async () => (await status()).state, { timeout: 20_000 }).toBe('done')
    // Every recorded variant (earlier tests' too, recorded in the background) is rendered but the one whose original is gone.
    const done = await status()
    expect(done.total).toBeGreaterThanOrEqual(3)
    expect(done).toMatchObject({ done: done.total - 1, failed: 1, lastError: null })
    expect(await readdir(cacheFolderOf(path.join(t.env.dataDir, 'cache', 'images'), image))).toHaveLength(2)
    expect(await t.knex('image_variants').where({ path: 'demo/no-such-picture.jpg' }).first()).toBeUndefined()
    // Each rendered variant is in the database too, for every instance (ADR 060).
    expect(await t.knex('image_variant_blobs').where({ path: image })).toHaveLength(2)
    // A rebuild is not a visitor: it does not refresh when variants were last asked for.
    expect((await t.knex('image_variants').where({ path: image }).orderBy('width').pluck('lastRequestedAt')).map(String)).toEqual(askedAt)
    const page = await agent.get('/admin/utilities?lng=en')
    expect(page.text).toContain('data-testid="image-cache-rebuild" data-state="done"')
    expect(page.text).toContain(html(tr('en', 'admin', 'utilitiesAdmin.rebuildDone', { rendered: done.total - 1, total: done.total, failed: 1 })))
    expect(done.startedBy).toEqual(expect.any(String))
    expect(page.text).toContain(html(done.startedBy))

    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.post('/admin/utilities/rebuild-image-cache').type('form').send({ _csrf: editor.csrf })).status).toBe(403)
    expect((await editor.agent.get('/api/admin/utilities/image-cache-rebuild')).status).toBe(403)
    expect((await agent.post('/admin/utilities/rebuild-image-cache').type('form').send({})).status).toBe(403)
  })

  it('exports all content as a JSON attachment without secrets', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const res = await agent.get('/api/admin/export.json')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="menorca-content-\d{4}-\d{2}-\d{2}\.json"$/)
    const file = JSON.parse(res.text) as ExportFile
    expect(file).toMatchObject({ format: 'menorca-tours-content', version: 1 })
    for (const table of ['trips', 'destinations', 'trip_types', 'testimonials', 'hero_banners', 'blog_posts', 'blog_categories', 'faq_entries', 'content_pages', 'seo_records', 'transfer_towns', 'transfer_vehicles', 'transfer_prices', 'settings']) {
      expect(file.tables[table]?.length, table).toBeGreaterThan(0)
    }
    const trip = file.tables.trips![0]!
    expect(trip).not.toHaveProperty('id')
    expect(trip).not.toHaveProperty('destinationId')
    expect(typeof trip.destination).toBe('string')
    expect(file.tables.settings!.map((s) => s.key)).not.toContain('api-keys')
    expect(file.tables.settings!.map((s) => s.key)).not.toContain('email-settings')
  })

  it('imports a modified export (round trip): changed items are updated, new ones created, the site shows it at once', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const file = await exportFile(agent)
    const trip = file.tables.trips!.find((r) => r.slug === file.tables.trips![0]!.slug)!
    const translations = trip.translations as Record<string, Record<string, string>>
    translations.name!.de = 'Importierter Ausflug'
    file.tables.trip_types!.push({ slug: 'imported-type', name: 'Importado', translations: { name: { es: 'Importado', en: 'Imported' } }, sortOrder: 50 })
    const counts = { trips: file.tables.trips!.length, testimonials: file.tables.testimonials!.length }
    file.tables.testimonials = file.tables.testimonials!.slice(0, 2)

    const { id } = await t.knex('trips').where({ slug: trip.slug }).first('id')
    await request(t.app).get(`/trips/${id}?lng=de`) // cached
    const res = await upload(agent, csrf, file)
    expect(res.status).toBe(200)
    expect(res.body.imported).toMatchObject({ trips: counts.trips, testimonials: 2 })

    const page = await request(t.app).get(`/trips/${id}?lng=de`)
    expect(page.headers['x-cache']).toBe('MISS')
    expect(page.text).toContain('Importierter Ausflug')
    expect(await t.knex('trip_types').where({ slug: 'imported-type' }).first()).toMatchObject({ name: 'Importado' })
    expect(Number((await t.knex('trips').count({ n: '*' }))[0]!.n)).toBe(counts.trips)
    expect(Number((await t.knex('testimonials').count({ n: '*' }))[0]!.n)).toBe(2)
    // The trip keeps its destination (by slug).
    const stored = await t.knex('trips').where({ id }).first('destinationId')
    expect((await t.knex('destinations').where({ id: stored.destinationId }).first('slug')).slug).toBe(trip.destination)
  })

  it("carries each trip's price categories by trip slug and code, and leaves the site's own resources out", async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const [withCategories] = await t.knex('trip_price_categories').join('trips', 'trips.id', 'trip_price_categories.trip_id').select('trips.slug', 'trips.id').limit(1)
    const [boat] = await t.knex('trip_resources').insert({ name: 'Llaüt Sa Mesquida', capacity: 8 }).returning('id')
    await t.knex('trips').where({ id: withCategories.id }).update({ resource_id: boat.id ?? boat })
    const file = await exportFile(agent)
    const categories = file.tables.trip_price_categories!.filter((c) => c.trip === withCategories.slug)
    expect(categories.length).toBeGreaterThan(0)
    expect(categories[0]).not.toHaveProperty('tripId')
    expect(file.tables.trips!.find((r) => r.slug === withCategories.slug)).not.toHaveProperty('resourceId')
    // A changed price and a new category come in; the trip keeps its boat (another site's ids mean nothing here).
    categories[0]!.priceCents = 4321
    file.tables = { trip_price_categories: [...categories, { ...categories[0]!, code: 'senior', label: 'Sénior', translations: { label: { es: 'Sénior', en: 'Senior' } }, priceCents: 3900 }], trips: file.tables.trips!.map((r) => (r.slug === withCategories.slug ? { ...r, resourceId: 999 } : r)) }
    const res = await upload(agent, csrf, file)
    expect(res.status).toBe(200)
    const stored = await t.knex('trip_price_categories').where({ trip_id: withCategories.id }).orderBy('sort_order')
    expect(stored.find((c) => c.code === categories[0]!.code).priceCents).toBe(4321)
    expect(stored.find((c) => c.code === 'senior')).toMatchObject({ label: 'Sénior', priceCents: 3900 })
    expect((await t.knex('trips').where({ id: withCategories.id }).first()).resourceId).toBe(boat.id ?? boat)
  })

  it("names a testimonial's trip by slug, so it lands on the same trip on another site", async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const trips = await t.knex('trips').orderBy('id').limit(2).select('id', 'slug')
    const [first] = await t.knex('testimonials').orderBy('sort_order').orderBy('id').limit(1).select('id')
    await t.knex('testimonials').where({ id: first.id }).update({ subject: 'trip', trip_id: trips[0].id })
    const file = await exportFile(agent)
    const exported = file.tables.testimonials!.find((r) => r.trip === trips[0].slug)!
    expect(exported).toBeDefined()
    expect(exported).not.toHaveProperty('tripId')
    // On another site the same trip has another id: the file names it by slug.
    const moved = { ...exported, trip: trips[1].slug }
    const res = await upload(agent, csrf, { ...file, tables: { testimonials: [moved] } })
    expect(res.status).toBe(200)
    expect(await t.knex('testimonials').select('trip_id', 'subject')).toEqual([{ tripId: trips[1].id, subject: 'trip' }])
    // A file from before carries the other site's id: taken without it, never as some trip of this site.
    const { trip: _trip, ...old } = moved
    const before = await upload(agent, csrf, { ...file, tables: { testimonials: [{ ...old, tripId: 999999 }] } })
    expect(before.status).toBe(200)
    expect(await t.knex('testimonials').select('trip_id')).toEqual([{ tripId: null }])
  })

  it('says what the database refused by field and rule, in the staff language, never as SQL', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const file = await exportFile(agent)
    const status = await upload(agent, csrf, { ...file, tables: { trips: file.tables.trips!.map((r, i) => (i === 1 ? { ...r, status: 'secret' } : r)) } })
    expect(status.status).toBe(400)
    expect(status.body.error.fields.file).toBe(`trips.status: ${tr('es', 'admin', 'utilitiesAdmin.importIssues.notAccepted')}`)
    const testimonial = { ...file.tables.testimonials![0]!, subject: 'transfer', trip: file.tables.trips![0]!.slug }
    const rule = await upload(agent, csrf, { ...file, tables: { testimonials: [testimonial] } })
    expect(rule.status).toBe(400)
    expect(rule.body.error.fields.file).toBe(`testimonials: ${tr('es', 'admin', 'utilitiesAdmin.importIssues.rule', { rule: 'trip subject' })}`)
    for (const res of [status, rule]) expect(res.text).not.toMatch(/insert into|violates|constraint/i)
  })

  it('imports through the upload form (post/redirect/get)', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const file = await exportFile(agent)
    file.tables = { content_pages: file.tables.content_pages!.map((p) => (p.key === 'about' ? { ...p, title: 'Sobre nosotros (importado)' } : p)) }
    const res = await agent.post(`/admin/utilities?_csrf=${encodeURIComponent(csrf)}`).attach('file', Buffer.from(JSON.stringify(file)), 'content.json')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/utilities?done=import&count=${file.tables.content_pages!.length}`)
    expect((await t.knex('content_pages').where({ key: 'about' }).first()).title).toBe('Sobre nosotros (importado)')
  })

  it('after an import, lists the pictures its content names that this library lacks, with the items that show them', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const file = await exportFile(agent)
    const trip = file.tables.trips![0]!
    const { id, image, gallery } = await t.knex('trips').where({ slug: trip.slug }).first('id', 'image', 'gallery')
    // Another installation's uploads: the file names them; their bytes stay there.
    file.tables = { trips: [{ ...trip, image: 'uploads/2027/03/naveta-4be1c2.jpg', gallery: ['uploads/2027/03/cala-77aa01.webp', ...(trip.gallery as string[])] }] }
    try {
      const res = await agent.post(`/admin/utilities?_csrf=${encodeURIComponent(csrf)}`).attach('file', Buffer.from(JSON.stringify(file)), 'content.json')
      expect(res.headers.location).toBe('/admin/utilities?done=import&count=1')
      const page = await agent.get(`${res.headers.location}&lng=de`)
      expect(page.text).toContain(html(tr('de', 'admin', 'utilitiesAdmin.missingPictures.title_other', { count: 2 })))
      const listed = [...page.text.matchAll(/<li><code[^>]*>([^<]+)<\/code>[^]*?href="([^"]+)"/g)].map((m) => [m[1], m[2]])
      expect(listed).toEqual([
        ['uploads/2027/03/cala-77aa01.webp', `/admin/trips/edit/${id}`],
        ['uploads/2027/03/naveta-4be1c2.jpg', `/admin/trips/edit/${id}`],
      ])
      // Nothing is missing on a plain visit, nor after an import whose pictures are all here.
      expect((await agent.get('/admin/utilities?lng=de')).text).not.toContain('id="missing-pictures"')
    } finally {
      await t.knex('trips').where({ id }).update({ image, gallery: JSON.stringify(gallery) })
    }
    expect((await agent.get('/admin/utilities?done=import&count=1&lng=de')).text).not.toContain('id="missing-pictures"')
  })

  it('refuses an invalid file with 400 and the reason, and changes nothing', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const file = await exportFile(agent)
    const typesBefore = await t.knex('trip_types').orderBy('id')

    const notJson = await upload(agent, csrf, '{ this is not json')
    expect(notJson.status).toBe(400)
    // In the staff member's language (Spanish, the site's default, here).
    expect(notJson.body.error.fields.file).toBe(tr('es', 'admin', 'utilitiesAdmin.importProblems.notJson'))

    const wrongType = structuredClone(file)
    wrongType.tables.trip_types![0]!.name = 'Cambiado'
    wrongType.tables.trips![1]!.name = 42
    const typed = await upload(agent, csrf, wrongType)
    expect(typed.status).toBe(400)
    expect(typed.body.error.fields.file).toContain(`trips[1].name: ${tr('es', 'admin', 'utilitiesAdmin.importIssues.text')}`)

    // Valid rows, but a reference that does not exist: found inside the transaction, rolled back.
    const badReference = structuredClone(file)
    badReference.tables.trip_types![0]!.name = 'Cambiado'
    badReference.tables.trips![0]!.destination = 'atlantis'
    const referenced = await upload(agent, csrf, badReference)
    expect(referenced.status).toBe(400)
    expect(referenced.body.error.fields.file).toBe(`trips[0].destination: ${tr('es', 'admin', 'utilitiesAdmin.importIssues.missingReference', { table: 'destinations', value: 'atlantis' })}`)

    const unknownTable = await upload(agent, csrf, { ...file, tables: { users: [{ email: 'x@example.com' }] } })
    expect(unknownTable.status).toBe(400)
    const wrongFormat = await upload(agent, csrf, { ...file, format: 'something-else' })
    expect(wrongFormat.status).toBe(400)

    expect(await t.knex('trip_types').orderBy('id')).toEqual(typesBefore)

    // The no-JS form: refused, it leads back to the page (the CSRF token leaves the address bar),
    // which says why in the staff language and repeats the first problems.
    const form = await agent.post(`/admin/utilities?_csrf=${encodeURIComponent(csrf)}&lng=en`).attach('file', Buffer.from(JSON.stringify(badReference)), 'content.json')
    expect(form.status).toBe(303)
    expect(form.headers.location).toMatch(/^\/admin\/utilities\?importFailed=rows&issues=/)
    expect(form.headers.location).not.toContain('_csrf')
    const shown = await agent.get(`${form.headers.location}&lng=de`)
    expect(shown.text).toContain(html(tr('de', 'admin', 'utilitiesAdmin.importFailed')))
    expect(shown.text).toContain(html(tr('de', 'admin', 'utilitiesAdmin.importProblems.rows')))
    expect(shown.text).toContain(html(`trips[0].destination: ${tr('de', 'admin', 'utilitiesAdmin.importIssues.missingReference', { table: 'destinations', value: 'atlantis' })}`))
    const notJsonForm = await agent.post(`/admin/utilities?_csrf=${encodeURIComponent(csrf)}`).attach('file', Buffer.from('{ nope'), 'content.json')
    expect((await agent.get(`${notJsonForm.headers.location}&lng=ca`)).text).toContain(html(tr('ca', 'admin', 'utilitiesAdmin.importProblems.notJson')))
    const notExportForm = await agent.post(`/admin/utilities?_csrf=${encodeURIComponent(csrf)}`).attach('file', Buffer.from(JSON.stringify({ ...file, format: 'something-else' })), 'content.json')
    expect((await agent.get(`${notExportForm.headers.location}&lng=es`)).text).toContain(html(tr('es', 'admin', 'utilitiesAdmin.importProblems.notExport')))
    // An address made up by hand shows nothing it does not know.
    expect((await agent.get('/admin/utilities?importFailed=hacked&issues=x&lng=en')).text).not.toContain(html(tr('en', 'admin', 'utilitiesAdmin.importFailed')))
    const madeUp = await agent.get(`/admin/utilities?importFailed=rows&issues=${encodeURIComponent('[{"where":"<b>x</b>","code":"hacked"}]')}&lng=en`)
    expect(madeUp.status).toBe(200)
    expect(madeUp.text).toContain(html(tr('en', 'admin', 'utilitiesAdmin.importProblems.rows')))
    expect(madeUp.text).not.toContain('<b>x</b>')
    expect(await t.knex('trip_types').orderBy('id')).toEqual(typesBefore)
  })

  it('is for admins only, with CSRF', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    expect((await agent.get('/admin/utilities')).status).toBe(403)
    expect((await agent.post('/admin/utilities/clear-caches').type('form').send({ _csrf: csrf })).status).toBe(403)
    expect((await agent.get('/api/admin/export.json')).status).toBe(403)
    expect((await upload(agent, csrf, {})).status).toBe(403)
    expect((await request(t.app).get('/api/admin/export.json')).status).toBe(401)
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.agent.post('/admin/utilities/clear-caches').type('form').send({})).status).toBe(403)
    expect((await admin.agent.get('/admin/utilities?lng=en')).text).toContain(html(tr('en', 'admin', 'utilitiesAdmin.title')))
  })
})
