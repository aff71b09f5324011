import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { formatDateTime } from '../../src/i18n/format'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let images: string[]
let foodTypeId: number
let maoId: number
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
  images = (await t.knex('images').select('path').orderBy('path')).map((r: { path: string }) => r.path)
  foodTypeId = (await t.knex('trip_types').where({ slug: 'food' }).first()).id
  maoId = (await t.knex('destinations').where({ slug: 'mao' }).first()).id
})
afterAll(async () => {
  await t?.close()
})

const CHEESE_EN = 'Mahón cheese farm and gin distillery tour'

function tripForm(csrf: string, fields: Record<string, string> = {}): Record<string, string> {
  return {
    _csrf: csrf,
    status: 'published',
    tripTypeId: String(foodTypeId),
    destinationId: String(maoId),
    durationCategory: 'half-day',
    price: '74,50',
    currency: 'eur',
    maxGroupSize: '10',
    sortOrder: '3',
    minAge: '8',
    fitnessLevel: 'moderate',
    isBestseller: 'on',
    isPopular: 'on',
    image: images[0]!,
    gallery: `${images[1]}\n/api/images/optimize/${images[2]}?width=400\n`,
    name_es: 'Velero al atardecer',
    name_en: 'Sunset sailing trip',
    name_de: 'Segeltörn bei Sonnenuntergang',
    name_ca: 'Velers a la posta de sol',
    description_es: 'Navegamos por la costa norte hasta que se pone el sol.',
    description_en: 'We sail along the north coast until the sun goes down.',
    description_de: 'Wir segeln an der Nordküste entlang, bis die Sonne untergeht.',
    description_ca: 'Navegam per la costa nord fins que es pon el sol.',
    location_es: 'Fornells', location_en: 'Fornells', location_de: 'Fornells', location_ca: 'Fornells',
    duration_es: '3 horas', duration_en: '3 hours', duration_de: '3 Stunden', duration_ca: '3 hores',
    meetingPoint_es: 'Puerto de Fornells', meetingPoint_en: 'Fornells harbour', meetingPoint_de: 'Hafen von Fornells', meetingPoint_ca: 'Port de Fornells',
    includes_es: 'Patrón\nCava', includes_en: 'Skipper\nSparkling wine', includes_de: 'Skipper\nSekt', includes_ca: 'Patró\nCava',
    excludes_es: 'Cena', excludes_en: 'Dinner', excludes_de: 'Abendessen', excludes_ca: 'Sopar',
    whatToBring_es: 'Chaqueta ligera\nBañador', whatToBring_en: 'A light jacket\nSwimwear', whatToBring_de: 'Leichte Jacke\nBadesachen', whatToBring_ca: 'Jaqueta lleugera\nBanyador',
    itinerary_es: '18:00 | Salida | Desde el puerto\n20:30 | Regreso', itinerary_en: '18:00 | Departure | From the harbour\n20:30 | Return',
    itinerary_de: '18:00 | Abfahrt | Vom Hafen\n20:30 | Rückkehr', itinerary_ca: '18:00 | Sortida | Des del port\n20:30 | Tornada',
    ...fields,
  }
}

describe('admin: trips list', () => {
  it('shows a grid with thumbnails, type, destination, price and flags; search, sort and type filter go through the address', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/trips?lng=en&pageSize=100')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain(html(CHEESE_EN))
    expect(list.text).toMatch(/\/api\/images\/optimize\/demo\/[\w.-]+\?width=128/)
    expect(list.text).toContain('/api/admin/trips/bulk-delete')
    const cheese = await t.knex('trips').where({ slug: 'mahon-cheese-farm-and-gin-tasting' }).first()
    expect(list.text).toContain(`href="/admin/trips/details/${cheese.id}"`)
    expect(list.text).toContain(`href="/admin/trips/edit/${cheese.id}"`)
    expect(list.text).toContain(html(tr('en', 'admin', 'tripsAdmin.bestseller')))
    expect(list.text).toContain('€69')

    const search = await agent.get('/admin/trips?lng=en&q=cheese')
    expect(search.text).toContain(html(CHEESE_EN))
    expect(search.text).toContain(html(tr('en', 'admin', 'grid.total', { count: 1 })))
    // Search reads every language: the Catalan name finds the same trip.
    expect(adminGridOf((await agent.get(`/admin/trips?lng=en&q=${encodeURIComponent('Formatge Maó')}`)).text).rows.map((r) => r.cells.name)).toEqual([CHEESE_EN])

    const cheap = adminGridOf((await agent.get('/admin/trips?lng=en&sort=price&pageSize=100')).text)
    const dear = adminGridOf((await agent.get('/admin/trips?lng=en&sort=-price&pageSize=100')).text)
    expect(cheap.sort).toBe('price')
    const prices = async (sort: string) => (await t.knex('trips').select('id').orderBy([{ column: 'price_cents', order: sort }, { column: 'id' }])).map((r: { id: number }) => r.id)
    expect(cheap.rows.map((r) => r.id)[0]).toBe((await prices('asc'))[0])
    expect(dear.rows.map((r) => r.id)[0]).toBe((await prices('desc'))[0])

    const food = adminGridOf((await agent.get(`/admin/trips?lng=en&type=${foodTypeId}&pageSize=100`)).text)
    const foodCount = (await t.knex('trips').where({ trip_type_id: foodTypeId })).length
    expect(food.total).toBe(foodCount)
    const foodName = (await t.knex('trip_types').where({ id: foodTypeId }).first()).translations.name.en
    expect(food.rows.every((r) => r.cells.type === foodName)).toBe(true)
    const filteredPage = await agent.get(`/admin/trips?lng=en&type=${foodTypeId}`)
    expect(filteredPage.text).toContain(html(tr('en', 'admin', 'grid.total', { count: foodCount })))
    expect(filteredPage.text).toContain(`<option value="${foodTypeId}" selected="">`)
  })
})

