import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localParts } from '../../src/transfers/local-time'
import { formatPrice } from '../../src/i18n/format'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
})
afterAll(async () => {
  await t?.close()
})

let ip = 0
const from = () => `198.51.100.${(ip++ % 250) + 1}`
const islandDay = (days: number) => localParts(new Date(Date.now() + days * 86_400_000)).date
const at = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'airport-transfers', key, vars)
const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)

const valid = (over: Record<string, unknown> = {}) => ({
  tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(10), time: '14:30', flightNumber: 'VY 3904',
  adults: 4, children: 1, infants: 0, suitcases: 4, sportsEquipment: 0, childSeats: 1, vehicle: 'minivan',
  name: 'Anna Schmidt', email: 'anna@example.de', phone: '+49 170 1234567', notes: 'Kindersitz für 5 Jahre', terms: true, ...over,
})

/** A new request as a visitor sends it, in their language; answers its id and reference. */
async function book(lng: string, over: Record<string, unknown> = {}) {
  const res = await request(t.app).post(`/api/transfers/requests?lng=${lng}`).set('X-Forwarded-For', from()).send(valid(over))
  expect(res.status).toBe(201)
  const row = await t.knex('transfer_requests').where({ reference: res.body.reference }).first()
  return { id: row.id as number, reference: res.body.reference as string }
}

