import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { built, type TestApp } from '../helpers/test-app'
import type { BookableTrip } from '../helpers/trip-bookings'
import { useTripManage } from '../helpers/trip-manage'

// A trip booking after it is made (ADR 042), changed: moving takes the new departure's seats within
// its capacity (one of two moves into the last seat wins); a booking is looked up by reference and
// e-mail; staff's changes (refund full or none, participants re-priced) go through the same
// services. Cancelling: trip-manage.test.ts. Embedded database, and PostgreSQL with DATABASE_URL.

const manage = useTripManage()
let t: TestApp
let sunset: BookableTrip
let strict: BookableTrip
beforeAll(() => {
  ;({ t, sunset, strict } = manage)
})
const { booking, seatsTaken, managePath, audit, post, staff, serviceContext, bookAndPay } = manage

describe('changing the date', () => {
  it('moves within capacity: seats taken on the new departure, given back on the old, audited, e-mailed with the new voucher', async () => {
    const [a, b] = [sunset.departures[2]!, sunset.departures[3]!]
    const row = await bookAndPay(sunset.tripId, a.id)
    const [seatsA, seatsB] = [await seatsTaken(a.id), await seatsTaken(b.id)]
    const page = await request(t.app).get(`${managePath(row.reference)}&lng=en`)
    expect(page.text).toContain(`name="departureId" value="${b.id}"`)
    expect(page.text).not.toContain(`name="departureId" value="${a.id}"`)
    const res = await post(`${managePath(row.reference)}&lng=en`, { action: 'move', departureId: String(b.id) })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`${managePath(row.reference)}&done=moved`)
    expect(await booking(row.reference)).toMatchObject({ departureId: b.id, status: 'confirmed' })
    expect(await seatsTaken(a.id)).toBe(seatsA - row.seats)
    expect(await seatsTaken(b.id)).toBe(seatsB + row.seats)
    const [entry] = await audit(row.id, 'moved')
    expect(entry.changes.departureId).toEqual([a.id, b.id])
    expect(await t.knex('mail_outbox').where({ kind: 'trip-moved-staff' }).whereLike('subject', `%${row.reference}%`)).toHaveLength(1)
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-moved', to_address: row.customerEmail })
    expect(mail.subject).toBe(tr('en', 'trips', 'changeDate.mail.subject', { reference: row.reference }))
    await expect.poll(async () => (await t.knex('mail_attachments').where({ outbox_id: mail.id })).length, { timeout: 10_000 }).toBe(2)
    // The reminder follows the new date.
    const startB = new Date((await t.knex('trip_departures').where({ id: b.id }).first()).startsAt)
    const reminders = await t.knex('pgboss.job').where({ name: 'trip.reminder' }).whereRaw("data->>'bookingId' = ?", [String(row.id)])
    expect(reminders.map((j) => new Date(j.startAfter).getTime())).toContain(startB.getTime() - 24 * 3_600_000)
  })

  it('refuses plainly a departure without seats for the party, and changes nothing', async () => {
    const [a, full] = [sunset.departures[4]!, sunset.departures[3]!]
    const row = await bookAndPay(sunset.tripId, a.id)
    const capacity = (await t.knex('trip_departures').where({ id: full.id }).first()).capacity as number
    const taken = await seatsTaken(full.id)
    await t.knex('trip_departures').where({ id: full.id }).update({ seats_taken: capacity - 1 })
    try {
      const res = await post(`${managePath(row.reference)}&lng=en`, { action: 'move', departureId: String(full.id) })
      expect(res.status).toBe(409)
      expect(res.text).toContain(html(tr('en', 'trips', 'changeDate.refused.full', { seatsLeft: 1 })))
      expect(await booking(row.reference)).toMatchObject({ departureId: a.id })
      expect(await seatsTaken(full.id)).toBe(capacity - 1)
    } finally {
      await t.knex('trip_departures').where({ id: full.id }).update({ seats_taken: taken })
    }
  })

  it('two moves at once into the last seats: one wins, the other is told, the departure never exceeds its capacity', async () => {
    const target = sunset.departures[6]!
    const first = await bookAndPay(sunset.tripId, sunset.departures[4]!.id)
    const second = await bookAndPay(sunset.tripId, sunset.departures[5]!.id)
    const capacity = (await t.knex('trip_departures').where({ id: target.id }).first()).capacity as number
    const taken = await seatsTaken(target.id)
    // Exactly one party of two fits.
    await t.knex('trip_departures').where({ id: target.id }).update({ seats_taken: capacity - first.seats })
    try {
      const answers = await Promise.all([first, second].map((row) => post(`${managePath(row.reference)}&lng=en`, { action: 'move', departureId: String(target.id) })))
      expect(answers.map((r) => r.status).sort()).toEqual([303, 409])
      expect(await seatsTaken(target.id)).toBe(capacity)
      const moved = await Promise.all([first, second].map((row) => booking(row.reference)))
      expect(moved.filter((r) => r.departureId === target.id)).toHaveLength(1)
    } finally {
      // What the departure really holds: what it had, plus the party that moved in.
      await t.knex('trip_departures').where({ id: target.id }).update({ seats_taken: taken + first.seats })
    }
  })

  it('sent without a date: says what to do beside the list, and the summary above links to it', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id, 'de')
    const res = await post(`${managePath(row.reference)}&lng=de`, { action: 'move' })
    expect(res.status).toBe(400)
    const required = html(tr('de', 'trips', 'changeDate.required'))
    // Not the list's own title again ("Neuen Termin wählen"), but what to do.
    expect(required).not.toBe(html(tr('de', 'trips', 'changeDate.choose')))
    expect(/id="departureId-error"[^>]*>([^<]*)</.exec(res.text)?.[1]).toBe(required)
    const [, firstDate] = /<input type="radio" id="([^"]+)"[^>]*name="departureId"/.exec(res.text) ?? []
    expect(firstDate).toBeDefined()
    const summary = /<div[^>]*data-error-summary[^>]*>([\s\S]*?)<\/div>/.exec(res.text)?.[1] ?? ''
    expect(summary).toMatch(new RegExp(`<a href="#${firstDate}"[^>]*>${required}</a>`))
    expect(summary).not.toContain(html(tr('de', 'common', 'forms.fixErrors')))
  })

  it('refuses a departure of another trip', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id)
    const res = await post(`${managePath(row.reference)}&lng=es`, { action: 'move', departureId: String(strict.departures[0]!.id) })
    expect(res.status).toBe(409)
    expect(res.text).toContain(html(tr('es', 'trips', 'changeDate.refused.unknown')))
    const bad = await post(`${managePath(row.reference)}&lng=es`, { action: 'move', departureId: 'x' })
    expect(bad.status).toBe(400)
  })
})

