import type { TFunction } from 'i18next'

// An itinerary is written with the clock times of one departure, its editor's ("19:00 departure,
// 20:30 gin tasting"). A trip that also leaves at other times (a winter timetable at 16:00, two
// departures a day) would show a visitor times no departure keeps: there its steps are told from
// the start instead ("Start", "+1 h 30 min"), and the date list says when each departure leaves.

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/

export interface ItineraryTime {
  /** What the step shows: its clock time, or how long after the start it comes. */
  label: string
  /** For a <time> element: the clock time, or an ISO duration ("PT1H30M"). */
  dateTime: string
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/** Whether the steps' clock times are those of every departure: one departure time, and a step at it. */
export function clockTimesHold(steps: ReadonlyArray<{ time: string }>, departureTimes: readonly string[]): boolean {
  const times = new Set(departureTimes)
  if (times.size === 0 || !steps.length || !steps.every((s) => CLOCK.test(s.time))) return true
  return times.size === 1 && steps.some((s) => times.has(s.time))
}

/** The steps' times as the trip page shows them (see above); `t` is the trips namespace's. */
export function itineraryTimes(steps: ReadonlyArray<{ time: string }>, departureTimes: readonly string[], t: TFunction): { relative: boolean; times: ItineraryTime[] } {
  if (clockTimesHold(steps, departureTimes)) return { relative: false, times: steps.map((s) => ({ label: s.time, dateTime: s.time })) }
  const start = minutesOf(steps[0]!.time)
  const times = steps.map((s, i) => {
    // A step after midnight comes the day after, never before the start.
    const after = (minutesOf(s.time) - start + 24 * 60) % (24 * 60)
    if (i === 0 || after === 0) return { label: t('trips:detail.itineraryStart'), dateTime: 'PT0M' }
    const hours = Math.floor(after / 60)
    const minutes = after % 60
    const parts = [...(hours ? [t('trips:detail.itineraryHours', { count: hours })] : []), ...(minutes ? [t('trips:detail.itineraryMinutes', { count: minutes })] : [])]
    return { label: `+${parts.join(' ')}`, dateTime: `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}` }
  })
  return { relative: true, times }
}
