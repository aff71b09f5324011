import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatShortPickup } from '../../src/i18n/format'
import { localParts } from '../../src/lib/island-time'
import { islandDay } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { adminGridOf } from '../helpers/pages'
import { loginAs } from '../helpers/staff'
import { built, startTestApp, type TestApp } from '../helpers/test-app'
import { TransferBookingModel } from '../../src/transfers/transfers.model'
import { searchBookings } from '../../src/transfers/booking-search.server'
import type { Knex } from 'knex'

// The staff list of transfer bookings as an operator uses it on a day: confirming the ticked ones
// (never a pick-up already due), coming back to the same list, and the day in its run order.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ smtp: true })
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200 }) }).onConflict('key').merge()
})
afterAll(async () => {
  await t?.close()
})

const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)
let n = 0
async function book(over: Record<string, unknown> = {}) {
  const body = {
    tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(60), time: '14:30', flightNumber: 'VY 3904',
    adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'minivan', name: 'Lena List', email: `lena.${n}@list.example`, phone: `+49 170 ${5000000 + n}`, terms: true, payment: 'driver', ...over,
  }
  const res = await request(t.app).post('/api/transfers/requests?lng=en').set('X-Forwarded-For', `192.0.2.${(n++ % 200) + 1}`).send(body)
  expect(res.status).toBe(201)
  const row = await t.knex('transfer_bookings').where({ reference: res.body.reference }).first()
  return { id: row.id as number, reference: res.body.reference as string, status: row.status as string, email: body.email }
}
/** The SQL of the list's search for `term`, as the staff list runs it. */
function searchSql(trx: Knex, term: string): string {
  const query = TransferBookingModel.query(trx).select('id')
  searchBookings(query, term)
  return query.toKnexQuery().toString()
}
const statusOf = async (id: number) => (await t.knex('transfer_bookings').where({ id }).first()).status as string
const confirmMails = (email: string) => t.knex('mail_outbox').where({ kind: 'transfer-confirmed', to_address: email })

describe('confirming the ticked bookings', () => {
  it('never confirms a pick-up already past: skipped, said why in the staff language, no e-mail; the rest confirmed', async () => {
    const inSix = localParts(new Date(Date.now() + 6 * 3_600_000))
    const due = await book({ date: inSix.date, time: inSix.time })
    const ahead = await book({ date: inSix.date, time: inSix.time })
    expect([due.status, ahead.status]).toEqual(['on_request', 'on_request'])
    // The customer asked for 18:55; it is now past 18:55 and nobody answered.
    const past = new Date(Date.now() - 2 * 3_600_000)
    await t.knex('transfer_legs').where({ booking_id: due.id }).update({ pickup_at: past, service_date: localParts(past).date })

    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const res = await agent.post('/admin/transfers/confirm-selected').type('form').send(`_csrf=${encodeURIComponent(csrf)}&ids=${due.id}&ids=${ahead.id}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/transfers?confirmed=1&past=${due.reference}`)
    expect(await statusOf(due.id)).toBe('on_request')
    expect(await statusOf(ahead.id)).toBe('confirmed')
    expect(await confirmMails(due.email)).toHaveLength(0)
    expect(await confirmMails(ahead.email)).toHaveLength(1)

    for (const lng of ['es', 'de']) {
      const page = await agent.get(`${res.headers.location}&lng=${lng}`)
      expect(page.text).toContain(html(ad(lng, 'bookingEdit.bulk.confirmed_one', { count: 1 })))
      expect(page.text).toContain(html(ad(lng, 'bookingEdit.bulk.past_one', { count: 1, list: due.reference })))
    }
  })

  it('comes back to the same filtered, sorted, paged list, rebuilt from what the list accepts — never elsewhere', async () => {
    const inSix = localParts(new Date(Date.now() + 6 * 3_600_000))
    const day = inSix.date
    const one = await book({ date: day, time: inSix.time })
    expect(one.status).toBe('on_request')
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const list = await agent.get(`/admin/transfers?from=${day}&to=${day}&sort=-pickupAt&pageSize=50&q=list.example&confirmed=3&lng=en`)
    // The panel posts the list it was shown with, without the last result or the language.
    const posted = `from=${day}&to=${day}&sort=-pickupAt&pageSize=50&q=list.example`
    expect(list.text).toContain(`name="list" value="${html(posted)}"`)

    const send = (fields: string) => agent.post('/admin/transfers/confirm-selected').type('form').send(`_csrf=${encodeURIComponent(csrf)}&${fields}`)
    const res = await send(`ids=${one.id}&list=${encodeURIComponent(posted)}`)
    expect(res.headers.location).toBe(`/admin/transfers?from=${day}&to=${day}&q=list.example&sort=-pickupAt&pageSize=50&confirmed=1`)
    expect(await statusOf(one.id)).toBe('confirmed')

    // Nothing ticked: the same list again. Bad values fall away; another site or path is never reached.
    expect((await send(`list=${encodeURIComponent(`status=on_request&page=2&from=${day}`)}`)).headers.location).toBe(`/admin/transfers?status=on_request&from=${day}&page=2&confirmed=0`)
    for (const list of ['//evil.example/x', 'https://evil.example/?a=b', `from=tomorrow&status=bogus&sort=a;drop&pageSize=7&redirect=https://evil.example`, '?'.repeat(5000)]) {
      const location = (await send(`ids=${one.id}&list=${encodeURIComponent(list)}`)).headers.location
      expect(location, list).toMatch(/^\/admin\/transfers\?confirmed=0&skipped=/)
    }
  })
})

