import { TripDepartureModel } from '../departures/departures.model'
import { availableDepartures, bookableDeparture, priceCategoriesOf, type AvailableDeparture, type NotBookable } from '../departures/availability.server'
import type { Language } from '../i18n/languages'
import { TripModel } from '../trips/trips.model'
import type { PricedCategory } from './pricing'

// What a booking reads of availability (the departures domain's queries, docs/decisions/042),
// loaded before its transaction opens (ADR 018): the departure with its trip, why it cannot be
// sold online now, its seats left and the trip's price categories.

export interface DeparturePlan {
  departure: TripDepartureModel
  trip: TripModel
  categories: PricedCategory[]
  seatsLeft: number
  /** null: a visitor may book it now. */
  problem: NotBookable | null
}

/** A departure as a booking of `tripId` (the departure's own trip when absent) sees it; null when there is none. */
export async function departurePlan(departureId: number, lng: Language, { tripId, now = new Date() }: { tripId?: number; now?: Date } = {}): Promise<DeparturePlan | null> {
  const departure = await TripDepartureModel.query().findById(departureId)
  if (!departure) return null
  const trip = await TripModel.query().findById(departure.tripId)
  if (!trip) return null
  const { seatsLeft, problem } = await bookableDeparture(TripDepartureModel.knex(), departureId, tripId ?? trip.id, now)
  return { departure, trip, categories: await priceCategoriesOf(trip.id, lng), seatsLeft, problem }
}

/** A departure as the form and the calendar island read it (dates as text: it travels as JSON). */
export type OfferedDeparture = Omit<AvailableDeparture, 'startsAt'> & { startsAt: string }

/** The departures of a trip a visitor can book between two island dates, with their seats left. */
export async function offeredDepartures(tripId: number, range: { from: string; to: string }, now = new Date()): Promise<OfferedDeparture[]> {
  return (await availableDepartures(tripId, range, now)).map((d) => ({ ...d, startsAt: new Date(d.startsAt).toISOString() }))
}