describe('looking a booking up', () => {
  it('by reference and e-mail (any case) leads to the signed page; a wrong pair says so; too many tries are refused', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[2]!.id)
    const ok = await request(t.app).post('/trips/booking?lng=en').set('X-Forwarded-For', '192.0.2.77').type('form').send({ action: 'lookup', reference: row.reference.toLowerCase(), email: row.customerEmail.toUpperCase() })
    expect(ok.status).toBe(303)
    expect(ok.headers.location).toBe(managePath(row.reference))
    const wrong = await request(t.app).post('/trips/booking?lng=en').set('X-Forwarded-For', '192.0.2.77').type('form').send({ action: 'lookup', reference: row.reference, email: 'someone@example.com' })
    expect(wrong.status).toBe(404)
    expect(wrong.text).toContain(html(tr('en', 'trips', 'manage.lookup.notFound')))
    const bad = await request(t.app).post('/trips/booking?lng=en').set('X-Forwarded-For', '192.0.2.77').type('form').send({ action: 'lookup', reference: 'MT-1', email: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('en', 'trips', 'manage.lookup.badReference')))
    let last = 0
    for (let i = 0; i < 10; i++) last = (await request(t.app).post('/trips/booking?lng=en').set('X-Forwarded-For', '192.0.2.77').type('form').send({ action: 'lookup', reference: row.reference, email: row.customerEmail })).status
    expect(last).toBe(429)
  })

  it('shows the look-up form without a link', async () => {
    const page = await request(t.app).get('/trips/booking?lng=ca')
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('ca', 'trips', 'manage.lookup.submit')))
  })
})