describe('admin: trip forms', () => {
  it('creates a trip with four languages and it shows on the public site at once', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const search = '/trips?lng=de&q=Sonnenuntergang'
    expect((await request(t.app).get(search)).text).not.toContain('Segeltörn bei Sonnenuntergang') // and warm the HTML cache
    expect((await request(t.app).get(search)).headers['x-cache']).toBe('HIT')
    const page = await agent.get('/admin/trips/new?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('en', 'admin', 'tripsAdmin.itineraryHint')))
    expect(page.text).toContain(`<option value="${images[0]}">`)
    expect(page.text).not.toMatch(/name="(rating|reviewCount)"/)
    const res = await agent.post('/admin/trips/new').type('form').send(tripForm(csrfOf(page.text)))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/trips?saved=created')
    expect((await agent.get('/admin/trips?saved=created&lng=en')).text).toContain(html(tr('en', 'admin', 'flash.created')))

    // Staff type no address: the slug comes from the Spanish name.
    const row = await t.knex('trips').where({ slug: 'velero-al-atardecer' }).first()
    expect(row).toMatchObject({ name: 'Velero al atardecer', status: 'published', priceCents: 7450, currency: 'EUR', reviewCount: 0, maxGroupSize: 10, isBestseller: true, isPopular: true, image: images[0], minAge: 8, fitnessLevel: 'moderate' })
    // Ratings are the reviews' (ADR 042): the form has no rating to type.
    expect(Number(row.rating)).toBe(0)
    expect(page.text).not.toContain('name="rating"')
    expect(page.text).not.toContain('name="slug"')
    expect(row.whatToBring).toEqual(['Chaqueta ligera', 'Bañador'])
    expect(row.translations.whatToBring.de).toEqual(['Leichte Jacke', 'Badesachen'])
    expect(row.gallery).toEqual([images[1], images[2]])
    expect(row.translations.name).toEqual({ es: 'Velero al atardecer', en: 'Sunset sailing trip', de: 'Segeltörn bei Sonnenuntergang', ca: 'Velers a la posta de sol' })
    expect(row.translations.includes.en).toEqual(['Skipper', 'Sparkling wine'])
    expect(row.translations.itinerary.de).toEqual([{ time: '18:00', title: 'Abfahrt', description: 'Vom Hafen' }, { time: '20:30', title: 'Rückkehr', description: '' }])
    expect(row.itinerary[0]).toEqual({ time: '18:00', title: 'Salida', description: 'Desde el puerto' })

    const list = await request(t.app).get(search)
    expect(list.headers['x-cache']).toBe('MISS')
    expect(list.text).toContain('Segeltörn bei Sonnenuntergang')
    const detail = await request(t.app).get(`/trips/${row.id}?lng=de`)
    expect(detail.status).toBe(200)
    expect(detail.text).toContain('Segeltörn bei Sonnenuntergang')
    expect(detail.text).toContain('Abfahrt')
    expect(detail.text).toContain('Sekt')
    expect(detail.text).toContain('Leichte Jacke')
    expect(detail.text).toContain(html(tr('de', 'trips', 'facts.fitness.moderate')))
    expect(detail.text).toContain(html(tr('de', 'trips', 'facts.minAgeValue_other', { count: 8 })))
    const api = await request(t.app).get(`/api/trips/${row.id}?lng=en`)
    expect(api.status).toBe(200)
    expect(api.body).toMatchObject({ name: 'Sunset sailing trip', price: 74.5, currency: 'EUR', isBestseller: true })
  })

  it('answers 400 with field messages in the staff language and keeps the values', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/trips/new?lng=de')
    const res = await agent
      .post('/admin/trips/new?lng=de')
      .type('form')
      .send(tripForm(csrfOf(page.text), { name_es: '', name_en: 'Kept value', price: 'cheap', minAge: '120', fitnessLevel: 'extreme', status: 'gone', image: 'not/in/library.jpg', tripTypeId: '999999', itinerary_en: '09:00 |  | no title', durationCategory: 'week', currency: 'XYZ' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.number')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.maxValue', { max: 99 })))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.invalid')))
    expect(res.text).toContain('value="Kept value"')
    expect(res.text).toContain('value="cheap"')
    expect(res.text).toContain('aria-invalid="true"')
    // Three letters, but not a currency any price or card payment can be in.
    for (const field of ['minAge', 'fitnessLevel', 'status', 'price', 'name_es', 'currency']) expect(res.text).toMatch(new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`))
    expect(await t.knex('trips').where({ name: 'Kept value' }).first()).toBeUndefined()

    // A second trip of the same name gets an address of its own, without anyone typing one.
    const twice = { name_es: 'Excursión en kayak: ¡dos veces!' }
    for (let i = 0; i < 2; i++) expect((await agent.post('/admin/trips/new?lng=en').type('form').send(tripForm(csrfOf(page.text), twice))).status).toBe(303)
    expect((await t.knex('trips').whereLike('slug', 'excursion-en-kayak-dos-veces%').orderBy('id')).map((r: { slug: string }) => r.slug)).toEqual(['excursion-en-kayak-dos-veces', 'excursion-en-kayak-dos-veces-2'])
  })

  it('edits a trip and the public page shows it at once; unknown ids answer 404', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const trip = await t.knex('trips').where({ slug: 'mahon-cheese-farm-and-gin-tasting' }).first()
    const before = await request(t.app).get(`/trips/${trip.id}?lng=en`)
    expect(before.text).toContain(html(CHEESE_EN))
    expect((await request(t.app).get(`/trips/${trip.id}?lng=en`)).headers['x-cache']).toBe('HIT')

    const edit = await agent.get(`/admin/trips/edit/${trip.id}?lng=en`)
    expect(edit.status).toBe(200)
    expect(edit.text).toContain('value="69.00"')
    // The amount as the staff language writes it, and as the field reads it back.
    expect((await agent.get(`/admin/trips/edit/${trip.id}?lng=es`)).text).toContain('value="69,00"')
    expect(edit.text).toContain('<option value="published" selected="">')
    expect(edit.text).toContain(html('Moll de Ponent in Maó'))
    expect(edit.text).toMatch(/name="isBestseller" checked=""/)
    // The stored itinerary comes back one step per line.
    expect(edit.text).toContain('09:30 | Drive to Alaior | Pick-up in Maó and a drive through the Menorcan countryside.')

    const res = await agent
      .post(`/admin/trips/edit/${trip.id}`)
      .type('form')
      .send(tripForm(csrf, { name_en: 'Cheese, gin and harbour tapas', price: '71', isPopular: '', isBestseller: '', minAge: '', fitnessLevel: 'easy' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/trips?saved=updated')
    const after = await request(t.app).get(`/trips/${trip.id}?lng=en`)
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.text).toContain('Cheese, gin and harbour tapas')
    expect(after.text).not.toContain(html(CHEESE_EN))
    const row = await t.knex('trips').where({ id: trip.id }).first()
    // The slug stays what it was (exports and imports match trips by it); the facts changed.
    expect(row).toMatchObject({ slug: trip.slug, priceCents: 7100, isPopular: false, isBestseller: false, minAge: null, fitnessLevel: 'easy' })
    // The translation-completeness view learns which texts changed.
    expect(Object.keys(row.translationsUpdatedAt.name).sort()).toEqual(['ca', 'de', 'en', 'es'])

    expect((await agent.get('/admin/trips/edit/99999')).status).toBe(404)
    expect((await agent.get('/admin/trips/edit/abc')).status).toBe(404)
    // One id rule everywhere (issue 13): a hex, exponent, zero-padded or out-of-range spelling of an id is no address of a record.
    for (const spelling of ['0x10', '1e3', `0${trip.id}`, '99999999999']) {
      expect((await agent.get(`/admin/trips/edit/${spelling}`)).status, spelling).toBe(404)
      expect((await agent.post(`/admin/trips/edit/${spelling}`).type('form').send(tripForm(csrf, { name_es: 'ghost trip' }))).status, spelling).toBe(404)
    }
    expect((await agent.get('/admin/trips/details/99999')).status).toBe(404)
    expect((await agent.post('/admin/trips/edit/99999').type('form').send(tripForm(csrf, { name_es: 'ghost trip' }))).status).toBe(404)
  })

  it("refuses a save over someone else's newer one, keeping what was typed; saving again replaces it", async () => {
    const trip = await t.knex('trips').where({ slug: 'mahon-cheese-farm-and-gin-tasting' }).first()
    const editor = await loginAs(t.app, 'editor')
    const admin = await loginAs(t.app, 'admin')
    const versionIn = (page: string) => /name="_version" value="([^"]+)"/.exec(page)?.[1]
    // Both open the trip; the editor saves first.
    const opened = versionIn((await editor.agent.get(`/admin/trips/edit/${trip.id}?lng=en`)).text)
    const openedToo = versionIn((await admin.agent.get(`/admin/trips/edit/${trip.id}?lng=de`)).text)
    expect(opened).toBeDefined()
    expect(openedToo).toBe(opened)
    const first = await editor.agent.post(`/admin/trips/edit/${trip.id}`).type('form').send(tripForm(editor.csrf, { _version: opened!, meetingPoint_en: 'At the Maó ferry terminal' }))
    expect(first.status).toBe(303)
    // The admin's older form would undo it: refused, in the admin's language, with their text kept.
    const stale = await admin.agent.post(`/admin/trips/edit/${trip.id}?lng=de`).type('form').send(tripForm(admin.csrf, { _version: openedToo!, name_en: 'Cheese and gin (admin)' }))
    expect(stale.status).toBe(409)
    const stored = await t.knex('trips').where({ id: trip.id }).first()
    expect(stale.text).toContain(html(tr('de', 'admin', 'form.editConflict', { time: formatDateTime(stored.updatedAt, 'de') })))
    expect(stale.text).toContain('value="Cheese and gin (admin)"')
    expect(stored.translations.meetingPoint.en).toBe('At the Maó ferry terminal')
    expect(stored.translations.name.en).not.toBe('Cheese and gin (admin)')
    // The form now carries the newer version: a second save is a deliberate choice and goes through.
    const newer = versionIn(stale.text)
    expect(newer).not.toBe(openedToo)
    const again = await admin.agent.post(`/admin/trips/edit/${trip.id}`).type('form').send(tripForm(admin.csrf, { _version: newer!, name_en: 'Cheese and gin (admin)' }))
    expect(again.status).toBe(303)
    expect((await t.knex('trips').where({ id: trip.id }).first()).translations.name.en).toBe('Cheese and gin (admin)')
  })

  it('flags on its language tabs the translations left older than a changed Spanish text', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const trip = await t.knex('trips').where({ slug: 'mahon-cheese-farm-and-gin-tasting' }).first()
    const outdatedBadges = async () => ((await agent.get(`/admin/trips/edit/${trip.id}?lng=en`)).text.match(new RegExp(`>${tr('en', 'admin', 'form.outdated')}</span>`, 'g')) ?? []).length
    expect((await agent.post(`/admin/trips/edit/${trip.id}`).type('form').send(tripForm(csrf))).status).toBe(303)
    expect(await outdatedBadges()).toBe(0)
    expect((await agent.post(`/admin/trips/edit/${trip.id}`).type('form').send(tripForm(csrf, { description_es: 'Un texto nuevo en español.' }))).status).toBe(303)
    expect(await outdatedBadges()).toBe(3)
  })

  it('shows a read-only detail view with every language, missing texts flagged, the public link and the enquiries', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const created = await agent.post('/admin/trips/new').type('form').send(tripForm(csrf, { name_es: 'Medio traducido', name_ca: '', description_ca: '', includes_de: '' }))
    expect(created.status).toBe(303)
    const trip = await t.knex('trips').where({ slug: 'medio-traducido' }).first()
    await t.knex('contact_messages').insert([
      { kind: 'trip-enquiry', trip_id: trip.id, name: 'Ana', email: 'ana@example.com', message: 'Is there space?', language: 'es' },
      { kind: 'trip-enquiry', trip_id: trip.id, name: 'Bob', email: 'bob@example.com', message: 'For four?', language: 'en' },
    ])
    const page = await agent.get(`/admin/trips/details/${trip.id}?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`href="/trips/${trip.id}"`)
    expect(page.text).toContain(`href="/admin/trips/edit/${trip.id}"`)
    expect(page.text).toContain('Segeltörn bei Sonnenuntergang')
    expect(page.text).toContain('Medio traducido')
    expect(page.text).toContain('Maó-Mahón')
    expect(page.text).toContain(html(tr('en', 'admin', 'tripsAdmin.missingCount_other', { count: 2 })))
    expect(page.text).toContain(html(tr('en', 'admin', 'tripsAdmin.missingCount_one', { count: 1 })))
    expect(page.text).toContain(html(tr('en', 'admin', 'tripsAdmin.complete')))
    expect(page.text).toMatch(new RegExp(`${tr('en', 'admin', 'tripsAdmin.enquiries')}</dt><dd[^>]*>2</dd>`))
    const fact = (key: string, value: string) => new RegExp(`>${html(tr('en', 'admin', `tripsAdmin.${key}`))}</dt><dd[^>]*>${html(value)}</dd>`)
    expect(trip.destinationId).toBe(maoId)
    expect(trip.tripTypeId).toBe(foodTypeId)
    expect(page.text).toMatch(fact('destination', 'Maó-Mahón'))
    expect(page.text).toMatch(fact('type', (await t.knex('trip_types').where({ id: foodTypeId }).first()).translations.name.en))
    // Each language's section flags exactly the texts it lacks.
    const missingIn = (lng: string) => {
      const section = new RegExp(`<section lang="${lng}"[\\s\\S]*?</section>`).exec(page.text)![0]
      const flagged = new RegExp(`<dt[^>]*>([^<]*)</dt><dd[^>]*><span[^>]*>${html(tr('en', 'admin', 'form.missing'))}</span>`, 'g')
      return [...section.matchAll(flagged)].map((m) => m[1])
    }
    expect(missingIn('ca')).toEqual([html(tr('en', 'admin', 'tripsAdmin.name')), html(tr('en', 'admin', 'tripsAdmin.description'))])
    expect(missingIn('de')).toEqual([html(tr('en', 'admin', 'tripsAdmin.includes'))])
    // The edit form flags the languages with missing texts.
    expect((await agent.get(`/admin/trips/edit/${trip.id}?lng=en`)).text).toContain(html(tr('en', 'admin', 'form.missing')))
  })
})

