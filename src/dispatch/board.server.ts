import type { TFunction } from 'i18next'
import type { ServiceContext } from '../config/app-context'
import { countRows } from '../db/count'
import { db } from '../db/knex'
import { DriverModel, FleetVehicleModel } from '../fleet/fleet.model'
import { localeOf, type Language } from '../i18n/languages'
import { bookingRules } from '../transfers/booking-rules.server'
import { toBookingView, type BookingWithLegs } from '../transfers/booking-view'
import { addDays, localParts, minutesOf } from '../lib/island-time'
import { placeLabel } from '../transfers/places'
import { TransferBookingModel, TransferLegModel } from '../transfers/transfers.model'
import { loadTransfers } from '../transfers/transfers.server'
import { assignmentProblems, overlaps, type OtherJob, type Problem } from './assignment-rules'
import { LIVE_BOOKING_STATUSES } from './assignment.server'
import { weekStart, type BoardJob, type DayBoard, type WeekBoard, type WeekCell } from './board'

// The dispatch board's data (docs/decisions/039): a day's jobs per driver with what each breaks
// now, and a week's counts. Every leg is found on its own island day (a return whose outbound is
// another day included), because legs carry their service date.

const dayFormatters = new Map<string, Intl.DateTimeFormat>()
function dayLabel(date: string, lng: Language, style: 'full' | 'short'): string {
  const key = `${lng}:${style}`
  let f = dayFormatters.get(key)
  if (!f) dayFormatters.set(key, (f = new Intl.DateTimeFormat(localeOf(lng), style === 'full' ? { dateStyle: 'full', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })))
  return f.format(new Date(`${date}T12:00:00Z`))
}

const NAME_ORDER = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

/** Everything a day's board and its conflict check read. */
async function loadDay(date: string) {
  const [rules, drivers, vehicles, daysOff, bookings, loaded] = await Promise.all([
    bookingRules(),
    DriverModel.query().orderBy([{ column: 'name' }, { column: 'id' }]),
    FleetVehicleModel.query().orderBy([{ column: 'plate' }]),
    db()('driver_days_off').where('day', date).select('driverId', 'note') as Promise<Array<{ driverId: number; note: string }>>,
    TransferBookingModel.query()
      .whereIn('status', LIVE_BOOKING_STATUSES)
      .whereExists(TransferBookingModel.relatedQuery('legs').where('service_date', date).whereNot('status', 'cancelled'))
      .withGraphFetched('legs') as unknown as Promise<BookingWithLegs[]>,
    loadTransfers(),
  ])
  const legs = bookings
    .flatMap((booking) => booking.legs.filter((leg) => leg.serviceDate === date && leg.status !== 'cancelled').map((leg) => ({ leg, booking })))
    .sort((a, b) => new Date(a.leg.pickupAt).getTime() - new Date(b.leg.pickupAt).getTime() || a.leg.id - b.leg.id)
  // "Driver 2" before "Driver 10", "Àlex" among the A's: names as people sort them, not byte by byte.
  drivers.sort((a, b) => NAME_ORDER.compare(a.name, b.name) || a.id - b.id)
  vehicles.sort((a, b) => NAME_ORDER.compare(a.plate, b.plate) || a.id - b.id)
  return { date, bufferMinutes: rules.travelBufferMinutes, drivers, vehicles, offById: new Map(daysOff.map((d) => [d.driverId, d.note])), legs, loaded }
}
type Day = Awaited<ReturnType<typeof loadDay>>

const otherJob = ({ leg, booking }: Day['legs'][number]): OtherJob => ({ id: leg.id, pickupAt: new Date(leg.pickupAt), durationMinutes: leg.durationMinutes, reference: booking.reference, time: localParts(new Date(leg.pickupAt)).time })

/** The day's jobs of each driver (or vehicle), read once for every job's checks rather than filtered per job. */
function jobsBy(day: Day, holder: 'driverId' | 'vehicleId'): Map<number, OtherJob[]> {
  const out = new Map<number, OtherJob[]>()
  for (const item of day.legs) {
    const id = item.leg[holder]
    if (id === null) continue
    const jobs = out.get(id) ?? []
    jobs.push(otherJob(item))
    out.set(id, jobs)
  }
  return out
}

