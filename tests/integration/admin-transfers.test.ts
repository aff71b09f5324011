import request from 'supertest'
import { formatPrice } from '../../src/i18n/format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localParts } from '../../src/lib/island-time'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200 }) }).onConflict('key').merge()
})
afterAll(async () => {
  await t?.close()
})

let ip = 0
const from = () => `198.51.100.${(ip++ % 250) + 1}`
const at = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'airport-transfers', key, vars)
const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)

let traveller = 0
const valid = (over: Record<string, unknown> = {}) => ({
  tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(10), time: '14:30', flightNumber: 'VY 3904',
  adults: 4, children: 1, infants: 0, suitcases: 4, sportsEquipment: 0, childSeats: 1, vehicle: 'minivan',
  name: 'Anna Schmidt', email: 'anna@example.de', phone: `+49 170 ${1234567 + traveller++}`, notes: 'Kindersitz für 5 Jahre', terms: true, ...over,
})

const bookingRow = (reference: string) => t.knex('transfer_bookings').where({ reference }).first()
const legsOf = (bookingId: number) => t.knex('transfer_legs').where({ booking_id: bookingId }).orderBy('pickup_at')

/** A new booking as a visitor sends it, in their language; answers its id and reference. */
async function book(lng: string, over: Record<string, unknown> = {}) {
  const res = await request(t.app).post(`/api/transfers/requests?lng=${lng}`).set('X-Forwarded-For', from()).send(valid(over))
  expect(res.status).toBe(201)
  const row = await bookingRow(res.body.reference)
  return { id: row.id as number, reference: res.body.reference as string, status: res.body.status as string }
}

/** Moves a leg to today, an hour ago (what happens on the road is only pressed on the day). */
async function legToday(legId: number) {
  const pickupAt = new Date(Date.now() - 3_600_000)
  await t.knex('transfer_legs').where({ id: legId }).update({ pickup_at: pickupAt, service_date: localParts(pickupAt).date })
}