describe('admin: transfer requests', () => {
  let german: { id: number; reference: string }
  let english: { id: number; reference: string }
  let later: { id: number; reference: string }
  beforeAll(async () => {
    german = await book('de', { name: 'Greta Gruber', email: 'greta@example.de' })
    english = await book('en', { name: 'Edward Evans', email: 'edward@example.co.uk', date: islandDay(20) })
    later = await book('ca', { name: 'Jordi Pons', email: 'jordi@example.cat', date: islandDay(40) })
  })

  it('lists requests with search, status filter and pick-up date range', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/transfers?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    for (const r of [german, english, later]) expect(list.text).toContain(r.reference)
    expect(list.text).toContain(`href="/admin/transfers/${german.id}"`)
    // The route in the staff member's language, whatever language the customer wrote in.
    const inGerman = adminGridOf((await agent.get(`/admin/transfers?lng=de&q=${german.reference}`)).text)
    expect(inGerman.rows[0]!.cells).toMatchObject({ route: `${at('de', 'places.airport')} → Hotel Port Fornells (Fornells) · Minivan` })
    const inEnglish = adminGridOf((await agent.get(`/admin/transfers?lng=en&q=${german.reference}`)).text)
    expect(inEnglish.rows[0]!.cells.route).toBe(`${at('en', 'places.airport')} → Hotel Port Fornells (Fornells) · Minivan`)

    const byName = await agent.get('/admin/transfers?lng=en&q=gruber')
    expect(byName.text).toContain(german.reference)
    expect(byName.text).not.toContain(english.reference)
    const byEmail = await agent.get('/admin/transfers?lng=en&q=EDWARD@example')
    expect(byEmail.text).toContain(english.reference)
    expect(byEmail.text).not.toContain(german.reference)
    const byReference = await agent.get(`/admin/transfers?lng=en&q=${later.reference}`)
    expect(byReference.text).toContain('Jordi Pons')
    expect(byReference.text).not.toContain('Greta Gruber')

    const range = adminGridOf((await agent.get(`/admin/transfers?from=${islandDay(15)}&to=${islandDay(20)}`)).text)
    expect(range.rows.map((r) => r.cells.reference)).toEqual([english.reference])
    const upTo = adminGridOf((await agent.get(`/admin/transfers?to=${islandDay(10)}&q=example`)).text)
    expect(upTo.rows.map((r) => r.cells.reference)).toContain(german.reference)
    expect(upTo.rows.map((r) => r.cells.reference)).not.toContain(english.reference)

    const sorted = adminGridOf((await agent.get('/admin/transfers?sort=-pickupAt&q=example')).text)
    const refs = sorted.rows.map((r) => r.cells.reference)
    expect(refs.indexOf(later.reference)).toBeLessThan(refs.indexOf(english.reference))
    expect(refs.indexOf(english.reference)).toBeLessThan(refs.indexOf(german.reference))

    const dashboard = await agent.get('/admin?lng=en')
    expect(dashboard.text).toContain(`href="/admin/transfers/${later.id}"`)
    expect(dashboard.text).toContain('href="/admin/transfers?status=new"')
    // Bad filter values fall back instead of failing.
    expect((await agent.get('/admin/transfers?status=bogus&from=yesterday')).status).toBe(200)
  })

  it('shows everything the customer sent on the detail page, and 404 for unknown ids', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get(`/admin/transfers/${german.id}?lng=en`)
    expect(page.status).toBe(200)
    for (const text of [german.reference, 'Greta Gruber', 'greta@example.de', '+49 170 1234567', 'Kindersitz für 5 Jahre', 'VY3904', 'Hotel Port Fornells', formatPrice(7300, 'EUR', 'en'), at('en', 'price.total')]) {
      expect(page.text).toContain(html(text))
    }
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.actions.confirmed')))
    expect((await agent.get('/admin/transfers/999999')).status).toBe(404)
    expect((await agent.get('/admin/transfers/abc')).status).toBe(404)
  })

  it('saves internal notes (post/redirect/get) and keeps them from the customer', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const res = await agent.post(`/admin/transfers/${german.id}`).type('form').send({ _csrf: csrf, intent: 'notes', internalNotes: 'Driver: Toni, big car seat' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/transfers/${german.id}?saved=notes`)
    const page = await agent.get(`${res.headers.location}&lng=en`)
    expect(page.text).toContain('Driver: Toni, big car seat')
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.notesSaved')))
    expect((await t.knex('transfer_requests').where({ id: german.id }).first()).internalNotes).toBe('Driver: Toni, big car seat')
    const tooLong = await agent.post(`/admin/transfers/${german.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'notes', internalNotes: 'x'.repeat(5001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.text).toContain(html(tr('en', 'common', 'forms.errors.tooLong')))
    expect((await agent.post('/admin/transfers/999999').type('form').send({ _csrf: csrf, intent: 'notes', internalNotes: 'x' })).status).toBe(404)
    // Without the CSRF token nothing changes.
    expect((await agent.post(`/admin/transfers/${german.id}`).type('form').send({ intent: 'notes', internalNotes: 'forged' })).status).toBe(403)
  })

  it('confirms and completes a request, e-mailing the customer in their language each time', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    await t.mailWorker.kick()
    const confirm = await agent.post(`/admin/transfers/${german.id}`).type('form').send({ _csrf: csrf, intent: 'status', status: 'confirmed' })
    expect(confirm.status).toBe(303)
    expect(confirm.headers.location).toBe(`/admin/transfers/${german.id}?saved=confirmed`)
    expect((await t.knex('transfer_requests').where({ id: german.id }).first()).status).toBe('confirmed')
    await t.mailWorker.kick()
    const subject = at('de', 'mail.statusChange.confirmed.subject', { reference: german.reference })
    await expect.poll(() => t.smtp!.messages.filter((m) => m.subject === subject).length, { timeout: 10_000 }).toBe(1)
    const mail = t.smtp!.messages.find((m) => m.subject === subject)!
    expect(mail.to).toMatchObject({ text: 'greta@example.de' })
    expect(mail.text).toContain(at('de', 'mail.statusChange.confirmed.text'))
    expect(mail.text).toContain('/airport-transfers/booking?ref=')
    expect(mail.text).not.toContain('Driver: Toni')

    const page = await agent.get(`/admin/transfers/${german.id}?saved=confirmed&lng=en`)
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.statusSaved', { status: ad('en', 'transferStatus.confirmed') })))
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.actions.completed')))

    const done = await agent.post(`/admin/transfers/${german.id}`).type('form').send({ _csrf: csrf, intent: 'status', status: 'completed' })
    expect(done.status).toBe(303)
    await t.mailWorker.kick()
    const doneSubject = at('de', 'mail.statusChange.completed.subject', { reference: german.reference })
    await expect.poll(() => t.smtp!.messages.filter((m) => m.subject === doneSubject).length, { timeout: 10_000 }).toBe(1)
  })

  it('cancels from new through the JSON API, in English for an English booking', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/api/admin/transfers/${english.id}/status`).set('X-CSRF-Token', csrf).send({ status: 'cancelled' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id: english.id, status: 'cancelled' })
    const rows = await t.knex('mail_outbox').where({ kind: 'transfer-cancelled', to_address: 'edward@example.co.uk' })
    expect(rows).toHaveLength(1)
    expect(rows[0].language).toBe('en')
    expect(rows[0].subject).toBe(at('en', 'mail.statusChange.cancelled.subject', { reference: english.reference }))
  })

  it('refuses transitions the lifecycle does not allow with 409 and a clear message, without e-mails', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const before = await t.knex('mail_outbox').count<{ count: string }[]>('* as count').first()
    // completed → cancelled, cancelled → confirmed, new → completed
    const page = await agent.post(`/admin/transfers/${german.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'status', status: 'cancelled' })
    expect(page.status).toBe(409)
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.invalidTransition', { from: ad('en', 'transferStatus.completed'), to: ad('en', 'transferStatus.cancelled') })))
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.final')))
    const json = await agent.post(`/api/admin/transfers/${english.id}/status?lng=de`).set('X-CSRF-Token', csrf).send({ status: 'confirmed' })
    expect(json.status).toBe(409)
    expect(json.body.error.message).toBe(ad('de', 'transfersAdmin.invalidTransition', { from: ad('de', 'transferStatus.cancelled'), to: ad('de', 'transferStatus.confirmed') }))
    expect((await agent.post(`/api/admin/transfers/${later.id}/status`).set('X-CSRF-Token', csrf).send({ status: 'completed' })).status).toBe(409)
    expect((await agent.post(`/api/admin/transfers/${later.id}/status`).set('X-CSRF-Token', csrf).send({ status: 'new' })).status).toBe(409)
    expect((await agent.post(`/api/admin/transfers/${later.id}/status`).set('X-CSRF-Token', csrf).send({ status: 'flying' })).status).toBe(400)
    expect((await agent.post('/api/admin/transfers/999999/status').set('X-CSRF-Token', csrf).send({ status: 'confirmed' })).status).toBe(404)
    expect((await t.knex('transfer_requests').where({ id: later.id }).first()).status).toBe('new')
    const after = await t.knex('mail_outbox').count<{ count: string }[]>('* as count').first()
    expect(Number(after!.count)).toBe(Number(before!.count))
  })

  it('is staff only', async () => {
    expect((await request(t.app).get('/admin/transfers')).headers.location).toMatch(/^\/auth\/login/)
    expect((await request(t.app).get('/api/admin/transfers')).status).toBe(401)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.get('/admin/transfers')).headers.location).toBe('/')
    expect((await user.agent.post(`/api/admin/transfers/${later.id}/status`).set('X-CSRF-Token', user.csrf).send({ status: 'confirmed' })).status).toBe(403)
  })
})

