import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, islandTimeToInstant } from '../../src/lib/island-time'
import { islandDay } from '../helpers/bookings'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// Availability (docs/decisions/042) through HTTP: the demo's schedules and departures, the public
// departures and the date search, and every staff screen — happy path, bad input answered with
// field messages, roles refused. On the embedded database and, with DATABASE_URL, on PostgreSQL.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const av = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', `availability.${key}`, vars)
const err = (lng: string, key: string) => tr(lng, 'common', `forms.errors.${key}`)
const tripBySlug = (slug: string) => t.knex('trips').where({ slug }).first()
const settingsForm = (over: Record<string, string> = {}) => ({
  intent: 'settings', bookingMode: 'instant', onlinePayment: 'full', depositPercent: '30', cutoffHours: '12', freeCancellationHours: '24', defaultCapacity: '10', durationMinutes: '180', resourceId: '', guide_es: 'on', guide_en: 'on', ...over,
})

describe('the demo availability', () => {
  it('gives every trip price categories and schedules, two boat trips one shared boat, and departures for the weeks ahead', async () => {
    const trips = await t.knex('trips').select('id', 'slug', 'booking_mode', 'resource_id')
    for (const trip of trips) {
      const codes = (await t.knex('trip_price_categories').where({ trip_id: trip.id, active: true })).map((c) => c.code)
      expect(codes, trip.slug).toContain('adult')
      expect(await t.knex('trip_schedules').where({ trip_id: trip.id }).first(), trip.slug).toBeDefined()
    }
    expect(await t.knex('trip_price_categories').where({ unit: 'group' }).first()).toBeDefined()
    expect(await t.knex('trip_price_categories').where({ code: 'infant', seats: 0, price_cents: 0 }).first()).toBeDefined()
    // A category's name never says other ages than the form does from its bounds (a kayak trip takes children from 6).
    for (const c of await t.knex('trip_price_categories').whereIn('trip_id', trips.map((x) => x.id))) {
      for (const label of [c.label, ...Object.values((c.translations?.label ?? {}) as Record<string, string>)]) {
        const ages = /(\d+)\s*[–-]\s*(\d+)/.exec(label)
        if (ages) expect([Number(ages[1]), Number(ages[2])], `${c.code} of trip ${c.tripId}: ${label}`).toEqual([c.minAge, c.maxAge])
      }
    }
    expect(trips.filter((x) => x.resourceId !== null)).toHaveLength(2)
    const onRequest = trips.filter((x) => x.bookingMode === 'on_request').length
    expect(onRequest).toBeGreaterThanOrEqual(2)
    expect(onRequest).toBeLessThanOrEqual(3)
    // The next 60 days have departures for most instant trips, none on the closure's days.
    const soon = await t.knex('trip_departures').whereBetween('local_date', [islandDay(0), islandDay(60)]).countDistinct({ n: 'trip_id' }).first()
    expect(Number(soon!.n)).toBeGreaterThanOrEqual(10)
    const closure = await t.knex('trip_closures').whereNull('trip_id').first()
    expect(await t.knex('trip_departures').whereBetween('local_date', [closure.startsOn, closure.endsOn]).first()).toBeUndefined()
    expect((await t.knex('trip_departures').max({ last: 'local_date' }).first())!.last >= islandDay(170)).toBe(true)
  })

  it('the daily job extends the horizon again, idempotently', async () => {
    const trip = await tripBySlug('cami-de-cavalls-south-coves-hike')
    const far = islandDay(150)
    const stillFar = () => t.knex('trip_departures').where({ trip_id: trip.id }).where('local_date', '>=', far).count({ n: '*' }).first().then((r) => Number(r!.n))
    // The horizon counts from the island's today: a first run settles it should the seed have been
    // made before the island's midnight and this test run after it.
    await t.jobs.enqueue('departures.extend-horizon', {})
    await t.jobs.runDue('departures.extend-horizon')
    const before = await stillFar()
    expect(before).toBeGreaterThan(0)
    await t.knex('trip_departures').where({ trip_id: trip.id }).where('local_date', '>=', far).delete()
    // The app's own worker may take the job first: either way it runs once and the days come back.
    await t.jobs.enqueue('departures.extend-horizon', {})
    await t.jobs.runDue('departures.extend-horizon')
    await expect.poll(stillFar).toBe(before)
    await t.jobs.enqueue('departures.extend-horizon', {})
    await t.jobs.runDue('departures.extend-horizon')
    expect(await stillFar()).toBe(before)
  })
})

