import type { Knex } from 'knex'
import { UniqueViolationError } from 'objection'
import { versionField } from '../content-kit/edit-version'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { db } from '../db/knex'
import { formatPhone } from '../i18n/phone-format'
import type { Language } from '../i18n/languages'
import { translate, type Translations } from '../i18n/translatable'
import { NotFoundError, RefusedError, TakenError } from '../lib/errors'
import { UserModel } from '../users/users.model'
import type { DriverForm, VehicleForm } from './fleet.schema'
import { DRIVER_LANGUAGES, languageField, type DayOff, type UpcomingDayOff } from './fleet-paths'
import { DriverModel, FleetVehicleModel } from './fleet.model'

// /admin/drivers and /admin/vehicles (docs/decisions/039): the people who drive the jobs and the
// vehicles they drive, their days off, and the rule that keeps jobs from losing their driver or
// vehicle: what has future jobs is deactivated, not deleted. The fleet sits below transfers in
// the layers, so the legs and vehicle classes are read here by their tables.

/** Legs still to be driven (not cancelled, completed or no-show, pick-up from now on) of a driver or vehicle. */
function futureJobs(column: 'driver_id' | 'vehicle_id', id: number, trx?: Knex.Transaction) {
  return (trx ?? db())('transfer_legs')
    .where(column, id)
    .whereNotIn('status', ['cancelled', 'completed', 'no_show'])
    .where('pickup_at', '>=', new Date())
    .count<Array<{ count: number | string }>>({ count: '*' })
    .then(([row]) => Number(row?.count ?? 0))
}

// ── Drivers ──

export interface DriverRow {
  id: number
  name: string
  phone: string
  languages: string
  active: boolean
  account: string
}

export async function listDriversForAdmin(query: ListQuery) {
  const builder = DriverModel.query().select('drivers.*', UserModel.query().select('email').where('users.id', DriverModel.ref('drivers.user_id')).as('account_email'))
  return pageOf(builder, query, {
    sortable: { name: 'drivers.name', phone: 'drivers.phone', active: 'drivers.active' },
    defaultSort: 'name',
    tiebreaker: 'drivers.id',
    search: (b, term) => void b.where((w) => w.whereILike('drivers.name', likeTerm(term)).orWhereILike('drivers.phone', likeTerm(term.replace(/[^\d+]/g, '') || term)).orWhereILike('drivers.email', likeTerm(term))),
    map: (row): DriverRow => ({
      id: row.id,
      name: row.name,
      phone: formatPhone(row.phone),
      languages: row.languages.map((l) => l.toUpperCase()).join(' '),
      active: row.active,
      account: (row as DriverModel & { accountEmail?: string | null }).accountEmail ?? '',
    }),
  })
}

/** The staff accounts with the driver role, to link one to a driver (those already linked to another are left out). */
export async function driverAccountChoices(editingId?: number): Promise<Array<{ value: string; label: string }>> {
  const users = await UserModel.query()
    .where('role', 'driver')
    .whereNotExists(DriverModel.query().where('drivers.user_id', UserModel.ref('users.id')).modify((q) => void (editingId ? q.whereNot('drivers.id', editingId) : q)))
    .orderBy('name')
  return users.map((u) => ({ value: String(u.id), label: `${u.name} · ${u.email}` }))
}

export async function driverFormValues(id: number): Promise<Record<string, string>> {
  const row = await DriverModel.query().findById(id)
  if (!row) throw new NotFoundError('Driver not found')
  const flags = Object.fromEntries(DRIVER_LANGUAGES.filter((code) => row.languages.includes(code)).map((code) => [languageField(code), 'on']))
  return { name: row.name, phone: row.phone, email: row.email ?? '', active: row.active ? 'on' : '', userId: row.userId ? String(row.userId) : '', notes: row.notes, ...flags, ...versionField(row.updatedAt) }
}

/** The account chosen must be a staff account with the driver role. */
async function checkAccount(userId: number | null): Promise<void> {
  if (userId === null) return
  const user = await UserModel.query().findById(userId)
  if (!user || user.role !== 'driver') throw new RefusedError(400, 'admin:dispatchAdmin.drivers.notADriverAccount', {}, 'userId')
}

/** A unique column clash (the account already linked, the plate already used) → its field. */
async function uniquely<T>(field: string, write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (error instanceof UniqueViolationError || (error as { code?: unknown }).code === '23505') throw new TakenError(field)
    throw error
  }
}

export async function createDriver(form: DriverForm): Promise<number> {
  await checkAccount(form.userId)
  const row = await uniquely('userId', () => DriverModel.query().insert(form))
  return row.id
}

export async function updateDriver(id: number, form: DriverForm): Promise<void> {
  await checkAccount(form.userId)
  const updated = await uniquely('userId', () => DriverModel.query().findById(id).patch(form))
  if (!updated) throw new NotFoundError('Driver not found')
}