describe('staff changes through the services', () => {
  it('cancel with a full refund outside the policy, or with none inside it', async () => {
    const late = await bookAndPay(strict.tripId, strict.departures[0]!.id)
    const full = await built.cancelTripBooking(serviceContext() as never, late.reference, { actor: staff, refund: 'full', reason: 'goodwill', note: 'Sorry for the trouble' })
    expect(full).toMatchObject({ refundCents: late.paidCents, refundedCents: late.paidCents, refundFailure: null })
    const [mail] = await t.knex('mail_outbox').where({ kind: 'trip-cancelled', to_address: late.customerEmail })
    expect(mail.text).toContain('Sorry for the trouble')
    const free = await bookAndPay(sunset.tripId, sunset.departures[4]!.id)
    const none = await built.cancelTripBooking(serviceContext() as never, free.reference, { actor: staff, refund: 'none', reason: 'no-show' })
    expect(none).toMatchObject({ refundCents: 0, refundedCents: 0 })
    expect((await booking(free.reference)).refundedCents).toBe(0)
  })

  it('re-prices a changed party, takes the extra seats, shows the difference and keeps the breakdown', async () => {
    const departure = sunset.departures[4]!
    const row = await bookAndPay(sunset.tripId, departure.id)
    const before = await seatsTaken(departure.id)
    const change = await built.changeTripParticipants(serviceContext() as never, row.reference, { adult: 2, child: 1, infant: 1 }, { actor: staff })
    expect(change.differenceCents).toBe(2500)
    expect(change.balanceCents).toBe(2500)
    expect(await seatsTaken(departure.id)).toBe(before + 1)
    const stored = await booking(row.reference)
    expect(stored).toMatchObject({ seats: 3, totalCents: row.paidCents + 2500 })
    expect(stored.participants.map((p: { code: string; count: number }) => [p.code, p.count])).toEqual([['adult', 2], ['child', 1], ['infant', 1]])
    const [entry] = await audit(row.id, 'participants')
    expect(entry.changes.totalCents).toEqual([row.paidCents, row.paidCents + 2500])
    // Back to one adult: seats given back, the money owed to the customer shown, nothing refunded silently.
    const smaller = await built.changeTripParticipants(serviceContext() as never, row.reference, { adult: 1 }, { actor: staff })
    expect(smaller.balanceCents).toBe(4500 - row.paidCents)
    expect(await seatsTaken(departure.id)).toBe(before - 1)
    expect((await booking(row.reference)).refundedCents).toBe(0)
    await expect(built.changeTripParticipants(serviceContext() as never, row.reference, { child: 2 }, { actor: staff })).rejects.toMatchObject({ status: 400 })
  })

  it('staff may move a party beyond the new departure’s capacity with force, never without', async () => {
    const [a, full] = [sunset.departures[2]!, sunset.departures[1]!]
    const row = await bookAndPay(sunset.tripId, a.id)
    const target = await t.knex('trip_departures').where({ id: full.id }).first()
    await t.knex('trip_departures').where({ id: full.id }).update({ seats_taken: target.capacity })
    try {
      await expect(built.moveTripBooking(serviceContext() as never, row.reference, full.id, { actor: staff })).rejects.toMatchObject({ status: 409, key: 'trips:changeDate.refused.full' })
      const moved = await built.moveTripBooking(serviceContext() as never, row.reference, full.id, { actor: staff, force: true })
      expect(moved.departureId).toBe(full.id)
      const after = await t.knex('trip_departures').where({ id: full.id }).first()
      expect(after.seatsTaken).toBe(target.capacity + row.seats)
      expect(after.capacity).toBe(target.capacity + row.seats)
      const [entry] = await audit(row.id, 'moved')
      expect(entry.changes.forced).toEqual([false, true])
    } finally {
      await t.knex('trip_departures').where({ id: full.id }).update({ capacity: target.capacity, seats_taken: target.seatsTaken })
    }
  })

  it('a customer cannot change the party', async () => {
    const row = await bookAndPay(sunset.tripId, sunset.departures[4]!.id)
    await expect(built.changeTripParticipants(serviceContext() as never, row.reference, { adult: 3 }, { actor: { type: 'customer', name: '' } })).rejects.toMatchObject({ status: 403 })
  })
})
