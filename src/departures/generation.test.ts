import { describe, expect, it } from 'vitest'
import { addDays, localParts } from '../lib/island-time'
import { isClosedOn, isoWeekday, slotsOf, type ScheduleRule } from './generation'

const trip = { id: 7, defaultCapacity: 12, guideLanguages: ['es', 'en'], resourceId: null }
const daily = (over: Partial<ScheduleRule> = {}): ScheduleRule => ({ id: 1, startsOn: '2027-01-01', endsOn: '2027-12-31', weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['19:00'], capacity: null, guideLanguages: null, ...over })
const after = new Date('2026-12-31T00:00:00Z')

describe('departure generation', () => {
  it('counts ISO weekdays and calendar days without a time zone', () => {
    expect(isoWeekday('2027-03-29')).toBe(1)
    expect(isoWeekday('2027-04-04')).toBe(7)
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
  })

  it('keeps the island wall-clock time across both DST changes (19:00 stays 19:00)', () => {
    const slots = slotsOf(trip, [daily()], [], { from: '2027-03-27', to: '2027-03-29', after })
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(['2027-03-27T18:00:00.000Z', '2027-03-28T17:00:00.000Z', '2027-03-29T17:00:00.000Z'])
    const autumn = slotsOf(trip, [daily({ times: ['02:30'] })], [], { from: '2027-10-30', to: '2027-11-01', after })
    expect(autumn.map((s) => localParts(s.startsAt).time)).toEqual(['02:30', '02:30', '02:30'])
    expect(autumn.map((s) => s.date)).toEqual(['2027-10-30', '2027-10-31', '2027-11-01'])
  })

  it('makes no departure at a time the spring change skips', () => {
    const slots = slotsOf(trip, [daily({ times: ['02:30'] })], [], { from: '2027-03-27', to: '2027-03-29', after })
    expect(slots.map((s) => s.date)).toEqual(['2027-03-27', '2027-03-29'])
  })

  it('follows weekdays, several times a day, and the schedule’s own date range', () => {
    const hiking = daily({ weekdays: [2, 4, 6], times: ['16:00', '09:00'], startsOn: '2027-05-04', endsOn: '2027-05-13' })
    const slots = slotsOf(trip, [hiking], [], { from: '2027-05-01', to: '2027-05-31', after })
    expect(slots.map((s) => `${s.date} ${s.time}`)).toEqual(['2027-05-04 09:00', '2027-05-04 16:00', '2027-05-06 09:00', '2027-05-06 16:00', '2027-05-08 09:00', '2027-05-08 16:00', '2027-05-11 09:00', '2027-05-11 16:00', '2027-05-13 09:00', '2027-05-13 16:00'])
    expect(slots.every((s) => [2, 4, 6].includes(isoWeekday(s.date)))).toBe(true)
  })

  it('stops at the horizon and never generates in the past', () => {
    const now = new Date('2027-06-10T17:30:00Z') // 19:30 on the island: today’s 19:00 is gone
    const slots = slotsOf(trip, [daily()], [], { from: '2027-06-10', to: addDays('2027-06-10', 180), after: now })
    expect(slots[0]!.date).toBe('2027-06-11')
    expect(slots.at(-1)!.date).toBe('2027-12-07')
    expect(slots).toHaveLength(180)
  })

  it('skips closed days: the trip’s own closures and closures of every trip, not other trips’', () => {
    const closures = [
      { tripId: 7, startsOn: '2027-07-02', endsOn: '2027-07-03' },
      { tripId: null, startsOn: '2027-07-05', endsOn: '2027-07-05' },
      { tripId: 8, startsOn: '2027-07-06', endsOn: '2027-07-06' },
    ]
    const dates = slotsOf(trip, [daily()], closures, { from: '2027-07-01', to: '2027-07-06', after }).map((s) => s.date)
    expect(dates).toEqual(['2027-07-01', '2027-07-04', '2027-07-06'])
    expect(isClosedOn('2027-07-06', 8, closures)).toBe(true)
  })

  it('takes the schedule’s capacity and languages, else the trip’s; one departure per start when schedules overlap', () => {
    const [a, b] = [daily({ capacity: 30, guideLanguages: ['de'] }), daily({ id: 2, times: ['19:00', '10:00'] })]
    const slots = slotsOf(trip, [a, b], [], { from: '2027-08-01', to: '2027-08-01', after })
    expect(slots.map((s) => [s.time, s.scheduleId, s.capacity, s.guideLanguages])).toEqual([
      ['10:00', 2, 12, ['es', 'en']],
      ['19:00', 1, 30, ['de']],
    ])
  })
})
