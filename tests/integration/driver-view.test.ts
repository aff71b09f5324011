import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { islandTimeToInstant, localParts } from '../../src/lib/island-time'
import { html, tr } from '../helpers/locales'
import { readPdf } from '../helpers/pdf-text'
import { csrfOf, createStaff, loginAs, STAFF_PASSWORD } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200 }) }).onConflict('key').merge()
})
afterAll(async () => {
  await t?.close()
})

const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)
const islandDay = (days: number) => {
  const [y, m, d] = localParts(new Date()).date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10)
}

let ip = 0
/** A booking as a visitor makes it (ten days ahead: confirmed at once), answering its id, reference and legs. */
async function book(over: Record<string, unknown>) {
  const res = await request(t.app)
    .post('/api/transfers/requests?lng=en')
    .set('X-Forwarded-For', `198.51.100.${(ip++ % 250) + 1}`)
    .send({
      tripType: 'one-way', from: 'airport', to: 'ciutadella', toAddress: 'Hotel Sa Pedrera', date: islandDay(10), time: '14:30', flightNumber: 'VY 3904',
      adults: 2, children: 0, infants: 0, suitcases: 2, sportsEquipment: 0, vehicle: 'car', phone: `+34 61${String(1000000 + ip).slice(-7)}`, terms: true, ...over,
    })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const row = await t.knex('transfer_bookings').where({ reference: res.body.reference }).first()
  const legs = await t.knex('transfer_legs').where({ booking_id: row.id }).orderBy('pickup_at')
  return { id: row.id as number, reference: res.body.reference as string, legIds: legs.map((l) => l.id as number) }
}

/** Moves a leg to an island day at a time and gives it to a driver (what the dispatch board does, written directly). */
async function schedule(legId: number, days: number, time: string, driverId: number | null, vehicleId: number | null = null) {
  const date = islandDay(days)
  await t.knex('transfer_legs').where({ id: legId }).update({ pickup_at: islandTimeToInstant(date, time), service_date: date, driver_id: driverId, vehicle_id: vehicleId })
}

const legOf = (id: number) => t.knex('transfer_legs').where({ id }).first()

