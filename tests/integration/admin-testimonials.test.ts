import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

const form = (csrf: string, fields: Record<string, string>) => ({
  _csrf: csrf,
  name: 'Ingrid Larsen',
  rating: '5',
  sortOrder: '0',
  isPublished: 'on',
  text_es: 'Un día inolvidable en barco.',
  text_en: 'An unforgettable day on the boat.',
  text_de: 'Ein unvergesslicher Tag auf dem Boot.',
  text_ca: 'Un dia inoblidable en vaixell.',
  country_es: 'Noruega',
  country_en: 'Norway',
  country_de: 'Norwegen',
  country_ca: 'Noruega',
  subject: 'transfer',
  travelledOn: '2025-06-01',
  ...fields,
})

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer()

describe('admin: testimonials', () => {
  it('lists testimonials with search, sort and pagination', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/testimonials?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    const first = await t.knex('testimonials').orderBy('id').first()
    expect(list.text).toContain(`href="/admin/testimonials/edit/${first.id}"`)
    const search = adminGridOf((await agent.get(`/admin/testimonials?q=${encodeURIComponent(first.name)}`)).text)
    expect(search.rows.map((r) => r.cells.name)).toContain(first.name)
    expect(adminGridOf((await agent.get('/admin/testimonials?q=zzzqqq')).text).total).toBe(0)
    const sorted = adminGridOf((await agent.get('/admin/testimonials?sort=-rating&pageSize=10')).text)
    const ratings = sorted.rows.map((r) => r.cells.rating as number)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })

  it('creates a testimonial in four languages, shown on /testimonials at once', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    await request(t.app).get('/testimonials?lng=de')
    const page = await agent.get('/admin/testimonials/new?lng=en')
    expect(page.status).toBe(200)
    const res = await agent.post('/admin/testimonials/new').type('form').send(form(csrfOf(page.text), {}))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/testimonials?saved=created')
    const stored = await t.knex('testimonials').where({ name: 'Ingrid Larsen' }).first()
    expect(stored).toMatchObject({ rating: 5, isPublished: true, text: 'Un día inolvidable en barco.', country: 'Noruega' })
    const publicPage = await request(t.app).get('/testimonials?lng=de')
    expect(publicPage.headers['x-cache']).toBe('MISS')
    expect(publicPage.text).toContain('Ein unvergesslicher Tag auf dem Boot.')
    const api = await request(t.app).get('/api/testimonials?lng=ca')
    expect(api.body.map((x: { text: string }) => x.text)).toContain('Un dia inoblidable en vaixell.')
  })

  it('shows field errors in the staff language and keeps the values', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/testimonials/new?lng=ca')
    const res = await agent.post('/admin/testimonials/new?lng=ca').type('form').send(form(csrfOf(page.text), { name: '', rating: '9', text_es: '', text_en: 'Kept text' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.maxValue', { max: 5 })))
    expect(res.text).toContain('Kept text')
  })

  it('says what a testimonial is about and when: a trip needs its trip, the date has passed, an unknown trip is a field error', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/testimonials/new?lng=de')
    const csrf = csrfOf(page.text)
    expect(page.text).toContain(html(tr('de', 'admin', 'testimonialsAdmin.about.legend')))
    const trip = await t.knex('trips').where({ slug: 'menorcan-horse-coastal-ride' }).first()
    expect(page.text).toContain(`<option value="${trip.id}">`)
    const noTrip = await agent.post('/admin/testimonials/new?lng=de').type('form').send(form(csrf, { name: 'No Trip', subject: 'trip', tripId: '' }))
    expect(noTrip.status).toBe(400)
    expect(noTrip.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    const future = await agent.post('/admin/testimonials/new?lng=de').type('form').send(form(csrf, { name: 'Future', travelledOn: '2999-01-01' }))
    expect(future.status).toBe(400)
    expect(future.text).toContain(html(tr('de', 'common', 'forms.errors.dateFuture')))
    const unknown = await agent.post('/admin/testimonials/new?lng=de').type('form').send(form(csrf, { name: 'Unknown Trip', subject: 'trip', tripId: '999999' }))
    expect(unknown.status).toBe(400)
    expect(unknown.text).toContain(html(tr('de', 'common', 'forms.errors.invalid')))
    expect(await t.knex('testimonials').whereIn('name', ['No Trip', 'Future', 'Unknown Trip'])).toEqual([])

    const saved = await agent.post('/admin/testimonials/new').type('form').send(form(csrf, { name: 'Rider Anna', subject: 'trip', tripId: String(trip.id), travelledOn: '2025-09-12', text_de: 'Ein ruhiges Pferd und ein schöner Ritt.' }))
    expect(saved.status).toBe(303)
    expect(await t.knex('testimonials').where({ name: 'Rider Anna' }).first()).toMatchObject({ subject: 'trip', tripId: trip.id, travelledOn: '2025-09-12' })
    const publicPage = (await request(t.app).get('/testimonials?lng=de')).text
    const card = publicPage.slice(publicPage.indexOf('Ein ruhiges Pferd und ein schöner Ritt.'))
    expect(card).toMatch(new RegExp(`^[^]*?href="/trips/${trip.id}\\?lng=de"[^>]*>${html(trip.translations.name.de)}</a> · <time dateTime="2025-09-12">12. September 2025</time>`, "i"))
  })

  it('edits (unpublishing hides it from the site at once) and answers 404 for unknown ids', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    await agent.post('/admin/testimonials/new').type('form').send(form(csrf, { name: 'Hidden Later', text_en: 'Soon hidden text' }))
    const id = (await t.knex('testimonials').where({ name: 'Hidden Later' }).first()).id
    const edit = await agent.get(`/admin/testimonials/edit/${id}?lng=en`)
    expect(edit.status).toBe(200)
    expect(edit.text).toContain('value="Hidden Later"')
    expect(edit.text).toMatch(/name="isPublished"[^>]*checked/)
    expect((await request(t.app).get('/testimonials?lng=en')).text).toContain('Soon hidden text')
    const { isPublished: _, ...unpublished } = form(csrf, { name: 'Hidden Later', text_en: 'Soon hidden text' })
    const saved = await agent.post(`/admin/testimonials/edit/${id}`).type('form').send(unpublished)
    expect(saved.headers.location).toBe('/admin/testimonials?saved=updated')
    expect((await t.knex('testimonials').where({ id }).first()).isPublished).toBe(false)
    expect((await request(t.app).get('/testimonials?lng=en')).text).not.toContain('Soon hidden text')
    expect((await agent.get('/admin/testimonials/edit/999999')).status).toBe(404)
    expect((await agent.get('/admin/testimonials/avatar/999999')).status).toBe(404)
    expect((await agent.post('/admin/testimonials/edit/999999').type('form').send(form(csrf, {}))).status).toBe(404)
  })

  it('uploads an avatar: square 256×256 WebP in the images directory, served by the optimizer', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const id = (await t.knex('testimonials').orderBy('id').first()).id
    const page = await agent.get(`/admin/testimonials/avatar/${id}?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/enctype="multipart\/form-data"/i)
    const res = await agent.post(`/admin/testimonials/avatar/${id}`).set('X-CSRF-Token', csrf).attach('avatar', await png(800, 500), 'portrait.png')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/testimonials/avatar/${id}?saved=updated`)
    const avatar = (await t.knex('testimonials').where({ id }).first()).avatar as string
    expect(avatar).toMatch(/^uploads\/\d{4}\/\d{2}\/avatar-portrait-[0-9a-f]+\.webp$/)
    const file = path.join(t.env.dataDir, 'images', avatar)
    expect(existsSync(file)).toBe(true)
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 })
    const served = await request(t.app).get(`/api/images/optimize/${avatar}`)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const api = await request(t.app).get('/api/testimonials')
    // With its version (docs/decisions/061): a CDN may keep every variant for a year.
    expect(api.body.find((x: { id: number }) => x.id === id).avatar).toMatch(new RegExp(`^/api/images/optimize/${avatar.replace(/\./g, '\\.')}\\?v=[0-9a-f]{12}$`))
    // The screen shows the current avatar: its picture's address answers with the picture.
    const shown = /<img src="(\/api\/images\/optimize\/[^"]+)"/.exec((await agent.get(`/admin/testimonials/avatar/${id}?lng=en&saved=updated`)).text)?.[1]?.replace(/&amp;/g, '&')
    expect(shown).toContain(`/api/images/optimize/${avatar}?`)
    expect((await request(t.app).get(shown!)).status).toBe(200)

    // The no-JavaScript form carries the token in its action's query string.
    const csrfInQuery = await agent.post(`/admin/testimonials/avatar/${id}?_csrf=${encodeURIComponent(csrf)}`).attach('avatar', await png(40, 40), 'small.png')
    expect(csrfInQuery.status).toBe(303)
    const json = await agent.post(`/admin/testimonials/avatar/${id}`).set('X-CSRF-Token', csrf).set('Accept', 'application/json').attach('avatar', await png(300, 300), 'json.png')
    expect(json.body.avatar).toMatch(/^\/api\/images\/optimize\/uploads\/.+\.webp$/)

    const removed = await agent.post(`/admin/testimonials/avatar/${id}/remove`).type('form').send({ _csrf: csrf })
    expect(removed.status).toBe(303)
    expect((await t.knex('testimonials').where({ id }).first()).avatar).toBeNull()
  })

  it('refuses a non-image (400), a file over 5 MB (413), no file, no token, and other roles', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const id = (await t.knex('testimonials').orderBy('id').first()).id
    const before = (await t.knex('testimonials').where({ id }).first()).avatar
    const text = await agent.post(`/admin/testimonials/avatar/${id}?lng=en`).set('X-CSRF-Token', csrf).attach('avatar', Buffer.from('not an image at all'), 'evil.png')
    expect(text.status).toBe(400)
    expect(text.text).toContain(html(tr('en', 'admin', 'testimonialsAdmin.avatar.notImage')))
    const big = Buffer.alloc(6 * 1024 * 1024, 1)
    const tooBig = await agent.post(`/admin/testimonials/avatar/${id}?lng=en`).set('X-CSRF-Token', csrf).attach('avatar', big, 'huge.png')
    expect(tooBig.status).toBe(413)
    expect(tooBig.text).toContain(html(tr('en', 'admin', 'testimonialsAdmin.avatar.tooLarge', { mb: 5 })))
    const tooBigJson = await agent.post(`/admin/testimonials/avatar/${id}`).set('X-CSRF-Token', csrf).set('Accept', 'application/json').attach('avatar', big, 'huge.png')
    expect(tooBigJson.status).toBe(413)
    const none = await agent.post(`/admin/testimonials/avatar/${id}?lng=en`).set('X-CSRF-Token', csrf).field('other', 'x')
    expect(none.status).toBe(400)
    expect(none.text).toContain(html(tr('en', 'admin', 'testimonialsAdmin.avatar.noFile')))
    const noToken = await agent.post(`/admin/testimonials/avatar/${id}`).attach('avatar', await png(10, 10), 'a.png')
    expect(noToken.status).toBe(403)
    const unknown = await agent.post('/admin/testimonials/avatar/999999').set('X-CSRF-Token', csrf).attach('avatar', await png(10, 10), 'a.png')
    expect(unknown.status).toBe(404)
    expect((await t.knex('testimonials').where({ id }).first()).avatar).toBe(before)
    const user = await loginAs(t.app, 'user')
    const refused = await user.agent.post(`/admin/testimonials/avatar/${id}`).set('X-CSRF-Token', user.csrf).attach('avatar', await png(10, 10), 'a.png')
    expect(refused.status).toBe(303)
    expect(refused.headers.location).toBe('/')
  })

  it('bulk-deletes testimonials with the CSRF header', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    await agent.post('/admin/testimonials/new').type('form').send(form(csrf, { name: 'Delete Me' }))
    const id = (await t.knex('testimonials').where({ name: 'Delete Me' }).first()).id
    expect((await agent.post('/api/admin/testimonials/bulk-delete').send({ ids: [id] })).status).toBe(403)
    const res = await agent.post('/api/admin/testimonials/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [id] })
    expect(res.body).toEqual({ deleted: 1 })
    expect(await t.knex('testimonials').where({ id }).first()).toBeUndefined()
    expect((await request(t.app).post('/api/admin/testimonials/bulk-delete').send({ ids: [id] })).status).toBe(401)
  })

  it('marks the testimonials the site hides for lack of a subject or date, counts them, filters them, and the mark goes once they are completed', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    // An upgraded database: two rows from before testimonials had a subject and a date, one whose trip was deleted.
    const [old, deletedTrip, complete] = (await t.knex('testimonials').where({ isPublished: true }).orderBy('id').limit(3)) as Array<{ id: number; name: string; text: string; translations: { text: Record<string, string> } }>
    await t.knex('testimonials').where({ id: old!.id }).update({ subject: null, tripId: null, travelledOn: null })
    await t.knex('testimonials').where({ id: deletedTrip!.id }).update({ subject: 'trip', tripId: null })
    const hiddenIds = [old!.id, deletedTrip!.id]
    const incomplete = await t.knex('testimonials').whereNull('travelledOn').orWhereNull('subject').orWhere((w) => w.where({ subject: 'trip' }).whereNull('tripId')).pluck('id')
    expect(incomplete.sort()).toEqual([...hiddenIds].sort())

    for (const lng of ['es', 'en', 'de', 'ca'] as const) {
      const list = await agent.get(`/admin/testimonials?lng=${lng}&pageSize=100`)
      expect(list.text, lng).toContain(html(tr(lng, 'admin', 'testimonialsAdmin.list.notice_other', { count: 2 })))
      const rows = adminGridOf(list.text).rows
      const badge = tr(lng, 'admin', 'testimonialsAdmin.list.badge')
      for (const id of hiddenIds) expect(rows.find((r) => r.id === id)?.cells.hidden, `${lng} ${id}`).toBe(badge)
      expect(rows.filter((r) => r.cells.hidden === badge).map((r) => r.id).sort()).toEqual([...hiddenIds].sort())
      // A complete one says what it is about and when instead.
      expect(rows.find((r) => r.id === complete!.id)?.cells.about).toMatch(/ · .*\d{4}/)
      expect(rows.find((r) => r.id === complete!.id)?.cells.hidden).toBe(tr(lng, 'admin', 'testimonialsAdmin.list.shown'))
    }
    expect((await agent.get('/admin/testimonials?lng=en')).text).toContain('href="/admin/testimonials?show=incomplete"')

    const filtered = await agent.get('/admin/testimonials?lng=en&show=incomplete')
    const grid = adminGridOf(filtered.text)
    expect(grid.total).toBe(2)
    expect(grid.rows.map((r) => r.id).sort()).toEqual([...hiddenIds].sort())
    expect(filtered.text).toContain(html(tr('en', 'admin', 'testimonialsAdmin.list.showAll')))
    // An unknown filter value lists everything.
    expect(adminGridOf((await agent.get('/admin/testimonials?show=bogus&pageSize=100')).text).total).toBe(await t.knex('testimonials').count('* as n').first().then((r) => Number(r!.n)))
    // The edit page says it too.
    expect((await agent.get(`/admin/testimonials/edit/${old!.id}?lng=de`)).text).toContain(html(tr('de', 'admin', 'testimonialsAdmin.list.badge')))

    // Completing one: the badge, the count and the filter follow, and the site shows it.
    const values = await t.knex('testimonials').where({ id: old!.id }).first()
    const saved = await agent.post(`/admin/testimonials/edit/${old!.id}`).type('form').send(
      form(csrf, { name: values.name, text_es: values.translations.text.es, text_en: values.translations.text.en, text_de: values.translations.text.de, text_ca: values.translations.text.ca, subject: 'transfer', travelledOn: '2025-07-03' }),
    )
    expect(saved.status).toBe(303)
    const after = await agent.get('/admin/testimonials?lng=en&show=incomplete')
    expect(adminGridOf(after.text).rows.map((r) => r.id)).toEqual([deletedTrip!.id])
    expect(after.text).toContain(html(tr('en', 'admin', 'testimonialsAdmin.list.notice_one', { count: 1 })))
    expect((await request(t.app).get('/testimonials?lng=en')).text).toContain(html(values.translations.text.en))
    expect((await agent.get(`/admin/testimonials/edit/${old!.id}?lng=de`)).text).not.toContain(html(tr('de', 'admin', 'testimonialsAdmin.list.badge')))
  })
})
