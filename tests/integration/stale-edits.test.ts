import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { driverFormValues, vehicleFormValues as fleetVehicleFormValues } from '../../src/fleet/fleet.admin.server'
import { departureEditScreen, tripResourceValues } from '../../src/departures/departures.admin.server'
import { categoryFormValues, scheduleFormValues } from '../../src/departures/availability.admin.server'
import { TripPriceCategoryModel, TripScheduleModel } from '../../src/departures/departures.model'
import { formatDateTime } from '../../src/i18n/format'
import { islandTimeToInstant } from '../../src/lib/island-time'
import { islandDay } from '../helpers/bookings'
import { userFormValues } from '../../src/users/users.admin.server'
import { businessFormValues } from '../../src/settings/business.schema'
import { businessVersionField, getBusinessSettings } from '../../src/settings/business.server'
import { seoFormValues } from '../../src/seo/seo.admin.server'
import { routeFareFormValues } from '../../src/transfers/transfer-routes.admin.server'
import { seasonFormValues } from '../../src/transfers/transfer-seasons.admin.server'
import { vehicleFormValues as vehicleClassFormValues } from '../../src/transfers/transfer-vehicles.admin.server'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// ADR 067 on the screens that had no version check: two staff members open the same record, the
// first saves one field, the second's older form would have written the first one's field back.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

interface Screen {
  name: string
  /** The first record's edit address and its form values as stored (the hidden version included). */
  open: () => Promise<{ path: string; values: Record<string, string>; read: () => Promise<Record<string, unknown>> }>
  /** Two different fields, each with a new value. */
  first: [string, string]
  second: [string, string]
  /** The stored column the first field is kept in. */
  column: string
  /** Versioned by a counter, not a time: the message names no time. */
  untimed?: true
}

const first = async (table: string, order = 'id') => t.knex(table).orderBy(order).first()
/** A row of its own (the test apps are seeded with content, not with a fleet or seasons). */
const made = async (table: string, row: Record<string, unknown>) => ((await t.knex(table).insert(row).returning('id')) as Array<{ id: number }>)[0]!

const SCREENS: Screen[] = [
  {
    name: 'a driver',
    open: async () => {
      const { id } = await made('drivers', { name: 'Toni Pons', phone: '+34600111222', languages: JSON.stringify(['es', 'en']), active: true, notes: '' })
      return { path: `/admin/drivers/edit/${id}`, values: await driverFormValues(id), read: () => t.knex('drivers').where({ id }).first() }
    },
    first: ['name', 'Toni Pons Mercadal'],
    second: ['notes', 'Prefers the early shift'],
    column: 'name',
  },
  {
    name: 'a fleet vehicle',
    open: async () => {
      const { code } = await first('transfer_vehicles', 'code')
      const { id } = await made('fleet_vehicles', { plate: '1234 KLM', name: 'Van 3', vehicle_class: code, seats: 7, luggage: 7, active: true, notes: '' })
      return { path: `/admin/vehicles/edit/${id}`, values: await fleetVehicleFormValues(id), read: () => t.knex('fleet_vehicles').where({ id }).first() }
    },
    first: ['name', 'Van 3 (white)'],
    second: ['notes', 'Tyres changed in May'],
    column: 'name',
  },
  {
    name: 'a season',
    open: async () => {
      const { id } = await made('transfer_seasons', { name: 'August', starts_on: '2027-08-01', ends_on: '2027-08-31', percent: 20 })
      return { path: `/admin/transfers/seasons/edit/${id}`, values: await seasonFormValues(id), read: () => t.knex('transfer_seasons').where({ id }).first() }
    },
    first: ['name', 'Peak of August'],
    second: ['percent', '25'],
    column: 'name',
  },
  {
    name: 'a route fare',
    open: async () => {
      const { id } = await first('transfer_route_fares')
      return { path: `/admin/transfers/routes/edit/${id}`, values: await routeFareFormValues(id, 'es'), read: () => t.knex('transfer_route_fares').where({ id }).first() }
    },
    first: ['price', '81,00'],
    second: ['passengersMin', '1'],
    column: 'priceCents',
  },
  {
    name: 'a vehicle class',
    open: async () => {
      const { code } = await first('transfer_vehicles', 'code')
      return { path: `/admin/transfers/vehicles/edit/${code}`, values: await vehicleClassFormValues(code), read: () => t.knex('transfer_vehicles').where({ code }).first() }
    },
    first: ['name_es', 'Turismo privado (nuevo)'],
    second: ['name_en', 'Private car (new)'],
    column: 'name',
  },
  {
    name: 'an SEO record',
    open: async () => {
      const { pageKey } = await first('seo_records', 'page_key')
      return { path: `/admin/seo/edit/${pageKey}`, values: await seoFormValues(pageKey), read: async () => ({ title: JSON.stringify((await t.knex('seo_records').where({ page_key: pageKey }).first()).title) }) }
    },
    first: ['title_es', 'Excursiones y traslados en Menorca'],
    second: ['title_en', 'Menorca trips and transfers'],
    column: 'title',
  },
  {
    name: 'a departure (its version moves with edits and closures, not with the seats booked)',
    open: async () => {
      const { id: tripId } = await first('trips')
      const { id } = await made('trip_departures', { trip_id: tripId, starts_at: islandTimeToInstant(islandDay(333), '09:40'), local_date: islandDay(333), local_time: '09:40', capacity: 12, guide_languages: JSON.stringify(['es']) })
      const { values } = await departureEditScreen(id, 'es')
      // A booking between opening and saving is no conflict: the form does not show seats taken.
      await t.knex('trip_departures').where({ id }).update({ seats_taken: 2, updated_at: new Date() })
      return { path: `/admin/departures/${id}/edit`, values, read: () => t.knex('trip_departures').where({ id }).first() }
    },
    first: ['capacity', '14'],
    second: ['guide_en', 'on'],
    column: 'capacity',
    untimed: true,
  },
  {
    name: 'a staff account',
    open: async () => {
      const { id } = await made('users', { email: 'marta.office@example.com', name: 'Marta', role: 'dispatcher', password_hash: 'not-a-hash', language: 'es' })
      return { path: `/admin/users/${id}/edit`, values: await userFormValues(id), read: () => t.knex('users').where({ id }).first() }
    },
    first: ['name', 'Marta Pons'],
    second: ['role', 'editor'],
    column: 'name',
  },
  {
    name: 'the business details (two settings rows, one screen)',
    open: async () => {
      // Saved once, so its rows carry a version (the seed writes them without one of their own).
      const values = { ...businessFormValues(await getBusinessSettings()), ...(await businessVersionField()) }
      return { path: '/admin/business', values, read: async () => ({ value: JSON.stringify((await t.knex('settings').where({ key: 'site' }).first()).value) }) }
    },
    first: ['phone', '+34 971 000 111'],
    second: ['instagram', 'https://www.instagram.com/menorca.new'],
    column: 'value',
  },
  {
    name: 'a shared boat',
    open: async () => {
      const { id } = await made('trip_resources', { name: 'Llaüt Sa Punta', capacity: 10, notes: '', active: true })
      return { path: `/admin/trip-resources/edit/${id}`, values: await tripResourceValues(id), read: () => t.knex('trip_resources').where({ id }).first() }
    },
    first: ['capacity', '11'],
    second: ['notes', 'Moored at the east quay'],
    column: 'capacity',
  },
  {
    name: "a trip's price category",
    open: async () => {
      const { id, tripId } = await first('trip_price_categories')
      const values = categoryFormValues((await TripPriceCategoryModel.query().findById(id))!, 'es')
      return { path: `/admin/trips/${tripId}/availability?category=${id}`, values: { ...values, intent: 'category' }, read: () => t.knex('trip_price_categories').where({ id }).first() }
    },
    first: ['minAge', '12'],
    second: ['sortOrder', '7'],
    column: 'minAge',
  },
  {
    name: "a trip's schedule",
    open: async () => {
      const { id, tripId } = await first('trip_schedules')
      const values = scheduleFormValues((await TripScheduleModel.query().findById(id))!)
      return { path: `/admin/trips/${tripId}/availability?schedule=${id}`, values: { ...values, intent: 'schedule' }, read: () => t.knex('trip_schedules').where({ id }).first() }
    },
    first: ['capacity', '9'],
    second: ['times', '10:15'],
    column: 'capacity',
  },
]