/** What each assigned job of the day breaks now (the assignment service refuses these up front). */
function problemsOf(day: Day, driverJobs = jobsBy(day, 'driverId')): Map<number, Problem[]> {
  const vehicleJobs = jobsBy(day, 'vehicleId')
  const out = new Map<number, Problem[]>()
  for (const item of day.legs) {
    const { leg, booking } = item
    if (leg.driverId === null && leg.vehicleId === null) continue
    const driver = day.drivers.find((d) => d.id === leg.driverId) ?? null
    const vehicle = day.vehicles.find((v) => v.id === leg.vehicleId) ?? null
    const problems = assignmentProblems({
      leg,
      bookingStatus: booking.status,
      driver,
      driverOff: driver ? (day.offById.get(driver.id) ?? null) : null,
      vehicle,
      driverJobs: driver ? (driverJobs.get(driver.id) ?? []) : [],
      vehicleJobs: vehicle ? (vehicleJobs.get(vehicle.id) ?? []) : [],
      bufferMinutes: day.bufferMinutes,
    })
    // A job on the road or done keeps its driver: "not assignable" is about new assignments only.
    const current = problems.filter((p) => p.reason !== 'not-assignable')
    if (current.length) out.set(leg.id, current)
  }
  return out
}

/** The conflicts of a day's assignments: [leg id, problems] for each job that breaks a rule now. */
export async function conflictsFor(date: string): Promise<Array<{ legId: number; problems: Problem[] }>> {
  return [...problemsOf(await loadDay(date)).entries()].map(([legId, problems]) => ({ legId, problems }))
}

/**
 * For each job, the drivers (or vehicles) who already have another job it would overlap (drive and
 * travel buffer, as the assignment rule counts it): id → that job's time. The board marks them in
 * the job's lists, so the dispatcher picks someone, or a van, free instead of being refused.
 */
function busyHoldersOf(day: Day, jobsOf: Map<number, OtherJob[]>): Map<number, Record<number, string>> {
  const out = new Map<number, Record<number, string>>()
  for (const item of day.legs) {
    const job = otherJob(item)
    const busy: Record<number, string> = {}
    for (const [driverId, jobs] of jobsOf) {
      const other = jobs.find((j) => j.id !== job.id && overlaps(job, j, day.bufferMinutes))
      if (other) busy[driverId] = other.time
    }
    out.set(job.id, busy)
  }
  return out
}

const vehicleLabel = (v: FleetVehicleModel) => `${v.name} · ${v.plate} (${v.seats}/${v.luggage})`

/** One day's board in the staff member's language. */
export async function dayBoard(ctx: ServiceContext, date: string, lng: Language, t: TFunction): Promise<DayBoard> {
  const day = await loadDay(date)
  const driverJobs = jobsBy(day, 'driverId')
  const problems = problemsOf(day, driverJobs)
  const busyDrivers = busyHoldersOf(day, driverJobs)
  const busyVehicles = busyHoldersOf(day, jobsBy(day, 'vehicleId'))
  const jobs: BoardJob[] = day.legs.map(({ leg, booking }) => {
    const view = toBookingView(ctx, booking, day.loaded, { lng }).legs.find((l) => l.id === leg.id)!
    const vehicle = day.vehicles.find((v) => v.id === leg.vehicleId)
    return {
      id: leg.id,
      version: leg.version,
      bookingId: booking.id,
      reference: booking.reference,
      direction: leg.direction,
      bookingStatus: booking.status,
      bookingStatusLabel: t(`admin:transferStatus.${booking.status}`),
      status: leg.status,
      statusLabel: t(`admin:legStatus.${leg.status}`),
      time: view.pickupLocal.time,
      startMinute: minutesOf(view.pickupLocal.time),
      durationMinutes: leg.durationMinutes,
      from: placeLabel(t, view.from),
      to: placeLabel(t, view.to),
      pickupPoint: leg.pickupPoint,
      passengers: leg.passengers,
      luggage: leg.luggage,
      travel: view.travel ? (view.travel.time ? `${view.travel.number} (${view.travel.time})` : view.travel.number) : null,
      customerName: booking.customerName,
      driverId: leg.driverId,
      vehicleId: leg.vehicleId,
      vehicleLabel: vehicle ? vehicleLabel(vehicle) : null,
      conflicts: (problems.get(leg.id) ?? []).map((p) => t(`admin:dispatchAdmin.conflicts.${p.reason}`, p.params)),
      busyDrivers: busyDrivers.get(leg.id) ?? {},
      busyVehicles: busyVehicles.get(leg.id) ?? {},
    }
  })
  const busy = new Set(jobs.map((j) => j.driverId))
  const usedVehicles = new Set(jobs.map((j) => j.vehicleId))
  const firstHour = Math.min(6, ...jobs.map((j) => Math.floor(j.startMinute / 60)))
  const lastHour = Math.max(22, ...jobs.map((j) => Math.ceil((j.startMinute + j.durationMinutes) / 60)))
  return {
    date,
    dateLabel: dayLabel(date, lng, 'full'),
    previous: addDays(date, -1),
    next: addDays(date, 1),
    // Inactive drivers only while they still hold a job that day (so it can be moved).
    drivers: day.drivers.filter((d) => d.active || busy.has(d.id)).map((d) => ({ id: d.id, name: d.name, phone: d.phone, languages: d.languages, active: d.active, off: day.offById.get(d.id) ?? null })),
    vehicles: day.vehicles.filter((v) => v.active || usedVehicles.has(v.id)).map((v) => ({ id: v.id, label: vehicleLabel(v), seats: v.seats, luggage: v.luggage })),
    jobs,
    fromHour: firstHour,
    toHour: Math.min(24, lastHour),
    bufferMinutes: day.bufferMinutes,
  }
}

