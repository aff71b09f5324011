import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { adminGridOf } from '../helpers/pages'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

const form = (csrf: string, fields: Record<string, string>) => ({ _csrf: csrf, slug: 'sailing', sortOrder: '7', name_es: 'Vela', name_en: 'Sailing', name_de: 'Segeln', name_ca: 'Vela', ...fields })

describe('admin: trip types', () => {
  it('lists every type in a grid with search, sort and pagination through the address', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/trip-types?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain('>Boat<')
    expect(list.text).toContain('href="/admin/trip-types/edit/1"')
    const search = await agent.get('/admin/trip-types?lng=en&q=kay')
    expect(search.text).toContain('>Kayak<')
    expect(search.text).not.toContain('>Boat<')
    const sorted = await agent.get('/admin/trip-types?lng=en&sort=-name&pageSize=10')
    expect(sorted.text.indexOf('>Kayak<')).toBeLessThan(sorted.text.indexOf('>Boat<'))
    const grid = adminGridOf((await agent.get('/admin/trip-types?lng=en&pageSize=10&page=1&sort=slug')).text)
    expect(grid).toMatchObject({ page: 1, pageSize: 10, sort: 'slug' })
    expect(grid.rows[0]!.cells).toHaveProperty('slug')
  })

  it('creates a type with four languages (post/redirect/get) and it shows on the public site at once', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    await request(t.app).get('/?lng=de') // warm the public HTML cache
    const page = await agent.get('/admin/trip-types/new?lng=en')
    expect(page.text).toContain(html(tr('en', 'admin', 'form.missing')))
    const res = await agent.post('/admin/trip-types/new').type('form').send(form(csrfOf(page.text), {}))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/trip-types?saved=created')
    expect((await agent.get('/admin/trip-types?saved=created&lng=en')).text).toContain(html(tr('en', 'admin', 'flash.created')))
    const home = await request(t.app).get('/?lng=de')
    expect(home.headers['x-cache']).toBe('MISS')
    expect(home.text).toContain('Segeln')
  })

  it('shows field errors in the staff language and keeps the values', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/trip-types/new?lng=de')
    const res = await agent.post('/admin/trip-types/new?lng=de').type('form').send(form(csrfOf(page.text), { name_es: '', slug: 'Not A Slug', name_en: 'Kept value' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.slug')))
    expect(res.text).toContain('value="Kept value"')
    const taken = await agent.post('/admin/trip-types/new?lng=en').type('form').send(form(csrfOf(page.text), { slug: 'boat' }))
    expect(taken.status).toBe(409)
    expect(taken.text).toContain(html(tr('en', 'common', 'forms.errors.taken')))
  })

  it('edits a type, and answers 404 for an unknown one', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const edit = await agent.get('/admin/trip-types/edit/2?lng=en')
    expect(edit.status).toBe(200)
    expect(edit.text).toContain('value="kayak"')
    const res = await agent.post('/admin/trip-types/edit/2').type('form').send({ ...form(csrf, { slug: 'kayak', name_en: 'Sea kayak' }) })
    expect(res.headers.location).toBe('/admin/trip-types?saved=updated')
    expect((await request(t.app).get('/api/trip-types?lng=en')).body.map((x: { name: string }) => x.name)).toContain('Sea kayak')
    expect((await agent.get('/admin/trip-types/edit/99999')).status).toBe(404)
    expect((await agent.get('/admin/trip-types/edit/abc')).status).toBe(404)
  })

  it('bulk-deletes with the CSRF header, and refuses without it or without a staff role', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const created = await agent.post('/admin/trip-types/new').type('form').send(form(csrf, { slug: 'to-delete', name_es: 'Borrar' }))
    expect(created.status).toBe(303)
    const id = (await t.knex('trip_types').where({ slug: 'to-delete' }).first()).id
    expect((await agent.post('/api/admin/trip-types/bulk-delete').send({ ids: [id] })).status).toBe(403)
    expect((await agent.post('/api/admin/trip-types/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [] })).status).toBe(400)
    // Trips of the type keep it: the delete is refused, saying which and how many.
    const trips = await t.knex('trips').limit(2)
    await t.knex('trips').whereIn('id', trips.map((x) => x.id)).update({ trip_type_id: id })
    const refused = await agent.post('/api/admin/trip-types/bulk-delete?lng=en').set('X-CSRF-Token', csrf).send({ ids: [id] })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(tr('en', 'admin', 'tripTypes.inUse_other', { name: (await t.knex('trip_types').where({ id }).first()).translations.name.en, count: 2 }))
    for (const trip of trips) await t.knex('trips').where({ id: trip.id }).update({ trip_type_id: trip.tripTypeId })
    const res = await agent.post('/api/admin/trip-types/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [id] })
    expect(res.body).toEqual({ deleted: 1 })
    expect(await t.knex('trip_types').where({ id }).first()).toBeUndefined()
    expect((await request(t.app).post('/api/admin/trip-types/bulk-delete').send({ ids: [1] })).status).toBe(401)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.post('/api/admin/trip-types/bulk-delete').set('X-CSRF-Token', user.csrf).send({ ids: [1] })).status).toBe(403)
  })
})