describe('public availability', () => {
  it('lists a trip’s categories and its departures with seats left, never closed ones, nor those past the cut-off', async () => {
    const trip = await tripBySlug('mahon-cheese-farm-and-gin-tasting')
    const res = await request(t.app).get(`/api/trips/${trip.id}/departures?lng=de`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.categories.map((c: { code: string; label: string }) => [c.code, c.label])).toEqual([['adult', 'Erwachsene']])
    const [first, second] = res.body.departures
    expect(first.seatsLeft).toBe(12)
    await t.knex('trip_departures').where({ id: first.id }).update({ status: 'closed' })
    await t.knex('trip_departures').where({ id: second.id }).update({ seats_taken: 12 })
    const from = first.date
    const again = await request(t.app).get(`/api/trips/${trip.id}/departures?from=${from}&to=${addDays(from, 30)}`)
    expect(again.body.departures.map((d: { id: number }) => d.id)).not.toContain(first.id)
    expect(again.body.departures.map((d: { id: number }) => d.id)).not.toContain(second.id)
    // A trip sold on request has no departures to book online.
    const trek = await tripBySlug('cami-de-cavalls-north-coast-3-day-trek')
    expect((await request(t.app).get(`/api/trips/${trek.id}/departures`)).body.departures).toEqual([])
    expect((await request(t.app).get('/api/trips/abc/departures')).status).toBe(404)
    // A trip that does not exist is not a trip without departures.
    expect((await request(t.app).get('/api/trips/999999/departures')).status).toBe(404)
  })

  it('the date search shows only trips with seats that day; an invalid date is ignored', async () => {
    // The first day from a week ahead with an instant departure open (a winter Monday has none).
    const open = await t.knex('trip_departures as d').join('trips as t', 't.id', 'd.trip_id').where({ 'd.status': 'open', 't.booking_mode': 'instant' }).where('d.local_date', '>=', islandDay(7)).min({ day: 'd.local_date' }).first()
    const day: string = open!.day
    const all = (await request(t.app).get('/api/trips?lng=en')).body
    const dated = (await request(t.app).get(`/api/trips?date=${day}&lng=en`)).body
    expect(dated.filters.date).toBe(day)
    expect(dated.total).toBeGreaterThan(0)
    expect(dated.total).toBeLessThan(all.total)
    const withSeats = await t.knex('trip_departures as d').join('trips as t', 't.id', 'd.trip_id').where({ 'd.local_date': day, 'd.status': 'open', 't.booking_mode': 'instant' }).whereRaw('d.seats_taken < d.capacity').distinct('d.trip_id')
    expect(dated.total).toBe(withSeats.length)
    // Full that day: the trip drops out of the search.
    const one = dated.trips[0]
    await t.knex('trip_departures').where({ trip_id: one.id, local_date: day }).update({ seats_taken: t.knex.ref('capacity') })
    const after = (await request(t.app).get(`/api/trips?date=${day}&lng=en&sort=rating`)).body
    expect(after.trips.map((x: { id: number }) => x.id)).not.toContain(one.id)
    for (const bad of ['2026-02-30', 'tomorrow', islandDay(-2)]) {
      const ignored = (await request(t.app).get(`/api/trips?date=${bad}`)).body
      expect([ignored.filters.date, ignored.total], bad).toEqual([null, all.total])
    }
    const page = await request(t.app).get(`/trips?date=${islandDay(10)}&lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(tr('en', 'trips', 'dates.filter')))
    expect(page.text).toContain(`value="${islandDay(10)}"`)
  })

  it('the trip page shows its departure days and season', async () => {
    const trip = await tripBySlug('cami-de-cavalls-south-coves-hike')
    const page = await request(t.app).get(`/trips/${trip.id}?lng=en`)
    expect(page.text).toContain(html(tr('en', 'trips', 'dates.title')))
    expect(page.text).toContain('Tue, Thu, Sat')
  })
})

describe('admin: a trip’s availability', () => {
  it('is for admins and editors: dispatchers and anonymous visitors are refused', async () => {
    const trip = await tripBySlug('albufera-des-grau-nature-walk')
    const editor = await loginAs(t.app, 'editor')
    const page = await editor.agent.get(`/admin/trips/${trip.id}/availability?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(html(av('en', 'schedules.title')))
    expect((await editor.agent.get(`/admin/trips/edit/${trip.id}`)).text).toContain(`href="/admin/trips/${trip.id}/availability"`)
    const dispatcher = await loginAs(t.app, 'dispatcher')
    expect((await dispatcher.agent.get(`/admin/trips/${trip.id}/availability`)).status).toBe(403)
    const refused = await dispatcher.agent.post(`/admin/trips/${trip.id}/availability`).type('form').send({ _csrf: dispatcher.csrf, ...settingsForm() })
    expect(refused.status).toBe(403)
    expect((await request(t.app).get(`/admin/trips/${trip.id}/availability`)).status).toBe(303)
    expect((await editor.agent.get('/admin/trips/999999/availability')).status).toBe(404)
  })

  it('saves the booking settings; wrong values are messages on their fields', async () => {
    const trip = await tripBySlug('albufera-des-grau-nature-walk')
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const boat = await t.knex('trip_resources').first()
    const editedAt = (await t.knex('trips').where({ id: trip.id }).first()).updatedAt
    const saved = await agent.post(`/admin/trips/${trip.id}/availability`).type('form').send({ _csrf: csrf, ...settingsForm({ onlinePayment: 'deposit', depositPercent: '25', resourceId: String(boat.id), guide_de: 'on' }) })
    expect(saved.status).toBe(303)
    // The rules are no edit of the trip's texts: a trip form open meanwhile is not refused (ADR 067).
    expect((await t.knex('trips').where({ id: trip.id }).first()).updatedAt).toEqual(editedAt)
    expect(await t.knex('trips').where({ id: trip.id }).first()).toMatchObject({ onlinePayment: 'deposit', depositPercent: 25, resourceId: boat.id, guideLanguages: ['es', 'en', 'de'], defaultCapacity: 10 })
    // Its unbooked departures take the new capacity and the boat.
    const next = await t.knex('trip_departures').where({ trip_id: trip.id, seats_taken: 0 }).where('starts_at', '>', new Date()).first()
    expect(next).toMatchObject({ capacity: 10, resourceId: boat.id })
    expect(await t.knex('audit_log').where({ subject_type: 'trip-availability', subject_id: trip.id, action: 'settings' }).first()).toBeDefined()
    const bad = await agent.post(`/admin/trips/${trip.id}/availability?lng=en`).type('form').send({ _csrf: csrf, ...settingsForm({ depositPercent: '0', cutoffHours: 'soon', guide_es: '', guide_en: '', onlinePayment: 'none' }) })
    expect(bad.status).toBe(400)
    for (const key of ['number', 'required', 'invalid']) expect(bad.text).toContain(html(err('en', key)))
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.minValue', { min: 1 })))
    expect(bad.text).toContain('value="soon"')
  })

  it('adds, edits and takes price categories off sale; a code twice or a group without seats is refused', async () => {
    const trip = await tripBySlug('albufera-des-grau-nature-walk')
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const base = `/admin/trips/${trip.id}/availability`
    const category = { intent: 'category', code: 'family', unit: 'group', seats: '4', minAge: '', maxAge: '', price: '99,50', sortOrder: '5', label_es: 'Familia (hasta 4)', label_en: 'Family (up to 4)', label_de: '', label_ca: '' }
    expect((await agent.post(base).type('form').send({ _csrf: csrf, ...category })).status).toBe(303)
    const row = await t.knex('trip_price_categories').where({ trip_id: trip.id, code: 'family' }).first()
    expect(row).toMatchObject({ unit: 'group', seats: 4, priceCents: 9950, label: 'Familia (hasta 4)', translations: { label: { es: 'Familia (hasta 4)', en: 'Family (up to 4)' } } })
    const taken = await agent.post(`${base}?lng=en`).type('form').send({ _csrf: csrf, ...category })
    expect(taken.status).toBe(409)
    expect(taken.text).toContain(html(err('en', 'taken')))
    const noSeats = await agent.post(`${base}?lng=ca`).type('form').send({ _csrf: csrf, ...category, code: 'other', seats: '0', minAge: '12', maxAge: '4', label_es: '' })
    expect(noSeats.status).toBe(400)
    for (const key of ['min', 'required']) expect(noSeats.text).toContain(html(err('ca', key)))
    const edited = await agent.post(`${base}?category=${row.id}`).type('form').send({ _csrf: csrf, ...category, price: '110' })
    expect(edited.status).toBe(303)
    expect((await t.knex('trip_price_categories').where({ id: row.id }).first()).priceCents).toBe(11000)
    expect((await agent.post(base).type('form').send({ _csrf: csrf, intent: 'category-off', itemId: String(row.id) })).status).toBe(303)
    expect((await t.knex('trip_price_categories').where({ id: row.id }).first()).active).toBe(false)
    const publicCodes = (await request(t.app).get(`/api/trips/${trip.id}/departures`)).body.categories.map((c: { code: string }) => c.code)
    expect(publicCodes).not.toContain('family')
  })

  it('a schedule generates departures; changing it removes unbooked ones and keeps booked ones, listed with links', async () => {
    const trip = await tripBySlug('sunrise-kayak-es-castell')
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const base = `/admin/trips/${trip.id}/availability`
    const schedule = { intent: 'schedule', startsOn: islandDay(2), endsOn: islandDay(15), times: '07:15', capacity: '6', day1: 'on', day2: 'on', day3: 'on', day4: 'on', day5: 'on', day6: 'on', day7: 'on' }
    const created = await agent.post(base).type('form').send({ _csrf: csrf, ...schedule })
    expect(created.status).toBe(303)
    const row = await t.knex('trip_schedules').where({ trip_id: trip.id }).orderBy('id', 'desc').first()
    const generated = await t.knex('trip_departures').where({ schedule_id: row.id }).orderBy('starts_at')
    expect(generated.map((d) => d.localDate)).toEqual(Array.from({ length: 14 }, (_, i) => islandDay(i + 2)))
    expect(generated.every((d) => d.localTime === '07:15' && d.capacity === 6)).toBe(true)
    // One of them is booked; the schedule then shrinks to three days.
    const booked = generated[5]
    await t.knex('trip_departures').where({ id: booked.id }).update({ seats_taken: 2 })
    const edited = await agent.post(`${base}?schedule=${row.id}`).type('form').send({ _csrf: csrf, ...schedule, endsOn: islandDay(4) })
    expect(edited.status).toBe(303)
    expect(edited.headers.location).toBe(`${base}?saved=schedule&kept=${booked.id}#schedules`)
    expect((await t.knex('trip_departures').where({ schedule_id: row.id })).map((d) => d.id).sort()).toEqual([...generated.slice(0, 3).map((d) => d.id), booked.id].sort())
    const page = await agent.get(`${edited.headers.location!.split('#')[0]}&lng=en`)
    expect(page.text).toContain(html(av('en', 'kept_one', { count: 1 })))
    expect(page.text).toContain(`href="/admin/departures/${booked.id}"`)
    // Deleting it: the booked departure stays, as a departure of its own.
    const deleted = await agent.post(base).type('form').send({ _csrf: csrf, intent: 'schedule-delete', itemId: String(row.id) })
    expect(deleted.headers.location).toContain(`kept=${booked.id}`)
    expect(await t.knex('trip_departures').where({ id: booked.id }).first()).toMatchObject({ scheduleId: null, seatsTaken: 2 })
    expect(await t.knex('trip_departures').where({ id: generated[0].id }).first()).toBeUndefined()
    // Wrong input: messages on the fields, in the staff member's language.
    const bad = await agent.post(`${base}?lng=de`).type('form').send({ _csrf: csrf, intent: 'schedule', startsOn: islandDay(5), endsOn: islandDay(1), times: '25:00', day1: '' })
    expect(bad.status).toBe(400)
    for (const key of ['date', 'invalid', 'required']) expect(bad.text).toContain(html(err('de', key)))
  })

  it('adds one-off departures; a past date, a skipped hour or a clash is refused on its field', async () => {
    const trip = await tripBySlug('sunrise-kayak-es-castell')
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const base = `/admin/trips/${trip.id}/availability`
    const oneOff = { intent: 'one-off', oneOffDate: islandDay(33), oneOffTime: '21:30', oneOffCapacity: '8' }
    expect((await agent.post(base).type('form').send({ _csrf: csrf, ...oneOff })).status).toBe(303)
    expect(await t.knex('trip_departures').where({ trip_id: trip.id, local_date: islandDay(33), local_time: '21:30' }).first()).toMatchObject({ scheduleId: null, capacity: 8 })
    const again = await agent.post(`${base}?lng=en`).type('form').send({ _csrf: csrf, ...oneOff })
    expect(again.status).toBe(409)
    expect(again.text).toContain(html(av('en', 'oneOff.exists')))
    const past = await agent.post(`${base}?lng=en`).type('form').send({ _csrf: csrf, ...oneOff, oneOffDate: islandDay(-1) })
    expect(past.status).toBe(400)
    expect(past.text).toContain(html(err('en', 'datePast')))
    const bad = await agent.post(`${base}?lng=en`).type('form').send({ _csrf: csrf, intent: 'one-off', oneOffDate: 'x', oneOffTime: '7', oneOffCapacity: '0' })
    expect(bad.status).toBe(400)
    for (const key of ['date', 'invalid']) expect(bad.text).toContain(html(err('en', key)))
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.minValue', { min: 1 })))
  })

  it('a closure removes unbooked departures of its days, lists the booked ones, and gives the days back when deleted', async () => {
    const trip = await tripBySlug('menorcan-horse-coastal-ride')
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const base = `/admin/trips/${trip.id}/availability`
    const days = (await t.knex('trip_departures').where({ trip_id: trip.id }).where('local_date', '>=', islandDay(3)).orderBy('starts_at').limit(20)).map((d) => d)
    const [first, booked] = [days[0], days.find((d) => d.localDate !== days[0].localDate)!]
    const range = { from: first.localDate, to: booked.localDate }
    await t.knex('trip_departures').where({ id: booked.id }).update({ seats_taken: 3 })
    // A departure whose only booking was cancelled cannot be deleted (the booking points at it): it is closed instead.
    const cancelledOnly = days.find((d) => d.id !== booked.id && d.id !== first.id && d.localDate <= booked.localDate) ?? first
    await t.knex('trip_bookings').insert({ reference: 'TR-2026-990001', trip_id: trip.id, departure_id: cancelledOnly.id, status: 'cancelled', seats: 0, total_cents: 0, payment_method: 'online', customer_name: 'Old', customer_email: 'old@example.com', language: 'en' })
    const inRange = await t.knex('trip_departures').where({ trip_id: trip.id }).whereBetween('local_date', [range.from, range.to])
    const added = await agent.post(base).type('form').send({ _csrf: csrf, intent: 'closure', closedFrom: range.from, closedTo: range.to, reason: 'Stable works' })
    expect(added.status).toBe(303)
    expect(added.headers.location).toContain('booked=1')
    const left = await t.knex('trip_departures').where({ trip_id: trip.id }).whereBetween('local_date', [range.from, range.to]).orderBy('id')
    expect(left.map((d) => [d.id, d.status])).toEqual([[cancelledOnly.id, 'closed'], [booked.id, 'open']].sort((a, b) => Number(a[0]) - Number(b[0])))
    const page = await agent.get(`${base}?lng=en`)
    expect(page.text).toContain(html(av('en', 'bookedInClosures_one', { count: 1 })))
    expect(page.text).toContain(`href="/admin/departures/${booked.id}"`)
    expect(page.text).toContain('Stable works')
    const closure = await t.knex('trip_closures').where({ trip_id: trip.id }).first()
    expect((await agent.post(base).type('form').send({ _csrf: csrf, intent: 'closure-delete', itemId: String(closure.id) })).status).toBe(303)
    const back = await t.knex('trip_departures').where({ trip_id: trip.id }).whereBetween('local_date', [range.from, range.to])
    expect(back.length).toBe(inRange.length)
    expect(back.every((d) => d.status === 'open')).toBe(true)
    const bad = await agent.post(`${base}?lng=es`).type('form').send({ _csrf: csrf, intent: 'closure', closedFrom: islandDay(9), closedTo: islandDay(8), reason: 'x'.repeat(301) })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(err('es', 'date')))
    expect(bad.text).toContain(html(tr('es', 'common', 'forms.errors.tooLongMax', { max: 300 })))
  })
})

