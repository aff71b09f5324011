import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPhone } from '../../src/i18n/phone-format'
import { localParts } from '../../src/lib/island-time'
import { tr } from '../helpers/locales'
import { startTestApp, type TestApp } from '../helpers/test-app'

// The reminder 24 h before each leg, through the job queue: once per leg and pick-up time, with the
// driver's name and phone once assigned; a job made stale by a later change stays quiet.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const inHours = (hours: number) => localParts(new Date(Date.now() + hours * 3_600_000))
let n = 0
async function book(hoursAhead: number) {
  const at = inHours(hoursAhead)
  const res = await request(t.app)
    .post('/api/transfers/requests?lng=en')
    .set('X-Forwarded-For', `203.0.113.${++n}`)
    .send({
      tripType: 'one-way', from: 'airport', to: 'fornells', date: at.date, time: at.time, flightNumber: 'BA 2713',
      adults: 2, children: 0, infants: 0, suitcases: 2, vehicle: 'car',
      name: 'Edward Evans', email: `edward.${n}@example.co.uk`, phone: `+44 7911 ${123400 + n}`, terms: true,
    })
  expect(res.body.status).toBe('confirmed')
  const booking = await t.knex('transfer_bookings').where({ reference: res.body.reference }).first()
  const [leg] = await t.knex('transfer_legs').where({ booking_id: booking.id })
  return { reference: res.body.reference as string, leg }
}

/** The reminder jobs of a leg, as the queue keeps them. */
const jobsOf = (legId: number) => t.knex('pgboss.job').where({ name: 'transfer.leg-reminder' }).whereRaw("(data->>'legId')::int = ?", [legId])
const reminders = (reference: string) => t.knex('mail_outbox').where({ kind: 'transfer-reminder' }).where('subject', 'like', `%${reference}%`)
const bringForward = (legId: number) => jobsOf(legId).update({ start_after: new Date(Date.now() - 1000) })

describe('the reminder before each leg', () => {
  it('is queued 24 hours before the pick-up when the booking is confirmed', async () => {
    const { leg } = await book(48)
    const [job] = await jobsOf(leg.id)
    const expected = new Date(leg.pickupAt).getTime() - 24 * 3_600_000
    expect(Math.abs(new Date(job.startAfter).getTime() - expected)).toBeLessThan(1000)
  })

  it('names the driver and their phone once assigned, and goes out once', async () => {
    const { reference, leg } = await book(40)
    const [driver] = await t.knex('drivers').insert({ name: 'Toni Pons', phone: '+34611428730', languages: JSON.stringify(['es', 'en']) }).returning('id')
    await t.knex('transfer_legs').where({ id: leg.id }).update({ driver_id: driver.id })
    await bringForward(leg.id)
    await t.jobs.runDue('transfer.leg-reminder')
    const [mail] = await reminders(reference)
    expect(mail.language).toBe('en')
    expect(mail.text).toContain(tr('en', 'airport-transfers', 'mail.reminder.driver', { driver: 'Toni Pons', phone: formatPhone('+34611428730') }))
    expect((await t.knex('transfer_legs').where({ id: leg.id }).first()).reminderSentAt).not.toBeNull()
    await t.jobs.runDue('transfer.leg-reminder')
    expect(await reminders(reference)).toHaveLength(1)
  })

  it('stays quiet for a leg whose pick-up moved since (the new time has a reminder of its own) or that was cancelled', async () => {
    const moved = await book(36)
    await t.knex('transfer_legs').where({ id: moved.leg.id }).update({ pickup_at: new Date(Date.now() + 60 * 3_600_000) })
    const cancelled = await book(30)
    await t.knex('transfer_legs').where({ id: cancelled.leg.id }).update({ status: 'cancelled' })
    await bringForward(moved.leg.id)
    await bringForward(cancelled.leg.id)
    await t.jobs.runDue('transfer.leg-reminder')
    expect(await reminders(moved.reference)).toEqual([])
    expect(await reminders(cancelled.reference)).toEqual([])
  })

  it('is not queued for a booking made less than 24 hours ahead: its confirmation is recent', async () => {
    const { leg } = await book(14)
    expect(await jobsOf(leg.id)).toEqual([])
  })
})