describe('admin: trips bulk delete and roles', () => {
  it('bulk-deletes with the CSRF header and keeps enquiries; refuses anonymous and non-staff users', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    expect((await agent.post('/admin/trips/new').type('form').send(tripForm(csrf, { name_es: 'Borrar uno' }))).status).toBe(303)
    expect((await agent.post('/admin/trips/new').type('form').send(tripForm(csrf, { name_es: 'Borrar dos' }))).status).toBe(303)
    const ids = (await t.knex('trips').whereIn('slug', ['borrar-uno', 'borrar-dos']).select('id')).map((r: { id: number }) => r.id)
    const [enquiry] = await t.knex('contact_messages').insert({ kind: 'trip-enquiry', trip_id: ids[0], name: 'Cy', email: 'cy@example.com', message: 'Hello', language: 'en' }).returning('id')
    expect((await agent.post('/api/admin/trips/bulk-delete').send({ ids })).status).toBe(403)
    expect((await agent.post('/api/admin/trips/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: ['x'] })).status).toBe(400)
    const res = await agent.post('/api/admin/trips/bulk-delete').set('X-CSRF-Token', csrf).send({ ids })
    expect(res.body).toEqual({ deleted: 2 })
    expect(await t.knex('trips').whereIn('id', ids)).toHaveLength(0)
    expect(await t.knex('contact_messages').where({ id: enquiry.id }).first()).toMatchObject({ tripId: null })
    expect((await request(t.app).get(`/trips/${ids[0]}`)).status).toBe(404)

    const anonymous = await request(t.app).get('/admin/trips')
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.location).toBe('/auth/login?next=%2Fadmin%2Ftrips')
    expect((await request(t.app).get('/admin/trips/new')).headers.location).toMatch(/^\/auth\/login/)
    expect((await request(t.app).post('/admin/trips/new').type('form').send({ name_es: 'x' })).status).toBeGreaterThanOrEqual(300)
    expect(await t.knex('trips').where({ slug: 'x' }).first()).toBeUndefined()
    expect((await request(t.app).post('/api/admin/trips/bulk-delete').send({ ids: [1] })).status).toBe(401)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.get('/admin/trips')).headers.location).toBe('/')
    expect((await user.agent.post('/api/admin/trips/bulk-delete').set('X-CSRF-Token', user.csrf).send({ ids: [1] })).status).toBe(403)
  })
})
