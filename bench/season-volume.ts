/**
 * A high season's volume for `npm run bench:season`: the demo's bookings copied into a summer's
 * worth — transfer bookings spread over the months around today, with today as the peak day of
 * August (hundreds of legs on the dispatch board), trip bookings filling the departures to a
 * realistic share of their seats, and the history the office writes meanwhile (payments, edits).
 * Rows are copies of what the site itself wrote for the demo, so every screen reads data shaped as
 * in production; only names, references, days and times differ.
 */
import type { Knex } from 'knex'
import { addDays, localParts } from '../src/lib/island-time'

export interface SeasonVolume {
  /** Transfer bookings spread over the season (one or two legs each, as their template). */
  transferBookings: number
  /** Of them, how many are on the peak day (today). */
  onPeakDay: number
  /** History entries added per booking, besides its payment. */
  editsPerBooking: number
}

/** One summer: about 110 bookings a day around the peak, 220 more on the peak day itself. */
export const DEFAULT_VOLUME: SeasonVolume = { transferBookings: 20_000, onPeakDay: 220, editsPerBooking: 4 }

const FIRST_NAMES = ['Anna', 'Jordi', 'Laura', 'Thomas', 'Emma', 'Marc', 'Julia', 'Pere', 'Sophie', 'James', 'Lucía', 'Klaus', 'Marta', 'Oliver', 'Núria', 'Hannah']
const SURNAMES = ['Weber', 'García', 'Smith', 'Pons', 'Müller', 'Mercadal', 'Johnson', 'Moll', 'Schneider', 'Fernández', 'Brown', 'Coll', 'Fischer', 'Sintes', 'Taylor', 'Camps']
const AIRLINES = ['VY', 'FR', 'U2', 'EW', 'BA', 'DE', 'LH', 'IB', 'UX', 'LS']
const DAY_MS = 86_400_000
/** The season around the peak day: this many days before it and after it. */
const DAYS_BEFORE = 120
const DAYS_AFTER = 60

type Row = Record<string, unknown>

/** The jsonb columns of a table: their values go in as JSON text (pg would send a JS array as a PostgreSQL array). */
async function jsonColumns(knex: Knex, table: string): Promise<Set<string>> {
  const rows = await knex('information_schema.columns').where({ table_name: table, data_type: 'jsonb' }).whereRaw('table_schema = current_schema()').select('column_name')
  return new Set(rows.map((r: { column_name: string }) => r.column_name))
}

function copyOf(row: Row, over: Row, json: Set<string>): Row {
  const copy: Row = { ...row }
  // Only the template's own columns: an override the table lacks is left out, not an error.
  for (const [column, value] of Object.entries(over)) if (column in row) copy[column] = value
  delete copy.id
  for (const column of json) if (column in copy && copy[column] !== null) copy[column] = JSON.stringify(copy[column])
  return copy
}

const dayOf = (instant: Date) => localParts(instant).date
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS)

/** A day of the season for booking `i`: the first `onPeakDay` on the peak day, the rest spread evenly. */
function seasonDay(i: number, volume: SeasonVolume, peak: string): string {
  if (i < volume.onPeakDay) return peak
  return addDays(peak, ((i * 7919) % (DAYS_BEFORE + DAYS_AFTER + 1)) - DAYS_BEFORE)
}

function customer(i: number): { name: string; email: string; phone: string } {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!
  const last = SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length]!
  return { name: `${first} ${last}`, email: `${first}.${last}.${i}@example.com`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''), phone: `+34 6${String(10_000_000 + i).padStart(8, '0')}` }
}

async function insertInBatches(knex: Knex, table: string, rows: Row[], returning?: string): Promise<Row[]> {
  const out: Row[] = []
  for (let at = 0; at < rows.length; at += 500) {
    const batch = rows.slice(at, at + 500)
    out.push(...(returning ? await knex(table).insert(batch).returning(returning) : (await knex(table).insert(batch), [])))
  }
  return out
}

/** Transfer bookings and their legs, copied from the demo's, moved to their day of the season. */
async function addTransfers(knex: Knex, volume: SeasonVolume, peak: string): Promise<Array<{ id: number; createdAt: Date; paidCents: number }>> {
  const templates = (await knex('transfer_bookings').orderBy('id')) as Row[]
  const legs = (await knex('transfer_legs').orderBy(['booking_id', 'pickup_at'])) as Row[]
  const legsOf = new Map<unknown, Row[]>()
  for (const leg of legs) legsOf.set(leg.booking_id, [...(legsOf.get(leg.booking_id) ?? []), leg])
  const usable = templates.filter((t) => legsOf.has(t.id) && t.status !== 'on_request' && t.status !== 'pending_payment')
  if (!usable.length) throw new Error('the demo has no transfer booking to copy')
  const [bookingJson, legJson] = await Promise.all([jsonColumns(knex, 'transfer_bookings'), jsonColumns(knex, 'transfer_legs')])

  const made: Array<{ id: number; createdAt: Date; paidCents: number }> = []
  const chunk = 1000
  for (let start = 0; start < volume.transferBookings; start += chunk) {
    const plans = Array.from({ length: Math.min(chunk, volume.transferBookings - start) }, (_, k) => {
      const i = start + k
      const template = usable[i % usable.length]!
      const templateLegs = legsOf.get(template.id)!
      const shift = daysBetween(dayOf(new Date(templateLegs[0]!.pickup_at as string)), seasonDay(i, volume, peak)) * DAY_MS
      const firstPickup = new Date(new Date(templateLegs[0]!.pickup_at as string).getTime() + shift)
      const createdAt = new Date(firstPickup.getTime() - ((i % 60) + 1) * DAY_MS)
      const who = customer(i)
      const cancelled = i % 25 === 7
      const booking = copyOf(template, {
        reference: `MT-2026-${String(500_000 + i)}`,
        status: cancelled ? 'cancelled' : 'confirmed',
        customer_name: who.name,
        customer_email: who.email,
        customer_phone: who.phone,
        hold_expires_at: null,
        version: 1,
        created_at: createdAt,
        updated_at: createdAt,
      }, bookingJson)
      return { booking, templateLegs, shift, createdAt }
    })
    const ids = await insertInBatches(knex, 'transfer_bookings', plans.map((p) => p.booking), 'id')
    const legRows = plans.flatMap((plan, k) =>
      plan.templateLegs.map((leg) => {
        const pickupAt = new Date(new Date(leg.pickup_at as string).getTime() + plan.shift)
        const slot = leg.slot_start ? new Date(new Date(leg.slot_start as string).getTime() + plan.shift) : null
        // A flight of its own (a season has hundreds): the search's statistics see real variety, not the demo's ten.
        const travel = leg.travel_number ? `${AIRLINES[(start + k) % AIRLINES.length]}${1000 + (((start + k) * 37) % 8999)}` : leg.travel_number
        return copyOf(leg, { booking_id: (ids[k] as { id: number }).id, pickup_at: pickupAt, service_date: dayOf(pickupAt), slot_start: slot, travel_number: travel, status: 'scheduled', reminder_sent_at: null, status_changed_at: null, version: 1 }, legJson)
      }),
    )
    await insertInBatches(knex, 'transfer_legs', legRows)
    plans.forEach((plan, k) => made.push({ id: (ids[k] as { id: number }).id, createdAt: plan.createdAt, paidCents: Number(plan.booking.paid_cents ?? 0) }))
  }
  return made
}

