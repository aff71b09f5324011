import type { Knex } from 'knex'
import { TripDepartureModel, TripPriceCategoryModel } from '../departures/departures.model'
import { seatsLeftOf } from '../departures/seats.server'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { TripModel } from '../trips/trips.model'
import type { PricedCategory } from './pricing'

// What a booking reads of availability: a departure with its trip and price categories, and the
// departures the booking form offers. (The availability domain owns the calendar queries; these
// are the few a booking needs, loaded before its transaction opens — ADR 018.)

export interface DeparturePlan {
  departure: TripDepartureModel
  trip: TripModel
  categories: TripPriceCategoryModel[]
  seatsLeft: number
}

/** Why a departure cannot be booked online now, or null. */
export type NotBookable = 'closed' | 'cutoff' | 'past' | 'not-on-sale'

/** A trip's active price categories, in their order. */
export async function priceCategoryRows(tripId: number, trx?: Knex.Transaction): Promise<TripPriceCategoryModel[]> {
  return TripPriceCategoryModel.query(trx).where({ tripId, active: true }).orderBy([{ column: 'sortOrder' }, { column: 'id' }])
}

/** The categories as the form and the pricing read them, labels in `lng`. */
export function pricedCategories(rows: readonly TripPriceCategoryModel[], lng: Language): PricedCategory[] {
  return rows.map((c) => ({ id: c.id, code: c.code, label: translate(c, 'label', lng), unit: c.unit, seats: c.seats, priceCents: c.priceCents, minAge: c.minAge, maxAge: c.maxAge }))
}

/** A departure, its trip and price categories, and its seats left (shared resources counted once). */
export async function departurePlan(departureId: number, trx?: Knex.Transaction): Promise<DeparturePlan | null> {
  const departure = await TripDepartureModel.query(trx).findById(departureId)
  if (!departure) return null
  const trip = await TripModel.query(trx).findById(departure.tripId)
  if (!trip) return null
  const categories = await priceCategoryRows(trip.id, trx)
  const seatsLeft = (await seatsLeftOf(trx ?? TripDepartureModel.knex(), [departureId])).get(departureId) ?? 0
  return { departure, trip, categories, seatsLeft }
}

/** Whether the web may sell seats of this departure now (staff on the phone are not bound by it). */
export function notBookableOnline(trip: Pick<TripModel, 'status' | 'bookingMode' | 'cutoffHours'>, departure: Pick<TripDepartureModel, 'status' | 'startsAt'>, now = new Date()): NotBookable | null {
  if (trip.status !== 'published' || trip.bookingMode !== 'instant') return 'not-on-sale'
  if (departure.status !== 'open') return 'closed'
  const startsAt = new Date(departure.startsAt).getTime()
  if (startsAt <= now.getTime()) return 'past'
  if (startsAt - trip.cutoffHours * 3_600_000 <= now.getTime()) return 'cutoff'
  return null
}

export interface OfferedDeparture {
  id: number
  /** YYYY-MM-DD, island date. */
  date: string
  /** HH:MM, island time. */
  time: string
  startsAt: string
  seatsLeft: number
  capacity: number
  guideLanguages: string[]
}

/**
 * The open departures of a trip the web can still sell, soonest first, with their seats left
 * (sold-out ones included, with 0, so a calendar can say so); `from`/`to` are island dates.
 */
export async function offeredDepartures(trip: Pick<TripModel, 'id' | 'cutoffHours'>, { from, to, limit = 200 }: { from?: string; to?: string; limit?: number } = {}, now = new Date()): Promise<OfferedDeparture[]> {
  const query = TripDepartureModel.query()
    .where({ tripId: trip.id, status: 'open' })
    .where('startsAt', '>', new Date(now.getTime() + trip.cutoffHours * 3_600_000))
    .orderBy('startsAt')
    .limit(limit)
  if (from) query.where('localDate', '>=', from)
  if (to) query.where('localDate', '<=', to)
  const rows = await query
  const left = await seatsLeftOf(TripDepartureModel.knex(), rows.map((r) => r.id))
  return rows.map((r) => ({ id: r.id, date: String(r.localDate).slice(0, 10), time: r.localTime, startsAt: new Date(r.startsAt).toISOString(), seatsLeft: left.get(r.id) ?? 0, capacity: r.capacity, guideLanguages: r.guideLanguages ?? [] }))
}
