import type { PriceUnit } from '../departures/departures.model'
import type { TripOnlinePayment } from '../trips/trips.model'
import type { BookedParticipants } from './trip-bookings.model'

// A trip booking's party priced (docs/decisions/042), without a database: what each price
// category costs, how many seats the party takes, what is paid online. The rules, explicit:
// - counts are whole numbers per category code; an unknown code is refused;
// - at least one participant of an accompanying category: an adult (a category without an upper
//   age below 18) or a private group — so children and infants always travel with one;
// - the party takes at least one seat and at most the departure's capacity (`maxSeats`);
// - online: the whole total, a deposit (percent of the total, rounded up to whole euros, never
//   more than the total), or nothing (paid on the day).

/** A price category as the booking form shows it: its label already in the visitor's language. */
export interface PricedCategory {
  id: number
  code: string
  label: string
  unit: PriceUnit
  /** Seats one unit takes (0: an infant on a lap; N: a private group of N). */
  seats: number
  priceCents: number
  minAge: number | null
  maxAge: number | null
}

export interface PricingOptions {
  /** What the visitor pays online: all of it, a deposit, or nothing (pay on the day). */
  onlinePayment: TripOnlinePayment
  depositPercent: number
  /** The most seats one booking may take (the departure's capacity). */
  maxSeats?: number
}

/** Why a party cannot be booked: a message code (trips:book.errors.<code>) and its values. */
export interface PricingProblem {
  code: 'unknownCategory' | 'count' | 'empty' | 'needsAdult' | 'laps' | 'tooMany'
  params?: Record<string, string | number>
}

export interface PricedParty {
  participants: BookedParticipants[]
  seats: number
  /** People travelling (a private group counts its seats). */
  people: number
  totalCents: number
  onlineDueCents: number
}

export type PricingResult = ({ ok: true } & PricedParty) | { ok: false; problem: PricingProblem }

/** Most units of one category a form may ask for (a sanity bound; the capacity decides after). */
export const MAX_UNITS = 500

/** Whether a category can accompany children and infants: a private group, or adults (no upper age under 18). */
export function isAccompanying(category: Pick<PricedCategory, 'unit' | 'maxAge'>): boolean {
  return category.unit === 'group' || category.maxAge === null || category.maxAge >= 18
}

/** The part of `totalCents` paid online. */
export function onlineDueOf(totalCents: number, { onlinePayment, depositPercent }: Pick<PricingOptions, 'onlinePayment' | 'depositPercent'>): number {
  if (onlinePayment === 'none') return 0
  if (onlinePayment === 'full' || depositPercent >= 100) return totalCents
  return Math.min(totalCents, Math.ceil((totalCents * depositPercent) / 100 / 100) * 100)
}

export function priceParty(categories: readonly PricedCategory[], counts: Readonly<Record<string, number>>, options: PricingOptions): PricingResult {
  const byCode = new Map(categories.map((c) => [c.code, c]))
  for (const [code, n] of Object.entries(counts)) {
    // None of a category not on sale (a page from before it was taken off) asks for nothing.
    if (!byCode.has(code) && n === 0) continue
    if (!byCode.has(code)) return { ok: false, problem: { code: 'unknownCategory', params: { category: code } } }
    if (!Number.isInteger(n) || n < 0 || n > MAX_UNITS) return { ok: false, problem: { code: 'count', params: { category: code } } }
  }
  const participants: BookedParticipants[] = []
  for (const category of categories) {
    const count = counts[category.code] ?? 0
    if (count === 0) continue
    participants.push({ categoryId: category.id, code: category.code, label: category.label, unit: category.unit, seats: category.seats, count, unitPriceCents: category.priceCents, totalCents: count * category.priceCents })
  }
  if (participants.length === 0) return { ok: false, problem: { code: 'empty' } }
  if (!participants.some((p) => isAccompanying(byCode.get(p.code)!))) return { ok: false, problem: { code: 'needsAdult' } }
  const seats = participants.reduce((sum, p) => sum + p.count * p.seats, 0)
  if (seats === 0) return { ok: false, problem: { code: 'needsAdult' } }
  // Who takes no seat (an infant on a lap) sits on someone's lap: one each, or a boat of 12 seats took 100.
  const onLaps = participants.reduce((sum, p) => sum + (p.unit === 'person' && p.seats === 0 ? p.count : 0), 0)
  const laps = participants.reduce((sum, p) => sum + (p.unit === 'person' && p.seats > 0 ? p.count : 0), 0)
  if (onLaps > laps && !participants.some((p) => p.unit === 'group')) return { ok: false, problem: { code: 'laps', params: { max: laps } } }
  if (options.maxSeats !== undefined && seats > options.maxSeats) return { ok: false, problem: { code: 'tooMany', params: { max: options.maxSeats } } }
  const people = participants.reduce((sum, p) => sum + p.count * (p.unit === 'group' ? Math.max(p.seats, 1) : 1), 0)
  const totalCents = participants.reduce((sum, p) => sum + p.totalCents, 0)
  return { ok: true, participants, seats, people, totalCents, onlineDueCents: onlineDueOf(totalCents, options) }
}
