import { entriesBetween } from '../audit/audit.server'
import type { ActorType } from '../audit/audit.model'
import { formatSignedPrice, formatTime } from '../i18n/format'
import type { Language } from '../i18n/languages'
import { csvFile } from '../lib/csv'
import { addDays, islandTimeToInstant, localParts } from '../lib/island-time'
import { MONEY_HISTORY_ACTIONS, moneyMovementOf, type ReceiptMethod } from '../payments/receipt'
import { transferBookingLabels } from '../transfers/booking-labels.server'
import { tripBookingLabels } from '../trip-bookings/trip-booking-labels.server'
import { TRIP_BOOKING_AUDIT } from '../trip-bookings/trip-bookings.server'

// A day's takings (docs/decisions/076): every payment and refund the bookings' history recorded on
// an island day — Stripe's, and what drivers, guides and the office took or gave back by hand — by
// method, by the person who holds the money, and one by one. What the office counts the cash
// against at the end of an August day.

const TRANSFER_AUDIT = 'transfer-booking'
const ADMIN_PATH = { transfer: '/admin/transfers/', trip: '/admin/trip-bookings/' } as const

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

/** One movement of the day, as the history recorded it. */
interface DayMovement {
  id: number
  at: Date
  kind: 'transfer' | 'trip'
  bookingId: number
  reference: string
  customerName: string
  currency: string
  direction: 'received' | 'returned'
  method: TakingMethod
  cents: number
  recordedBy: string
  recordedByType: ActorType
}

/** Every payment and refund recorded on the island day `date` (midnight to midnight on the island's clock), oldest first. */
async function dayMovements(date: string): Promise<DayMovement[]> {
  const from = islandTimeToInstant(date, '00:00')!
  const to = islandTimeToInstant(addDays(date, 1), '00:00')!
  const entries = await entriesBetween({ from, to, subjectTypes: [TRANSFER_AUDIT, TRIP_BOOKING_AUDIT], actions: MONEY_HISTORY_ACTIONS })
  const idsOf = (type: string) => [...new Set(entries.filter((e) => e.subjectType === type).map((e) => e.subjectId))]
  const [transfers, trips] = await Promise.all([transferBookingLabels(idsOf(TRANSFER_AUDIT)), tripBookingLabels(idsOf(TRIP_BOOKING_AUDIT))])
  const movements: DayMovement[] = []
  for (const entry of entries) {
    const movement = moneyMovementOf(entry)
    const booking = (entry.subjectType === TRANSFER_AUDIT ? transfers : trips).get(entry.subjectId)
    if (!movement || !booking) continue
    movements.push({
      id: entry.id,
      at: movement.at,
      kind: entry.subjectType === TRANSFER_AUDIT ? 'transfer' : 'trip',
      bookingId: entry.subjectId,
      ...booking,
      direction: movement.direction,
      method: movement.method ?? 'unknown',
      cents: movement.cents,
      recordedBy: entry.actorName,
      recordedByType: entry.actorType,
    })
  }
  return movements
}

/** The island day's takings, every amount in the reader's format. */
export async function dayTakings(date: string, lng: Language): Promise<DayTakings> {
  const movements = await dayMovements(date)
  const money = (cents: number, currency: string) => formatSignedPrice(cents, currency, lng)
  const rows: TakingRow[] = []
  const methodTotals = new Map<string, { method: TakingMethod; currency: string; received: number; returned: number }>()
  const personTotals = new Map<string, { name: string; type: ActorType; currency: string; cents: Map<TakingMethod, number> }>()
  for (const m of movements) {
    const signed = m.direction === 'returned' ? -m.cents : m.cents
    rows.push({
      id: m.id,
      time: formatTime(m.at, lng),
      kind: m.kind,
      href: `${ADMIN_PATH[m.kind]}${m.bookingId}`,
      reference: m.reference,
      customerName: m.customerName,
      direction: m.direction,
      method: m.method,
      amount: money(signed, m.currency),
      recordedBy: m.recordedBy,
      recordedByType: m.recordedByType,
    })
    const byMethod = methodTotals.get(`${m.method} ${m.currency}`) ?? { method: m.method, currency: m.currency, received: 0, returned: 0 }
    byMethod[m.direction] += m.cents
    methodTotals.set(`${m.method} ${m.currency}`, byMethod)
    // Stripe's money goes to the bank by itself: only money taken by hand is someone's to account for.
    if (m.method === 'online') continue
    const key = `${m.recordedByType} ${m.recordedBy} ${m.currency}`
    const person = personTotals.get(key) ?? { name: m.recordedBy, type: m.recordedByType, currency: m.currency, cents: new Map() }
    person.cents.set(m.method, (person.cents.get(m.method) ?? 0) + signed)
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

/** Column names in English snake_case: stable for spreadsheets and the accountant's imports, whoever exports. */
export const TAKINGS_CSV_HEADER = ['date', 'time', 'kind', 'reference', 'customer_name', 'direction', 'method', 'amount', 'currency', 'recorded_by', 'recorded_by_type'] as const

/** The day's movements as a spreadsheet: one row each, amounts positive with their direction (a minus would read as text). */
export async function takingsCsv(date: string): Promise<string> {
  const movements = await dayMovements(date)
  return csvFile([
    [...TAKINGS_CSV_HEADER],
    ...movements.map((m) => [date, localParts(m.at).time, m.kind, m.reference, m.customerName, m.direction, m.method, (m.cents / 100).toFixed(2), m.currency, m.recordedBy, m.recordedByType]),
  ])
}
