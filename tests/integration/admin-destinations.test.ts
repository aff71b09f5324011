import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let images: string[]
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
  images = (await t.knex('images').select('path').orderBy('path')).map((r: { path: string }) => r.path)
})
afterAll(async () => {
  await t?.close()
})

function destinationForm(csrf: string, fields: Record<string, string> = {}): Record<string, string> {
  return {
    _csrf: csrf,
    slug: 'cala-en-turqueta',
    zone: 'south',
    latitude: '39,9326',
    longitude: '3.9145',
    sortOrder: '20',
    isPopular: 'on',
    image: images[0]!,
    gallery: `${images[1]}\n${images[2]}`,
    name_es: 'Cala en Turqueta',
    name_en: 'Turqueta cove',
    name_de: 'Bucht Turqueta',
    name_ca: 'Cala en Turqueta',
    description_es: 'Una cala de arena blanca entre pinos.',
    description_en: 'A white-sand cove among pine trees.',
    description_de: 'Eine Bucht mit weißem Sand zwischen Pinien.',
    description_ca: 'Una cala d’arena blanca entre pins.',
    tags_es: 'Playa\nPinar', tags_en: 'Beach\nPine wood', tags_de: 'Strand\nPinienwald', tags_ca: 'Platja\nPinar',
    ...fields,
  }
}

