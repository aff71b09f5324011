import type { Response } from 'supertest'
import type TestAgent from 'supertest/lib/agent'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DayBoard } from '../../src/dispatch/board'
import { islandTimeToInstant, localParts } from '../../src/lib/island-time'
import { bookTransfer, islandDay } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  // Every booking of these tests is instant: the slots' capacity is not what is tested here.
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200, travelBufferMinutes: 30 }) }).onConflict('key').merge()
})
afterAll(async () => {
  await t?.close()
})

const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)

async function newDriver(name: string, over: Record<string, unknown> = {}): Promise<number> {
  const [row] = await t.knex('drivers').insert({ name, phone: '+34611428730', languages: JSON.stringify(['es', 'en']), ...over }).returning('id')
  return row.id
}
async function newVehicle(plate: string, over: Record<string, unknown> = {}): Promise<number> {
  const [row] = await t.knex('fleet_vehicles').insert({ plate, name: `Van ${plate}`, vehicle_class: 'minivan', seats: 8, luggage: 8, ...over }).returning('id')
  return row.id
}
/** Puts a leg at an island day and time (what a staff edit would do). */
async function moveTo(legId: number, date: string, time: string) {
  await t.knex('transfer_legs').where({ id: legId }).update({ pickup_at: islandTimeToInstant(date, time), service_date: date })
}
/** A new booking's one job, at that island day and time. */
async function jobAt(date: string, time: string): Promise<number> {
  const booking = await bookTransfer(t.app, t.knex, { date, time: '12:00' })
  await moveTo(booking.legs[0]!.id, date, time)
  return booking.legs[0]!.id
}
const versionOf = async (legId: number) => (await t.knex('transfer_legs').where({ id: legId }).first()).version as number

type Agent = InstanceType<typeof TestAgent>
function assign(agent: Agent, csrf: string, legId: number, body: { driverId: number | null; vehicleId?: number | null; version: number }, lng = 'en'): Promise<Response> {
  return agent.post(`/api/admin/dispatch/legs/${legId}/assign?lng=${lng}`).set('X-CSRF-Token', csrf).send({ vehicleId: null, ...body })
}