describe('admin: departures calendar and a departure’s seats', () => {
  it('shows the month and the week, for all trips or one, with seats taken and links to each departure', async () => {
    const { agent } = await loginAs(t.app, 'dispatcher')
    const trip = await tripBySlug('mao-harbour-sunset-cruise-gin')
    const departure = await t.knex('trip_departures').where({ trip_id: trip.id }).where('local_date', '>=', islandDay(1)).orderBy('starts_at').first()
    await t.knex('trip_departures').where({ id: departure.id }).update({ seats_taken: departure.capacity })
    const month = await agent.get(`/admin/departures?date=${departure.localDate}&lng=en`)
    expect(month.status).toBe(200)
    expect(month.text).toContain('data-view="month"')
    expect(month.text).toMatch(new RegExp(`data-departure="${departure.id}" data-level="full"`))
    const week = await agent.get(`/admin/departures?view=week&trip=${trip.id}&date=${departure.localDate}`)
    expect(week.text).toContain('data-view="week"')
    expect((week.text.match(/<td data-date=/g) ?? []).length).toBe(7)
    expect(week.text).toContain(`href="/admin/departures/${departure.id}"`)
    expect(week.text).toContain(`href="/admin/trips/${trip.id}/availability"`)
    const other = await t.knex('trip_departures').whereNot({ trip_id: trip.id }).where({ local_date: departure.localDate }).first()
    if (other) expect(week.text).not.toContain(`data-departure="${other.id}"`)
    // Editors never see customers: their calendar opens each departure's capacity form, which they may use.
    const editor = await loginAs(t.app, 'editor')
    const editorsWeek = await editor.agent.get(`/admin/departures?view=week&trip=${trip.id}&date=${departure.localDate}`)
    expect(editorsWeek.text).toContain(`href="/admin/departures/${departure.id}/edit"`)
    expect(editorsWeek.text).not.toContain(`href="/admin/departures/${departure.id}"`)
    expect((await editor.agent.get(`/admin/departures/${departure.id}/edit`)).text).not.toContain(`href="/admin/departures/${departure.id}"`)
    // Bad parameters fall back to this month, all trips.
    expect((await agent.get('/admin/departures?view=year&date=2026-13-40&trip=x')).status).toBe(200)
    expect((await request(t.app).get('/admin/departures')).status).toBe(303)
  })

  it('edits a departure’s capacity and languages, never below the seats taken', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const departure = await t.knex('trip_departures').where('local_date', '>=', islandDay(5)).where({ status: 'open' }).orderBy('starts_at').first()
    await t.knex('trip_departures').where({ id: departure.id }).update({ seats_taken: 4 })
    const url = `/admin/departures/${departure.id}/edit`
    expect((await agent.get(`${url}?lng=en`)).status).toBe(200)
    const below = await agent.post(`${url}?lng=en`).type('form').send({ _csrf: csrf, capacity: '3', guide_en: 'on' })
    expect(below.status).toBe(400)
    expect(below.text).toContain(html(tr('en', 'admin', 'departures.edit.belowTaken', { taken: 4 })))
    const ok = await agent.post(url).type('form').send({ _csrf: csrf, capacity: '20', guide_en: 'on', guide_fr: 'on' })
    expect(ok.status).toBe(303)
    expect(await t.knex('trip_departures').where({ id: departure.id }).first()).toMatchObject({ capacity: 20, guideLanguages: ['en', 'fr'] })
    expect(await t.knex('audit_log').where({ subject_type: 'trip-departure', subject_id: departure.id, action: 'edited' }).first()).toBeDefined()
    expect((await agent.post(url).type('form').send({ _csrf: csrf, capacity: 'lots' })).status).toBe(400)
    const driver = await loginAs(t.app, 'driver')
    expect((await driver.agent.post(url).type('form').send({ _csrf: driver.csrf, capacity: '30' })).status).toBe(403)
  })
})