describe('the list on a day', () => {
  it('runs in pick-up order when a day is filtered (each booking by its pick-up on that day), newest booking first otherwise, with short dates', async () => {
    const day = islandDay(70)
    // Booked in this order; picked up in another.
    const late = await book({ date: day, time: '19:10', email: 'late@runorder.example' })
    const early = await book({ date: day, time: '06:45', email: 'early@runorder.example' })
    // Out a week before, back on the day at 09:30: on that day it is the 09:30 pick-up.
    const back = await book({ date: islandDay(63), time: '08:00', tripType: 'return', returnDate: day, returnTime: '09:30', returnFlightNumber: 'BA 2713', email: 'back@runorder.example' })
    const { agent } = await loginAs(t.app, 'dispatcher')

    const onDay = adminGridOf((await agent.get(`/admin/transfers?from=${day}&to=${day}&q=runorder.example&lng=en`)).text)
    expect(onDay.rows.map((r) => r.id)).toEqual([early.id, back.id, late.id])
    expect(onDay.sort).toBe('pickupAt')
    const returnLeg = await t.knex('transfer_legs').where({ booking_id: back.id, direction: 'return' }).first()
    expect(onDay.rows[1]!.cells.pickupAt).toEqual([`${ad('en', 'transfersAdmin.direction.return')} ${formatShortPickup(returnLeg.pickupAt, 'en')}`])
    // An explicit sort still wins.
    expect(adminGridOf((await agent.get(`/admin/transfers?from=${day}&to=${day}&q=runorder.example&sort=-pickupAt`)).text).rows.map((r) => r.id)).toEqual([late.id, back.id, early.id])

    const whole = adminGridOf((await agent.get('/admin/transfers?q=runorder.example&lng=en')).text)
    expect(whole.rows.map((r) => r.id)).toEqual([back.id, early.id, late.id])
    const legs = await t.knex('transfer_legs').where({ booking_id: back.id }).orderBy('pickup_at')
    expect(whole.rows[0]!.cells.pickupAt).toEqual(legs.map((l: { direction: string; pickupAt: Date }) => `${ad('en', `transfersAdmin.direction.${l.direction}`)} ${formatShortPickup(l.pickupAt, 'en')}`))
  })
})

describe('finding a booking by what the caller says', () => {
  it('finds it by a fragment of its reference, name, e-mail, phone (spaces or not), place, flight (with a space) or pick-up point — and nothing else', async () => {
    const found = await book({ name: 'Ingrid Quastenberg', email: 'iq@quasten.example', phone: '+49 171 9988776', toAddress: 'Villa Sa Quarentena 7', flightNumber: 'EW 7791' })
    const other = await book({ name: 'Otto Normal', email: 'otto@quasten.example' })
    const { agent } = await loginAs(t.app, 'dispatcher')
    const search = async (q: string) => adminGridOf((await agent.get(`/admin/transfers?${new URLSearchParams({ q, lng: 'en' })}`)).text).rows.map((r) => r.id)
    for (const q of [found.reference.slice(-6), 'quastenb', 'IQ@QUASTEN', '171 998 87', '+4917199', 'Quarentena', 'ew 7791', 'EW7791']) expect(await search(q), q).toEqual([found.id])
    expect((await search('quasten.example')).sort()).toEqual([found.id, other.id].sort())
    // A wildcard typed is a character searched for, not "anything".
    expect(await search('%')).toEqual([])
    expect(await search('Quastenberg Otto')).toEqual([])
  })

  it('reads its trigram indexes rather than every booking of the season (the query keeps the indexes\' expressions)', async () => {
    const plan = await t.knex.transaction(async (trx) => {
      // Without these, a test database's few bookings are read whole or along their key: cheaper than any search index.
      await trx.raw('set local enable_seqscan = off')
      await trx.raw('set local enable_indexscan = off')
      const { rows } = await trx.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>('explain ' + searchSql(trx, 'weber +49 170'))
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    })
    for (const index of ['transfer_bookings_search_trgm', 'transfer_bookings_phone_trgm', 'transfer_legs_travel_number_trgm', 'transfer_legs_pickup_point_trgm']) expect(plan).toContain(index)
    expect(plan).not.toMatch(/Seq Scan on transfer_bookings/)
  })
})

describe('a booking taken by phone', () => {
  const paymentRadios = (text: string) => [...text.matchAll(/<input[^>]*name="paymentMethod"[^>]*value="([^"]+)"/g)].map((m) => m[1])

  it('offers the payment link only when online payment is set up, and says why not', async () => {
    const { agent } = await loginAs(t.app, 'dispatcher')
    const without = await agent.get('/admin/transfers/new?lng=es')
    expect(paymentRadios(without.text)).toEqual(['driver'])
    expect(without.text).toContain(html(ad('es', 'bookingEdit.fields.paymentOnlineUnavailable')))
    expect(without.text).not.toContain(html(ad('es', 'bookingEdit.fields.paymentOnline')))

    await built.saveApiKeys(t.context.secrets, { stripeSecretKey: 'sk_test_listListListList0001', stripeWebhookSecret: 'whsec_listListListList0001' })
    const withKeys = await agent.get('/admin/transfers/new?lng=es')
    expect(paymentRadios(withKeys.text)).toEqual(['driver', 'online'])
    expect(withKeys.text).not.toContain(html(ad('es', 'bookingEdit.fields.paymentOnlineUnavailable')))
  })
})
