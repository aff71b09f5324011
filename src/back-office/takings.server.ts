import { entriesBetween } from '../audit/audit.server'
import type { ActorType } from '../audit/audit.model'
import { formatSignedPrice, formatTime } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { addDays, islandTimeToInstant } from '../lib/island-time'
import { MONEY_HISTORY_ACTIONS, moneyMovementOf, type ReceiptMethod } from '../payments/receipt'
import { transferBookingLabels } from '../transfers/booking-labels.server'
import { tripBookingLabels } from '../trip-bookings/trip-booking-labels.server'
import { TRIP_BOOKING_AUDIT } from '../trip-bookings/trip-bookings.server'

// A day's takings (docs/decisions/076): every payment and refund the bookings' history recorded on
// an island day — Stripe's, and what drivers, guides and the office took or gave back by hand — by
// method, by the person who holds the money, and one by one. What the office counts the cash
// against at the end of an August day.

const TRANSFER_AUDIT = 'transfer-booking'
const ADMIN_PATH: Record<string, string> = { [TRANSFER_AUDIT]: '/admin/transfers/', [TRIP_BOOKING_AUDIT]: '/admin/trip-bookings/' }

/** How money moved: by card on Stripe's page, one of the ways recorded by hand, or 'unknown' where the history does not say. */
export type TakingMethod = ReceiptMethod | 'unknown'

export interface TakingRow {
  id: number
  time: string
  kind: 'transfer' | 'trip'
  href: string
  reference: string
  customerName: string
  direction: 'received' | 'returned'
  method: TakingMethod
  /** Signed: money given back is negative. */
  amount: string
  recordedBy: string
  recordedByType: ActorType
}

export interface TakingsByMethod {
  method: TakingMethod
  currency: string
  received: string
  returned: string
  net: string
}

/** What one person took by hand (cash, a card terminal, a bank transfer): what they hand in or account for. */
export interface TakingsByPerson {
  name: string
  type: ActorType
  currency: string
  /** Net per method taken by hand, formatted; absent where they recorded none. */
  byMethod: Partial<Record<TakingMethod, string>>
}

export interface DayTakings {
  date: string
  rows: TakingRow[]
  methods: TakingsByMethod[]
  people: TakingsByPerson[]
}

const METHOD_ORDER: TakingMethod[] = ['online', 'cash', 'card_terminal', 'bank_transfer', 'unknown']

/** The island day's takings, every amount in the reader's format. */
export async function dayTakings(date: string, lng: Language): Promise<DayTakings> {
  const from = islandTimeToInstant(date, '00:00')!
  const to = islandTimeToInstant(addDays(date, 1), '00:00')!
  const entries = await entriesBetween({ from, to, subjectTypes: Object.keys(ADMIN_PATH), actions: MONEY_HISTORY_ACTIONS })
  const idsOf = (type: string) => [...new Set(entries.filter((e) => e.subjectType === type).map((e) => e.subjectId))]
  const [transfers, trips] = await Promise.all([transferBookingLabels(idsOf(TRANSFER_AUDIT)), tripBookingLabels(idsOf(TRIP_BOOKING_AUDIT))])
  const money = (cents: number, currency: string) => formatSignedPrice(cents, currency, lng)

  const rows: TakingRow[] = []
  const methodTotals = new Map<string, { method: TakingMethod; currency: string; received: number; returned: number }>()
  const personTotals = new Map<string, { name: string; type: ActorType; currency: string; cents: Map<TakingMethod, number> }>()
  for (const entry of entries) {
    const movement = moneyMovementOf(entry)
    const booking = (entry.subjectType === TRANSFER_AUDIT ? transfers : trips).get(entry.subjectId)
    if (!movement || !booking) continue
    const method: TakingMethod = movement.method ?? 'unknown'
    const signed = movement.direction === 'returned' ? -movement.cents : movement.cents
    rows.push({
      id: entry.id,
      time: formatTime(movement.at, lng),
      kind: entry.subjectType === TRANSFER_AUDIT ? 'transfer' : 'trip',
      href: `${ADMIN_PATH[entry.subjectType]}${entry.subjectId}`,
      reference: booking.reference,
      customerName: booking.customerName,
      direction: movement.direction,
      method,
      amount: money(signed, booking.currency),
      recordedBy: entry.actorName,
      recordedByType: entry.actorType,
    })
    const byMethod = methodTotals.get(`${method} ${booking.currency}`) ?? { method, currency: booking.currency, received: 0, returned: 0 }
    byMethod[movement.direction] += movement.cents
    methodTotals.set(`${method} ${booking.currency}`, byMethod)
    // Stripe's money goes to the bank by itself: only money taken by hand is someone's to account for.
    if (method === 'online') continue
    const key = `${entry.actorType} ${entry.actorName} ${booking.currency}`
    const person = personTotals.get(key) ?? { name: entry.actorName, type: entry.actorType, currency: booking.currency, cents: new Map() }
    person.cents.set(method, (person.cents.get(method) ?? 0) + signed)
    personTotals.set(key, person)
  }
  const methods = [...methodTotals.values()]
    .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.currency.localeCompare(b.currency))
    .map((m) => ({ method: m.method, currency: m.currency, received: money(m.received, m.currency), returned: money(m.returned, m.currency), net: money(m.received - m.returned, m.currency) }))
  const people = [...personTotals.values()]
    .sort((a, b) => a.name.localeCompare(b.name, lng))
    .map((p) => ({ name: p.name, type: p.type, currency: p.currency, byMethod: Object.fromEntries([...p.cents].map(([method, cents]) => [method, money(cents, p.currency)])) }))
  return { date, rows, methods, people }
}
