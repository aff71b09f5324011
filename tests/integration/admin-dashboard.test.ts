import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../src/i18n/format'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { bookTransfer, islandDay } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { useTripOffice } from '../helpers/trip-office'

// The dashboard an office opens first on an August morning: the island's day (transfer jobs, those
// still without a driver, the trip departures and their seats), trip enquiries waiting for an
// answer and the latest trip bookings, each linking to the screen that deals with it.

const office = useTripOffice()
const dash = (key: string, vars: Record<string, string> = {}) => html(tr('en', 'admin', `dashboardPage.${key}`, vars))

/** The number a stat card shows above its label (the first such card of the page, or of the section given). */
function statValue(page: string, key: string): number | null {
  const match = new RegExp(`>(\\d+)</span><span[^>]*>${dash(key)}<`).exec(page)
  return match ? Number(match[1]) : null
}

/** A day's row of the dashboard ('today', 'tomorrow'): its section's markup, '' when the page has none. */
const dayRow = (page: string, day: 'today' | 'tomorrow') => new RegExp(`<section aria-labelledby="${day}"[\\s\\S]*?</section>`).exec(page)?.[0] ?? ''

const DAY_KEYS = ['jobsToday', 'unassignedToday', 'departuresToday', 'seatsToday'] as const
const dayCounts = (page: string, day: 'today' | 'tomorrow') => Object.fromEntries(DAY_KEYS.map((key) => [key, statValue(dayRow(page, day), key)]))

