import { describe, expect, it } from 'vitest'
import { filterParams, jobShown, NO_FILTER, vehicleOfDriver, type BoardFilter } from './board'
import { BoardQuerySchema } from './board-query'

const job = (time: string, driverId: number | null, conflicts: string[] = []) => ({ time, driverId, conflicts })

describe('the board filter', () => {
  it('shows every job without a filter', () => {
    expect([job('05:10', null), job('23:55', 3, ['off'])].every((j) => jobShown(j, NO_FILTER))).toBe(true)
  })

  it('keeps the unassigned jobs, or those breaking a rule, within the pick-up times with both ends included', () => {
    const morning: BoardFilter = { show: 'unassigned', from: '07:00', to: '10:00' }
    expect(jobShown(job('07:00', null), morning)).toBe(true)
    expect(jobShown(job('10:00', null), morning)).toBe(true)
    expect(jobShown(job('06:59', null), morning)).toBe(false)
    expect(jobShown(job('10:01', null), morning)).toBe(false)
    expect(jobShown(job('08:00', 4), morning)).toBe(false)
    const problems: BoardFilter = { show: 'problems', from: '', to: '12:00' }
    expect(jobShown(job('08:00', 4, ['Toni is off']), problems)).toBe(true)
    expect(jobShown(job('08:00', 4), problems)).toBe(false)
    expect(jobShown(job('13:00', 4, ['Toni is off']), problems)).toBe(false)
  })

  it('writes only what narrows into the address, and reads a wrong value as no filter', () => {
    expect(filterParams(NO_FILTER)).toEqual({})
    expect(filterParams({ show: 'unassigned', from: '07:00', to: '' })).toEqual({ show: 'unassigned', from: '07:00' })
    const parsed = BoardQuerySchema.parse({ date: '2026-08-21', show: 'everything', from: '25:00', to: '9:5' })
    expect({ show: parsed.show, from: parsed.from, to: parsed.to }).toEqual(NO_FILTER)
    expect(BoardQuerySchema.parse({ show: 'problems', from: '07:30', to: '11:00' })).toMatchObject({ show: 'problems', from: '07:30', to: '11:00' })
  })
})

describe('the vehicle of a job dragged to another driver', () => {
  const jobs = [
    { id: 1, driverId: 7, vehicleId: 70, startMinute: 8 * 60 },
    { id: 2, driverId: 7, vehicleId: 71, startMinute: 17 * 60 },
    { id: 3, driverId: 8, vehicleId: 80, startMinute: 12 * 60 },
    { id: 4, driverId: 9, vehicleId: null, startMinute: 9 * 60 },
  ]
  it('is the one the new driver drives nearest in time that day, never the one it came with', () => {
    expect(vehicleOfDriver(jobs, { id: 3, startMinute: 12 * 60 }, 7)).toBe(70)
    expect(vehicleOfDriver(jobs, { id: 3, startMinute: 16 * 60 }, 7)).toBe(71)
  })

  it('is none when the new driver has no vehicle yet that day, or the job goes back to the unassigned', () => {
    expect(vehicleOfDriver(jobs, { id: 3, startMinute: 12 * 60 }, 9)).toBeNull()
    expect(vehicleOfDriver(jobs, { id: 3, startMinute: 12 * 60 }, 10)).toBeNull()
    expect(vehicleOfDriver(jobs, { id: 1, startMinute: 8 * 60 }, null)).toBeNull()
  })
})

