import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { islandTimeToInstant, localParts } from '../../src/lib/island-time'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { postSignedEvent, startStripeStandIn, type SignedEvent, type StripeStandIn } from '../helpers/stripe-stand-in'
import { built, startTestApp, type TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'
import { formatDateTime, formatPrice } from '../../src/i18n/format'
import { editForm } from '../helpers/booking-edit-form'
import { csvRecords } from '../helpers/csv'

// Staff change bookings (docs/decisions/041): edit every field with the price recalculated or set
// by hand, take bookings by phone, confirm many at once, export the list, refund and resend.

let t: TestApp
let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await startTestApp({ env: { STRIPE_API_URL: stripe.url }, smtp: true })
  await built.saveApiKeys(t.context.secrets, stripe.apiKeys)
  await rules({})
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

/** The booking rules as an admin saves them on /admin/transfers/settings. */
async function rules(over: Record<string, string>) {
  const { agent, csrf } = await loginAs(t.app, 'admin')
  const form = { instantMinNoticeHours: '12', slotMinutes: '60', jobsPerSlot: '50', travelBufferMinutes: '30', paymentMode: 'choice', depositPercent: '100', onRequestReplyHours: '4', officeOpensAt: '09:00', officeClosesAt: '20:00', checkoutHoldMinutes: '30', reminderHoursBefore: '24', ...over }
  expect((await agent.post('/admin/transfers/settings').type('form').send({ _csrf: csrf, intent: 'rules', ...form })).status).toBe(303)
}

const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)
let n = 0
const valid = (over: Record<string, unknown> = {}) => ({
  tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(60 + n), time: '14:30', flightNumber: 'VY 3904',
  adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'minivan',
  name: 'Greta Gruber', email: `greta.${n}@example.de`, phone: `+49 170 ${3000000 + n++}`, notes: '', terms: true, payment: 'driver', ...over,
})
async function book(lng: string, over: Record<string, unknown> = {}) {
  const res = await request(t.app).post(`/api/transfers/requests?lng=${lng}`).set('X-Forwarded-For', `203.0.113.${(n % 200) + 1}`).send(valid(over))
  expect(res.status).toBe(201)
  const row = await t.knex('transfer_bookings').where({ reference: res.body.reference }).first()
  return { id: row.id as number, reference: res.body.reference as string, row, paymentUrl: res.body.paymentUrl as string | undefined }
}
const bookingOf = (id: number) => t.knex('transfer_bookings').where({ id }).first()
const legsOf = (id: number) => t.knex('transfer_legs').where({ booking_id: id }).orderBy('pickup_at')
const slotLoad = async (slot: Date) => (await t.knex('transfer_slot_load').where({ slot_start: slot }).first())?.jobs ?? 0
/** The id of the booking a phone-booking POST redirected to. */
const createdId = (res: { headers: Record<string, string | undefined> }) => Number(/\/admin\/transfers\/(\d+)/.exec(res.headers.location ?? '')?.[1])
const audits = (id: number, action: string) => t.knex('audit_log').where({ subject_type: 'transfer-booking', subject_id: id, action }).orderBy('id')

