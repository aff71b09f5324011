// The conflict rules of an assignment (docs/decisions/039), as pure functions: the assignment
// service checks them inside its transaction, the board checks a whole day with them (what changed
// after an assignment: a day off added, passengers added, a pick-up moved).

/** Why an assignment is refused; each has its message under admin:dispatchAdmin.conflicts. */
export const ASSIGNMENT_CONFLICTS = ['not-assignable', 'driver-inactive', 'driver-off', 'driver-overlap', 'vehicle-inactive', 'vehicle-seats', 'vehicle-luggage', 'vehicle-overlap'] as const
export type AssignmentConflict = (typeof ASSIGNMENT_CONFLICTS)[number]

export interface Problem {
  reason: AssignmentConflict
  params: Record<string, string | number>
}

/** A job's time on the road: from its pick-up for its drive, plus the travel buffer before the next one. */
export interface JobSpan {
  id: number
  pickupAt: Date
  durationMinutes: number
}

/** Another job of the same driver or vehicle, named in the message by its booking and time. */
export interface OtherJob extends JobSpan {
  reference: string
  /** Island clock, "HH:MM". */
  time: string
}

const MINUTE = 60_000

/** [pick-up, pick-up + drive + buffer) of two jobs intersect. */
export function overlaps(a: JobSpan, b: JobSpan, bufferMinutes: number): boolean {
  const start = (j: JobSpan) => new Date(j.pickupAt).getTime()
  const end = (j: JobSpan) => start(j) + (j.durationMinutes + bufferMinutes) * MINUTE
  return start(a) < end(b) && start(b) < end(a)
}

/** Legs on the road or done, and bookings that are over, take no (new) driver or vehicle. */
const CLOSED_LEG = new Set(['cancelled', 'completed', 'no_show'])
const LIVE_BOOKING = new Set(['confirmed', 'on_request', 'pending_payment'])

export interface AssignmentCase {
  leg: JobSpan & { status: string; passengers: number; luggage: number }
  bookingStatus: string
  driver: { active: boolean; name: string } | null
  /** The driver has that day off (its note, or '' ). */
  driverOff: string | null
  vehicle: { active: boolean; seats: number; luggage: number; plate: string } | null
  /** The driver's and the vehicle's other jobs near this one (cancelled ones left out by the caller). */
  driverJobs: OtherJob[]
  vehicleJobs: OtherJob[]
  bufferMinutes: number
}

/** Every rule the assignment breaks, in the order they are told (the first is the refusal's reason). */
export function assignmentProblems(c: AssignmentCase): Problem[] {
  const out: Problem[] = []
  if (CLOSED_LEG.has(c.leg.status) || !LIVE_BOOKING.has(c.bookingStatus)) out.push({ reason: 'not-assignable', params: {} })
  const clash = (jobs: OtherJob[]) => jobs.find((j) => j.id !== c.leg.id && overlaps(c.leg, j, c.bufferMinutes))
  if (c.driver) {
    if (!c.driver.active) out.push({ reason: 'driver-inactive', params: { name: c.driver.name } })
    if (c.driverOff !== null) out.push({ reason: 'driver-off', params: { name: c.driver.name } })
    const other = clash(c.driverJobs)
    if (other) out.push({ reason: 'driver-overlap', params: { name: c.driver.name, reference: other.reference, time: other.time, buffer: c.bufferMinutes } })
  }
  if (c.vehicle) {
    if (!c.vehicle.active) out.push({ reason: 'vehicle-inactive', params: { plate: c.vehicle.plate } })
    if (c.vehicle.seats < c.leg.passengers) out.push({ reason: 'vehicle-seats', params: { plate: c.vehicle.plate, seats: c.vehicle.seats, passengers: c.leg.passengers } })
    if (c.vehicle.luggage < c.leg.luggage) out.push({ reason: 'vehicle-luggage', params: { plate: c.vehicle.plate, capacity: c.vehicle.luggage, pieces: c.leg.luggage } })
    const other = clash(c.vehicleJobs)
    if (other) out.push({ reason: 'vehicle-overlap', params: { plate: c.vehicle.plate, reference: other.reference, time: other.time, buffer: c.bufferMinutes } })
  }
  return out
}