/** A day's transfer jobs at a glance (the dashboard): how many, and how many have no driver yet. */
export async function jobCountsOn(date: string): Promise<{ jobs: number; unassigned: number }> {
  const legs = () =>
    TransferLegModel.query()
      .join('transfer_bookings', 'transfer_bookings.id', 'transfer_legs.booking_id')
      .where('transfer_legs.service_date', date)
      .whereNot('transfer_legs.status', 'cancelled')
      .whereIn('transfer_bookings.status', LIVE_BOOKING_STATUSES)
  const [jobs, unassigned] = await Promise.all([countRows(legs()), countRows(legs().whereNull('transfer_legs.driver_id'))])
  return { jobs, unassigned }
}

/** Seven days from the Monday of `date`'s week: per driver and day the jobs (time and booking), and the unassigned ones. */
export async function weekBoard(date: string, lng: Language): Promise<WeekBoard> {
  const start = weekStart(date)
  const end = addDays(start, 6)
  const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i))
  const [drivers, legs, daysOff] = await Promise.all([
    DriverModel.query().orderBy([{ column: 'name' }, { column: 'id' }]),
    TransferLegModel.query()
      .join('transfer_bookings', 'transfer_bookings.id', 'transfer_legs.booking_id')
      .whereBetween('transfer_legs.service_date', [start, end])
      .whereNot('transfer_legs.status', 'cancelled')
      .whereIn('transfer_bookings.status', LIVE_BOOKING_STATUSES)
      .orderBy('transfer_legs.pickup_at')
      .select('transfer_legs.id', 'transfer_legs.service_date', 'transfer_legs.pickup_at', 'transfer_legs.driver_id', 'transfer_bookings.reference'),
    db()('driver_days_off').whereBetween('day', [start, end]).select('driverId', 'day') as Promise<Array<{ driverId: number; day: string }>>,
  ])
  const cell = (day: string, driverId: number | null): WeekCell => {
    const jobs = legs.filter((l) => l.serviceDate === day && l.driverId === driverId).map((l) => ({ id: l.id, time: localParts(new Date(l.pickupAt)).time, reference: (l as TransferLegModel & { reference: string }).reference }))
    return { count: jobs.length, jobs }
  }
  const busy = new Set(legs.map((l) => l.driverId))
  drivers.sort((a, b) => NAME_ORDER.compare(a.name, b.name) || a.id - b.id)
  return {
    start,
    days: dates.map((d) => ({ date: d, label: dayLabel(d, lng, 'short'), unassigned: cell(d, null), off: daysOff.filter((o) => o.day === d).map((o) => o.driverId) })),
    drivers: drivers.filter((d) => d.active || busy.has(d.id)).map((d) => ({ id: d.id, name: d.name, active: d.active, cells: dates.map((day) => cell(day, d.id)) })),
    previous: addDays(start, -7),
    next: addDays(start, 7),
  }
}