describe("a save over someone else's newer one is refused, with what was typed kept", () => {
  it.each(SCREENS)('$name', async ({ open, first: [field, value], second: [otherField, otherValue], column, untimed }) => {
    const { path, values, read } = await open()
    const editor = await loginAs(t.app, 'admin')
    const other = await loginAs(t.app, 'admin')
    // Both forms carry the version they were opened on.
    expect((await editor.agent.get(path)).text).toContain(`name="_version" value="${values._version}"`)
    const saved = await editor.agent.post(path).type('form').send({ ...values, _csrf: editor.csrf, [field]: value })
    expect(saved.status).toBe(303)
    const afterFirst = await read()
    expect(afterFirst[column]).toBeDefined()
    const stale = await other.agent.post(`${path}${path.includes('?') ? '&' : '?'}lng=de`).type('form').send({ ...values, _csrf: other.csrf, [otherField]: otherValue })
    expect(stale.status).toBe(409)
    expect(stale.text).toContain(html(otherValue))
    expect(stale.text).toContain('name="_version"')
    expect((await read())[column]).toEqual(afterFirst[column])
    const storedAt = /name="_version" value="([^"]+)"/.exec(stale.text)![1]!
    if (untimed) expect(stale.text).toContain(html(tr('de', 'admin', 'form.editConflictUntimed')))
    else expect(stale.text).toContain(html(tr('de', 'admin', 'form.editConflict', { time: formatDateTime(storedAt, 'de') })))
    // Sent again with the version the refusal gave: a deliberate overwrite, taken.
    expect((await other.agent.post(path).type('form').send({ ...values, _csrf: other.csrf, [otherField]: otherValue, _version: storedAt })).status).toBe(303)
  })
})

describe('what is no edit of a record', () => {
  it('a staff member signing in leaves their account’s version alone: an admin editing it meanwhile is not refused', async () => {
    const { user } = await loginAs(t.app, 'dispatcher')
    const { _version: opened } = await userFormValues(user.id)
    const admin = await loginAs(t.app, 'admin')
    // The dispatcher signs in again (another device) while the admin has the account open.
    const device = request.agent(t.app)
    const csrf = /name="_csrf" value="([^"]+)"/.exec((await device.get('/auth/login')).text)![1]!
    expect((await device.post('/auth/login').type('form').send({ email: user.email, password: user.password, _csrf: csrf })).status).toBe(303)
    expect((await userFormValues(user.id))._version).toBe(opened)
    const values = await userFormValues(user.id)
    expect((await admin.agent.post(`/admin/users/${user.id}/edit`).type('form').send({ ...values, _version: opened, _csrf: admin.csrf, name: 'Renamed Meanwhile' })).status).toBe(303)
  })
})