describe('admin: shared resources', () => {
  it('creates, lists, edits and deletes a resource; bad input is refused with messages', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const created = await agent.post('/admin/trip-resources/new').type('form').send({ _csrf: csrf, name: 'Zodiac', capacity: '8', active: 'on', notes: '' })
    expect(created.status).toBe(303)
    const row = await t.knex('trip_resources').where({ name: 'Zodiac' }).first()
    expect(row).toMatchObject({ capacity: 8, active: true })
    const list = await agent.get('/admin/trip-resources?lng=en')
    expect(list.text).toContain(`data-resource="${row.id}"`)
    expect(list.text).toContain('Llaüt')
    const bad = await agent.post('/admin/trip-resources/new?lng=en').type('form').send({ _csrf: csrf, name: '', capacity: '0' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(err('en', 'required')))
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.minValue', { min: 1 })))
    // Not below the seats already taken on it at one start.
    const startsAt = islandTimeToInstant(islandDay(12), '10:00')!
    await t.knex('trip_resource_load').insert({ resource_id: row.id, starts_at: startsAt, seats_taken: 6 })
    const below = await agent.post(`/admin/trip-resources/edit/${row.id}?lng=en`).type('form').send({ _csrf: csrf, name: 'Zodiac', capacity: '5', active: 'on' })
    expect(below.status).toBe(400)
    expect(below.text).toContain(html(tr('en', 'admin', 'tripResources.belowTaken', { taken: 6 })))
    expect((await agent.post(`/admin/trip-resources/edit/${row.id}`).type('form').send({ _csrf: csrf, name: 'Zodiac II', capacity: '10', active: 'on' })).status).toBe(303)
    expect((await t.knex('trip_resources').where({ id: row.id }).first()).name).toBe('Zodiac II')
    expect((await agent.post(`/admin/trip-resources/edit/${row.id}`).type('form').send({ _csrf: csrf, intent: 'delete' })).status).toBe(303)
    expect(await t.knex('trip_resources').where({ id: row.id }).first()).toBeUndefined()
    const dispatcher = await loginAs(t.app, 'dispatcher')
    expect((await dispatcher.agent.get('/admin/trip-resources')).status).toBe(403)
  })
})