/** Trip bookings on every departure, up to about two thirds of its free seats, copied from the demo's bookings of the same trip. */
async function addTripBookings(knex: Knex): Promise<Array<{ id: number; createdAt: Date; paidCents: number }>> {
  const templates = (await knex('trip_bookings').where('status', 'confirmed').orderBy('id')) as Row[]
  const byTrip = new Map<unknown, Row>()
  for (const t of templates) if (!byTrip.has(t.trip_id)) byTrip.set(t.trip_id, t)
  const departures = (await knex('trip_departures').where('status', 'open').orderBy('starts_at')) as Row[]
  const json = await jsonColumns(knex, 'trip_bookings')
  const made: Array<{ id: number; createdAt: Date; paidCents: number }> = []
  let n = 0
  for (const departure of departures) {
    const template = byTrip.get(departure.trip_id)
    if (!template) continue
    const seats = Number(template.seats)
    const count = Math.floor(((Number(departure.capacity) - Number(departure.seats_taken)) * 2) / 3 / seats)
    if (count <= 0) continue
    const rows = Array.from({ length: count }, () => {
      const who = customer(100_000 + n)
      const createdAt = new Date(new Date(departure.starts_at as string).getTime() - ((n % 40) + 1) * DAY_MS)
      n += 1
      return copyOf(template, { reference: `TR-2026-${String(500_000 + n)}`, departure_id: departure.id, customer_name: who.name, customer_email: who.email, customer_phone: who.phone, idempotency_key: null, version: 1, created_at: createdAt, updated_at: createdAt }, json)
    })
    const ids = await insertInBatches(knex, 'trip_bookings', rows, 'id')
    await knex('trip_departures').where({ id: departure.id }).increment('seats_taken', count * seats)
    rows.forEach((row, k) => made.push({ id: (ids[k] as { id: number }).id, createdAt: row.created_at as Date, paidCents: Number(row.paid_cents ?? 0) }))
  }
  return made
}

/** The history the season wrote: each payment, and staff's edits of each booking. */
async function addHistory(knex: Knex, subjectType: string, bookings: Array<{ id: number; createdAt: Date; paidCents: number }>, editsPerBooking: number): Promise<number> {
  const rows: Row[] = []
  for (const b of bookings) {
    const base = { subject_type: subjectType, subject_id: b.id, actor_name: '' }
    rows.push({ ...base, actor_type: 'customer', action: 'created', changes: '{}', created_at: b.createdAt })
    if (b.paidCents > 0) rows.push({ ...base, actor_type: 'payment', actor_name: 'Stripe', action: 'paid', changes: JSON.stringify({ paidCents: [0, b.paidCents] }), created_at: new Date(b.createdAt.getTime() + 600_000) })
    for (let e = 1; e <= editsPerBooking; e++) rows.push({ ...base, actor_type: 'staff', action: 'updated', changes: JSON.stringify({ notes: ['', `call ${e}`] }), created_at: new Date(b.createdAt.getTime() + e * 3_600_000) })
  }
  await insertInBatches(knex, 'audit_log', rows)
  return rows.length
}

/** Adds the season to a database that holds the demo; answers what it added. */
export async function addSeasonVolume(knex: Knex, volume: SeasonVolume = DEFAULT_VOLUME): Promise<Record<string, number>> {
  const peak = dayOf(new Date())
  const transfers = await addTransfers(knex, volume, peak)
  const trips = await addTripBookings(knex)
  const history = (await addHistory(knex, 'transfer-booking', transfers, volume.editsPerBooking)) + (await addHistory(knex, 'trip-booking', trips, volume.editsPerBooking))
  const legs = (await knex('transfer_legs').count({ count: '*' }))[0]?.count
  const peakLegs = (await knex('transfer_legs').where('service_date', peak).count({ count: '*' }))[0]?.count
  await knex.raw('analyze')
  return { transferBookings: transfers.length, transferLegs: Number(legs), legsOnPeakDay: Number(peakLegs), tripBookings: trips.length, historyEntries: history }
}
