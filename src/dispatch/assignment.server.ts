import type { Knex } from 'knex'
import { recordChange, type Actor } from '../audit/audit.server'
import { DriverModel, FleetVehicleModel } from '../fleet/fleet.model'
import { ConflictError, NotFoundError } from '../lib/errors'
import { StaleLegError } from '../transfers/booking-changes.server'
import { bookingRules } from '../transfers/booking-rules.server'
import { localParts } from '../lib/island-time'
import { TransferBookingModel, TransferLegModel } from '../transfers/transfers.model'
import { assignmentProblems, type AssignmentConflict, type OtherJob } from './assignment-rules'

// Assigning a driver and a vehicle to a job (one leg), docs/decisions/039. One transaction locks
// the leg (its version must be the one the dispatcher saw), then the driver's and the vehicle's
// rows: two dispatchers giving the same driver or vehicle overlapping jobs at the same moment
// queue on that row, and the second sees the first's job when it checks for overlaps.

/** Refused by a conflict rule: the reason code and what its message names (admin:dispatchAdmin.conflicts.<reason>). */
export class AssignmentConflictError extends ConflictError {
  constructor(
    readonly reason: AssignmentConflict,
    readonly params: Record<string, string | number>,
  ) {
    super(`assignment refused: ${reason}`)
  }
}

/** Bookings whose legs are on the board (the others are over). */
export const LIVE_BOOKING_STATUSES = ['confirmed', 'on_request', 'pending_payment'] as const

export interface Assignment {
  driverId: number | null
  vehicleId: number | null
  /** The leg's version the dispatcher saw. */
  version: number
}

export interface AssignmentResult {
  leg: TransferLegModel
  /** The history row, or null when nothing changed. */
  auditId: number | null
}

/**
 * The other live jobs of a driver or vehicle whose [pick-up, + drive + buffer) might meet this
 * one's: cancelled legs and legs of bookings that are over hold nobody.
 */
async function jobsNear(trx: Knex.Transaction, column: 'driver_id' | 'vehicle_id', id: number, leg: TransferLegModel, bufferMinutes: number): Promise<OtherJob[]> {
  const start = new Date(leg.pickupAt)
  const end = new Date(start.getTime() + (leg.durationMinutes + bufferMinutes) * 60_000)
  const rows = await TransferLegModel.query(trx)
    .join('transfer_bookings', 'transfer_bookings.id', 'transfer_legs.booking_id')
    .where(`transfer_legs.${column}`, id)
    .whereNot('transfer_legs.id', leg.id)
    .whereNot('transfer_legs.status', 'cancelled')
    .whereIn('transfer_bookings.status', LIVE_BOOKING_STATUSES)
    .where('transfer_legs.pickup_at', '<', end)
    .whereRaw("transfer_legs.pickup_at + (transfer_legs.duration_minutes + ?) * interval '1 minute' > ?", [bufferMinutes, start])
    .select('transfer_legs.id', 'transfer_legs.pickup_at', 'transfer_legs.duration_minutes', 'transfer_bookings.reference')
  return rows.map((r) => ({ id: r.id, pickupAt: new Date(r.pickupAt), durationMinutes: r.durationMinutes, reference: (r as TransferLegModel & { reference: string }).reference, time: localParts(new Date(r.pickupAt)).time }))
}

const driverLabel = (d: DriverModel | undefined | null) => d?.name ?? null
const vehicleLabel = (v: FleetVehicleModel | undefined | null) => (v ? `${v.name} · ${v.plate}` : null)

/**
 * Gives a leg its driver and vehicle (either may be null: unassigned), or refuses with the first
 * rule it breaks (AssignmentConflictError), or with StaleLegError when the leg changed since the
 * dispatcher's board showed it. Bumps the leg's version and writes the history row (who, when,
 * driver and vehicle before → after, by name).
 */
export async function assignLeg(ctx: { actor: Actor }, legId: number, wanted: Assignment): Promise<AssignmentResult> {
  // Read before the transaction: on the embedded database a query outside it would wait for it (ADR 034).
  const { travelBufferMinutes } = await bookingRules()
  return TransferLegModel.transaction(async (trx) => {
    const leg = await TransferLegModel.query(trx).findById(legId).forUpdate()
    if (!leg) throw new NotFoundError('Transfer leg not found')
    if (leg.version !== wanted.version) throw new StaleLegError()
    const booking = await TransferBookingModel.query(trx).findById(leg.bookingId)
    if (!booking) throw new NotFoundError('Transfer booking not found')
    // Always driver before vehicle: two assignments never wait for each other's rows in a circle.
    const driver = wanted.driverId === null ? null : await DriverModel.query(trx).findById(wanted.driverId).forUpdate()
    if (driver === undefined) throw new NotFoundError('Driver not found')
    const vehicle = wanted.vehicleId === null ? null : await FleetVehicleModel.query(trx).findById(wanted.vehicleId).forUpdate()
    if (vehicle === undefined) throw new NotFoundError('Vehicle not found')
    if (leg.driverId === wanted.driverId && leg.vehicleId === wanted.vehicleId) return { leg, auditId: null }

    const dayOff = driver ? await trx('driver_days_off').where({ driver_id: driver.id, day: leg.serviceDate }).first<{ note: string } | undefined>() : undefined
    const [problem] = assignmentProblems({
      leg,
      bookingStatus: booking.status,
      driver,
      driverOff: dayOff ? dayOff.note : null,
      vehicle,
      driverJobs: driver ? await jobsNear(trx, 'driver_id', driver.id, leg, travelBufferMinutes) : [],
      vehicleJobs: vehicle ? await jobsNear(trx, 'vehicle_id', vehicle.id, leg, travelBufferMinutes) : [],
      bufferMinutes: travelBufferMinutes,
    })
    // Unassigning is always allowed on a live leg; any other problem refuses the assignment.
    if (problem) throw new AssignmentConflictError(problem.reason, problem.params)

    const [previousDriver, previousVehicle] = await Promise.all([
      leg.driverId ? DriverModel.query(trx).findById(leg.driverId) : null,
      leg.vehicleId ? FleetVehicleModel.query(trx).findById(leg.vehicleId) : null,
    ])
    const changes: Record<string, [unknown, unknown]> = {}
    if (leg.driverId !== wanted.driverId) changes.driver = [driverLabel(previousDriver), driverLabel(driver)]
    if (leg.vehicleId !== wanted.vehicleId) changes.vehicle = [vehicleLabel(previousVehicle), vehicleLabel(vehicle)]
    const updated = await leg.$query(trx).patchAndFetch({ driverId: wanted.driverId, vehicleId: wanted.vehicleId, version: leg.version + 1 })
    const auditId = await recordChange(trx, { subject: { type: 'transfer-leg', id: leg.id }, actor: ctx.actor, action: 'assigned', changes, note: `${booking.reference} ${leg.direction}` })
    return { leg: updated, auditId }
  })
}
