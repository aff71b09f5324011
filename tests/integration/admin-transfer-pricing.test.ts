import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatIslandDate, formatPrice } from '../../src/i18n/format'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { adminGridOf } from '../helpers/pages'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'

// The screens beside the fare grid (docs/decisions/037): zones, towns, vehicle classes, extras,
// seasons and route fares; each save reaches the public quote and form at once.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

let ip = 0
const from = () => `198.51.100.${(ip++ % 250) + 1}`
const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', `transferPricing.${key}`, vars)
const at = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'airport-transfers', key, vars)

/** Five people to Fornells by minivan: 73 € on a day without a season. */
const trip = (over: Record<string, unknown> = {}) => ({ tripType: 'one-way', from: 'airport', to: 'fornells', date: islandDay(20), time: '14:30', adults: 4, children: 1, infants: 0, suitcases: 4, vehicle: 'minivan', ...over })
const quote = (over: Record<string, unknown> = {}, lng = 'en') => request(t.app).post(`/api/transfers/quote?lng=${lng}`).set('X-Forwarded-For', from()).send(trip(over))
const book = (over: Record<string, unknown> = {}) =>
  request(t.app)
    .post('/api/transfers/requests?lng=en')
    .set('X-Forwarded-For', from())
    .send({ ...trip(over), flightNumber: 'VY3904', name: 'Ana Marí', email: 'ana@example.es', phone: '+34 600 123 456', terms: true })

async function admin() {
  return loginAs(t.app, 'admin')
}

const SCREENS = ['zones', 'towns', 'vehicles', 'extras', 'seasons', 'routes']

describe('admin: who may use the price screens', () => {
  it('shows them to admins under Operations, after the price grid; editors get the 403 page and 403 from the API', async () => {
    const { agent } = await admin()
    const dashboard = (await agent.get('/admin?lng=en')).text
    const grid = dashboard.indexOf('href="/admin/transfers/prices"')
    for (const screen of SCREENS) {
      const list = await agent.get(`/admin/transfers/${screen}?lng=en`)
      expect(list.status, screen).toBe(200)
      expect(list.text).toContain(html(ad('en', `${screen}.title`)))
      expect((await agent.get(`/admin/transfers/${screen}/new?lng=en`)).status, screen).toBe(200)
      expect(dashboard.indexOf(`href="/admin/transfers/${screen}"`), screen).toBeGreaterThan(grid)
    }
    const editor = await loginAs(t.app, 'editor')
    for (const screen of SCREENS) {
      expect((await editor.agent.get(`/admin/transfers/${screen}`)).status, screen).toBe(403)
      expect((await editor.agent.post(`/admin/transfers/${screen}/new`).type('form').send({ _csrf: editor.csrf })).status, screen).toBe(403)
    }
    expect((await editor.agent.post('/api/admin/transfers/seasons/bulk-delete').set('X-CSRF-Token', editor.csrf).send({ ids: [1] })).status).toBe(403)
    expect((await editor.agent.get('/admin?lng=en')).text).not.toContain('href="/admin/transfers/towns"')
  })
})