async function enquire(tripId: number, email: string) {
  const res = await request(office.t.app)
    .post(`/trips/${tripId}?lng=en`)
    .set('X-Forwarded-For', '198.51.100.61')
    .type('form')
    .send({ name: 'Tom Wilson', email, date: islandDay(20), adults: '2', children: '0', message: 'Is there room for us?', consent: 'on', started: formStartToken(office.t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '' })
  expect(res.status).toBe(303)
}

describe('the dashboard', () => {
  it("shows the office the island's day, the enquiries to answer and the latest trip bookings, each linked to its screen", async () => {
    const { t } = office
    const today = islandDay(0)
    // The demo content has departures of its own, today among other days: counted from here.
    const keys = ['jobsToday', 'unassignedToday', 'departuresToday', 'seatsToday', 'newEnquiries']
    const countsOn = (page: string) => Object.fromEntries(keys.map((key) => [key, statValue(key === 'newEnquiries' ? page : dayRow(page, 'today'), key)]))
    const before = countsOn((await (await loginAs(t.app, 'admin')).agent.get('/admin?lng=en')).text)
    // Two transfer jobs today, one of them with its driver; a third on another day.
    const driverPays = { payment: 'driver' }
    const [assigned, waiting] = [await bookTransfer(t.app, t.knex, driverPays), await bookTransfer(t.app, t.knex, driverPays)]
    await bookTransfer(t.app, t.knex, driverPays)
    await t.knex('transfer_legs').whereIn('booking_id', [assigned.id, waiting.id]).update({ service_date: today })
    const [{ id: driverId }] = await t.knex('drivers').insert({ name: 'Toni Pons', phone: '+34611200399' }).returning('id')
    await t.knex('transfer_legs').where({ booking_id: assigned.id }).update({ driver_id: driverId })
    // Two departures today (5 seats booked), one closed for the weather, one tomorrow.
    const morning = await office.departure({ date: today, time: '09:10' })
    const evening = await office.departure({ date: today, time: '18:40' })
    const closed = await office.departure({ date: today, time: '12:20' })
    const first = await office.booking(morning, { adults: 2, children: 1 })
    const greta = await office.booking(evening, { adults: 2, name: 'Greta Gruber' })
    await t.knex('trip_departures').where({ id: closed.id }).update({ status: 'closed', closed_reason: 'Tramontana' })
    const newest = await office.booking(await office.departure({ date: islandDay(1) }), { adults: 4 })
    const onRequest = await t.knex('trips').where({ slug: 'south-coast-coves-boat-trip' }).first('id')
    await enquire(onRequest.id, 'tom@example.co.uk')

    for (const role of ['admin', 'dispatcher'] as const) {
      const { agent } = await loginAs(t.app, role)
      const page = (await agent.get('/admin?lng=en')).text
      expect(page).toContain(dash('today', { date: formatDate(today, 'en') }))
      const added = { jobsToday: 2, unassignedToday: 1, departuresToday: 2, seatsToday: 5, newEnquiries: 1 }
      expect(countsOn(page)).toEqual(Object.fromEntries(keys.map((key) => [key, before[key]! + added[key as keyof typeof added]])))
      expect(page).toContain(`href="/admin/dispatch?date=${today}"`)
      expect(page).toContain(html(`href="/admin/trip-bookings?from=${today}&to=${today}"`).replaceAll('&quot;', '"'))
      expect(page).toContain('href="/admin/trip-enquiries?status=new"')
      // The latest trip bookings, newest first, each opening its booking.
      expect(page).toContain(dash('latestTripBookings'))
      expect(page).toContain(`href="/admin/trip-bookings/${greta.id}"`)
      expect(page).toContain('Greta Gruber')
      expect(page.indexOf(newest.reference)).toBeLessThan(page.indexOf(greta.reference))
      expect(page.indexOf(greta.reference)).toBeLessThan(page.indexOf(first.reference))
    }
    // The departures calendar is content staff's too: an admin's "departures" card opens today's week.
    const { agent } = await loginAs(t.app, 'admin')
    expect((await agent.get('/admin?lng=en')).text).toContain(html(`href="/admin/departures?view=week&date=${today}"`).replaceAll('&quot;', '"'))
  })

  it("shows tomorrow's row too, as the office prepares it in the evening: the same cards, each opening tomorrow's screen", async () => {
    const { t } = office
    const [today, tomorrow] = [islandDay(0), islandDay(1)]
    // The demo content has departures and jobs of its own on most days (which depends on the weekday): counted from here.
    const { agent: admin } = await loginAs(t.app, 'admin')
    const before = (await admin.get('/admin?lng=en')).text
    const [todayBefore, tomorrowBefore] = [dayCounts(before, 'today'), dayCounts(before, 'tomorrow')]
    expect(Object.values(tomorrowBefore).every((n) => typeof n === 'number')).toBe(true)
    // Three transfer jobs tomorrow, one of them with its driver.
    const driverPays = { payment: 'driver' }
    const jobs = [await bookTransfer(t.app, t.knex, driverPays), await bookTransfer(t.app, t.knex, driverPays), await bookTransfer(t.app, t.knex, driverPays)]
    await t.knex('transfer_legs').whereIn('booking_id', jobs.map((j) => j.id)).update({ service_date: tomorrow })
    const [{ id: driverId }] = await t.knex('drivers').insert({ name: 'Biel Mascaró', phone: '+34611200398' }).returning('id')
    await t.knex('transfer_legs').where({ booking_id: jobs[0]!.id }).update({ driver_id: driverId })
    // Two departures tomorrow (2 + 3 + 1 seats booked), a third closed for the weather.
    const morning = await office.departure({ date: tomorrow, time: '09:25' })
    const evening = await office.departure({ date: tomorrow, time: '18:55' })
    const closed = await office.departure({ date: tomorrow, time: '12:35' })
    const booked = [await office.booking(morning, { adults: 2 }), await office.booking(evening, { adults: 2, children: 1 }), await office.booking(evening, { adults: 1 })]
    await office.booking(closed, { adults: 4 })
    const later = await office.booking(await office.departure({ date: islandDay(2) }), { adults: 2 })
    await t.knex('trip_departures').where({ id: closed.id }).update({ status: 'closed', closed_reason: 'Tramontana' })

    const added = { jobsToday: 3, unassignedToday: 2, departuresToday: 2, seatsToday: 6 }
    for (const role of ['admin', 'dispatcher'] as const) {
      const { agent } = await loginAs(t.app, role)
      const page = (await agent.get('/admin?lng=en')).text
      const row = dayRow(page, 'tomorrow')
      expect(row).toContain(dash('tomorrow', { date: formatDate(tomorrow, 'en') }))
      expect(dayCounts(page, 'tomorrow')).toEqual(Object.fromEntries(DAY_KEYS.map((key) => [key, tomorrowBefore[key]! + added[key]])))
      // Today's row is another day's: nothing of tomorrow's counted there.
      expect(dayCounts(page, 'today')).toEqual(todayBefore)
      // Below today's row; each card opens tomorrow's screen, never today's.
      expect(page.indexOf('aria-labelledby="today"')).toBeLessThan(page.indexOf('aria-labelledby="tomorrow"'))
      const links = [...row.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
      expect(links).toEqual([
        `/admin/dispatch?date=${tomorrow}`,
        `/admin/dispatch?date=${tomorrow}&show=unassigned`,
        `/admin/departures?view=week&date=${tomorrow}`,
        `/admin/trip-bookings?from=${tomorrow}&to=${tomorrow}`,
      ])
      expect(row).not.toContain(today)
    }
    // The screens they open show tomorrow: its board, its week of departures, the bookings list filtered to it.
    const board = (await admin.get(`/admin/dispatch?date=${tomorrow}&lng=en`)).text
    for (const job of jobs) expect(board).toContain(job.reference)
    // "Without a driver" opens the board showing those only.
    const unassigned = (await admin.get(`/admin/dispatch?date=${tomorrow}&show=unassigned&lng=en`)).text
    expect([...unassigned.matchAll(/data-job="\d+" data-driver=""/g)]).toHaveLength(tomorrowBefore.unassignedToday! + added.unassignedToday)
    expect(unassigned).not.toMatch(/data-job="\d+" data-driver="\d+"/)
    const week = (await admin.get(`/admin/departures?view=week&date=${tomorrow}&lng=en`)).text
    for (const dep of [morning, evening, closed]) expect(week).toContain(`data-departure="${dep.id}"`)
    const list = (await admin.get(`/admin/trip-bookings?from=${tomorrow}&to=${tomorrow}&lng=en`)).text
    for (const b of booked) expect(list).toContain(b.reference)
    expect(list).not.toContain(later.reference)
  })

  it('shows an editor none of it: no bookings, jobs or enquiries on a content dashboard', async () => {
    const { agent } = await loginAs(office.t.app, 'editor')
    const page = (await agent.get('/admin?lng=en')).text
    for (const key of ['jobsToday', 'unassignedToday', 'departuresToday', 'seatsToday', 'newEnquiries', 'latestTripBookings']) expect(page, key).not.toContain(dash(key))
    for (const day of ['today', 'tomorrow'] as const) expect(dayRow(page, day), day).toBe('')
  })
})