describe('admin: transfer prices', () => {
  const quote = () => request(t.app).post('/api/transfers/quote?lng=en').set('X-Forwarded-For', from()).send(valid())

  it('saves the whole fare grid and the percentages at once; the public quote uses them immediately', async () => {
    expect((await quote()).body.totalCents).toBe(7300) // warms the fares cache
    const { agent } = await loginAs(t.app, 'admin')
    const page = await agent.get('/admin/transfers/prices?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(ad('en', 'pricesAdmin.title')))
    const fornells = await t.knex('transfer_towns').where({ slug: 'fornells' }).first()
    const band = await t.knex('transfer_prices').where({ town_id: fornells.id, vehicle_code: 'minivan' }).first()
    const cell = `c_${fornells.id}_minivan_${band.passengersMin}_${band.passengersMax}`
    expect(page.text).toContain(`name="${cell}"`)
    expect(page.text).toMatch(new RegExp(`name="${cell}"[^>]*value="73.00"`))
    // Every input as the page shows it, with one change.
    const fields = Object.fromEntries([...page.text.matchAll(/<input[^>]*name="(c_[^"]+|nightSurchargePercent|returnDiscountPercent)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
    expect(Object.keys(fields).length).toBeGreaterThan(40)
    const res = await agent.post('/admin/transfers/prices').type('form').send({ ...fields, _csrf: csrfOf(page.text), [cell]: '80,50', returnDiscountPercent: '20', nightSurchargePercent: '25' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/transfers/prices?saved=updated')
    expect((await t.knex('transfer_prices').where({ id: band.id }).first()).priceCents).toBe(8050)

    expect((await quote()).body.totalCents).toBe(8050)
    // 80.50 + 25 % night (20.13 → 20) + 80.50 = 181, −20 % (36.20 → 36) = 145 €.
    const back = await request(t.app).post('/api/transfers/quote?lng=en').set('X-Forwarded-For', from()).send({ ...valid(), tripType: 'return', time: '23:15', returnTime: '10:00' })
    expect(back.body).toMatchObject({ nightSurchargeCents: 2000, returnDiscountPercent: 20, totalCents: 8050 * 2 + 2000 - 3600 })
    const again = await agent.get('/admin/transfers/prices?saved=updated&lng=en')
    expect(again.text).toMatch(new RegExp(`name="${cell}"[^>]*value="80.50"`))
    expect(again.text).toContain(html(ad('en', 'flash.updated')))
  })

  it('refuses bad amounts with messages per cell, keeps the values, and saves nothing', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const fornells = await t.knex('transfer_towns').where({ slug: 'fornells' }).first()
    const bands = await t.knex('transfer_prices').where({ town_id: fornells.id }).orderBy('vehicle_code')
    const [a, b, c] = bands.map((x) => `c_${fornells.id}_${x.vehicleCode}_${x.passengersMin}_${x.passengersMax}`)
    const before = await t.knex('transfer_prices').orderBy('id')
    const res = await agent.post('/admin/transfers/prices?lng=en').type('form').send({ _csrf: csrf, nightSurchargePercent: '150', returnDiscountPercent: '10', [a!]: '0', [b!]: '10000.01', [c!]: 'abc' })
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(ad('en', 'pricesAdmin.errors.positive')))
    expect(res.text).toContain(html(ad('en', 'pricesAdmin.errors.max')))
    expect(res.text).toContain(html(ad('en', 'pricesAdmin.errors.price')))
    expect(res.text).toContain(html(ad('en', 'pricesAdmin.errors.percent')))
    const input = res.text.match(/<input[^>]*>/g)!.find((tag) => tag.includes(`name="${c}"`))!
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain('value="abc"')
    expect(await t.knex('transfer_prices').orderBy('id')).toEqual(before)
  })

  it('is for admins only: editors see the 403 page and get 403 from the API', async () => {
    const editor = await loginAs(t.app, 'editor')
    const page = await editor.agent.get('/admin/transfers/prices')
    expect(page.status).toBe(403)
    const post = await editor.agent.post('/admin/transfers/prices').type('form').send({ _csrf: editor.csrf, nightSurchargePercent: '90' })
    expect(post.status).toBe(403)
    expect((await editor.agent.get('/admin?lng=en')).text).not.toContain('href="/admin/transfers/prices"')
    const admin = await loginAs(t.app, 'admin')
    const prices = (await admin.agent.get('/admin/transfers/prices')).text
    const priceColumns = prices.slice(prices.indexOf('<thead'), prices.indexOf('</thead>')).split('scope="col"').length - 2 // the first is the town column
    expect(priceColumns).toBeGreaterThan(3)
    expect((await admin.agent.get('/admin?lng=en')).text).toContain('href="/admin/transfers/prices"')
  })
})
