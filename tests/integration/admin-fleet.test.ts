import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookTransfer, islandDay } from '../helpers/bookings'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { createStaff, loginAs } from '../helpers/staff'
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
const err = (lng: string, key: string) => tr(lng, 'common', `forms.errors.${key}`)

const driverForm = (over: Record<string, string> = {}) => ({ name: 'Toni Pons', phone: '971 36 24 18', email: 'toni@example.com', lang_es: 'on', lang_ca: 'on', lang_en: 'on', active: 'on', userId: '', notes: 'Knows every beach road', ...over })
const vehicleForm = (over: Record<string, string> = {}) => ({ plate: '1234 abc', name: 'White Vito', vehicleClass: 'minivan', seats: '7', luggage: '6', active: 'on', notes: '', ...over })

describe('admin: drivers', () => {
  it('creates a driver with an E.164 phone and languages, lists, edits and links a driver account', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const created = await agent.post('/admin/drivers/new').type('form').send({ _csrf: csrf, ...driverForm() })
    expect(created.status).toBe(303)
    expect(created.headers.location).toBe('/admin/drivers?saved=created')
    const row = await t.knex('drivers').where({ name: 'Toni Pons' }).first()
    expect(row).toMatchObject({ phone: '+34971362418', email: 'toni@example.com', languages: ['es', 'en', 'ca'], active: true, notes: 'Knows every beach road', userId: null })

    const list = adminGridOf((await agent.get('/admin/drivers?lng=en')).text)
    const listed = list.rows.find((r) => r.id === row.id)!
    expect(listed.cells).toMatchObject({ name: 'Toni Pons', phone: '+34 971 36 24 18', languages: 'ES EN CA', active: ad('en', 'dispatchAdmin.drivers.isActive') })

    // The account select offers staff accounts with the driver role only.
    const account = await createStaff('driver')
    const editor = await createStaff('editor')
    const form = await agent.get(`/admin/drivers/edit/${row.id}?lng=en`)
    expect(form.status).toBe(200)
    expect(form.text).toContain(`value="${account.id}"`)
    expect(form.text).not.toContain(`value="${editor.id}"`)
    expect(form.text).toContain(html(ad('en', 'dispatchAdmin.drivers.daysOff')))

    const edited = await agent.post(`/admin/drivers/edit/${row.id}`).type('form').send({ _csrf: csrf, ...driverForm({ lang_ca: '', lang_de: 'on', userId: String(account.id), active: '' }) })
    expect(edited.status).toBe(303)
    expect(await t.knex('drivers').where({ id: row.id }).first()).toMatchObject({ languages: ['es', 'en', 'de'], userId: account.id, active: false })

    // A non-driver account, or one already linked to another driver, is a message on the field.
    const notDriver = await agent.post('/admin/drivers/new?lng=en').type('form').send({ _csrf: csrf, ...driverForm({ name: 'Second', userId: String(editor.id) }) })
    expect(notDriver.status).toBe(400)
    expect(notDriver.text).toContain(html(ad('en', 'dispatchAdmin.drivers.notADriverAccount')))
    const taken = await agent.post('/admin/drivers/new?lng=en').type('form').send({ _csrf: csrf, ...driverForm({ name: 'Second', userId: String(account.id) }) })
    expect(taken.status).toBe(409)
    expect(taken.text).toContain(html(err('en', 'taken')))
  })

  it('refuses a wrong phone, e-mail or empty name with messages on their fields, keeping what was typed', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post('/admin/drivers/new?lng=de').type('form').send({ _csrf: csrf, ...driverForm({ name: ' ', phone: '12', email: 'nope' }) })
    expect(res.status).toBe(400)
    for (const key of ['required', 'phone', 'email']) expect(res.text).toContain(html(err('de', key)))
    expect(res.text).toContain('value="nope"')
    expect(await t.knex('drivers').where({ email: 'nope' }).first()).toBeUndefined()
  })

  it('keeps days off: adds, lists the ones to come, removes; a wrong date is refused', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    await agent.post('/admin/drivers/new').type('form').send({ _csrf: csrf, ...driverForm({ name: 'Marga Coll', phone: '+34 611 42 87 30' }) })
    const driver = await t.knex('drivers').where({ name: 'Marga Coll' }).first()
    const day = islandDay(9)
    const added = await agent.post(`/admin/drivers/edit/${driver.id}`).type('form').send({ _csrf: csrf, intent: 'day-off-add', day, note: 'Wedding' })
    expect(added.status).toBe(303)
    expect(added.headers.location).toBe(`/admin/drivers/edit/${driver.id}?saved=dayOffAdded`)
    const page = await agent.get(`${added.headers.location}&lng=en`)
    expect(page.text).toContain(`data-day-off="${day}"`)
    expect(page.text).toContain('Wedding')
    // A day already past is not listed.
    await t.knex('driver_days_off').insert({ driver_id: driver.id, day: islandDay(-3), note: 'past' })
    expect((await agent.get(`/admin/drivers/edit/${driver.id}`)).text).not.toContain(`data-day-off="${islandDay(-3)}"`)

    const wrong = await agent.post(`/admin/drivers/edit/${driver.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'day-off-add', day: '2027-02-30', note: '' })
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain(html(err('en', 'date')))
    // The driver's own form still shows the stored values.
    expect(wrong.text).toContain('value="Marga Coll"')

    // A day off added over a job already given to the driver: the page says so and leads to the board.
    const [leg] = (await bookTransfer(t.app, t.knex)).legs
    await t.knex('transfer_legs').where({ id: leg!.id }).update({ driver_id: driver.id })
    const jobDay = leg!.serviceDate
    await agent.post(`/admin/drivers/edit/${driver.id}`).type('form').send({ _csrf: csrf, intent: 'day-off-add', day: jobDay, note: '' })
    const warned = await agent.get(`/admin/drivers/edit/${driver.id}?lng=en`)
    expect(warned.text).toContain('data-jobs-that-day="1"')
    expect(warned.text).toContain(html(ad('en', 'dispatchAdmin.drivers.jobsOnDayOff_one', { count: 1 })))
    expect(warned.text).toContain(`href="/admin/dispatch?date=${jobDay}"`)
    expect(warned.text.match(/data-jobs-that-day=/g)).toHaveLength(1)

    const removed = await agent.post(`/admin/drivers/edit/${driver.id}`).type('form').send({ _csrf: csrf, intent: 'day-off-remove', day })
    expect(removed.status).toBe(303)
    expect(await t.knex('driver_days_off').where({ driver_id: driver.id, day }).first()).toBeUndefined()
  })

  it('refuses to delete a driver with jobs to come (deactivate instead), deletes one without', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    await agent.post('/admin/drivers/new').type('form').send({ _csrf: csrf, ...driverForm({ name: 'Busy Driver' }) })
    await agent.post('/admin/drivers/new').type('form').send({ _csrf: csrf, ...driverForm({ name: 'Idle Driver' }) })
    const busy = await t.knex('drivers').where({ name: 'Busy Driver' }).first()
    const idle = await t.knex('drivers').where({ name: 'Idle Driver' }).first()
    const [leg] = (await bookTransfer(t.app, t.knex)).legs
    await t.knex('transfer_legs').where({ id: leg!.id }).update({ driver_id: busy.id })

    const refused = await agent.post(`/admin/drivers/edit/${busy.id}?lng=en`).type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(html(ad('en', 'dispatchAdmin.drivers.hasJobs', { count: 1 })))
    expect(await t.knex('drivers').where({ id: busy.id }).first()).toBeTruthy()

    const deleted = await agent.post(`/admin/drivers/edit/${idle.id}`).type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(deleted.status).toBe(303)
    expect(deleted.headers.location).toBe('/admin/drivers?deleted=1')
    expect(await t.knex('drivers').where({ id: idle.id }).first()).toBeUndefined()
    await t.knex('transfer_legs').where({ id: leg!.id }).update({ driver_id: null })
  })
})

describe('admin: fleet vehicles', () => {
  it('creates a vehicle of a class, keeps plates unique, checks the class and the numbers', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const created = await agent.post('/admin/vehicles/new').type('form').send({ _csrf: csrf, ...vehicleForm() })
    expect(created.status).toBe(303)
    const row = await t.knex('fleet_vehicles').where({ plate: '1234 ABC' }).first()
    expect(row).toMatchObject({ name: 'White Vito', vehicleClass: 'minivan', seats: 7, luggage: 6, active: true })

    const list = await agent.get('/admin/vehicles?lng=es')
    expect(list.text).toContain(html(ad('es', 'dispatchAdmin.vehicles.title')))
    // The class by its name in the reader's language (as customers book it), never its code.
    const minivan = await t.knex('transfer_vehicles').where({ code: 'minivan' }).first()
    for (const lng of ['es', 'de'] as const) {
      const name = (minivan.translations?.name?.[lng] as string | undefined) || (minivan.name as string)
      expect(name).not.toBe('minivan')
      const cells = adminGridOf((await agent.get(`/admin/vehicles?lng=${lng}`)).text).rows.find((r) => r.id === row.id)!.cells
      expect(cells).toMatchObject({ plate: '1234 ABC', vehicleClass: name, seats: 7 })
    }

    const again = await agent.post('/admin/vehicles/new?lng=en').type('form').send({ _csrf: csrf, ...vehicleForm({ plate: '1234  ABC' }) })
    expect(again.status).toBe(409)
    expect(again.text).toContain(html(err('en', 'taken')))

    const unknown = await agent.post('/admin/vehicles/new?lng=en').type('form').send({ _csrf: csrf, ...vehicleForm({ plate: '9999 ZZZ', vehicleClass: 'spaceship' }) })
    expect(unknown.status).toBe(400)
    expect(unknown.text).toContain(html(ad('en', 'dispatchAdmin.vehicles.unknownClass')))

    const numbers = await agent.post('/admin/vehicles/new?lng=en').type('form').send({ _csrf: csrf, ...vehicleForm({ plate: '9999 ZZZ', seats: '0', luggage: 'many' }) })
    expect(numbers.status).toBe(400)
    expect(numbers.text).toContain(html(tr('en', 'common', 'forms.errors.minValue', { min: 1 })))
    expect(numbers.text).toContain(html(err('en', 'number')))

    const edited = await agent.post(`/admin/vehicles/edit/${row.id}`).type('form').send({ _csrf: csrf, ...vehicleForm({ seats: '8', active: '' }) })
    expect(edited.status).toBe(303)
    expect(await t.knex('fleet_vehicles').where({ id: row.id }).first()).toMatchObject({ seats: 8, active: false })
    expect((await agent.get('/admin/vehicles/edit/999999')).status).toBe(404)
  })

  it('refuses to delete a vehicle with jobs to come', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    await agent.post('/admin/vehicles/new').type('form').send({ _csrf: csrf, ...vehicleForm({ plate: 'PM 0001 BB' }) })
    const vehicle = await t.knex('fleet_vehicles').where({ plate: 'PM 0001 BB' }).first()
    const [leg] = (await bookTransfer(t.app, t.knex)).legs
    await t.knex('transfer_legs').where({ id: leg!.id }).update({ vehicle_id: vehicle.id })
    const refused = await agent.post(`/admin/vehicles/edit/${vehicle.id}?lng=ca`).type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(html(ad('ca', 'dispatchAdmin.vehicles.hasJobs', { count: 1 })))
    await t.knex('transfer_legs').where({ id: leg!.id }).update({ vehicle_id: null })
    expect((await agent.post(`/admin/vehicles/edit/${vehicle.id}`).type('form').send({ _csrf: csrf, intent: 'delete' })).status).toBe(303)
  })
})

describe('drivers and vehicles: who may', () => {
  it('lets admins and dispatchers in; editors and drivers get 403 on pages and posts', async () => {
    for (const role of ['admin', 'dispatcher'] as const) {
      const { agent } = await loginAs(t.app, role)
      for (const path of ['/admin/drivers', '/admin/drivers/new', '/admin/vehicles', '/admin/vehicles/new']) expect((await agent.get(path)).status, `${role} ${path}`).toBe(200)
    }
    for (const role of ['editor', 'driver'] as const) {
      const { agent, csrf } = await loginAs(t.app, role)
      for (const path of ['/admin/drivers', '/admin/vehicles/new']) expect((await agent.get(path)).status, `${role} ${path}`).toBe(403)
      expect((await agent.post('/admin/drivers/new').type('form').send({ _csrf: csrf, ...driverForm({ name: 'Intruder' }) })).status).toBe(403)
      expect((await agent.post('/admin/vehicles/new').type('form').send({ _csrf: csrf, ...vehicleForm({ plate: 'X 1' }) })).status).toBe(403)
    }
    expect(await t.knex('drivers').where({ name: 'Intruder' }).first()).toBeUndefined()
  })
})
