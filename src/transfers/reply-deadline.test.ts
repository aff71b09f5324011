import { describe, expect, it } from 'vitest'
import { islandTimeToInstant, localParts } from '../lib/island-time'
import { replyDeadline, type OfficeHours } from './reply-deadline'

// By when the office promises to answer a transfer on request: hours counted within its working hours.

const OFFICE = { opensAt: '09:00', closesAt: '20:00' }
const island = (date: string, time: string) => islandTimeToInstant(date, time)!
const deadline = (date: string, time: string, hours: number, office: OfficeHours = OFFICE) => localParts(replyDeadline(island(date, time), hours, office))

describe('replyDeadline', () => {
  it('answers a request sent in office hours that many hours later, the same day', () => {
    expect(deadline('2026-08-20', '10:15', 4)).toMatchObject({ date: '2026-08-20', time: '14:15' })
    // Exactly at closing is still the same day.
    expect(deadline('2026-08-20', '16:00', 4)).toMatchObject({ date: '2026-08-20', time: '20:00' })
  })

  it('answers an evening request the next morning, not in the night', () => {
    // 21:02 was "we answer by 01:02": the office is closed then.
    expect(deadline('2026-08-20', '21:02', 4)).toMatchObject({ date: '2026-08-21', time: '13:00' })
    // What is left of the day counts; the rest is the next morning's.
    expect(deadline('2026-08-20', '18:30', 4)).toMatchObject({ date: '2026-08-21', time: '11:30' })
  })

  it('counts from opening a request sent before the office opens', () => {
    expect(deadline('2026-08-21', '06:45', 4)).toMatchObject({ date: '2026-08-21', time: '13:00' })
    expect(deadline('2026-08-21', '00:00', 4)).toMatchObject({ date: '2026-08-21', time: '13:00' })
  })

  it('carries a request across midnight and over several days when the hours exceed a working day', () => {
    expect(deadline('2026-12-31', '23:59', 4)).toMatchObject({ date: '2027-01-01', time: '13:00' })
    // 24 office hours from 19:00: 1 h that day, 11 h the next, 11 h the one after, 1 h on the third.
    expect(deadline('2026-08-20', '19:00', 24)).toMatchObject({ date: '2026-08-23', time: '10:00' })
  })

  it('keeps to the island’s clock on the days summer time starts and ends', () => {
    // Saturday 28 March 2026 19:00 (UTC+1): 1 h that evening, 3 h on Sunday (UTC+2) → 12:00 island time.
    expect(replyDeadline(island('2026-03-28', '19:00'), 4, OFFICE).toISOString()).toBe('2026-03-29T10:00:00.000Z')
    // Saturday 24 October 2026 19:00 (UTC+2) → Sunday 12:00 (UTC+1).
    expect(replyDeadline(island('2026-10-24', '19:00'), 4, OFFICE).toISOString()).toBe('2026-10-25T11:00:00.000Z')
    // A night of 23 or 25 hours does not move the opening: a 21:00 request is answered by 13:00 both times.
    expect(deadline('2026-03-28', '21:00', 4)).toMatchObject({ date: '2026-03-29', time: '13:00' })
    expect(deadline('2026-10-24', '21:00', 4)).toMatchObject({ date: '2026-10-25', time: '13:00' })
  })

  it('counts real hours when the office is open through the change of the clocks', () => {
    const night = { opensAt: '01:00', closesAt: '23:00' }
    // Spring: from 01:30, four hours later is 06:30 on the island (02:00–03:00 never happens).
    expect(deadline('2026-03-29', '01:30', 4, night)).toMatchObject({ date: '2026-03-29', time: '06:30' })
    // Autumn: 02:00–03:00 happens twice, so four hours from 01:30 is 04:30 on the island.
    expect(deadline('2026-10-25', '01:30', 4, night)).toMatchObject({ date: '2026-10-25', time: '04:30' })
    // An office that opens at a time skipped that night opens at 03:00.
    expect(deadline('2026-03-29', '00:30', 1, { opensAt: '02:30', closesAt: '20:00' })).toMatchObject({ date: '2026-03-29', time: '04:00' })
  })

  it('falls back to the clock’s hours for office hours that never open', () => {
    expect(replyDeadline(island('2026-08-20', '21:02'), 4, { opensAt: '20:00', closesAt: '09:00' }).toISOString()).toBe(new Date(island('2026-08-20', '21:02').getTime() + 4 * 3_600_000).toISOString())
  })

  it('skips the days the office is closed', () => {
    const christmas = { ...OFFICE, closedDays: ['2026-12-25', '2026-12-26'] }
    // Thursday 24 December 18:00: 2 h that evening, then nothing until Sunday 27 at 09:00.
    expect(deadline('2026-12-24', '18:00', 4, christmas)).toMatchObject({ date: '2026-12-27', time: '11:00' })
    // Sent on a closed day: counted from the next open morning.
    expect(deadline('2026-12-25', '10:00', 4, christmas)).toMatchObject({ date: '2026-12-27', time: '13:00' })
    // Days closed elsewhere in the year change nothing here.
    expect(deadline('2026-08-20', '10:15', 4, christmas)).toMatchObject({ date: '2026-08-20', time: '14:15' })
  })

  it('falls back to the clock’s hours when every day is closed, rather than never answering', () => {
    const sent = island('2026-08-20', '10:00')
    const everyDay = Array.from({ length: 20 * 366 + 1 }, (_, i) => localParts(new Date(sent.getTime() + i * 86_400_000)).date)
    expect(replyDeadline(sent, 4, { ...OFFICE, closedDays: everyDay }).getTime()).toBe(sent.getTime() + 4 * 3_600_000)
  })

  it('skips the days of the week the office is closed', () => {
    const noSundays = { ...OFFICE, closedWeekdays: [7] }
    // Saturday 28 November 2026, 18:30: 1.5 h that evening, Sunday closed, 2.5 h on Monday.
    expect(deadline('2026-11-28', '18:30', 4, noSundays)).toMatchObject({ date: '2026-11-30', time: '11:30' })
    // Sent on the closed Sunday: from Monday's opening.
    expect(deadline('2026-11-29', '10:00', 4, noSundays)).toMatchObject({ date: '2026-11-30', time: '13:00' })
    // Weekly and dated closures together: Monday 30 November closed too.
    expect(deadline('2026-11-28', '18:30', 4, { ...noSundays, closedDays: ['2026-11-30'] })).toMatchObject({ date: '2026-12-01', time: '11:30' })
  })
})