describe('the request form with extras, without JavaScript', () => {
  const form = (over: Record<string, string>) => ({
    ...trip({ tripType: 'return', returnDate: islandDay(27), returnTime: '10:00' }), 'extra_child-seat': '1', 'extra_golf-bag': '2', flightNumber: 'VY3904',
    name: 'Familie Weber', email: 'weber@example.de', phone: '+49 170 7654321', terms: 'on', website: '', idempotencyKey: `extras-${Date.now()}`,
    started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), ...over,
  })
  const post = (body: object) => request(t.app).post('/airport-transfers/request?lng=de').set('X-Forwarded-For', from()).type('form').send(body)

  it('shows one number input per extra with its price, in the visitor\'s language', async () => {
    const page = await request(t.app).get('/airport-transfers/request?lng=de')
    for (const code of ['child-seat', 'booster-seat', 'bike', 'golf-bag']) expect(page.text).toMatch(new RegExp(`id="f-extra_${code}" type="number" min="0" max="\\d+"`))
    expect(page.text).toContain(html(`Kindersitz (0–4 Jahre) · ${at('de', 'pricing.extras.free')}`))
    expect(page.text).toContain(html(`Fahrrad · ${at('de', 'pricing.extras.pricePerLeg', { price: formatPrice(1500, 'EUR', 'de') })}`))
    expect(page.text).toContain(html(`Golftasche · ${at('de', 'pricing.extras.price', { price: formatPrice(1000, 'EUR', 'de') })}`))
    expect(page.text).not.toContain('name="childSeats"')
  })

  it('"see price" lists the extras; the return discount is on the fares only', async () => {
    const res = await post(form({ intent: 'quote' }))
    expect(res.status).toBe(200)
    // 2 × 73 = 146, −10 % (14.60 → 15) = 131 €, two golf bags once per booking +20 €: 151 €.
    expect(res.text).toContain('data-price-total="15100"')
    expect(res.text).toContain(html('Golftasche × 2'))
    expect(res.text).toContain(html('Kindersitz (0–4 Jahre) × 1'))
    expect(res.text).toMatch(/name="extra_golf-bag" value="2"/)
  })

  it('refuses more child seats than children and infants on the seat\'s own field, keeping the values', async () => {
    const res = await post(form({ intent: 'book', 'extra_child-seat': '1', 'extra_booster-seat': '1' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(at('de', 'errors.childSeats')))
    expect(res.text).toMatch(/id="f-extra_child-seat"[^>]*aria-invalid="true"/)
    expect(res.text).toMatch(/name="extra_booster-seat"[^>]*value="1"/)
  })

  it('books them: child seats and sports items are counted from the extras', async () => {
    const res = await post(form({ intent: 'book' }))
    expect(res.status).toBe(303)
    const reference = new URL(res.headers.location!, 'http://x').searchParams.get('ref')!
    const row = await t.knex('transfer_bookings').where({ reference }).first()
    expect(row).toMatchObject({ childSeats: 1, sportsEquipment: 2, isReturn: true })
    // The extras are stored with the booking, and priced into it (the quote's lines).
    expect(Object.values(row.extras as Record<string, number>).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3)
    expect(row.priceBreakdown.quote.extrasCents).toBeGreaterThan(0)
  })
})

describe('admin: zones and towns', () => {
  const zone = (csrf: string, over: Record<string, string> = {}) => ({ _csrf: csrf, code: 'south-west', sortOrder: '6', name_es: 'Suroeste', name_en: 'South-west', name_de: 'Südwesten', name_ca: 'Sud-oest', ...over })
  const town = (csrf: string, over: Record<string, string> = {}) => ({
    _csrf: csrf, name: 'Es Migjorn Gran', slug: 'es-migjorn-gran', zone: 'south-west', distanceKm: '28,5', driveMinutes: '30', latitude: '39.9447', longitude: '4.0497', sortOrder: '20',
    description_es: 'Pueblo tranquilo sobre el barranco de Binigaus.', description_en: 'A quiet village above the Binigaus gorge.', description_de: 'Ein ruhiges Dorf über der Binigaus-Schlucht.', description_ca: 'Poble tranquil sobre el barranc de Binigaus.',
    ...over,
  })

  it('creates a zone in four languages, refuses a bad or used code in the staff language, and edits its names', async () => {
    const { agent, csrf } = await admin()
    const wrong = await agent.post('/admin/transfers/zones/new?lng=de').type('form').send(zone(csrf, { code: 'Süd West', name_es: '' }))
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain(html(tr('de', 'common', 'forms.errors.slug')))
    expect(wrong.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(wrong.text).toContain('value="Südwesten"')
    expect((await agent.post('/admin/transfers/zones/new?lng=en').type('form').send(zone(csrf, { code: 'north' }))).status).toBe(409)
    const created = await agent.post('/admin/transfers/zones/new').type('form').send(zone(csrf))
    expect(created.status).toBe(303)
    expect(created.headers.location).toBe('/admin/transfers/zones?saved=created')
    const edit = await agent.get('/admin/transfers/zones/edit/south-west?lng=en')
    expect(edit.text).toMatch(/name="code"[^>]*readOnly=""|readOnly=""[^>]*name="code"/i)
    // The code in the form is ignored: the address names the zone.
    expect((await agent.post('/admin/transfers/zones/edit/south-west').type('form').send(zone(csrf, { code: 'other', name_en: 'Southwest' }))).headers.location).toBe('/admin/transfers/zones?saved=updated')
    const list = adminGridOf((await agent.get('/admin/transfers/zones?lng=en&q=south')).text)
    expect(list.rows.map((r) => r.cells.name)).toContain('Southwest')
    expect((await agent.get('/admin/transfers/zones/edit/nowhere')).status).toBe(404)
  })

  it('adds a town that the request form offers at once and that is quoted once it has a fare in the grid', async () => {
    const { agent, csrf } = await admin()
    const form = await request(t.app).get('/airport-transfers/request?lng=en')
    expect(form.text).not.toContain('value="es-migjorn-gran"')
    const invalid = await agent.post('/admin/transfers/towns/new?lng=en').type('form').send(town(csrf, { zone: 'atlantis', distanceKm: 'far', slug: 'mao' }))
    expect(invalid.status).toBe(400)
    expect(invalid.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect(invalid.text).toContain(html(tr('en', 'common', 'forms.errors.number')))
    expect((await agent.post('/admin/transfers/towns/new?lng=en').type('form').send(town(csrf, { slug: 'mao' }))).status).toBe(409)
    expect((await agent.post('/admin/transfers/towns/new').type('form').send(town(csrf))).status).toBe(303)

    const offered = await request(t.app).get('/airport-transfers/request?lng=en')
    expect(offered.text).toContain('value="es-migjorn-gran"')
    const noFare = await quote({ to: 'es-migjorn-gran' })
    expect(noFare.status).toBe(400)
    expect(noFare.body.error.fields.vehicle).toBe(at('en', 'errors.noPrice'))

    // The grid has a row for it (with its zone's name): a fare there prices it.
    const { id } = await t.knex('transfer_towns').where({ slug: 'es-migjorn-gran' }).first('id')
    const gridPage = await agent.get('/admin/transfers/prices?lng=en')
    expect(gridPage.text).toContain('Southwest')
    const fields = Object.fromEntries([...gridPage.text.matchAll(/<input[^>]*name="(c_[^"]+|nightSurchargePercent|returnDiscountPercent)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
    expect(fields).toHaveProperty(`c_${id}_minivan_1_8`, '')
    expect((await agent.post('/admin/transfers/prices').type('form').send({ ...fields, _csrf: csrf, [`c_${id}_minivan_1_8`]: '66' })).status).toBe(303)
    const priced = await quote({ to: 'es-migjorn-gran' })
    expect(priced.status).toBe(200)
    expect(priced.body).toMatchObject({ totalCents: 6600, pricedTown: 'es-migjorn-gran' })
    // Town to town is allowed now: the dearer of the two towns' airport fares (Fornells, 73 €).
    expect((await quote({ from: 'es-migjorn-gran', to: 'fornells' })).body.totalCents).toBe(7300)
  })

  it('carries a new slug into the route fares that name the town', async () => {
    const { agent, csrf } = await admin()
    const bosc = await t.knex('transfer_towns').where({ slug: 'cala-en-bosc' }).first()
    const values = await agent.get(`/admin/transfers/towns/edit/${bosc.id}?lng=en`)
    expect(values.text).toContain('value="cala-en-bosc"')
    const res = await agent.post(`/admin/transfers/towns/edit/${bosc.id}`).type('form').send(town(csrf, { name: 'Cala en Bosch', slug: 'cala-en-bosch', zone: 'west', distanceKm: '53' }))
    expect(res.status).toBe(303)
    expect(await t.knex('transfer_route_fares').where({ toPlace: 'cala-en-bosc' }).orWhere({ fromPlace: 'cala-en-bosc' })).toHaveLength(0)
    // The short hop from the port keeps its route fare (25 € by car), in both directions.
    expect((await quote({ from: 'port-ciutadella', to: 'cala-en-bosch', adults: 2, children: 0, suitcases: 2, vehicle: 'car' })).body).toMatchObject({ totalCents: 2500, routeFare: { from: 'cala-en-bosch', to: 'port-ciutadella' } })
    expect((await quote({ from: 'cala-en-bosch', to: 'port-ciutadella', adults: 2, children: 0, suitcases: 2, vehicle: 'car' })).body.totalCents).toBe(2500)
  })

  it('refuses to delete a town that bookings go to, or a zone that still has towns (409, saying why), and deletes the others', async () => {
    const { agent, csrf } = await admin()
    expect((await book({ to: 'es-mercadal' })).status).toBe(201)
    const mercadal = await t.knex('transfer_towns').where({ slug: 'es-mercadal' }).first()
    const grid = await agent.post('/api/admin/transfers/towns/bulk-delete?lng=en').set('X-CSRF-Token', csrf).send({ ids: [mercadal.id] })
    expect(grid.status).toBe(409)
    expect(grid.body.error).toMatchObject({ code: 'conflict', message: ad('en', 'towns.inUse_one', { town: 'Es Mercadal', count: 1 }) })
    // Without JavaScript: the edit form's delete button shows the page again with the reason.
    const page = await agent.post(`/admin/transfers/towns/edit/${mercadal.id}?lng=de`).type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(page.status).toBe(409)
    expect(page.text).toContain(html(ad('de', 'towns.inUse_one', { town: 'Es Mercadal', count: 1 })))
    expect(await t.knex('transfer_towns').where({ id: mercadal.id }).first()).toBeTruthy()

    const zoneInUse = await agent.post('/admin/transfers/zones/edit/south-west?lng=en').type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(zoneInUse.status).toBe(409)
    expect(zoneInUse.text).toContain(html(ad('en', 'zones.inUse_one', { zone: 'south-west', count: 1 })))

    const migjorn = await t.knex('transfer_towns').where({ slug: 'es-migjorn-gran' }).first()
    const deleted = await agent.post(`/admin/transfers/towns/edit/${migjorn.id}`).type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(deleted.headers.location).toBe('/admin/transfers/towns?deleted=1')
    expect(await t.knex('transfer_prices').where({ town_id: migjorn.id })).toHaveLength(0)
    expect((await agent.post('/api/admin/transfers/zones/bulk-delete').set('X-CSRF-Token', csrf).send({ keys: ['south-west'] })).body).toEqual({ deleted: 1 })
    expect((await request(t.app).get('/airport-transfers/request?lng=en')).text).not.toContain('value="es-migjorn-gran"')
  })

  it('lists a town or zone with a missing translation in the translation report, linking to its edit page', async () => {
    const { agent, csrf } = await admin()
    await agent.post('/admin/transfers/zones/new').type('form').send(zone(csrf, { code: 'islets', name_es: 'Islotes', name_en: 'Islets', name_de: '', name_ca: 'Illots' }))
    const report = (await agent.get('/admin/translations?language=de&lng=en')).text
    expect(report).toContain('data-kind="transferZone" data-key="islets"')
    expect(report).toContain('href="/admin/transfers/zones/edit/islets"')
    expect(report).toContain(html(tr('en', 'admin', 'translationsAdmin.kinds.transferZone')))
  })
})

describe('admin: vehicle classes', () => {
  const vehicle = (csrf: string, over: Record<string, string> = {}) => ({
    _csrf: csrf, code: 'electric', maxPassengers: '4', maxSuitcases: '3', sortOrder: '5',
    name_es: 'Eléctrico', name_en: 'Electric car', name_de: 'Elektroauto', name_ca: 'Elèctric',
    description_es: 'Berlina eléctrica silenciosa.', description_en: 'A quiet electric saloon.', description_de: 'Eine leise Elektro-Limousine.', description_ca: 'Berlina elèctrica silenciosa.',
    ...over,
  })

  it('adds a class the request form offers and the grid prices; refuses bad numbers in the staff language', async () => {
    const { agent, csrf } = await admin()
    const bad = await agent.post('/admin/transfers/vehicles/new?lng=ca').type('form').send(vehicle(csrf, { maxPassengers: '0', maxSuitcases: 'x' }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('ca', 'common', 'forms.errors.minValue', { min: 1 })))
    expect(bad.text).toContain(html(tr('ca', 'common', 'forms.errors.number')))
    expect((await agent.post('/admin/transfers/vehicles/new').type('form').send(vehicle(csrf, { code: 'car' }))).status).toBe(409)
    expect((await agent.post('/admin/transfers/vehicles/new').type('form').send(vehicle(csrf))).status).toBe(303)
    const form = await request(t.app).get('/airport-transfers/request?lng=de')
    expect(form.text).toContain('value="electric"')
    expect(form.text).toContain('Elektroauto')
    expect((await agent.get('/admin/transfers/prices?lng=en')).text).toMatch(/name="c_\d+_electric_1_4"/)
    expect((await quote({ vehicle: 'electric', adults: 2, children: 0, suitcases: 2 })).body.error.fields.vehicle).toBe(at('en', 'errors.noPrice'))
  })

  it('refuses to delete a class that bookings use, and deletes one without', async () => {
    const { agent, csrf } = await admin()
    expect((await book({ vehicle: 'vip', adults: 2, children: 0 })).status).toBe(201)
    const refused = await agent.post('/api/admin/transfers/vehicles/bulk-delete?lng=en').set('X-CSRF-Token', csrf).send({ keys: ['vip'] })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(ad('en', 'vehicles.inUse_one', { vehicle: 'vip', count: 1 }))
    expect((await agent.post('/api/admin/transfers/vehicles/bulk-delete').set('X-CSRF-Token', csrf).send({ keys: ['electric'] })).body).toEqual({ deleted: 1 })
    expect((await request(t.app).get('/airport-transfers/request?lng=en')).text).not.toContain('value="electric"')
  })
})

describe('admin: extras', () => {
  const extra = (csrf: string, over: Record<string, string> = {}) => ({
    _csrf: csrf, code: 'surfboard', price: '20', per: 'leg', maxQuantity: '2', countsAsLuggage: 'on', active: 'on', sortOrder: '9',
    name_es: 'Tabla de surf', name_en: 'Surfboard', name_de: 'Surfbrett', name_ca: 'Taula de surf',
    ...over,
  })

  it('adds a priced extra that the form offers with its price and the quote charges per leg', async () => {
    const { agent, csrf } = await admin()
    const bad = await agent.post('/admin/transfers/extras/new?lng=en').type('form').send(extra(csrf, { price: 'twenty', per: 'week' }))
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.number')))
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect((await agent.post('/admin/transfers/extras/new').type('form').send(extra(csrf))).status).toBe(303)
    const form = await request(t.app).get('/airport-transfers/request?lng=en')
    expect(form.text).toContain('name="extra_surfboard"')
    expect(form.text).toContain(html(`Surfboard · ${at('en', 'pricing.extras.pricePerLeg', { price: formatPrice(2000, 'EUR', 'en') })}`))
    const res = await quote({ tripType: 'return', returnDate: islandDay(27), returnTime: '10:00', extras: { surfboard: 2 } })
    expect(res.body).toMatchObject({ extrasCents: 8000, extras: [{ code: 'surfboard', quantity: 2, per: 'leg', unitCents: 2000, totalCents: 8000 }] })
    // A surfboard takes a luggage place: 4 suitcases and 2 boards are too many for a car.
    expect((await quote({ vehicle: 'car', adults: 2, children: 0, extras: { surfboard: 2 } })).body.error.fields.vehicle).toBeTruthy()
  })

  it('stops offering an extra: gone from the form, refused by the quote', async () => {
    const { agent, csrf } = await admin()
    const edit = await agent.get('/admin/transfers/extras/edit/bike?lng=en')
    expect(edit.status).toBe(200)
    // Every text input as the page shows it; the "offered" box left unticked.
    const values = Object.fromEntries([...edit.text.matchAll(/<input[^>]*name="([a-zA-Z_]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
    expect(values).toMatchObject({ code: 'bike', price: '15.00', name_de: 'Fahrrad' })
    expect((await agent.post('/admin/transfers/extras/edit/bike').type('form').send({ ...values, per: 'leg', _csrf: csrf })).status).toBe(303)
    expect((await request(t.app).get('/airport-transfers/request?lng=en')).text).not.toContain('name="extra_bike"')
    const refused = await quote({ extras: { bike: 1 } })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.extra_bike).toBe(tr('en', 'common', 'forms.errors.invalid'))
    expect((await agent.get('/admin/transfers/extras/edit/nothing')).status).toBe(404)
  })
})

describe('admin: seasons', () => {
  const season = (csrf: string, over: Record<string, string> = {}) => ({ _csrf: csrf, name: 'Semana de fiestas', startsOn: islandDay(30), endsOn: islandDay(40), percent: '20', ...over })

  it('makes the public quote dearer on a date inside the season, leg by leg', async () => {
    const { agent, csrf } = await admin()
    expect((await quote({ date: islandDay(35) })).body.totalCents).toBe(7300)
    expect((await agent.post('/admin/transfers/seasons/new').type('form').send(season(csrf))).headers.location).toBe('/admin/transfers/seasons?saved=created')
    // 73 € + 20 % (14.60 → 15 €).
    const inside = await quote({ date: islandDay(35) })
    expect(inside.body).toMatchObject({ seasonCents: 1500, totalCents: 8800, legs: [{ seasonPercent: 20, seasonCents: 1500 }] })
    expect((await quote({ date: islandDay(40) })).body.totalCents).toBe(8800)
    expect((await quote({ date: islandDay(41) })).body.totalCents).toBe(7300)
    // A return whose second leg is after the season: only the first leg is dearer. 88 + 73 = 161, −16 = 145 €.
    expect((await quote({ date: islandDay(39), tripType: 'return', returnDate: islandDay(45), returnTime: '10:00' })).body.totalCents).toBe(14500)
    // Without a date no season applies; the form's live quote shows the season's line.
    expect((await quote({ date: '' })).body.totalCents).toBe(7300)
    const page = await request(t.app).post('/airport-transfers/request?lng=en').set('X-Forwarded-For', from()).type('form').send({ ...trip({ date: islandDay(35) }), intent: 'quote' })
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(at('en', 'pricing.highSeason', { percent: 20 })))
    expect(page.text).toContain('data-price-total="8800"')
    // The fare tables say it too: a visitor who reads 73 € is not charged 88 € unwarned.
    const town = await request(t.app).get('/airport-transfers/fornells?lng=de')
    expect(town.text).toContain(html(at('de', 'priceTable.seasonUp', { from: formatIslandDate(islandDay(30), 'de'), to: formatIslandDate(islandDay(40), 'de'), percent: 20 })))
  })

  it('refuses overlapping seasons, a last day before the first and a percentage out of range, in the staff language', async () => {
    const { agent, csrf } = await admin()
    const overlap = await agent.post('/admin/transfers/seasons/new?lng=de').type('form').send(season(csrf, { name: 'Zu früh', startsOn: islandDay(25), endsOn: islandDay(30) }))
    expect(overlap.status).toBe(400)
    expect(overlap.text).toContain(html(ad('de', 'seasons.overlap', { season: 'Semana de fiestas', from: islandDay(30), to: islandDay(40) })))
    expect(overlap.text).toContain('value="Zu früh"')
    const backwards = await agent.post('/admin/transfers/seasons/new?lng=en').type('form').send(season(csrf, { startsOn: islandDay(60), endsOn: islandDay(50) }))
    expect(backwards.text).toContain(html(ad('en', 'seasons.endBeforeStart')))
    const steep = await agent.post('/admin/transfers/seasons/new?lng=en').type('form').send(season(csrf, { startsOn: islandDay(60), endsOn: islandDay(70), percent: '150' }))
    expect(steep.text).toContain(html(tr('en', 'common', 'forms.errors.maxValue', { max: 100 })))
    expect(await t.knex('transfer_seasons')).toHaveLength(1)
    // A low season right after it is fine, and lowers the fare: −10 % of 73 (7.30 → 7 €).
    expect((await agent.post('/admin/transfers/seasons/new').type('form').send(season(csrf, { name: 'Baja', startsOn: islandDay(41), endsOn: islandDay(60), percent: '-10' }))).status).toBe(303)
    expect((await quote({ date: islandDay(41) })).body.totalCents).toBe(6600)
  })

  it('edits and deletes a season; the quote follows at once', async () => {
    const { agent, csrf } = await admin()
    const { id } = await t.knex('transfer_seasons').where({ name: 'Semana de fiestas' }).first('id')
    const edit = await agent.get(`/admin/transfers/seasons/edit/${id}?lng=en`)
    expect(edit.text).toContain(`value="${islandDay(30)}"`)
    expect((await agent.post(`/admin/transfers/seasons/edit/${id}`).type('form').send(season(csrf, { percent: '10' }))).status).toBe(303)
    expect((await quote({ date: islandDay(35) })).body.totalCents).toBe(8000)
    expect((await agent.post(`/admin/transfers/seasons/edit/${id}`).type('form').send({ _csrf: csrf, intent: 'delete' })).headers.location).toBe('/admin/transfers/seasons?deleted=1')
    expect((await quote({ date: islandDay(35) })).body.totalCents).toBe(7300)
    const { id: low } = await t.knex('transfer_seasons').first('id')
    expect((await agent.post('/api/admin/transfers/seasons/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [low] })).body).toEqual({ deleted: 1 })
  })
})

describe('admin: route fares', () => {
  const fare = (csrf: string, over: Record<string, string> = {}) => ({ _csrf: csrf, fromPlace: 'fornells', toPlace: 'es-mercadal', vehicleCode: 'minivan', passengersMin: '1', passengersMax: '8', price: '39.50', ...over })

  it('prices a pair of places in both directions, and refuses what cannot be a fare', async () => {
    const { agent, csrf } = await admin()
    // Fornells ↔ Es Mercadal (10 km) by the airport rule: Fornells' 73 €.
    expect((await quote({ from: 'es-mercadal' })).body.totalCents).toBe(7300)
    expect((await agent.post('/admin/transfers/routes/new').type('form').send(fare(csrf))).status).toBe(303)
    expect((await quote({ from: 'es-mercadal' })).body).toMatchObject({ totalCents: 3950, routeFare: { from: 'es-mercadal', to: 'fornells' } })
    expect((await quote({ from: 'fornells', to: 'es-mercadal' })).body.totalCents).toBe(3950)
    const grid = adminGridOf((await agent.get('/admin/transfers/routes?lng=en&sort=price')).text)
    expect(grid.rows.map((r) => r.cells.route)).toContain('Es Mercadal ↔ Fornells')

    const refuse = async (over: Record<string, string>, field: string, key: string, vars: Record<string, string | number> = {}) => {
      const res = await agent.post('/admin/transfers/routes/new?lng=es').type('form').send(fare(csrf, over))
      expect(res.status, key).toBe(400)
      expect(res.text, key).toContain(html(key.includes(':') ? tr('es', 'common', key.split(':')[1]!, vars) : ad('es', `routes.${key}`, vars)))
      expect(res.text, key).toMatch(new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`))
    }
    await refuse({ toPlace: 'fornells' }, 'toPlace', 'samePlace')
    await refuse({ passengersMin: '5', passengersMax: '2' }, 'passengersMax', 'bandOrder')
    await refuse({ vehicleCode: 'car', passengersMax: '6' }, 'passengersMax', 'seats', { seats: 4 })
    await refuse({ fromPlace: 'es-mercadal', toPlace: 'fornells', passengersMin: '4' }, 'passengersMin', 'bandOverlap', { min: 1, max: 8 })
    await refuse({ price: '0' }, 'price', 'common:forms.errors.minValue', { min: 0.01 })
    await refuse({ fromPlace: 'atlantis' }, 'fromPlace', 'common:forms.errors.required')
    expect(await t.knex('transfer_route_fares').where({ fromPlace: 'es-mercadal' })).toHaveLength(1)
  })

  it('edits and deletes a route fare', async () => {
    const { agent, csrf } = await admin()
    const { id } = await t.knex('transfer_route_fares').where({ fromPlace: 'es-mercadal', toPlace: 'fornells' }).first('id')
    expect((await agent.get(`/admin/transfers/routes/edit/${id}?lng=en`)).text).toContain('value="39.50"')
    expect((await agent.post(`/admin/transfers/routes/edit/${id}`).type('form').send(fare(csrf, { price: '42' }))).status).toBe(303)
    expect((await quote({ from: 'es-mercadal' })).body.totalCents).toBe(4200)
    expect((await agent.post('/api/admin/transfers/routes/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [id] })).body).toEqual({ deleted: 1 })
    expect((await quote({ from: 'es-mercadal' })).body.totalCents).toBe(7300)
  })
})
