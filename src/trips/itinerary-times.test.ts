import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { clockTimesHold, itineraryTimes } from './itinerary-times'

// Words as English says them, enough to read the labels.
const t = ((key: string, o: Record<string, unknown> = {}) =>
  ({
    'trips:detail.itineraryStart': 'Start',
    'trips:detail.itineraryHours': `${String(o.count)} h`,
    'trips:detail.itineraryMinutes': `${String(o.count)} min`,
  })[key] ?? key) as unknown as TFunction

const sunset = [{ time: '19:00' }, { time: '20:30' }, { time: '21:15' }]

describe('the itinerary’s times on a trip page', () => {
  it('keeps the clock times when every departure leaves at a time the itinerary names', () => {
    expect(clockTimesHold(sunset, ['19:00'])).toBe(true)
    expect(itineraryTimes(sunset, ['19:00', '19:00'], t)).toEqual({ relative: false, times: [{ label: '19:00', dateTime: '19:00' }, { label: '20:30', dateTime: '20:30' }, { label: '21:15', dateTime: '21:15' }] })
    // No timetable (a trip on request) contradicts nothing; nor do steps without clock times.
    expect(clockTimesHold(sunset, [])).toBe(true)
    expect(clockTimesHold([{ time: 'Morning' }, { time: 'Noon' }], ['10:00', '16:00'])).toBe(true)
  })

  it('counts from the start when the trip also leaves at other times (a winter timetable, two a day)', () => {
    expect(itineraryTimes(sunset, ['19:00', '16:00'], t)).toEqual({
      relative: true,
      times: [
        { label: 'Start', dateTime: 'PT0M' },
        { label: '+1 h 30 min', dateTime: 'PT1H30M' },
        { label: '+2 h 15 min', dateTime: 'PT2H15M' },
      ],
    })
    // One departure time the itinerary never names (written for another timetable).
    expect(itineraryTimes([{ time: '09:30' }, { time: '10:00' }, { time: '11:30' }], ['11:00'], t).times.map((x) => x.label)).toEqual(['Start', '+30 min', '+2 h'])
  })

  it('reads a step after midnight as the next day, never before the start', () => {
    expect(itineraryTimes([{ time: '22:30' }, { time: '00:15' }], ['21:00'], t).times[1]).toEqual({ label: '+1 h 45 min', dateTime: 'PT1H45M' })
  })
})