describe('admin: destinations', () => {
  it('lists destinations in a grid with thumbnails, search, sort and a zone filter', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/destinations?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain('Fornells')
    expect(list.text).toMatch(/\/api\/images\/optimize\/demo\/[\w.-]+\?width=128/)
    const search = await agent.get('/admin/destinations?lng=en&q=fornells')
    expect(search.text).toContain(html(tr('en', 'admin', 'grid.total', { count: 1 })))
    const byName = adminGridOf((await agent.get('/admin/destinations?lng=en&sort=-name&pageSize=100')).text)
    const names = byName.rows.map((r) => r.cells.name)
    expect(byName.sort).toBe('-name')
    expect(names.indexOf('Son Bou')).toBeLessThan(names.indexOf('Ciutadella'))
    const south = adminGridOf((await agent.get('/admin/destinations?lng=en&zone=south&pageSize=100')).text)
    expect(south.rows.length).toBeGreaterThan(0)
    expect(south.rows.every((r) => r.cells.zone === tr('en', 'common', 'zones.south'))).toBe(true)
    const fornells = search.text.match(/href="\/admin\/destinations\/edit\/(\d+)"/)
    expect(fornells).not.toBeNull()
  })

  it('creates a destination with four languages and it shows on the public site at once', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    await request(t.app).get('/destinations?lng=de') // warm the HTML cache
    const page = await agent.get('/admin/destinations/new?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('en', 'admin', 'destinationsAdmin.tagsHint')))
    // No rating to type in: destinations show none (docs/decisions/042, "Reviews").
    expect(page.text).not.toMatch(/name="(rating|reviewCount)"/)
    const res = await agent.post('/admin/destinations/new').type('form').send(destinationForm(csrfOf(page.text)))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/destinations?saved=created')
    const row = await t.knex('destinations').where({ slug: 'cala-en-turqueta' }).first()
    expect(row).toMatchObject({ name: 'Cala en Turqueta', zone: 'south', reviewCount: 0, isPopular: true, image: images[0], tags: ['Playa', 'Pinar'], sortOrder: 20 })
    expect(Number(row.latitude)).toBeCloseTo(39.9326, 4)
    expect(Number(row.longitude)).toBeCloseTo(3.9145, 4)
    expect(row.translations.tags.de).toEqual(['Strand', 'Pinienwald'])
    expect(row.translations.name.en).toBe('Turqueta cove')
    expect(row.gallery).toEqual([images[1], images[2]])
    const list = await request(t.app).get('/destinations?lng=de')
    expect(list.headers['x-cache']).toBe('MISS')
    expect(list.text).toContain('Bucht Turqueta')
    const detail = await request(t.app).get(`/destinations/${row.id}?lng=de`)
    expect(detail.text).toContain('Bucht Turqueta')
    expect(detail.text).toContain('Pinienwald')
  })

  it('answers 400 with field messages in the staff language, keeps the values, and 409 for a used slug', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/destinations/new?lng=ca')
    const res = await agent
      .post('/admin/destinations/new?lng=ca')
      .type('form')
      .send(destinationForm(csrfOf(page.text), { slug: 'bad-place', name_es: '', name_en: 'Kept value', latitude: '91', longitude: 'east', sortOrder: '-1', zone: 'moon', gallery: 'missing/picture.jpg' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.maxValue', { max: 90 })))
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.minValue', { min: 0 })))
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.number')))
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.invalid')))
    expect(res.text).toContain('value="Kept value"')
    expect(res.text).toContain('value="91"')
    expect(res.text).toContain('missing/picture.jpg')
    expect(await t.knex('destinations').where({ slug: 'bad-place' }).first()).toBeUndefined()
    const taken = await agent.post('/admin/destinations/new?lng=en').type('form').send(destinationForm(csrfOf(page.text), { slug: 'fornells' }))
    expect(taken.status).toBe(409)
    expect(taken.text).toContain(html(tr('en', 'common', 'forms.errors.taken')))
  })

  it('edits a destination and the public page shows it at once; unknown ids answer 404', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const place = await t.knex('destinations').where({ slug: 'fornells' }).first()
    expect((await request(t.app).get(`/destinations/${place.id}?lng=en`)).text).toContain('Fishing village')
    expect((await request(t.app).get(`/destinations/${place.id}?lng=en`)).headers['x-cache']).toBe('HIT')
    const edit = await agent.get(`/admin/destinations/edit/${place.id}?lng=en`)
    expect(edit.status).toBe(200)
    expect(edit.text).toContain('value="fornells"')
    expect(edit.text).toContain('Fishing village\nLobster stew')
    expect(edit.text).toMatch(/<option value="north" selected="">/)
    const res = await agent.post(`/admin/destinations/edit/${place.id}`).type('form').send(destinationForm(csrf, { slug: 'fornells', zone: 'north', name_en: 'Fornells bay', tags_en: 'Harbour village', isPopular: '' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/destinations?saved=updated')
    const after = await request(t.app).get(`/destinations/${place.id}?lng=en`)
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.text).toContain('Fornells bay')
    expect(after.text).toContain('Harbour village')
    expect((await t.knex('destinations').where({ id: place.id }).first()).isPopular).toBe(false)
    expect((await agent.get('/admin/destinations/edit/99999')).status).toBe(404)
    expect((await agent.get('/admin/destinations/edit/x1')).status).toBe(404)
    expect((await agent.post('/admin/destinations/edit/99999').type('form').send(destinationForm(csrf, { slug: 'ghost-place' }))).status).toBe(404)
  })

  it('refuses to delete a destination trips go to (409, naming it), deletes it once they go elsewhere; refuses anonymous and non-staff users', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    expect((await agent.post('/admin/destinations/new').type('form').send(destinationForm(csrf, { slug: 'to-delete' }))).status).toBe(303)
    const id = (await t.knex('destinations').where({ slug: 'to-delete' }).first()).id
    const trip = await t.knex('trips').first()
    await t.knex('trips').where({ id: trip.id }).update({ destination_id: id })
    expect((await agent.post('/api/admin/destinations/bulk-delete').send({ ids: [id] })).status).toBe(403)
    const refused = await agent.post('/api/admin/destinations/bulk-delete?lng=de').set('X-CSRF-Token', csrf).send({ ids: [id] })
    expect(refused.status).toBe(409)
    const name = (await t.knex('destinations').where({ id }).first()).translations.name?.de ?? (await t.knex('destinations').where({ id }).first()).name
    expect(refused.body.error.message).toBe(tr('de', 'admin', 'destinationsAdmin.inUse_one', { name, count: 1 }))
    expect((await t.knex('trips').where({ id: trip.id }).first()).destinationId).toBe(id)
    await t.knex('trips').where({ id: trip.id }).update({ destination_id: trip.destinationId })
    const res = await agent.post('/api/admin/destinations/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [id] })
    expect(res.body).toEqual({ deleted: 1 })
    expect(await t.knex('destinations').where({ id }).first()).toBeUndefined()
    expect((await request(t.app).get(`/destinations/${id}`)).status).toBe(404)

    const anonymous = await request(t.app).get('/admin/destinations')
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.location).toBe('/auth/login?next=%2Fadmin%2Fdestinations')
    expect((await request(t.app).post('/api/admin/destinations/bulk-delete').send({ ids: [1] })).status).toBe(401)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.get('/admin/destinations/new')).headers.location).toBe('/')
    expect((await user.agent.post('/api/admin/destinations/bulk-delete').set('X-CSRF-Token', user.csrf).send({ ids: [1] })).status).toBe(403)
  })
})