describe('staff edit a booking', () => {
  it('shows every field prefilled, recalculates the price, moves the places, records the changes and mails the customer in their language', async () => {
    const booking = await book('de')
    const [leg] = await legsOf(booking.id)
    const { agent, user } = await loginAs(t.app, 'dispatcher')
    const form = await editForm(agent, booking.id, {})
    expect(form).toMatchObject({ name: 'Greta Gruber', email: booking.row.customerEmail, flightNumber: 'VY3904', time: '14:30', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', vehicle: 'minivan', language: 'de', tripType: 'one-way', version: String(booking.row.version) })

    const oldSlot = new Date(leg.slotStart)
    const before = await slotLoad(oldSlot)
    const returnDay = islandDay(75)
    const res = await agent.post(`/admin/transfers/${booking.id}`.concat('/edit')).type('form').send({ ...form, time: '17:00', travelTime: '16:20', tripType: 'return', returnDate: returnDay, returnTime: '10:00', returnFlightNumber: 'VY 3905', notify: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(new RegExp(`^/admin/transfers/${booking.id}\\?saved=edited&price=${booking.row.priceCents}-\\d+&mail=1$`))

    const after = await bookingOf(booking.id)
    expect(after.isReturn).toBe(true)
    expect(after.priceCents).toBeGreaterThan(booking.row.priceCents)
    expect(after.priceCents).toBe(after.priceBreakdown.quote.totalCents)
    expect(after.version).toBe(booking.row.version + 1)
    const [outbound, back] = await legsOf(booking.id)
    expect(localParts(new Date(outbound.pickupAt)).time).toBe('17:00')
    expect(outbound.version).toBe(leg.version + 1)
    expect(back).toMatchObject({ direction: 'return', travelNumber: 'VY3905', serviceDate: returnDay })
    expect(back.slotStart).not.toBeNull()
    // The outbound place moved from the 14:00 slot to the 17:00 one.
    expect(await slotLoad(oldSlot)).toBe(before - 1)
    expect(await slotLoad(new Date(outbound.slotStart))).toBeGreaterThan(0)

    const [entry] = await audits(booking.id, 'edited')
    expect(entry).toMatchObject({ actorUserId: user.id, actorType: 'staff' })
    expect(entry.changes['outbound.pickup']).toEqual([`${form.date} 14:30`, `${form.date} 17:00`])
    expect(entry.changes.isReturn).toEqual([false, true])
    expect(entry.changes.priceCents).toEqual([booking.row.priceCents, after.priceCents])
    const [mail] = await t.knex('mail_outbox').where({ kind: 'transfer-changed', to_address: booking.row.customerEmail })
    expect(mail).toMatchObject({ language: 'de', auditId: entry.id })
    expect(mail.subject).toBe(tr('de', 'airport-transfers', 'mail.customer.changed.subject', { reference: booking.reference }))

    const detail = await agent.get(`${res.headers.location}&lng=en`)
    expect(detail.text).toContain(html(ad('en', 'bookingEdit.saved')))
    expect(detail.text).toContain(html(ad('en', 'bookingEdit.historyActions.edited')))
    expect(detail.text).toContain(html(`${ad('en', 'bookingEdit.legs.outbound')} · ${ad('en', 'bookingEdit.changeFields.pickup')}: ${formatDateTime(islandTimeToInstant(form.date!, '14:30')!, 'en')} → ${formatDateTime(islandTimeToInstant(form.date!, '17:00')!, 'en')}`))

    // The return leg taken away again: cancelled, its place given back; no e-mail when unticked.
    const returnSlot = new Date(back.slotStart)
    const load = await slotLoad(returnSlot)
    const again = await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send({ ...(await editForm(agent, booking.id, { tripType: 'one-way' })), notify: '' })
    expect(again.status).toBe(303)
    expect((await legsOf(booking.id)).map((l) => l.status)).toEqual(['scheduled', 'cancelled'])
    expect(await slotLoad(returnSlot)).toBe(load - 1)
    expect(await t.knex('mail_outbox').where({ kind: 'transfer-changed', to_address: booking.row.customerEmail })).toHaveLength(1)
  })

  it('says a party too large for the vehicle in staff words, not the visitor\'s ("your group")', async () => {
    const booking = await book('en')
    const { agent } = await loginAs(t.app, 'admin')
    const refused = await agent.post(`/admin/transfers/${booking.id}/edit?lng=es`).type('form').send(await editForm(agent, booking.id, { vehicle: 'car', adults: '6' }))
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(html(ad('es', 'bookingEdit.errors.capacity', { vehicle: 'XX' }).split(' bultos. ')[1]!.split(':')[0]!))
    expect(refused.text).not.toContain(html(tr('es', 'airport-transfers', 'errors.capacity').split(' bultos. ')[1]!.split(':')[0]!))
  })

  it('needs a reason for a manual price and keeps it', async () => {
    const booking = await book('en')
    const { agent } = await loginAs(t.app, 'admin')
    const form = await editForm(agent, booking.id, { priceMode: 'override', price: '99,50', priceOverrideReason: '' })
    const refused = await agent.post(`/admin/transfers/${booking.id}/edit?lng=en`).type('form').send(form)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(html(ad('en', 'bookingEdit.errors.priceOverrideReason')))
    expect((await bookingOf(booking.id)).priceCents).toBe(booking.row.priceCents)

    const saved = await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send({ ...form, priceOverrideReason: 'Regular customer' })
    expect(saved.status).toBe(303)
    expect(await bookingOf(booking.id)).toMatchObject({ priceCents: 9950, priceOverrideReason: 'Regular customer' })
    const [entry] = await audits(booking.id, 'edited')
    expect(entry).toMatchObject({ note: 'Regular customer' })
    expect(entry.changes.priceCents).toEqual([booking.row.priceCents, 9950])
    // The form shows the manual price again.
    expect(await editForm(agent, booking.id, {})).toMatchObject({ priceMode: 'override', price: '99.50', priceOverrideReason: 'Regular customer' })
    // The price lines end on the price agreed, the difference on a line of its own: never two totals.
    const detail = (await agent.get(`/admin/transfers/${booking.id}?lng=en`)).text
    const adjustment = 9950 - booking.row.priceCents
    expect(detail).toContain(html(tr('en', 'airport-transfers', 'price.adjusted')))
    expect(detail).toContain(html(`${adjustment > 0 ? '+' : '−'}${formatPrice(Math.abs(adjustment), 'EUR', 'en')}`))
    const total = new RegExp(`${html(tr('en', 'airport-transfers', 'price.total'))}</dt><dd[^>]*>([^<]+)<`).exec(detail)?.[1]
    expect(total).toBe(html(formatPrice(9950, 'EUR', 'en')))
  })

  it('refuses a stale version (no lost update) and checks the public rules', async () => {
    const booking = await book('es')
    const { agent } = await loginAs(t.app, 'dispatcher')
    const form = await editForm(agent, booking.id, {})
    expect((await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send({ ...form, name: 'First Editor' })).status).toBe(303)
    const stale = await agent.post(`/admin/transfers/${booking.id}/edit?lng=en`).type('form').send({ ...form, name: 'Second Editor' })
    expect(stale.status).toBe(409)
    expect(stale.text).toContain(html(ad('en', 'bookingEdit.stale')))
    expect(stale.text).toContain(`href="/admin/transfers/${booking.id}/edit"`)
    // The stale form keeps the version it was shown, so sending it again is refused again.
    expect(stale.text).toContain(`name="version" value="${form.version}"`)
    expect((await bookingOf(booking.id)).customerName).toBe('First Editor')

    const fresh = await editForm(agent, booking.id, {})
    const badFlight = await agent.post(`/admin/transfers/${booking.id}/edit?lng=en`).type('form').send({ ...fresh, flightNumber: '12345' })
    expect(badFlight.status).toBe(400)
    expect(badFlight.text).toContain(html(tr('en', 'airport-transfers', 'errors.flight')))
    const beforeArrival = await agent.post(`/admin/transfers/${booking.id}/edit?lng=en`).type('form').send({ ...fresh, time: '14:30', travelTime: '15:10' })
    expect(beforeArrival.status).toBe(400)
    expect(beforeArrival.text).toContain(html(tr('en', 'airport-transfers', 'errors.pickupBeforeArrival', { time: '15:10' })))
    const badPhone = await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send({ ...fresh, phone: '12' })
    expect(badPhone.status).toBe(400)
    expect((await bookingOf(booking.id)).version).toBe(Number(fresh.version))
  })

  it('unassigns the driver of a leg whose time moved (and keeps it for other changes); the CSV names driver and plate', async () => {
    const booking = await book('en', { email: 'driver.check@example.com' })
    const [driver] = await t.knex('drivers').insert({ name: 'Toni Pons', phone: '+34611428730', languages: JSON.stringify(['es', 'en']) }).returning('id')
    const [vehicle] = await t.knex('fleet_vehicles').insert({ plate: '1234-KLM', name: 'Vito', vehicle_class: 'minivan', seats: 7, luggage: 7 }).returning('id')
    const [leg] = await legsOf(booking.id)
    await t.knex('transfer_legs').where({ id: leg.id }).update({ driver_id: driver.id, vehicle_id: vehicle.id })
    const { agent } = await loginAs(t.app, 'dispatcher')
    const csv = (await agent.get('/admin/transfers/export.csv?q=driver.check')).text
    expect(csv).toMatch(/,Toni Pons,1234-KLM\r\n$/)

    expect((await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send(await editForm(agent, booking.id, { flightNumber: 'VY 3999' }))).status).toBe(303)
    expect((await legsOf(booking.id))[0]).toMatchObject({ driverId: driver.id, vehicleId: vehicle.id, travelNumber: 'VY3999' })
    const moved = await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send(await editForm(agent, booking.id, { time: '18:45' }))
    expect(moved.headers.location).toContain('unassigned=1')
    expect((await legsOf(booking.id))[0]).toMatchObject({ driverId: null, vehicleId: null })
    const entries = await audits(booking.id, 'edited')
    expect(entries.at(-1).changes['outbound.driver']).toEqual([driver.id, null])
    expect((await agent.get(`${moved.headers.location}&lng=en`)).text).toContain(html(ad('en', 'bookingEdit.driverUnassigned')))
  })

  it('lets staff go under the lead time with a warning', async () => {
    const booking = await book('en')
    const { agent } = await loginAs(t.app, 'dispatcher')
    const soon = localParts(new Date(Date.now() + 3 * 3_600_000))
    const res = await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send(await editForm(agent, booking.id, { date: soon.date, time: soon.time, travelTime: '' }))
    expect(res.status).toBe(303)
    expect((await bookingOf(booking.id)).warnings.map((w: { code: string }) => w.code)).toContain('minNotice')
  })
})

describe('phone bookings', () => {
  const phoneForm = (over: Record<string, string> = {}) => ({
    name: 'Joan Mercadal', email: `joan.${n++}@example.cat`, phone: '971 36 00 00', language: 'ca', tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hostal Fornells',
    date: islandDay(90), time: '11:00', flightNumber: 'IB 1234', adults: '3', children: '0', infants: '0', suitcases: '3', vehicle: 'minivan', priceMode: 'quote', status: 'confirmed', paymentMethod: 'driver', sendConfirmation: 'on', ...over,
  })

  it('creates a confirmed phone booking by its author, in the customer language, with its e-mail', async () => {
    const { agent, csrf, user } = await loginAs(t.app, 'dispatcher')
    expect((await agent.get('/admin/transfers/new')).status).toBe(200)
    const form = phoneForm()
    const res = await agent.post('/admin/transfers/new').type('form').send({ _csrf: csrf, ...form })
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(/^\/admin\/transfers\/\d+\?saved=created$/)
    const id = createdId(res)
    const row = await bookingOf(id)
    expect(row).toMatchObject({ source: 'phone', createdByUserId: user.id, status: 'confirmed', paymentMethod: 'driver', language: 'ca', customerPhone: '+34971360000' })
    expect((await legsOf(id))[0].slotStart).not.toBeNull()
    const [created] = await audits(id, 'created')
    expect(created).toMatchObject({ actorType: 'staff', actorUserId: user.id })
    expect(await t.knex('mail_outbox').where({ kind: 'transfer-confirmed', to_address: form.email })).toHaveLength(1)
    expect((await agent.get(`${res.headers.location}&lng=en`)).text).toContain(html(ad('en', 'bookingEdit.created')))
  })

  it('makes one booking and one e-mail of the same page sent twice: one after the other, or at once', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const keyOf = async () => /name="idempotencyKey" value="([^"]+)"/.exec((await agent.get('/admin/transfers/new')).text)![1]!
    const form = { _csrf: csrf, ...phoneForm({ email: 'twice.sent@example.com', phone: '971 36 11 11' }), idempotencyKey: await keyOf() }
    const first = await agent.post('/admin/transfers/new').type('form').send(form)
    const again = await agent.post('/admin/transfers/new').type('form').send(form)
    expect(again.headers.location).toBe(first.headers.location)
    const together = { ...form, email: 'sent.together@example.com', phone: '971 36 22 22', idempotencyKey: await keyOf() }
    const [a, b] = await Promise.all([0, 1].map(() => agent.post('/admin/transfers/new').type('form').send(together)))
    expect([a!.status, b!.status]).toEqual([303, 303])
    expect(a!.headers.location).toBe(b!.headers.location)
    for (const email of [form.email, together.email]) {
      expect(await t.knex('transfer_bookings').where({ customer_email: email })).toHaveLength(1)
      expect(await t.knex('mail_outbox').where({ kind: 'transfer-confirmed', to_address: email })).toHaveLength(1)
    }
  })

  it('asks before a second booking of the same customer, day and route, naming the first', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const form = { _csrf: csrf, ...phoneForm({ email: 'asked.twice@example.com', phone: '971 36 33 33', date: islandDay(95) }) }
    const first = await agent.post('/admin/transfers/new').type('form').send(form)
    expect(first.status).toBe(303)
    const { reference } = await bookingOf(createdId(first))
    // The same form again, as after Back: a new key, the same customer, day and route.
    const again = await agent.post('/admin/transfers/new?lng=en').type('form').send(form)
    expect(again.status).toBe(400)
    expect(again.text).toContain(html(ad('en', 'bookingEdit.errors.duplicate', { reference })))
    expect(again.text).toContain('name="confirmDuplicate"')
    const second = await agent.post('/admin/transfers/new').type('form').send({ ...form, confirmDuplicate: 'on' })
    expect(second.status).toBe(303)
    expect(await t.knex('transfer_bookings').where({ customer_email: 'asked.twice@example.com' })).toHaveLength(2)
  })

  it('takes it on request without an e-mail, and beyond a full slot with a warning', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const quiet = phoneForm({ status: 'on_request', sendConfirmation: '', phone: '971 36 44 44' })
    const res = await agent.post('/admin/transfers/new').type('form').send({ _csrf: csrf, ...quiet })
    const id = createdId(res)
    expect(await bookingOf(id)).toMatchObject({ status: 'on_request' })
    expect((await legsOf(id))[0].slotStart).toBeNull()
    expect(await t.knex('mail_outbox').where({ to_address: quiet.email })).toHaveLength(0)

    await rules({ jobsPerSlot: '1' })
    try {
      const same = { date: islandDay(91), time: '09:00' }
      const first = await agent.post('/admin/transfers/new').type('form').send({ _csrf: csrf, ...phoneForm(same) })
      const second = await agent.post('/admin/transfers/new').type('form').send({ _csrf: csrf, ...phoneForm({ ...same, phone: '971 36 00 01' }) })
      const [a, b] = await Promise.all([first, second].map((r) => bookingOf(createdId(r))))
      expect([a.status, b.status]).toEqual(['confirmed', 'confirmed'])
      expect(a.warnings).toEqual([])
      expect(b.warnings.map((w: { code: string }) => w.code)).toEqual(['capacity'])
      expect(await slotLoad(islandTimeToInstant(same.date, same.time)!)).toBe(2)
    } finally {
      await rules({})
    }
  })

  it('checks the fields like the edit: a manual price must be an amount', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const res = await agent.post('/admin/transfers/new?lng=en').type('form').send({ _csrf: csrf, ...phoneForm({ name: '', vehicle: '', priceMode: 'override', price: 'abc' }) })
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(ad('en', 'bookingEdit.errors.price')))
  })
})

