import { minutesOf } from '../lib/island-time'
import { isTerminal, type PlaceCode } from './quote'

// A leg's pick-up against its flight's or ferry's time (the request form's and the staff editor's rule).

/** How far apart two times of day may be read across midnight: a night, not a day. */
const ACROSS_MIDNIGHT_MINUTES = 12 * 60

/**
 * Whether a leg's pick-up time fits its flight's or ferry's (both times of day; only the pick-up
 * has a date). A pick-up at a terminal cannot be before the arrival there; a pick-up for a
 * departure must be before it leaves. The travel time is on the pick-up's day, unless it is
 * across the night between, less than 12 hours away: landed at 23:50 the day before a pick-up at
 * 00:10, or a ferry leaving at 00:40 the day after a pick-up at 22:30. So a pick-up at 10:00 for a
 * flight at 23:55 is a long wait, not a pick-up after the departure.
 */
export function travelTimeProblem(from: PlaceCode, to: PlaceCode, pickup: string, travelTime: string): 'pickupBeforeArrival' | 'pickupAfterDeparture' | null {
  const pickupAt = minutesOf(pickup)
  const travelAt = minutesOf(travelTime)
  /** `later` reads earlier on the clock than `earlier` because it is the next day, a night away. */
  const overnight = (earlier: number, later: number) => later < earlier && later + 24 * 60 - earlier < ACROSS_MIDNIGHT_MINUTES
  if (isTerminal(from)) return pickupAt >= travelAt || overnight(travelAt, pickupAt) ? null : 'pickupBeforeArrival'
  if (isTerminal(to)) return pickupAt < travelAt || overnight(pickupAt, travelAt) ? null : 'pickupAfterDeparture'
  return null
}
