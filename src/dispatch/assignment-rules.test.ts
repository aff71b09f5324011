import { describe, expect, it } from 'vitest'
import { assignmentProblems, overlaps, type AssignmentCase } from './assignment-rules'
import { weekStart } from './board'
import { addDays } from '../lib/island-time'

const at = (hhmm: string) => new Date(`2027-08-21T${hhmm}:00Z`)
const job = (id: number, hhmm: string, durationMinutes = 30) => ({ id, pickupAt: at(hhmm), durationMinutes, reference: `TR-${id}`, time: hhmm })

const base = (over: Partial<AssignmentCase> = {}): AssignmentCase => ({
  leg: { id: 1, pickupAt: at('10:00'), durationMinutes: 40, status: 'scheduled', passengers: 4, luggage: 3 },
  bookingStatus: 'confirmed',
  driver: { active: true, name: 'Toni' },
  driverOff: null,
  vehicle: { active: true, seats: 7, luggage: 6, plate: '1234 ABC' },
  driverJobs: [],
  vehicleJobs: [],
  bufferMinutes: 30,
  ...over,
})

describe('assignment rules', () => {
  it('counts the drive and the buffer after each job as taken', () => {
    // 10:00 + 40 min + 30 min buffer = 11:10
    const leg = { id: 1, pickupAt: at('10:00'), durationMinutes: 40 }
    expect(overlaps(leg, job(2, '11:09'), 30)).toBe(true)
    expect(overlaps(leg, job(2, '11:10'), 30)).toBe(false)
    // The earlier job's buffer counts too: 09:00 + 30 + 30 = 10:00 ends exactly at the pick-up.
    expect(overlaps(leg, job(2, '09:00', 30), 30)).toBe(false)
    expect(overlaps(leg, job(2, '09:01', 30), 30)).toBe(true)
    expect(overlaps(leg, job(2, '11:09'), 0)).toBe(false)
  })

  it('accepts a free driver and a vehicle that fits', () => {
    expect(assignmentProblems(base())).toEqual([])
    expect(assignmentProblems(base({ driver: null, vehicle: null }))).toEqual([])
  })

  it('names every rule broken, the first being the refusal', () => {
    const problems = assignmentProblems(
      base({
        driver: { active: false, name: 'Toni' },
        driverOff: 'holiday',
        vehicle: { active: false, seats: 3, luggage: 2, plate: '1234 ABC' },
        driverJobs: [job(2, '10:30')],
        vehicleJobs: [job(3, '09:45')],
      }),
    )
    expect(problems.map((p) => p.reason)).toEqual(['driver-inactive', 'driver-off', 'driver-overlap', 'vehicle-inactive', 'vehicle-seats', 'vehicle-luggage', 'vehicle-overlap'])
    expect(problems.find((p) => p.reason === 'driver-overlap')!.params).toMatchObject({ reference: 'TR-2', time: '10:30', buffer: 30 })
    expect(problems.find((p) => p.reason === 'vehicle-seats')!.params).toMatchObject({ seats: 3, passengers: 4 })
  })

  it('ignores the job itself among the driver’s jobs, and refuses closed legs and bookings that are over', () => {
    expect(assignmentProblems(base({ driverJobs: [job(1, '10:00')] }))).toEqual([])
    for (const status of ['cancelled', 'completed', 'no_show']) expect(assignmentProblems(base({ leg: { ...base().leg, status } }))[0]!.reason).toBe('not-assignable')
    expect(assignmentProblems(base({ bookingStatus: 'expired' }))[0]!.reason).toBe('not-assignable')
    expect(assignmentProblems(base({ bookingStatus: 'on_request' }))).toEqual([])
  })
})

describe('board dates', () => {
  it('steps days across months and finds the Monday of a week', () => {
    expect(addDays('2027-08-31', 1)).toBe('2027-09-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
    expect(weekStart('2027-08-21')).toBe('2027-08-16')
    expect(weekStart('2027-08-16')).toBe('2027-08-16')
    expect(weekStart('2027-08-22')).toBe('2027-08-16')
  })
})