describe('dispatch: assignment rules', () => {
  const day = islandDay(12)
  let agent: Agent
  let csrf: string
  let staffName: string
  const legs: Record<'first' | 'overlapping' | 'justInBuffer' | 'afterBuffer' | 'cancelled', { id: number; reference: string; bookingId: number; duration: number }> = {} as never
  const drivers: Record<'toni' | 'marga' | 'offDay' | 'retired', number> = {} as never
  const vehicles: Record<'van' | 'van2' | 'small' | 'tinyBoot' | 'retired', number> = {} as never

  beforeAll(async () => {
    ;({ agent, csrf, user: { name: staffName } } = await loginAs(t.app, 'dispatcher'))
    const make = async (key: keyof typeof legs) => {
      const booking = await bookTransfer(t.app, t.knex, { date: day, time: '12:00' })
      const leg = booking.legs[0]!
      legs[key] = { id: leg.id, reference: booking.reference, bookingId: booking.id, duration: leg.durationMinutes }
    }
    for (const key of ['first', 'overlapping', 'justInBuffer', 'afterBuffer', 'cancelled'] as const) await make(key)
    const duration = legs.first.duration
    const at = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    await moveTo(legs.first.id, day, '10:00')
    await moveTo(legs.overlapping.id, day, '10:30')
    // The first job ends at 10:00 + its drive; the driver then needs the 30-minute buffer.
    await moveTo(legs.justInBuffer.id, day, at(600 + duration + 29))
    await moveTo(legs.afterBuffer.id, day, at(600 + duration + 30))
    await t.knex('transfer_legs').where({ id: legs.cancelled.id }).update({ status: 'cancelled' })
    drivers.toni = await newDriver('Toni Pons')
    drivers.marga = await newDriver('Marga Coll')
    drivers.offDay = await newDriver('Biel Mercadal')
    drivers.retired = await newDriver('Pere Retired', { active: false })
    await t.knex('driver_days_off').insert({ driver_id: drivers.offDay, day, note: 'Fiesta de Sant Joan' })
    vehicles.van = await newVehicle('1111 AAA')
    vehicles.van2 = await newVehicle('2222 BBB')
    vehicles.small = await newVehicle('3333 CCC', { seats: 2 })
    vehicles.tinyBoot = await newVehicle('4444 DDD', { luggage: 1 })
    vehicles.retired = await newVehicle('5555 EEE', { active: false })
  })

  it('assigns a free driver and vehicle: the version goes up and the history says who, with names', async () => {
    const res = await assign(agent, csrf, legs.first.id, { driverId: drivers.toni, vehicleId: vehicles.van, version: 1 })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: legs.first.id, driverId: drivers.toni, vehicleId: vehicles.van, version: 2 })
    const entry = await t.knex('audit_log').where({ subject_type: 'transfer-leg', subject_id: legs.first.id, action: 'assigned' }).first()
    expect(entry).toMatchObject({ actorType: 'staff', actorName: staffName, changes: { driver: [null, 'Toni Pons'], vehicle: [null, 'Van 1111 AAA · 1111 AAA'] } })
    // The booking's history shows it, translated.
    const detail = await agent.get(`/admin/transfers/${legs.first.bookingId}?lng=en`)
    expect(detail.text).toContain(html(ad('en', 'dispatchAdmin.historyActions.assigned')))
    expect(detail.text).toContain(html(`${ad('en', 'dispatchAdmin.fields.driver')}: — → Toni Pons`))
    expect(detail.text).toContain(html(staffName))
  })

  it('refuses overlapping jobs for the same driver, counting the travel buffer to the minute', async () => {
    const overlap = await assign(agent, csrf, legs.overlapping.id, { driverId: drivers.toni, version: 1 })
    expect(overlap.status).toBe(409)
    expect(overlap.body.error).toMatchObject({ code: 'conflict', reason: 'driver-overlap', message: ad('en', 'dispatchAdmin.conflicts.driver-overlap', { name: 'Toni Pons', reference: legs.first.reference, time: '10:00', buffer: 30 }) })
    expect((await assign(agent, csrf, legs.justInBuffer.id, { driverId: drivers.toni, version: 1 })).body.error.reason).toBe('driver-overlap')
    expect((await assign(agent, csrf, legs.afterBuffer.id, { driverId: drivers.toni, version: 1 })).status).toBe(200)
    // In the staff member's language.
    const german = await assign(agent, csrf, legs.overlapping.id, { driverId: drivers.toni, version: 1 }, 'de')
    expect(german.body.error.message).toBe(ad('de', 'dispatchAdmin.conflicts.driver-overlap', { name: 'Toni Pons', reference: legs.first.reference, time: '10:00', buffer: 30 }))
    expect(await versionOf(legs.overlapping.id)).toBe(1)
  })

  it('refuses a driver who is off that day or inactive', async () => {
    expect((await assign(agent, csrf, legs.overlapping.id, { driverId: drivers.offDay, version: 1 })).body.error).toMatchObject({ reason: 'driver-off', message: ad('en', 'dispatchAdmin.conflicts.driver-off', { name: 'Biel Mercadal' }) })
    expect((await assign(agent, csrf, legs.overlapping.id, { driverId: drivers.retired, version: 1 })).body.error.reason).toBe('driver-inactive')
  })

  it('refuses a vehicle that is busy, too small for the party or the luggage, or inactive', async () => {
    const leg = legs.overlapping.id
    expect((await assign(agent, csrf, leg, { driverId: drivers.marga, vehicleId: vehicles.van, version: 1 })).body.error.reason).toBe('vehicle-overlap')
    const seats = await assign(agent, csrf, leg, { driverId: drivers.marga, vehicleId: vehicles.small, version: 1 })
    expect(seats.body.error).toMatchObject({ reason: 'vehicle-seats', message: ad('en', 'dispatchAdmin.conflicts.vehicle-seats', { plate: '3333 CCC', seats: 2, passengers: 5 }) })
    expect((await assign(agent, csrf, leg, { driverId: drivers.marga, vehicleId: vehicles.tinyBoot, version: 1 })).body.error.reason).toBe('vehicle-luggage')
    expect((await assign(agent, csrf, leg, { driverId: drivers.marga, vehicleId: vehicles.retired, version: 1 })).body.error.reason).toBe('vehicle-inactive')
    expect((await assign(agent, csrf, leg, { driverId: drivers.marga, vehicleId: vehicles.van2, version: 1 })).status).toBe(200)
  })

  it('refuses a stale version (409, reload), a cancelled job, and unknown ids; unassigning is allowed', async () => {
    const stale = await assign(agent, csrf, legs.first.id, { driverId: drivers.marga, version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatchObject({ reason: 'stale', message: ad('en', 'dispatchAdmin.conflicts.stale') })
    expect((await assign(agent, csrf, legs.cancelled.id, { driverId: drivers.marga, version: 1 })).body.error.reason).toBe('not-assignable')
    expect((await assign(agent, csrf, 999_999, { driverId: drivers.marga, version: 1 })).status).toBe(404)
    expect((await assign(agent, csrf, legs.afterBuffer.id, { driverId: 999_999, version: 2 })).status).toBe(404)
    expect((await agent.post(`/api/admin/dispatch/legs/${legs.first.id}/assign`).set('X-CSRF-Token', csrf).send({ driverId: 'x', version: 2 })).status).toBe(400)

    const unassigned = await assign(agent, csrf, legs.afterBuffer.id, { driverId: null, vehicleId: null, version: 2 })
    expect(unassigned.status).toBe(200)
    expect(await t.knex('transfer_legs').where({ id: legs.afterBuffer.id }).first()).toMatchObject({ driverId: null, vehicleId: null, version: 3 })
  })

  it('assigns without JavaScript: the form posts, the board comes back with what happened', async () => {
    const joan = await newDriver('Joan Form')
    const ok = await agent.post(`/admin/dispatch/legs/${legs.afterBuffer.id}/assign`).type('form').send({ _csrf: csrf, driverId: String(joan), vehicleId: '', version: '3', date: day })
    expect(ok.status).toBe(303)
    expect(ok.headers.location).toBe(`/admin/dispatch?date=${day}&assigned=${legs.afterBuffer.id}#leg-${legs.afterBuffer.id}`)
    const board = await agent.get(`${ok.headers.location}&lng=en`)
    const time = localParts(new Date((await t.knex('transfer_legs').where({ id: legs.afterBuffer.id }).first()).pickupAt)).time
    expect(board.text).toContain('data-testid="board-flash"')
    expect(board.text).toContain(html(ad('en', 'dispatchAdmin.board.assigned', { reference: legs.afterBuffer.reference, time })))

    // Taking the driver off again says so, not "assigned".
    const off = await agent.post(`/admin/dispatch/legs/${legs.afterBuffer.id}/assign`).type('form').send({ _csrf: csrf, driverId: '', vehicleId: '', version: '4', date: day })
    expect(off.headers.location).toBe(`/admin/dispatch?date=${day}&assigned=${legs.afterBuffer.id}#leg-${legs.afterBuffer.id}`)
    const cleared = await agent.get(`${off.headers.location}&lng=en`)
    expect(cleared.text).toContain(html(ad('en', 'dispatchAdmin.board.unassignedJob', { reference: legs.afterBuffer.reference, time })))
    expect(cleared.text).not.toContain(html(ad('en', 'dispatchAdmin.board.assigned', { reference: legs.afterBuffer.reference, time })))
    const reassigned = await agent.post(`/admin/dispatch/legs/${legs.afterBuffer.id}/assign`).type('form').send({ _csrf: csrf, driverId: String(joan), vehicleId: '', version: '5', date: day })
    expect(reassigned.status).toBe(303)

    const refused = await agent.post(`/admin/dispatch/legs/${legs.justInBuffer.id}/assign`).type('form').send({ _csrf: csrf, driverId: String(drivers.toni), vehicleId: '', version: '1', date: day })
    expect(refused.status).toBe(303)
    expect(refused.headers.location).toContain('refused=driver-overlap')
    const again = await agent.get(`${refused.headers.location}&lng=en`)
    expect(again.text).toContain(html(ad('en', 'dispatchAdmin.conflicts.driver-overlap', { name: 'Toni Pons', reference: legs.first.reference, time: '10:00', buffer: 30 })))
    // A forged reason or parameter shows nothing of its own.
    const forged = await agent.get(`/admin/dispatch?date=${day}&refused=evil&p.name=%3Cscript%3E`)
    expect(forged.status).toBe(200)
    expect(forged.text).not.toContain('data-testid="board-flash"')
    // Nor does a real reason with words someone else put in the link: only the server's, signed, are said.
    const spoofed = refused.headers.location!.replace('p.name=Toni+Pons', 'p.name=Call+the+boss+on+600000000')
    expect(spoofed).not.toBe(refused.headers.location)
    const shown = await agent.get(`${spoofed}&lng=en`)
    expect(shown.status).toBe(200)
    expect(shown.text).not.toContain('data-testid="board-flash"')
    expect(shown.text).not.toContain('Call the boss')
  })

  it('shows the day per driver with the timeline, days off, run sheets, the manifest and the conflicts that arose afterwards', async () => {
    const page = await agent.get(`/admin/dispatch?date=${day}&lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-island="DispatchBoard"')
    for (const leg of [legs.first, legs.overlapping, legs.justInBuffer, legs.afterBuffer]) expect(page.text).toContain(`data-job="${leg.id}"`)
    expect(page.text).not.toContain(`data-job="${legs.cancelled.id}"`)
    expect(page.text).toContain(`data-lane="${drivers.toni}"`)
    expect(page.text).not.toContain(`data-lane="${drivers.retired}"`)
    expect(page.text).toContain(html(ad('en', 'dispatchAdmin.board.labels.offWithNote', { note: 'Fiesta de Sant Joan' })))
    expect(page.text).toContain(html(`/admin/dispatch/run-sheet.pdf?date=${day}&driver=${drivers.toni}`))
    expect(page.text).toContain(html(`/admin/dispatch/manifest.pdf?date=${day}`))
    expect(page.text).toContain(`href="/admin/transfers/${legs.first.bookingId}"`)
    expect(page.text).toContain(`data-block="${legs.first.id}"`)
    // Each card is an anchor: a form's answer comes back to it, not to the top of the day.
    expect(page.text).toContain(`id="leg-${legs.first.id}"`)

    // Toni takes a day off after being given the job: the board and the conflicts endpoint say so.
    await t.knex('driver_days_off').insert({ driver_id: drivers.toni, day, note: '' })
    const conflicts = await agent.get(`/api/admin/dispatch/conflicts?date=${day}`)
    expect(conflicts.body.conflicts).toEqual(expect.arrayContaining([{ legId: legs.first.id, problems: [{ reason: 'driver-off', params: { name: 'Toni Pons' } }] }]))
    const json = (await agent.get(`/api/admin/dispatch/day?date=${day}&lng=en`)).body as DayBoard
    expect(json.jobs.find((j) => j.id === legs.first.id)!.conflicts).toEqual([ad('en', 'dispatchAdmin.conflicts.driver-off', { name: 'Toni Pons' })])
    expect(json.drivers.find((d) => d.id === drivers.toni)!.off).toBe('')
    // The vehicles are marked as the drivers are: the van on the job it would overlap, the car too small for the party.
    const overlapping = json.jobs.find((j) => j.id === legs.overlapping.id)!
    const firstJob = json.jobs.find((j) => j.id === legs.first.id)!
    expect(overlapping.busyVehicles[vehicles.van!]).toBe(firstJob.time)
    const card = page.text.slice(page.text.indexOf(`data-job="${legs.overlapping.id}"`))
    const options = card.slice(card.indexOf(`id="vehicle-${legs.overlapping.id}"`), card.indexOf('</select>', card.indexOf(`id="vehicle-${legs.overlapping.id}"`)))
    expect(options).toContain(`1111 AAA (8/8) (${html(ad('en', 'dispatchAdmin.board.labels.busy', { time: firstJob.time }))})`)
    expect(overlapping.passengers).toBeGreaterThan(2)
    expect(options).toContain(`3333 CCC (2/8) (${html(ad('en', 'dispatchAdmin.board.labels.tooSmall'))})`)
    expect(options).not.toContain(`2222 BBB (8/8) (`)
    await t.knex('driver_days_off').where({ driver_id: drivers.toni, day }).delete()

    const week = await agent.get(`/admin/dispatch?date=${day}&view=week&lng=en`)
    expect(week.status).toBe(200)
    expect(week.text).toContain('data-testid="week-board"')
    expect(week.text).toContain(`${legs.first.reference}`)
    // Bad dates fall back to today.
    expect((await agent.get('/admin/dispatch?date=2027-02-30&view=bogus')).status).toBe(200)
    // The last day of the calendar has no next day to lead to: its links stay real dates.
    const last = (await agent.get('/api/admin/dispatch/day?date=9999-12-31')).body as DayBoard
    expect([last.previous, last.next]).toEqual(['9999-12-30', '9999-12-31'])
    const lastWeek = await agent.get('/admin/dispatch?date=9999-12-31&view=week&lng=en')
    expect(lastWeek.status).toBe(200)
    expect(lastWeek.text).not.toContain('+010000')
  })

  it('is for dispatchers and admins: editors and drivers are refused on the page, the form and the API', async () => {
    for (const role of ['editor', 'driver'] as const) {
      const other = await loginAs(t.app, role)
      expect((await other.agent.get(`/admin/dispatch?date=${day}`)).status).toBe(403)
      expect((await other.agent.get(`/api/admin/dispatch/day?date=${day}`)).status).toBe(403)
      expect((await assign(other.agent, other.csrf, legs.overlapping.id, { driverId: drivers.toni, version: 2 })).status).toBe(403)
      expect((await other.agent.post(`/admin/dispatch/legs/${legs.overlapping.id}/assign`).type('form').send({ _csrf: other.csrf, driverId: String(drivers.toni), version: '2', date: day })).status).toBe(403)
    }
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.agent.get(`/admin/dispatch?date=${day}`)).status).toBe(200)
    expect(await t.knex('transfer_legs').where({ id: legs.overlapping.id }).first()).toMatchObject({ driverId: drivers.marga })
  })
})

describe('dispatch: two dispatchers at once', () => {
  it('twenty simultaneous assignments of overlapping jobs to one driver: exactly one succeeds; the same for one vehicle', async () => {
    const day = islandDay(14)
    const booking = await bookTransfer(t.app, t.knex, { date: day, time: '09:00' })
    const source = booking.legs[0]!.id
    // Twenty jobs at the same time (copies of the booking's leg).
    await t.knex.raw(
      `insert into transfer_legs (booking_id, direction, pickup_at, service_date, from_code, from_kind, from_place, to_code, to_kind, to_place, pickup_point, passengers, luggage, duration_minutes)
       select booking_id, direction, pickup_at, service_date, from_code, from_kind, from_place, to_code, to_kind, to_place, pickup_point, passengers, luggage, duration_minutes
       from transfer_legs, generate_series(1, 19) where id = ?`,
      [source],
    )
    const ids = (await t.knex('transfer_legs').where({ booking_id: booking.id }).select('id')).map((r) => r.id as number)
    expect(ids).toHaveLength(20)
    const driver = await newDriver('Concurrency Driver')
    const vehicle = await newVehicle('7777 CON')
    const one = await loginAs(t.app, 'dispatcher')
    const two = await loginAs(t.app, 'admin')

    const byDriver = await Promise.all(ids.map((id, i) => assign(i % 2 ? one.agent : two.agent, i % 2 ? one.csrf : two.csrf, id, { driverId: driver, version: 1 })))
    expect(byDriver.filter((r) => r.status === 200)).toHaveLength(1)
    expect(byDriver.filter((r) => r.status === 409).every((r) => r.body.error.reason === 'driver-overlap')).toBe(true)
    expect((await t.knex('transfer_legs').where({ driver_id: driver })).length).toBe(1)

    // Different drivers, the same vehicle: again exactly one.
    const others = await Promise.all(ids.map((_, i) => newDriver(`Parallel ${i}`)))
    const rows = await t.knex('transfer_legs').whereIn('id', ids)
    const byVehicle = await Promise.all(rows.map((row, i) => assign(i % 2 ? one.agent : two.agent, i % 2 ? one.csrf : two.csrf, row.id, { driverId: row.driverId ?? others[i]!, vehicleId: vehicle, version: row.version })))
    expect(byVehicle.filter((r) => r.status === 200)).toHaveLength(1)
    expect((await t.knex('transfer_legs').where({ vehicle_id: vehicle })).length).toBe(1)
  })
})

describe('dispatch: a generated August day', () => {
  it('40 bookings and 6 drivers: every leg due on 21 August is on the board (returns included), the greedy loop assigns all without a conflict, the history says who', async () => {
    const now = new Date()
    const year = now.getUTCMonth() < 7 || (now.getUTCMonth() === 7 && now.getUTCDate() < 10) ? now.getUTCFullYear() : now.getUTCFullYear() + 1
    const day = `${year}-08-21`
    const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    // 34 arrivals that day, one every 28 minutes from 06:00; 6 families who came on the 14th and go back that day.
    const arrivals = Array.from({ length: 34 }, (_, i) => ({ date: day, time: time(6 * 60 + i * 28) }))
    const returns = Array.from({ length: 6 }, (_, i) => ({ date: `${year}-08-14`, time: '12:00', tripType: 'return', returnDate: day, returnTime: time(7 * 60 + 15 + i * 150), returnFlightNumber: `BA 27${10 + i}` }))
    const bookings = []
    for (const over of [...arrivals, ...returns]) bookings.push(await bookTransfer(t.app, t.knex, over))
    expect(bookings.every((b) => b.status === 'confirmed')).toBe(true)
    const drivers = await Promise.all(Array.from({ length: 6 }, (_, i) => newDriver(`August Driver ${i + 1}`)))
    const vehicles = await Promise.all(Array.from({ length: 6 }, (_, i) => newVehicle(`AUG ${i + 1}`)))
    const { agent, csrf, user } = await loginAs(t.app, 'dispatcher')

    const board = (await agent.get(`/api/admin/dispatch/day?date=${day}`)).body as DayBoard
    const dueThatDay = bookings.flatMap((b) => b.legs).filter((l) => l.serviceDate === day)
    expect(dueThatDay).toHaveLength(40)
    expect(board.jobs.map((j) => j.id).sort((a, b) => a - b)).toEqual(dueThatDay.map((l) => l.id).sort((a, b) => a - b))
    expect(board.jobs.filter((j) => j.direction === 'return')).toHaveLength(6)
    const page = await agent.get(`/admin/dispatch?date=${day}`)
    for (const b of bookings) expect(page.text).toContain(b.reference)

    // The greedy loop: each job in time order goes to the first driver (and their van) the service accepts.
    let refusals = 0
    for (const job of [...board.jobs].sort((a, b) => a.startMinute - b.startMinute)) {
      let placed = false
      for (const [i, driverId] of drivers.entries()) {
        const res = await assign(agent, csrf, job.id, { driverId, vehicleId: vehicles[i]!, version: job.version })
        if (res.status === 200) {
          placed = true
          break
        }
        expect(res.body.error.reason).toMatch(/-overlap$/)
        refusals += 1
      }
      expect(placed, `job ${job.reference} ${job.time}`).toBe(true)
    }
    const after = (await agent.get(`/api/admin/dispatch/day?date=${day}`)).body as DayBoard
    expect(after.jobs.filter((j) => j.driverId === null)).toHaveLength(0)
    expect(after.jobs.flatMap((j) => j.conflicts)).toEqual([])
    expect((await agent.get(`/api/admin/dispatch/conflicts?date=${day}`)).body.conflicts).toEqual([])
    const history = await t.knex('audit_log').where({ action: 'assigned', subject_type: 'transfer-leg' }).whereIn('subject_id', dueThatDay.map((l) => l.id))
    expect(history).toHaveLength(40)
    expect(history.every((h) => h.actorName === user.name && h.actorUserId === user.id)).toBe(true)
    // Spread over the drivers, as a greedy loop does: the early ones carry the most.
    expect(new Set(after.jobs.map((j) => j.driverId)).size).toBeGreaterThan(1)
    expect(refusals).toBeGreaterThan(0)
  })
})

/** A dispatcher, jobs at these times of a day, and the one at `taken` given to a new driver. */
async function dayWithOneTaken(day: string, times: string[], taken: number, driverName: string) {
  const { agent, csrf } = await loginAs(t.app, 'dispatcher')
  const jobs: number[] = []
  for (const time of times) jobs.push(await jobAt(day, time))
  const driver = await newDriver(driverName)
  expect((await assign(agent, csrf, jobs[taken]!, { driverId: driver, version: await versionOf(jobs[taken]!) })).status).toBe(200)
  return { agent, csrf, jobs: jobs as [number, number, number], driver }
}

describe('dispatch: the lanes in order', () => {
  it('sorts the drivers as people read their names: "Driver 2" before "Driver 10", "Àlex" among the A\'s', async () => {
    const day = islandDay(77)
    const ids = [await newDriver('Lane Driver 10'), await newDriver('Lane Driver 2'), await newDriver('Àlex Lane'), await newDriver('Bernat Lane')]
    const { agent } = await loginAs(t.app, 'dispatcher')
    const names = ((await agent.get(`/api/admin/dispatch/day?date=${day}`)).body as DayBoard).drivers.filter((d) => ids.includes(d.id)).map((d) => d.name)
    expect(names).toEqual(['Àlex Lane', 'Bernat Lane', 'Lane Driver 2', 'Lane Driver 10'])
  })
})

describe('dispatch: working through a peak day', () => {
  it('shows only the jobs asked for (nobody’s yet, 07:00–10:00) with every lane still there, and keeps the filter through an assignment and to the next day', async () => {
    const day = islandDay(19)
    const { agent, csrf, jobs: [early, taken, late], driver } = await dayWithOneTaken(day, ['07:30', '09:00', '11:00'], 1, 'Xisca Filtre')

    const filtered = `/admin/dispatch?date=${day}&show=unassigned&from=07:00&to=10:00`
    const page = (await agent.get(`${filtered}&lng=en`)).text
    expect(page).toContain(`data-job="${early}"`)
    for (const hidden of [taken, late]) expect(page).not.toContain(`data-job="${hidden}"`)
    // The lanes stay (where jobs are dragged to), each saying how much of it the filter hides.
    expect(page).toContain(`data-lane="${driver}"`)
    expect(page).toContain(html(ad('en', 'dispatchAdmin.board.labels.shownOf', { shown: 1, count: 2 })))
    expect(page).toContain(html(ad('en', 'dispatchAdmin.board.labels.shownOf', { shown: 0, count: 1 })))
    expect(page).toContain(html(ad('en', 'dispatchAdmin.board.labels.noneShown')))
    // The lane index jumps to each lane, with its count.
    expect(page).toContain(`href="#lane-${driver}"`)
    expect(page.replaceAll('<!-- -->', '')).toMatch(new RegExp(`href="#lane-${driver}"[^>]*>Xisca Filtre <span[^>]*>\\(1\\)`))
    // The form says what is applied, and how to see everything again.
    expect(page).toMatch(/<option value="unassigned" selected="">/)
    expect(page).toMatch(/<input id="board-from"[^>]*value="07:00"/)
    expect(page).toMatch(/<input id="board-to"[^>]*value="10:00"/)
    expect(page).toContain(`href="/admin/dispatch?date=${day}">${html(ad('en', 'dispatchAdmin.board.filter.clear'))}`)
    // Another day keeps it.
    const next = islandDay(20)
    expect(page).toContain(`href="/admin/dispatch?date=${next}&amp;show=unassigned&amp;from=07%3A00&amp;to=10%3A00"`)

    // Assigning from the filtered board without JavaScript comes back to the same filtered board.
    const form = new RegExp(`data-assign-form="${early}"[\\s\\S]*?</form>`).exec(page)![0]
    const fields = Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    expect(fields).toMatchObject({ date: day, show: 'unassigned', from: '07:00', to: '10:00' })
    const res = await agent.post(`/admin/dispatch/legs/${early}/assign`).type('form').send({ ...fields, _csrf: csrf, driverId: String(driver), vehicleId: '' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/dispatch?date=${day}&show=unassigned&from=07%3A00&to=10%3A00&assigned=${early}#leg-${early}`)
    const after = (await agent.get(`${res.headers.location}&lng=en`)).text
    expect(after).not.toContain(`data-job="${early}"`)
    expect(after).toContain(html(ad('en', 'dispatchAdmin.board.labels.shownOf', { shown: 0, count: 2 })))

    // The JSON the board polls is still the whole day: the island filters it as the page did.
    const json = (await agent.get(`/api/admin/dispatch/day?date=${day}&lng=en`)).body as DayBoard
    expect(json.jobs.map((j) => j.id)).toEqual(expect.arrayContaining([early, taken, late]))
  })

  it('marks, in each job’s driver list, who already has a job it would overlap (with the travel buffer) — before the dispatcher is refused', async () => {
    const day = islandDay(22)
    const { agent, csrf, jobs: [taken, close, later], driver } = await dayWithOneTaken(day, ['14:00', '14:20', '19:00'], 0, 'Rafel Ocupat')

    const json = (await agent.get(`/api/admin/dispatch/day?date=${day}&lng=en`)).body as DayBoard
    const job = (id: number) => json.jobs.find((j) => j.id === id)!
    expect(job(close).busyDrivers).toEqual({ [driver]: '14:00' })
    expect(job(later).busyDrivers).toEqual({})
    const page = (await agent.get(`/admin/dispatch?date=${day}&lng=de`)).text
    const options = (id: number) => new RegExp(`<select id="driver-${id}"[\\s\\S]*?</select>`).exec(page)![0]
    const busy = `Rafel Ocupat (${tr('de', 'admin', 'dispatchAdmin.board.labels.busy', { time: '14:00' })})`
    expect(options(close)).toContain(html(busy))
    expect(options(later)).toContain('>Rafel Ocupat</option>')
    // The driver's own job is not "busy" with itself.
    expect(options(taken)).toContain('>Rafel Ocupat</option>')
    // And the rule it warns of is the one the assignment applies.
    expect((await assign(agent, csrf, close, { driverId: driver, version: await versionOf(close) })).status).toBe(409)
  })
})

