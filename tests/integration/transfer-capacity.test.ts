import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localParts } from '../../src/lib/island-time'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'
import { islandDay } from '../helpers/bookings'

// The operator sets how many jobs a time slot takes (and can stop sales for a day): however many
// visitors book the same slot at the same moment, it never holds more; the rest are "on request".
// Runs on the embedded database and, with DATABASE_URL, on PostgreSQL.

const CAPACITY = 5
const ATTEMPTS = 100

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: CAPACITY, slotMinutes: 60 }) }).onConflict('key').merge()
})
afterAll(async () => {
  await t?.close()
})

let n = 0
const booking = (over: Record<string, unknown> = {}) => {
  const i = n++
  return request(t.app)
    .post('/api/transfers/requests?lng=en')
    .set('X-Forwarded-For', `10.${Math.floor(i / 250)}.${i % 250}.7`)
    .send({
      tripType: 'one-way', from: 'airport', to: 'ciutadella', date: islandDay(9), time: '09:40', flightNumber: 'VY 1111',
      adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'car',
      name: `Traveller ${i}`, email: `traveller.${i}@example.com`, phone: `+34 6${String(20_000_000 + i)}`, terms: true, ...over,
    })
}

describe('capacity per time slot', () => {
  it(`confirms exactly ${CAPACITY} of ${ATTEMPTS} bookings sent at once for one slot; the others are on request, none fails`, async () => {
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, () => booking()))
    expect(answers.filter((a) => a.status !== 201).map((a) => [a.status, a.text.slice(0, 200)])).toEqual([])
    const statuses = answers.map((a) => a.body.status as string)
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(CAPACITY)
    expect(statuses.filter((s) => s === 'on_request')).toHaveLength(ATTEMPTS - CAPACITY)
    // 09:40 is in the 09:00 slot: one row counting exactly the confirmed legs.
    const [slot] = await t.knex('transfer_slot_load').where('jobs', '>', 0)
    expect(localParts(new Date(slot.slotStart))).toMatchObject({ date: islandDay(9), time: '09:00' })
    expect(slot.jobs).toBe(CAPACITY)
    const holding = await t.knex('transfer_legs').whereNotNull('slot_start').count({ n: '*' }).first()
    expect(Number(holding!.n)).toBe(CAPACITY)
  })

  it('gives a cancelled booking’s place back to the next visitor', async () => {
    const confirmed = await t.knex('transfer_bookings').where({ status: 'confirmed' }).first()
    const { agent, csrf } = await loginAs(t.app, 'admin')
    expect((await agent.post(`/admin/transfers/${confirmed.id}`).type('form').send({ _csrf: csrf, intent: 'status', status: 'cancelled' })).status).toBe(303)
    const next = await booking()
    expect(next.body.status).toBe('confirmed')
    expect((await booking()).body.status).toBe('on_request')
  })

  it('books nothing online on a day staff stopped sales for, and says so; resumed, it books again', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const day = islandDay(11)
    expect((await agent.post('/admin/transfers/settings').type('form').send({ _csrf: csrf, intent: 'stop', day, reason: 'Huelga de taxis' })).status).toBe(303)
    const refused = await booking({ date: day })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.date).toBe(tr('en', 'airport-transfers', 'errors.salesStopped'))
    const settings = await agent.get('/admin/transfers/settings?lng=es')
    expect(settings.text).toContain('Huelga de taxis')
    expect((await agent.post('/admin/transfers/settings').type('form').send({ _csrf: csrf, intent: 'resume', day })).status).toBe(303)
    expect((await booking({ date: day })).status).toBe(201)
  })

  it('shows staff how full a day’s slots are, and keeps the rules to admins', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const page = await agent.get(`/admin/transfers/settings?lng=en&day=${islandDay(9)}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`${CAPACITY} / ${CAPACITY}`)
    expect(page.text).toContain(html(tr('en', 'admin', 'bookingRulesAdmin.title')))
    const dispatcher = await loginAs(t.app, 'dispatcher')
    expect((await dispatcher.agent.get('/admin/transfers/settings')).status).toBe(403)
    const bad = await agent.post('/admin/transfers/settings?lng=en').type('form').send({ _csrf: csrf, intent: 'rules', instantMinNoticeHours: '12', slotMinutes: '60', jobsPerSlot: '0', travelBufferMinutes: '30', paymentMode: 'choice', depositPercent: '100', onRequestReplyHours: '4', officeOpensAt: '09:00', officeClosesAt: '20:00', checkoutHoldMinutes: '30', reminderHoursBefore: '24' })
    expect(bad.status).toBe(400)
    expect(bad.text).toMatch(/id="f-jobsPerSlot"[^>]*aria-invalid="true"/)
    // An emptied number is "required", never saved as 0 (an empty travel buffer turned the overlap rule off).
    const before = await t.knex('settings').where({ key: 'transfers.booking' }).first()
    const emptied = await agent.post('/admin/transfers/settings?lng=en').type('form').send({ _csrf: csrf, intent: 'rules', instantMinNoticeHours: '12', slotMinutes: '60', jobsPerSlot: '4', travelBufferMinutes: '', paymentMode: 'choice', depositPercent: '100', onRequestReplyHours: '4', officeOpensAt: '09:00', officeClosesAt: '20:00', checkoutHoldMinutes: '30', reminderHoursBefore: '24' })
    expect(emptied.status).toBe(400)
    expect(emptied.text).toMatch(/id="f-travelBufferMinutes"[^>]*aria-invalid="true"/)
    expect(emptied.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect(await t.knex('settings').where({ key: 'transfers.booking' }).first()).toEqual(before)
  })
})