describe('bulk confirm, export, refund and resend', () => {
  it('confirms the ticked bookings on request and says which were skipped', async () => {
    const inSix = localParts(new Date(Date.now() + 6 * 3_600_000))
    const a = await book('de', { date: inSix.date, time: inSix.time, flightNumber: 'VY 1000' })
    const b = await book('en', { date: inSix.date, time: inSix.time, flightNumber: 'VY 1001' })
    const c = await book('en')
    expect([a.row.status, b.row.status, c.row.status]).toEqual(['on_request', 'on_request', 'confirmed'])
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const list = await agent.get('/admin/transfers?status=on_request&pageSize=100')
    expect(list.text).toContain('action="/admin/transfers/confirm-selected"')
    expect(list.text).toContain(`name="ids" value="${a.id}"`)
    const res = await agent.post('/admin/transfers/confirm-selected').type('form').send(`_csrf=${encodeURIComponent(csrf)}&ids=${a.id}&ids=${b.id}&ids=${c.id}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/transfers?confirmed=2&skipped=${encodeURIComponent(`${c.reference}:confirmed`)}`)
    expect((await bookingOf(a.id)).status).toBe('confirmed')
    expect((await bookingOf(b.id)).status).toBe('confirmed')
    const page = await agent.get(`${res.headers.location}&lng=en`)
    expect(page.text).toContain(html(ad('en', 'bookingEdit.bulk.confirmed_other', { count: 2 })))
    expect(page.text).toContain(c.reference)
  })

  it('exports one row per leg with the list filters, quoted and formula-safe, with a BOM', async () => {
    const returnDay = islandDay(120)
    const booking = await book('en', { name: '=HYPERLINK("http://x")', email: 'csv.export@example.com', notes: 'a, b', tripType: 'return', returnDate: returnDay, returnTime: '12:00', returnFlightNumber: 'VY 3907' })
    const { agent } = await loginAs(t.app, 'dispatcher')
    const list = await agent.get('/admin/transfers?q=csv.export')
    expect(list.text).toContain('href="/admin/transfers/export.csv?q=csv.export"')
    const res = await agent.get('/admin/transfers/export.csv?q=csv.export').buffer(true).parse((r, done) => {
      let body = ''
      r.setEncoding('utf8')
      r.on('data', (chunk: string) => (body += chunk))
      r.on('end', () => done(null, body))
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transfers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = res.body as string
    expect(text.startsWith('\uFEFFreference,status,direction,')).toBe(true)
    const lines = text.slice(1).trimEnd().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`${booking.reference},confirmed,outbound,scheduled,`)
    expect(lines[2]).toContain(`${booking.reference},confirmed,return,scheduled,${returnDay},12:00,Hotel Port Fornells (Fornells),`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")",csv.export@example.com`)
    // The date filter keeps only the legs on those days.
    const day = await agent.get(`/admin/transfers/export.csv?q=csv.export&from=${returnDay}&to=${returnDay}`)
    expect(day.text.trimEnd().split('\r\n')).toHaveLength(2)
    expect((await agent.get('/admin/transfers/export.csv?status=expired&q=csv.export')).text.trimEnd().split('\r\n')).toHaveLength(1)
  })

  it('puts a booking’s money on its first row only, so a column’s sum is the bookings’ sum', async () => {
    const returnDay = islandDay(130)
    const both = await book('en', { email: 'csv.sum.1@example.com', tripType: 'return', returnDate: returnDay, returnTime: '12:00', returnFlightNumber: 'VY 3907' })
    const oneWay = await book('en', { email: 'csv.sum.2@example.com' })
    await t.knex('transfer_bookings').where({ id: both.id }).update({ paid_cents: both.row.priceCents, refunded_cents: 2_000 })
    await t.knex('transfer_bookings').where({ id: oneWay.id }).update({ paid_cents: 1_500 })
    const bookings = await t.knex('transfer_bookings').whereIn('id', [both.id, oneWay.id])
    const cents = (value: string) => Math.round(Number(value || '0') * 100)
    const sum = (records: Array<Record<string, string>>, column: string) => records.reduce((total, r) => total + cents(r[column]!), 0)
    const { agent } = await loginAs(t.app, 'dispatcher')

    const records = csvRecords((await agent.get('/admin/transfers/export.csv?q=csv.sum')).text)
    expect(records.map((r) => [r.reference, r.direction])).toEqual([[both.reference, 'outbound'], [both.reference, 'return'], [oneWay.reference, 'outbound']])
    expect(sum(records, 'price')).toBe(bookings.reduce((total, b) => total + b.priceCents, 0))
    expect(sum(records, 'paid')).toBe(bookings.reduce((total, b) => total + b.paidCents, 0))
    expect(sum(records, 'refunded')).toBe(2_000)
    // The return leg's row: the journey and the customer, no money.
    expect(records[1]).toMatchObject({ customer_email: 'csv.sum.1@example.com', price: '', paid: '', refunded: '' })
    // A date filter that keeps only the return leg: its row is the booking's first, with the money.
    const day = csvRecords((await agent.get(`/admin/transfers/export.csv?q=csv.sum&from=${returnDay}&to=${returnDay}`)).text)
    expect(day).toEqual([expect.objectContaining({ reference: both.reference, direction: 'return', price: (both.row.priceCents / 100).toFixed(2), refunded: '20.00' })])
  })

  it('refunds up to what was paid online and resends the booking e-mail, both in the history', async () => {
    const booking = await book('de', { payment: 'online' })
    const session = stripe.sessionAt(booking.paymentUrl!)
    const event: SignedEvent = await stripe.complete(session.id)
    expect((await postSignedEvent(t.app, event)).status).toBe(200)
    const paid = await bookingOf(booking.id)
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const detail = await agent.get(`/admin/transfers/${booking.id}?lng=en`)
    expect(detail.text).toContain('name="intent" value="refund"')

    const tooMuch = await agent.post(`/admin/transfers/${booking.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'refund', amount: String(paid.paidCents / 100 + 1), reason: 'x', confirm: 'on' })
    expect(tooMuch.status).toBe(409)
    const unconfirmed = await agent.post(`/admin/transfers/${booking.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'refund', amount: '10', reason: 'Late driver' })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.text).toContain(html(ad('en', 'bookingEdit.refund.confirmRequired')))
    const refunded = await agent.post(`/admin/transfers/${booking.id}`).type('form').send({ _csrf: csrf, intent: 'refund', amount: '10', reason: 'Late driver', confirm: 'on' })
    expect(refunded.status).toBe(303)
    expect(await bookingOf(booking.id)).toMatchObject({ refundedCents: 1000, paymentStatus: 'partially_refunded' })
    expect((await audits(booking.id, 'refunded')).map((e) => e.note)).toEqual(['Late driver'])

    const mails = async () => t.knex('mail_outbox').where({ to_address: paid.customerEmail }).whereIn('kind', ['transfer-paid', 'transfer-confirmed']).orderBy('id')
    const count = (await mails()).length
    const resent = await agent.post(`/admin/transfers/${booking.id}`).type('form').send({ _csrf: csrf, intent: 'resend' })
    expect(resent.status).toBe(303)
    const all = await mails()
    expect(all).toHaveLength(count + 1)
    expect(all.at(-1)).toMatchObject({ kind: 'transfer-confirmed', language: 'de' })
    expect(await audits(booking.id, 'resent')).toHaveLength(1)
  })
})

describe('money that does not go back', () => {
  async function paidOnline() {
    const booking = await book('en', { payment: 'online' })
    expect((await postSignedEvent(t.app, await stripe.complete(stripe.sessionAt(booking.paymentUrl!).id))).status).toBe(200)
    return { ...booking, paid: await bookingOf(booking.id) }
  }
  const stripeRefunds = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')

  it('cancelling with "refund everything" ticked gives it back through Stripe, and the page says how much', async () => {
    const { id, paid } = await paidOnline()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/transfers/${id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'status', status: 'cancelled', refund: 'on', note: 'Flight cancelled' })
    expect(res.status).toBe(303)
    const refunded = formatPrice(paid.paidCents, 'EUR', 'en')
    expect(res.headers.location).toBe(`/admin/transfers/${id}?saved=cancelled&refunded=${encodeURIComponent(refunded).replace(/%20/g, '+')}`)
    expect(stripeRefunds().at(-1)?.body.amount).toBe(String(paid.paidCents))
    expect(await bookingOf(id)).toMatchObject({ status: 'cancelled', refundedCents: paid.paidCents, paymentStatus: 'refunded' })
    expect((await agent.get(`${res.headers.location}&lng=en`)).text).toContain(html(ad('en', 'refunds.done', { amount: refunded })))
  })

  it('never says "refunded" for money no card payment holds: staff read what to do instead, and the history keeps it', async () => {
    // Recorded as paid online by hand (an import, a payment taken elsewhere): no Stripe payment behind it.
    const { id } = await book('en', { payment: 'driver' })
    await t.knex('transfer_bookings').where({ id }).update({ payment_method: 'online', paid_cents: 7800, online_due_cents: 7800, payment_status: 'paid' })
    const before = stripeRefunds().length
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/transfers/${id}?lng=es`).type('form').send({ _csrf: csrf, intent: 'refund', amount: '78', reason: 'Goodwill', confirm: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).not.toContain('saved=refunded')
    expect(res.headers.location).toContain('refundNotOnRecord=')
    expect(stripeRefunds()).toHaveLength(before)
    expect(await bookingOf(id)).toMatchObject({ refundedCents: 0, paymentStatus: 'paid' })
    const page = await agent.get(res.headers.location!)
    expect(page.text).toContain(html(ad('es', 'refunds.notOnRecord', { amount: formatPrice(7800, 'EUR', 'es') })))
    expect(page.text).not.toContain(html(ad('es', 'bookingEdit.refund.done')))
    expect(page.text).toContain(html(ad('es', 'transfersAdmin.historyActions.refund-not-on-record')))
    expect((await audits(id, 'refund-not-on-record')).map((e) => e.changes.refundCents)).toEqual([[null, 7800]])
  })

  it('shows a refund form sent back with a mistake open, with its message and a keypad with a decimal key', async () => {
    const { id } = await paidOnline()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/transfers/${id}?lng=es`).type('form').send({ _csrf: csrf, intent: 'refund', amount: 'abc', reason: 'x', confirm: 'on' })
    expect(res.status).toBe(400)
    const refundPanel = /<details open=""[^>]*>(?:(?!<\/details>)[\s\S])*name="intent" value="refund"(?:(?!<\/details>)[\s\S])*<\/details>/.exec(res.text)?.[0] ?? ''
    expect(refundPanel).toContain(html(ad('es', 'bookingEdit.errors.price')))
    expect(refundPanel).toMatch(/name="amount"[^>]*inputmode="decimal"|inputmode="decimal"[^>]*name="amount"/i)
  })
})

describe('who may', () => {
  it('refuses editors and drivers everything here', async () => {
    const booking = await book('en')
    for (const role of ['editor', 'driver'] as const) {
      const { agent, csrf } = await loginAs(t.app, role)
      for (const path of [`/admin/transfers/${booking.id}/edit`, '/admin/transfers/new', '/admin/transfers/export.csv']) expect((await agent.get(path)).status, `${role} ${path}`).toBe(403)
      expect((await agent.post(`/admin/transfers/${booking.id}/edit`).type('form').send({ _csrf: csrf, name: 'x' })).status).toBe(403)
      expect((await agent.post('/admin/transfers/new').type('form').send({ _csrf: csrf, name: 'x' })).status).toBe(403)
      expect((await agent.post('/admin/transfers/confirm-selected').type('form').send({ _csrf: csrf, ids: String(booking.id) })).status).toBe(403)
      expect((await agent.post(`/admin/transfers/${booking.id}`).type('form').send({ _csrf: csrf, intent: 'resend' })).status).toBe(403)
    }
  })
})