describe('admin: transfer bookings', () => {
  let german: { id: number; reference: string; status: string }
  let english: { id: number; reference: string; status: string }
  let later: { id: number; reference: string; status: string }
  let soon: { id: number; reference: string; status: string }
  beforeAll(async () => {
    german = await book('de', { name: 'Greta Gruber', email: 'greta@example.de' })
    // A return: out on day 20, back on day 27 — the return leg must show on day 27 itself.
    english = await book('en', { name: 'Edward Evans', email: 'edward@example.co.uk', phone: '+44 7911 123456', 'extra_booster-seat': 1, date: islandDay(20), tripType: 'return', returnDate: islandDay(27), returnTime: '09:00', returnFlightNumber: 'BA 2713' })
    later = await book('ca', { name: 'Jordi Pons', email: 'jordi@example.cat', date: islandDay(40) })
    // Six hours ahead is closer than the instant-confirmation lead time (12 h): on request.
    const inSix = localParts(new Date(Date.now() + 6 * 3_600_000))
    soon = await book('de', { name: 'Sabine Sommer', email: 'sabine@example.de', date: inSix.date, time: inSix.time })
  })

  it('confirms bookings far enough ahead at once and leaves short-notice ones on request', () => {
    expect([german.status, english.status, later.status, soon.status]).toEqual(['confirmed', 'confirmed', 'confirmed', 'on_request'])
  })

  it('lists bookings with search, status filter, and finds every leg on its own day', async () => {
    const { agent } = await loginAs(t.app, 'dispatcher')
    const list = await agent.get('/admin/transfers?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    for (const r of [german, english, later, soon]) expect(list.text).toContain(r.reference)
    expect(list.text).toContain(`href="/admin/transfers/${german.id}"`)
    // The route in the staff member's language, whatever language the customer wrote in.
    const inGerman = adminGridOf((await agent.get(`/admin/transfers?lng=de&q=${german.reference}`)).text)
    expect(inGerman.rows[0]!.cells).toMatchObject({ route: [`${at('de', 'places.airport')} → Hotel Port Fornells (Fornells)`, 'Minivan'] })

    for (const [q, found, notFound] of [
      ['gruber', german, english],
      ['EDWARD@example', english, german],
      ['BA2713', english, german],
      ['+49 170', german, undefined],
      [later.reference, later, german],
    ] as const) {
      const rows = adminGridOf((await agent.get(`/admin/transfers?lng=en&q=${encodeURIComponent(q)}`)).text).rows.map((r) => r.id)
      expect(rows, q).toContain(found.id)
      if (notFound) expect(rows, q).not.toContain(notFound.id)
    }

    // Day 27 has no outbound trip but Edward's return: the filter finds the leg on its own day and shows that pick-up.
    const returnDay = adminGridOf((await agent.get(`/admin/transfers?lng=en&from=${islandDay(27)}&to=${islandDay(27)}`)).text)
    expect(returnDay.rows.map((r) => r.id)).toEqual([english.id])
    expect(String(returnDay.rows[0]!.cells.pickupAt)).toContain(ad('en', 'transfersAdmin.direction.return'))
    expect(String(returnDay.rows[0]!.cells.pickupAt)).not.toContain(ad('en', 'transfersAdmin.direction.outbound'))
    const onRequest = adminGridOf((await agent.get('/admin/transfers?status=on_request')).text)
    expect(onRequest.rows.map((r) => r.id)).toEqual([soon.id])

    const sorted = adminGridOf((await agent.get('/admin/transfers?sort=-pickupAt&q=example')).text)
    const ids = sorted.rows.map((r) => r.id)
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(english.id))
    expect(ids.indexOf(english.id)).toBeLessThan(ids.indexOf(german.id))

    const dashboard = await agent.get('/admin?lng=en')
    expect(dashboard.text).toContain('href="/admin/transfers?status=on_request"')
    // Bad filter values fall back instead of failing.
    expect((await agent.get('/admin/transfers?status=bogus&from=yesterday&payment=free')).status).toBe(200)
  })

  it('shows each leg, the payment and everything the customer sent; 404 for unknown ids', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const page = await agent.get(`/admin/transfers/${english.id}?lng=en`)
    expect(page.status).toBe(200)
    for (const text of [english.reference, 'Edward Evans', 'edward@example.co.uk', 'VY3904', 'BA2713', 'Hotel Port Fornells', at('en', 'price.total'), ad('en', 'transfersAdmin.direction.return'), ad('en', 'legStatus.scheduled'), ad('en', 'paymentMethod.driver'), ad('en', 'transfersAdmin.unassigned')]) {
      expect(page.text).toContain(html(text))
    }
    expect(page.text.match(/data-leg="/g)).toHaveLength(2)
    // The number as staff read it, grouped by its country, and a tap to call; a booster named as one.
    expect(page.text).toContain('href="tel:+447911123456">+44 7911 123456</a>')
    expect(page.text).toMatch(new RegExp(`<dt[^>]*>${at('en', 'details.childSeats')}</dt><dd[^>]*>Booster seat \\(4–12 years\\) × 1</dd>`))
    // Staff read what the driver collects, not the customer's "you pay".
    const row = await t.knex('transfer_bookings').where({ id: english.id }).first()
    expect(page.text).toContain(html(at('en', 'paymentForStaff.driver', { amount: formatPrice(row.priceCents - row.paidCents, 'EUR', 'en') })))
    expect(page.text).not.toContain(html(at('en', 'payment.driver', { amount: formatPrice(row.priceCents - row.paidCents, 'EUR', 'en') })))
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.actions.confirmed.cancelled')))
    expect((await agent.get('/admin/transfers/999999')).status).toBe(404)
    expect((await agent.get('/admin/transfers/abc')).status).toBe(404)
  })

  it('keeps internal notes from the customer, and in the history', async () => {
    const { agent, csrf, user } = await loginAs(t.app, 'dispatcher')
    const res = await agent.post(`/admin/transfers/${german.id}`).type('form').send({ _csrf: csrf, intent: 'notes', internalNotes: 'Driver: Toni, big car seat' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/transfers/${german.id}?saved=notes`)
    const page = await agent.get(`${res.headers.location}&lng=en`)
    expect(page.text).toContain('Driver: Toni, big car seat')
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.saved.notes')))
    expect(page.text).toContain(html(user.name))
    expect((await bookingRow(german.reference)).internalNotes).toBe('Driver: Toni, big car seat')
    const tooLong = await agent.post(`/admin/transfers/${german.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'notes', internalNotes: 'x'.repeat(5001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.text).toContain(html(tr('en', 'common', 'forms.errors.tooLongMax', { max: 5000 })))
    expect((await agent.post('/admin/transfers/999999').type('form').send({ _csrf: csrf, intent: 'notes', internalNotes: 'x' })).status).toBe(404)
    // Without the CSRF token nothing changes.
    expect((await agent.post(`/admin/transfers/${german.id}`).type('form').send({ intent: 'notes', internalNotes: 'forged' })).status).toBe(403)
  })

  it('confirms an on-request booking; the German e-mail waits out the undo window, an undo withdraws it, a new confirmation sends it', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    await t.mailWorker.kick()
    const confirm = await agent.post(`/admin/transfers/${soon.id}`).type('form').send({ _csrf: csrf, intent: 'status', status: 'confirmed', note: 'Toni fährt' })
    expect(confirm.status).toBe(303)
    expect(confirm.headers.location).toBe(`/admin/transfers/${soon.id}?saved=confirmed`)
    expect((await bookingRow(soon.reference)).status).toBe('confirmed')
    // Confirmed by staff, it takes its place in the slot even beyond the capacity.
    expect((await legsOf(soon.id))[0].slotStart).not.toBeNull()
    const [queued] = await t.knex('mail_outbox').where({ kind: 'transfer-confirmed', to_address: 'sabine@example.de' })
    expect(queued.status).toBe('pending')
    expect(new Date(queued.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000)
    await t.mailWorker.kick()
    expect((await t.knex('mail_outbox').where({ id: queued.id }).first()).status).toBe('pending')

    const page = await agent.get(`/admin/transfers/${soon.id}?lng=en`)
    expect(page.text).toContain(html(ad('en', 'transfersAdmin.undo')))
    const auditId = Number(/name="auditId" value="(\d+)"/.exec(page.text)![1])
    const undo = await agent.post(`/admin/transfers/${soon.id}`).type('form').send({ _csrf: csrf, intent: 'undo', auditId })
    expect(undo.headers.location).toBe(`/admin/transfers/${soon.id}?saved=undone`)
    expect((await bookingRow(soon.reference)).status).toBe('on_request')
    expect((await legsOf(soon.id))[0].slotStart).toBeNull()
    expect((await t.knex('mail_outbox').where({ id: queued.id }).first()).status).toBe('withdrawn')
    // An undo is undone once.
    const again = await agent.post(`/admin/transfers/${soon.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'undo', auditId })
    expect(again.status).toBe(409)
    expect(again.text).toContain(html(ad('en', 'transfersAdmin.undoRefused.undone')))

    await agent.post(`/admin/transfers/${soon.id}`).type('form').send({ _csrf: csrf, intent: 'status', status: 'confirmed' })
    // The window passes: the e-mail goes out, and from then on there is no undo.
    await t.knex('mail_outbox').where({ kind: 'transfer-confirmed', to_address: 'sabine@example.de', status: 'pending' }).update({ next_attempt_at: new Date() })
    await t.mailWorker.kick()
    const subject = at('de', 'mail.customer.confirmed.subject', { reference: soon.reference })
    await expect.poll(() => t.smtp!.messages.filter((m) => m.subject === subject).length, { timeout: 10_000 }).toBe(1)
    const mail = t.smtp!.messages.find((m) => m.subject === subject)!
    expect(mail.to).toMatchObject({ text: 'sabine@example.de' })
    expect(mail.text).toContain('/airport-transfers/booking?ref=')
    const history = (await agent.get(`/admin/transfers/${soon.id}?lng=en`)).text
    const latest = Number([...history.matchAll(/data-history="(\d+)"/g)].map((m) => m[1])[0])
    const late = await agent.post(`/admin/transfers/${soon.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'undo', auditId: latest })
    expect(late.status).toBe(409)
    expect(late.text).toContain(html(ad('en', 'transfersAdmin.undoRefused.mail-sent')))
  })

  it('refuses "completed" for a job ten days away, and runs a leg along the road on its day with a delayed thank-you', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const [leg] = await legsOf(german.id)
    const early = await agent.post(`/admin/transfers/${german.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'leg-status', legId: leg.id, status: 'completed' })
    expect(early.status).toBe(409)
    expect(early.text).toContain(html(ad('en', 'transfersAdmin.refused.too-early', { from: ad('en', 'legStatus.scheduled'), to: ad('en', 'legStatus.completed') })))
    expect(await t.knex('mail_outbox').where({ kind: 'transfer-completed', to_address: 'greta@example.de' })).toHaveLength(0)

    await legToday(leg.id)
    for (const status of ['on_the_way', 'picked_up', 'completed']) {
      const version = (await t.knex('transfer_legs').where({ id: leg.id }).first()).version
      const res = await agent.post(`/admin/transfers/${german.id}`).type('form').send({ _csrf: csrf, intent: 'leg-status', legId: leg.id, status, version })
      expect(res.status, status).toBe(303)
    }
    expect((await t.knex('transfer_legs').where({ id: leg.id }).first()).status).toBe('completed')
    const [thanks] = await t.knex('mail_outbox').where({ kind: 'transfer-completed', to_address: 'greta@example.de' })
    expect(thanks).toMatchObject({ status: 'pending', language: 'de' })
    // A stale page (an older version of the leg) is refused with the reason.
    const stale = await agent.post(`/admin/transfers/${german.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'leg-status', legId: leg.id, status: 'completed', version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.text).toContain(html(ad('en', 'transfersAdmin.refused.stale')))
  })

  it('moves a leg through the JSON API for the board; refuses what the lifecycle does not allow', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const legs = await legsOf(english.id)
    await legToday(legs[0].id)
    const res = await agent.post(`/api/admin/transfers/legs/${legs[0].id}/status`).set('X-CSRF-Token', csrf).send({ status: 'on_the_way' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: legs[0].id, status: 'on_the_way', version: legs[0].version + 1 })
    const refused = await agent.post(`/api/admin/transfers/legs/${legs[0].id}/status?lng=de`).set('X-CSRF-Token', csrf).send({ status: 'completed' })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(ad('de', 'transfersAdmin.refused.not-allowed', { from: ad('de', 'legStatus.on_the_way'), to: ad('de', 'legStatus.completed') }))
    expect((await agent.post(`/api/admin/transfers/legs/${legs[1].id}/status`).set('X-CSRF-Token', csrf).send({ status: 'flying' })).status).toBe(400)
    expect((await agent.post('/api/admin/transfers/legs/999999/status').set('X-CSRF-Token', csrf).send({ status: 'on_the_way' })).status).toBe(404)
    // The undo of that press, through the API.
    const undo = await agent.post(`/api/admin/transfers/undo/${res.body.auditId}`).set('X-CSRF-Token', csrf).send({})
    expect(undo.status).toBe(200)
    expect((await t.knex('transfer_legs').where({ id: legs[0].id }).first()).status).toBe('scheduled')
  })

  it('cancels a confirmed booking: every leg cancelled, its places given back, the customer told after the undo window', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const slotStart = (await legsOf(later.id))[0].slotStart
    const load = async () => (await t.knex('transfer_slot_load').where({ slot_start: slotStart }).first())?.jobs ?? 0
    const before = await load()
    const res = await agent.post(`/admin/transfers/${later.id}`).type('form').send({ _csrf: csrf, intent: 'status', status: 'cancelled', note: 'Vol cancel·lat' })
    expect(res.status).toBe(303)
    expect((await bookingRow(later.reference)).status).toBe('cancelled')
    expect((await legsOf(later.id)).map((l) => [l.status, l.slotStart])).toEqual([['cancelled', null]])
    expect(await load()).toBe(before - 1)
    const [mail] = await t.knex('mail_outbox').where({ kind: 'transfer-cancelled', to_address: 'jordi@example.cat' })
    expect(mail).toMatchObject({ language: 'ca', status: 'pending', subject: at('ca', 'mail.customer.cancelled.subject', { reference: later.reference }) })
    expect(mail.text).toContain('Vol cancel·lat')
    // A cancelled booking goes nowhere else.
    const refused = await agent.post(`/admin/transfers/${later.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'status', status: 'confirmed' })
    expect(refused.status).toBe(409)
  })

  it('never confirms by hand a booking waiting for its online payment: only its payment (or the customer choosing to pay the driver) does', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    await t.knex('transfer_bookings').where({ id: english.id }).update({ status: 'pending_payment' })
    try {
      const page = await agent.get(`/admin/transfers/${english.id}?lng=en`)
      expect(page.text).not.toContain('actions.pending_payment')
      expect(page.text).not.toMatch(/name="status" value="confirmed"/)
      const refused = await agent.post(`/admin/transfers/${english.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'status', status: 'confirmed' })
      expect(refused.status).toBe(409)
      expect((await bookingRow(english.reference)).status).toBe('pending_payment')
    } finally {
      await t.knex('transfer_bookings').where({ id: english.id }).update({ status: 'confirmed' })
    }
  })

  it('is for admins and dispatchers: editors (content staff) see no customer and change nothing', async () => {
    expect((await request(t.app).get('/admin/transfers')).headers.location).toMatch(/^\/auth\/login/)
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/transfers')).status).toBe(403)
    expect((await editor.agent.get(`/admin/transfers/${german.id}`)).status).toBe(403)
    expect((await editor.agent.post(`/admin/transfers/${german.id}`).type('form').send({ _csrf: editor.csrf, intent: 'notes', internalNotes: 'x' })).status).toBe(403)
    const [leg] = await legsOf(english.id)
    expect((await editor.agent.post(`/api/admin/transfers/legs/${leg.id}/status`).set('X-CSRF-Token', editor.csrf).send({ status: 'on_the_way' })).status).toBe(403)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.get('/admin/transfers')).headers.location).toBe('/')
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
    // In the staff language, as they type it.
    expect((await agent.get('/admin/transfers/prices?lng=de')).text).toMatch(new RegExp(`name="${cell}"[^>]*value="80,50"`))
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

  it('is for admins only: editors and dispatchers see the 403 page and get 403 from the API', async () => {
    const editor = await loginAs(t.app, 'editor')
    const page = await editor.agent.get('/admin/transfers/prices')
    expect(page.status).toBe(403)
    const post = await editor.agent.post('/admin/transfers/prices').type('form').send({ _csrf: editor.csrf, nightSurchargePercent: '90' })
    expect(post.status).toBe(403)
    expect((await editor.agent.get('/admin?lng=en')).text).not.toContain('href="/admin/transfers/prices"')
    const dispatcher = await loginAs(t.app, 'dispatcher')
    expect((await dispatcher.agent.get('/admin/transfers/prices')).status).toBe(403)
    const admin = await loginAs(t.app, 'admin')
    const prices = (await admin.agent.get('/admin/transfers/prices')).text
    const priceColumns = prices.slice(prices.indexOf('<thead'), prices.indexOf('</thead>')).split('scope="col"').length - 2 // the first is the town column
    expect(priceColumns).toBeGreaterThan(3)
    expect((await admin.agent.get('/admin?lng=en')).text).toContain('href="/admin/transfers/prices"')
  })
})
