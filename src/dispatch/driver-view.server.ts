import type { TFunction } from 'i18next'
import { z } from 'zod'
import type { ServiceContext } from '../config/app-context'
import { DriverModel } from '../fleet/fleet.model'
import { driverOfUser } from '../fleet/fleet.server'
import { formatIslandDate } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { NotFoundError } from '../lib/errors'
import { islandDays, jobsOn, paymentText, type Job } from './jobs.server'
import { runSheetPath } from './run-sheet-paths'
import { IdNumberSchema } from '../lib/params'

// The driver's phone view (/admin/driver): the signed-in driver's jobs today and tomorrow. Admins
// and dispatchers open it for one driver (?driver=<id>) to see exactly what that driver sees.

/** How many island days the phone view shows: today and tomorrow. */
export const DRIVER_VIEW_DAYS = 2

const DriverIdSchema = IdNumberSchema
export const DriverViewQuerySchema = z.object({ driver: DriverIdSchema.optional() })

export interface DriverJobView extends Job {
  paymentLine: string
}

export interface DriverDay {
  date: string
  /** "Today · 26 November 2026". */
  label: string
  jobs: DriverJobView[]
  runSheet: string
}

export type DriverViewData =
  | { kind: 'jobs'; driver: { id: number; name: string }; days: DriverDay[]; asStaff: boolean }
  /** A driver account that no driver record points at: nothing to show, and why. */
  | { kind: 'no-driver-record' }
  /** Staff without ?driver: whose view to open. */
  | { kind: 'choose'; drivers: Array<{ id: number; name: string }> }

export interface DriverViewer {
  id: number
  role: string
}

/** Whose jobs the viewer sees: a driver always their own (whatever the address says), staff the one asked for. */
async function driverFor(viewer: DriverViewer, query: Record<string, unknown>): Promise<DriverModel | 'none' | 'choose'> {
  if (viewer.role === 'driver') return (await driverOfUser(viewer.id)) ?? 'none'
  const parsed = DriverViewQuerySchema.safeParse(query)
  if (!parsed.success) throw new NotFoundError('Driver not found')
  if (parsed.data.driver === undefined) return 'choose'
  const driver = await DriverModel.query().findById(parsed.data.driver)
  if (!driver) throw new NotFoundError('Driver not found')
  return driver
}

export async function driverView(ctx: ServiceContext, viewer: DriverViewer, query: Record<string, unknown>, lng: Language, t: TFunction, now = new Date()): Promise<DriverViewData> {
  const driver = await driverFor(viewer, query)
  if (driver === 'none') return { kind: 'no-driver-record' }
  if (driver === 'choose') {
    const drivers = await DriverModel.query().where({ active: true }).orderBy('name').select('id', 'name')
    return { kind: 'choose', drivers: drivers.map((d) => ({ id: d.id, name: d.name })) }
  }
  const dates = islandDays(DRIVER_VIEW_DAYS, now)
  const jobs = await jobsOn(ctx, { dates, driverId: driver.id }, lng, t, now)
  const days = dates.map((date, i) => ({
    date,
    label: `${t(`admin:driverView.${i === 0 ? 'today' : 'tomorrow'}`)} · ${formatIslandDate(date, lng)}`,
    jobs: jobs.filter((j) => j.serviceDate === date).map((j) => ({ ...j, paymentLine: paymentText(t, j.payment) })),
    runSheet: runSheetPath(date, driver.id),
  }))
  return { kind: 'jobs', driver: { id: driver.id, name: driver.name }, days, asStaff: viewer.role !== 'driver' }
}

/** Where a status button leads back to: the same view (staff keep the driver they opened). */
export function driverViewPath(viewer: DriverViewer, driverId: number | null, params: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...(viewer.role !== 'driver' && driverId ? { driver: String(driverId) } : {}), ...params }).toString()
  return `/admin/driver${search ? `?${search}` : ''}`
}