/** A driver with jobs still to drive stays (deactivate them instead, or assign the jobs to someone else first). */
export async function deleteDriver(id: number): Promise<number> {
  const jobs = await futureJobs('driver_id', id)
  if (jobs) throw new RefusedError(409, 'admin:dispatchAdmin.drivers.hasJobs', { count: jobs })
  return DriverModel.query().deleteById(id)
}

/** The driver's days off from today on, in order, each with the jobs still theirs that day. */
export async function upcomingDaysOff(driverId: number, today: string): Promise<UpcomingDayOff[]> {
  const days: DayOff[] = await db()('driver_days_off').where('driver_id', driverId).where('day', '>=', today).orderBy('day').select('day', 'note')
  if (!days.length) return []
  const jobs: Array<{ day: string; count: number | string }> = await db()('transfer_legs')
    .where('driver_id', driverId)
    .whereIn('service_date', days.map((d) => d.day))
    .whereNotIn('status', ['cancelled', 'completed', 'no_show'])
    .groupBy('service_date')
    .select('service_date as day')
    .count({ count: '*' })
  const byDay = new Map(jobs.map((j) => [j.day, Number(j.count)]))
  return days.map((d) => ({ ...d, jobs: byDay.get(d.day) ?? 0 }))
}

/** Adds (or renames) a day off; the board shows the driver as off that day and refuses to assign them. */
export async function addDayOff(driverId: number, { day, note }: DayOff): Promise<void> {
  if (!(await DriverModel.query().findById(driverId))) throw new NotFoundError('Driver not found')
  await db()('driver_days_off').insert({ driver_id: driverId, day, note }).onConflict(['driver_id', 'day']).merge()
}

export async function removeDayOff(driverId: number, day: string): Promise<void> {
  await db()('driver_days_off').where({ driver_id: driverId, day }).delete()
}

// ── Fleet vehicles ──

export interface VehicleRow {
  id: number
  plate: string
  name: string
  vehicleClass: string
  seats: number
  luggage: number
  active: boolean
}

/** The list, each vehicle's class by its name in the staff member's language. */
export async function listVehiclesForAdmin(query: ListQuery, lng: Language) {
  const classes = await vehicleClassNames(lng)
  return pageOf(FleetVehicleModel.query(), query, {
    sortable: { plate: 'plate', name: 'name', vehicleClass: 'vehicle_class', seats: 'seats', luggage: 'luggage', active: 'active' },
    defaultSort: 'plate',
    search: (b, term) => void b.where((w) => w.whereILike('plate', likeTerm(term)).orWhereILike('name', likeTerm(term)).orWhereILike('vehicle_class', likeTerm(term))),
    map: (row): VehicleRow => ({ id: row.id, plate: row.plate, name: row.name, vehicleClass: classes.get(row.vehicleClass) ?? row.vehicleClass, seats: row.seats, luggage: row.luggage, active: row.active }),
  })
}

export async function vehicleFormValues(id: number): Promise<Record<string, string>> {
  const row = await FleetVehicleModel.query().findById(id)
  if (!row) throw new NotFoundError('Vehicle not found')
  return { plate: row.plate, name: row.name, vehicleClass: row.vehicleClass, seats: String(row.seats), luggage: String(row.luggage), active: row.active ? 'on' : '', notes: row.notes, ...versionField(row.updatedAt) }
}

/** The vehicle classes (what customers book) by code, each named in the staff member's language, in their order. */
async function vehicleClassNames(lng: Language): Promise<Map<string, string>> {
  const rows: Array<{ code: string; name: string; translations: Translations }> = await db()('transfer_vehicles').orderBy([{ column: 'sort_order' }, { column: 'code' }]).select('code', 'name', 'translations')
  return new Map(rows.map((row) => [row.code, translate(row, 'name', lng) || row.code]))
}

/** The vehicle classes (what customers book) to choose a vehicle's from, in the staff member's language. */
export async function vehicleClassChoices(lng: Language): Promise<Array<{ value: string; label: string }>> {
  return [...(await vehicleClassNames(lng))].map(([code, name]) => ({ value: code, label: `${name} (${code})` }))
}

/** The class must be one of the vehicle classes (transfer_vehicles) that exist now. */
async function checkClass(code: string): Promise<void> {
  if (!(await db()('transfer_vehicles').where('code', code).first())) throw new RefusedError(400, 'admin:dispatchAdmin.vehicles.unknownClass', {}, 'vehicleClass')
}

export async function createVehicle(form: VehicleForm): Promise<number> {
  await checkClass(form.vehicleClass)
  const row = await uniquely('plate', () => FleetVehicleModel.query().insert(form))
  return row.id
}

export async function updateVehicle(id: number, form: VehicleForm): Promise<void> {
  await checkClass(form.vehicleClass)
  const updated = await uniquely('plate', () => FleetVehicleModel.query().findById(id).patch(form))
  if (!updated) throw new NotFoundError('Vehicle not found')
}

export async function deleteVehicle(id: number): Promise<number> {
  const jobs = await futureJobs('vehicle_id', id)
  if (jobs) throw new RefusedError(409, 'admin:dispatchAdmin.vehicles.hasJobs', { count: jobs })
  return FleetVehicleModel.query().deleteById(id)
}