describe('the driver view, run sheets and manifests', () => {
  let driver: Awaited<ReturnType<typeof loginAs>>
  let driverId: number
  let otherDriverId: number
  let vehicleId: number
  let today: Awaited<ReturnType<typeof book>>
  let tomorrow: Awaited<ReturnType<typeof book>>
  let later: Awaited<ReturnType<typeof book>>
  let others: Awaited<ReturnType<typeof book>>
  let unassigned: Awaited<ReturnType<typeof book>>

  beforeAll(async () => {
    driver = await loginAs(t.app, 'driver')
    ;[{ id: driverId }] = await t.knex('drivers').insert({ name: 'Toni Pons', phone: '+34611200301', user_id: driver.user.id }).returning('id')
    ;[{ id: otherDriverId }] = await t.knex('drivers').insert({ name: 'Marta Coll', phone: '+34611200302' }).returning('id')
    ;[{ id: vehicleId }] = await t.knex('fleet_vehicles').insert({ plate: '4821-LMK', name: 'Skoda Superb', vehicle_class: 'car', seats: 4, luggage: 4 }).returning('id')
    today = await book({ name: 'Sarah Thompson', email: 'sarah@example.co.uk', notes: 'Please wait at arrivals', extras: { 'child-seat': 1 }, children: 1, adults: 1 })
    tomorrow = await book({ name: 'Greta Gruber', email: 'greta@example.de', flightNumber: 'EW 582' })
    later = await book({ name: 'Late Larry', email: 'larry@example.com' })
    others = await book({ name: 'Olga Other', email: 'olga@example.com' })
    unassigned = await book({ name: 'Una Nobody', email: 'una@example.com' })
    await schedule(today.legIds[0]!, 0, '11:15', driverId, vehicleId)
    await schedule(tomorrow.legIds[0]!, 1, '09:05', driverId)
    await schedule(later.legIds[0]!, 2, '10:00', driverId)
    await schedule(others.legIds[0]!, 0, '12:00', otherDriverId)
    await schedule(unassigned.legIds[0]!, 0, '16:45', null)
  })

  it('a driver who logs in lands on their jobs', async () => {
    const staff = await createStaff('driver')
    const agent = request.agent(t.app)
    const csrf = csrfOf((await agent.get('/auth/login')).text)
    const login = await agent.post('/auth/login').type('form').send({ email: staff.email, password: STAFF_PASSWORD, _csrf: csrf })
    expect([login.status, login.headers.location]).toEqual([303, '/admin/driver'])
  })

  it('shows the driver only their own jobs of today and tomorrow, in time order, with everything needed on the road', async () => {
    const page = await driver.agent.get('/admin/driver?lng=en')
    expect(page.status).toBe(200)
    const text = page.text
    expect(text).toContain('Sarah Thompson')
    expect(text).toContain('Greta Gruber')
    expect(text.indexOf('Sarah Thompson')).toBeLessThan(text.indexOf('Greta Gruber'))
    // The day after tomorrow, another driver's job and an unassigned one: not here.
    for (const name of ['Late Larry', 'Olga Other', 'Una Nobody']) expect(text).not.toContain(name)
    expect(text).toContain('11:15')
    expect(text).toContain('VY3904')
    expect(text).toContain('Hotel Sa Pedrera')
    expect(text).toContain(html('Please wait at arrivals'))
    expect(text).toContain('Skoda Superb · 4821-LMK')
    expect(text).toMatch(/href="tel:\+3461\d{7}"/)
    expect(text).toMatch(/href="https:\/\/wa\.me\/3461\d{7}"/)
    // Pay-the-driver booking: the amount to collect on board.
    expect(text).toMatch(new RegExp(html(ad('en', 'driverView.payment.collect', { amount: 'XX' })).replace('XX', '€[\\d.,]+')))
    expect(text).toContain(`action="/admin/driver/legs/${today.legIds[0]}/status"`)
    expect(text).toContain(`href="/admin/dispatch/run-sheet.pdf?date=${islandDay(0)}&amp;driver=${driverId}"`)
    // Only what a driver may open is in the sidebar.
    expect(text).toContain('href="/admin/driver"')
    expect(text).not.toContain('href="/admin/transfers"')
  })

  it('records what the driver collected on board: nothing left to collect, the office sees it as the driver\'s, pressed twice it is taken once', async () => {
    const { legIds: [legId], id } = tomorrow
    const price = (await t.knex('transfer_bookings').where({ id }).first()).priceCents as number
    // Another driver's job: not theirs to say.
    const theirs = await driver.agent.post(`/admin/driver/legs/${others.legIds[0]}/collected`).type('form').send({ _csrf: driver.csrf, method: 'cash' })
    expect(theirs.status).toBe(404)
    const before = (await driver.agent.get('/admin/driver?lng=es')).text
    expect(before).toContain(`action="/admin/driver/legs/${legId}/collected"`)
    const press = () => driver.agent.post(`/admin/driver/legs/${legId}/collected`).type('form').send({ _csrf: driver.csrf, method: 'card_terminal' })
    const [first, second] = await Promise.all([press(), press()])
    expect([first.headers.location, second.headers.location].sort()).toEqual([`/admin/driver?refused=nothing-owed#leg-${legId}`, `/admin/driver?saved=collected#leg-${legId}`])
    expect(await t.knex('transfer_bookings').where({ id }).first()).toMatchObject({ paidCents: price, paymentStatus: 'paid' })
    const after = (await driver.agent.get('/admin/driver?saved=collected&lng=es')).text
    expect(after).toContain(html(ad('es', 'driverView.collected.done')))
    expect(after).not.toContain(`action="/admin/driver/legs/${legId}/collected"`)
    const [entry] = await t.knex('audit_log').where({ subject_type: 'transfer-booking', subject_id: id, action: 'paid-by-hand' })
    expect(entry).toMatchObject({ actorType: 'driver', actorName: 'Toni Pons', note: null })
    expect(entry.changes.method).toEqual([null, 'card_terminal'])
  })

  it('titles a driver\'s view for the office with the Catalan "d’" before a vowel, "de" before a consonant', async () => {
    const office = await loginAs(t.app, 'dispatcher')
    const [{ id: anna }] = await t.knex('drivers').insert({ name: 'Anna Febrer', phone: '+34611200309' }).returning('id')
    const title = async (id: number, lng: string) => (await office.agent.get(`/admin/driver?driver=${id}&lng=${lng}`)).text
    expect(await title(anna, 'ca')).toContain(html(ad('ca', 'driverView.titleOf_elided', { name: 'Anna Febrer' })))
    expect(await title(anna, 'ca')).toContain('Serveis d’Anna Febrer')
    expect(await title(otherDriverId, 'ca')).toContain('Serveis de Marta Coll')
    expect(await title(anna, 'es')).toContain('Servicios de Anna Febrer')
    await t.knex('drivers').where({ id: anna }).delete()
  })

  it('cash a driver phoned in, entered by the office on their view, is the driver\'s in the day\'s takings; the history says who entered it', async () => {
    const office = await loginAs(t.app, 'dispatcher')
    const { legIds: [legId], id } = others
    const res = await office.agent.post(`/admin/driver/legs/${legId}/collected`).type('form').send({ _csrf: office.csrf, method: 'cash', driver: String(otherDriverId) })
    expect(res.status).toBe(303)
    const [entry] = await t.knex('audit_log').where({ subject_type: 'transfer-booking', subject_id: id, action: 'paid-by-hand' })
    expect(entry).toMatchObject({ actorType: 'driver', actorName: 'Marta Coll', actorUserId: office.user.id, note: ad('es', 'takings.enteredBy', { name: office.user.name }) })
    const takings = (await office.agent.get(`/admin/takings?date=${islandDay(0)}&lng=en`)).text
    const byPerson = takings.slice(takings.indexOf(html(ad('en', 'takings.byPerson'))))
    expect(byPerson).toContain('Marta Coll')
    expect(byPerson.slice(0, byPerson.indexOf(html(ad('en', 'takings.movements'))))).not.toContain(html(office.user.name))
  })

  it('moves a job along the road, audited as the driver and shown in the booking history; another driver\'s job is missing; tomorrow\'s waits', async () => {
    const legId = today.legIds[0]!
    const before = await legOf(legId)
    const moved = await driver.agent.post(`/admin/driver/legs/${legId}/status`).type('form').send({ _csrf: driver.csrf, status: 'on_the_way', version: before.version })
    expect(moved.status).toBe(303)
    expect(moved.headers.location).toBe(`/admin/driver?saved=on_the_way#leg-${legId}`)
    expect((await legOf(legId)).status).toBe('on_the_way')
    const audit = await t.knex('audit_log').where({ subject_type: 'transfer-leg', subject_id: legId }).orderBy('id', 'desc').first()
    expect(audit).toMatchObject({ actorType: 'driver', actorUserId: driver.user.id, action: 'leg-status' })
    expect((await driver.agent.get('/admin/driver?saved=on_the_way&lng=en')).text).toContain(html(ad('en', 'driverView.saved', { status: ad('en', 'legStatus.on_the_way') })))

    const dispatcher = await loginAs(t.app, 'dispatcher')
    const detail = await dispatcher.agent.get(`/admin/transfers/${today.id}?lng=en`)
    expect(detail.text).toContain(html(driver.user.name))
    expect(detail.text).toContain(`${ad('en', 'legStatus.scheduled')} → ${ad('en', 'legStatus.on_the_way')}`)
    // The leg is named in the reader's language, not the log's.
    const inSpanish = (await dispatcher.agent.get(`/admin/transfers/${today.id}?lng=es`)).text
    expect(inSpanish).toContain(`${today.reference} · ${ad('es', 'bookingEdit.legs.outbound')}`)
    expect(inSpanish).not.toContain(`${today.reference} outbound`)

    // Another driver's job: as good as missing, and unchanged.
    const otherLeg = others.legIds[0]!
    const refused = await driver.agent.post(`/admin/driver/legs/${otherLeg}/status`).type('form').send({ _csrf: driver.csrf, status: 'on_the_way' })
    expect(refused.status).toBe(404)
    expect((await legOf(otherLeg)).status).toBe('scheduled')

    // Tomorrow's job cannot be on the way today.
    const early = await driver.agent.post(`/admin/driver/legs/${tomorrow.legIds[0]}/status`).type('form').send({ _csrf: driver.csrf, status: 'on_the_way' })
    expect(early.headers.location).toBe(`/admin/driver?refused=too-early#leg-${tomorrow.legIds[0]}`)
    expect((await legOf(tomorrow.legIds[0]!)).status).toBe('scheduled')
    expect((await driver.agent.get('/admin/driver?refused=too-early&lng=en')).text).toContain(html(ad('en', 'driverView.refused.too-early')))

    // A stale version (the board changed it meanwhile) is refused rather than overwritten.
    const stale = await driver.agent.post(`/admin/driver/legs/${legId}/status`).type('form').send({ _csrf: driver.csrf, status: 'picked_up', version: before.version })
    expect(stale.headers.location).toBe(`/admin/driver?refused=stale#leg-${legId}`)
    expect((await legOf(legId)).status).toBe('on_the_way')
  })

  it('takes a no-show only from the pick-up time on, and offers it only then', async () => {
    const job = await book({ name: 'Nadia Noshow', email: 'nadia@example.com' })
    const legId = job.legIds[0]!
    const pickupIn = async (minutes: number) => t.knex('transfer_legs').where({ id: legId }).update({ pickup_at: new Date(Date.now() + minutes * 60_000), service_date: islandDay(0), driver_id: driverId })
    const noShowButton = `name="status" value="no_show"`
    const card = async () => {
      const text = (await driver.agent.get('/admin/driver?lng=en')).text
      const start = text.indexOf(`id="leg-${legId}"`)
      return text.slice(start, text.indexOf('</article>', start))
    }

    // Two hours before the pick-up: not offered, and refused if sent anyway.
    await pickupIn(120)
    expect(await card()).toContain('Nadia Noshow')
    expect(await card()).not.toContain(noShowButton)
    const early = await driver.agent.post(`/admin/driver/legs/${legId}/status`).type('form').send({ _csrf: driver.csrf, status: 'no_show' })
    expect(early.headers.location).toBe(`/admin/driver?refused=before-pickup#leg-${legId}`)
    expect((await legOf(legId)).status).toBe('scheduled')
    expect((await driver.agent.get('/admin/driver?refused=before-pickup&lng=en')).text).toContain(html(ad('en', 'driverView.refused.before-pickup')))

    // Ten minutes after it, the customer has not come: now it is.
    await pickupIn(-10)
    expect(await card()).toContain(noShowButton)
    const noShow = await driver.agent.post(`/admin/driver/legs/${legId}/status`).type('form').send({ _csrf: driver.csrf, status: 'no_show' })
    expect(noShow.headers.location).toBe(`/admin/driver?saved=no_show#leg-${legId}`)
    expect((await legOf(legId)).status).toBe('no_show')
  })

  it('lets staff open a driver\'s view, explains an account without a driver record, refuses editors', async () => {
    const dispatcher = await loginAs(t.app, 'dispatcher')
    const chooser = await dispatcher.agent.get('/admin/driver?lng=en')
    expect(chooser.text).toContain(`href="/admin/driver?driver=${otherDriverId}"`)
    const asOther = await dispatcher.agent.get(`/admin/driver?driver=${otherDriverId}&lng=en`)
    expect(asOther.text).toContain('Olga Other')
    expect(asOther.text).not.toContain('Sarah Thompson')
    expect((await dispatcher.agent.get('/admin/driver?driver=999999')).status).toBe(404)
    // A driver asking for another driver's view still sees their own.
    const own = await driver.agent.get(`/admin/driver?driver=${otherDriverId}&lng=en`)
    expect(own.text).toContain('Sarah Thompson')
    expect(own.text).not.toContain('Olga Other')

    const lonely = await loginAs(t.app, 'driver')
    expect((await lonely.agent.get('/admin/driver?lng=en')).text).toContain(html(ad('en', 'driverView.noDriverRecord')))
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/driver')).status).toBe(403)
  })

  it('prints a driver\'s run sheet: their jobs of the day, in the reader\'s language; a driver only their own', async () => {
    const dispatcher = await loginAs(t.app, 'dispatcher')
    // In the language the admin is read in (ADR 070), not the one of the reader's e-mails.
    await t.knex('users').where({ id: dispatcher.user.id }).update({ language: 'en' })
    await dispatcher.agent.get('/admin/dispatch?lng=de')
    const res = await dispatcher.agent.get(`/admin/dispatch/run-sheet.pdf?date=${islandDay(0)}&driver=${driverId}`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = []
      r.on('data', (c: Buffer) => chunks.push(c))
      r.on('end', () => cb(null, Buffer.concat(chunks)))
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = (await readPdf(res.body as Buffer)).pages.map((p) => p.text).join('\n')
    expect(text).toContain(ad('de', 'runSheet.title'))
    expect(text).toContain('Toni Pons')
    expect(text).toContain('Sarah Thompson')
    expect(text).toContain('11:15')
    expect(text).toContain('VY3904')
    expect(text).toContain(ad('de', 'runSheet.columns.payment'))
    expect(text).not.toContain('Greta Gruber')
    expect(text).not.toContain('Olga Other')

    const pdf = (agent: typeof dispatcher.agent, path: string) => agent.get(path)
    expect((await pdf(driver.agent, `/admin/dispatch/run-sheet.pdf?date=${islandDay(0)}&driver=${driverId}`)).status).toBe(200)
    expect((await pdf(driver.agent, `/admin/dispatch/run-sheet.pdf?date=${islandDay(0)}&driver=${otherDriverId}`)).status).toBe(404)
    expect((await pdf(driver.agent, `/admin/dispatch/manifest.pdf?date=${islandDay(0)}`)).status).toBe(403)
    const editor = await loginAs(t.app, 'editor')
    expect((await pdf(editor.agent, `/admin/dispatch/run-sheet.pdf?date=${islandDay(0)}&driver=${driverId}`)).status).toBe(403)
    const badDate = await pdf(dispatcher.agent, `/admin/dispatch/run-sheet.pdf?date=2026-02-30&driver=${driverId}&lng=en`).set('Accept', 'application/json')
    expect(badDate.status).toBe(400)
    expect(badDate.body.error.fields.date).toBe(ad('en', 'runSheet.invalid.date'))
    expect((await pdf(dispatcher.agent, `/admin/dispatch/run-sheet.pdf?date=${islandDay(0)}&driver=abc`)).status).toBe(400)
    expect((await pdf(dispatcher.agent, `/admin/dispatch/run-sheet.pdf?date=${islandDay(0)}&driver=999999`)).status).toBe(404)
  })

  it('prints the day\'s manifest: every job grouped by driver, the unassigned ones last', async () => {
    const admin = await loginAs(t.app, 'admin')
    const res = await admin.agent.get(`/admin/dispatch/manifest.pdf?date=${islandDay(0)}&lng=en`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = []
      r.on('data', (c: Buffer) => chunks.push(c))
      r.on('end', () => cb(null, Buffer.concat(chunks)))
    })
    expect(res.status).toBe(200)
    const text = (await readPdf(res.body as Buffer)).pages.map((p) => p.text).join('\n')
    expect(text).toContain(ad('en', 'runSheet.manifestTitle'))
    // Each found after the one before it.
    let from = 0
    for (const expected of ['Marta Coll', 'Olga Other', 'Toni Pons', 'Sarah Thompson', ad('en', 'runSheet.unassigned'), 'Una Nobody']) {
      const at = text.indexOf(expected, from)
      expect([expected, at >= 0]).toEqual([expected, true])
      from = at + expected.length
    }
    expect(text).not.toContain('Greta Gruber')
  })

  it('prints the manifest\'s column headings whole in every staff language (German "Uhrzeit" is not split)', async () => {
    const admin = await loginAs(t.app, 'admin')
    for (const lng of ['es', 'en', 'de', 'ca']) {
      const res = await admin.agent.get(`/admin/dispatch/manifest.pdf?date=${islandDay(0)}&lng=${lng}`).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = []
        r.on('data', (c: Buffer) => chunks.push(c))
        r.on('end', () => cb(null, Buffer.concat(chunks)))
      })
      expect(res.status).toBe(200)
      const { lines } = (await readPdf(res.body as Buffer)).pages[0]!
      const words = lines.flatMap((l) => l.text.split(/\s+/))
      // The page's top lines in the message: a failure says how the headings were printed. It read "hrzeit" once the worker had
      // printed an "Ü" before: the shared font lost its "U" from the text layer (fixed in pdf-document.server.ts, ADR 035).
      const top = lines.slice(0, 12).map((l) => l.text).join(' | ')
      for (const key of ['time', 'passengers', 'travel', 'route', 'customer', 'notes', 'payment', 'driverVehicle']) {
        for (const word of ad(lng, `runSheet.columns.${key}`).split(' ')) expect(words, `${lng} ${key}: ${top}`).toContain(word)
      }
    }
  })
})
