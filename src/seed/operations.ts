import type { Knex } from 'knex'
import { DEFAULT_BOOKING_RULES } from '../transfers/booking-rules'
import { slotStartOf } from '../transfers/capacity.server'
import { addDays, islandTimeToInstant, localParts } from '../lib/island-time'
import { DEFAULT_PRICING } from '../transfers/pricing-settings'
import { quoteTransfer, type PriceTable, type Quote } from '../transfers/quote'
import { demoAddresses, demoCustomers, demoDrivers, demoFlights, demoFleet, demoNotes } from './content/operations'
import { towns } from './content/transfer-towns'
import { removeDemoTripBookings, seedDemoTripBookings } from './trip-bookings-demo'
import { recordDemoPayment, removeDemoHistory } from './demo-payments'
import { extras, routeFares, seasonsAround, vehicles } from './content/transfers'

// The demo's next two weeks (docs/decisions/040): about sixty bookings from today on — arrivals,
// departures and returns, paid online or payable to the driver, a few on request and a few
// cancelled — and the next three days' jobs mostly given to drivers and vehicles, as a dispatcher
// would: no driver or vehicle in two places at once, seats and luggage respected, and the
// booking rules' travel buffer between two jobs. The same day gives the same demo.

const BOOKINGS = 60
const DAYS = 14
const ASSIGNED_DAYS = 3
/** Every seventh job of the assigned days stays unassigned: the dispatcher's work to show. */
const UNASSIGNED_EVERY = 7

/** A small deterministic generator (mulberry32): the demo is the same on every fresh start. */
export function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The seeded price table: the prices the site quotes on a fresh demo. */
function seedPriceTable(year: number): PriceTable {
  const cents = Object.entries
  return {
    towns: towns.map((t) => t.slug),
    vehicles: vehicles.map((v) => ({ code: v.code, maxPassengers: v.maxPassengers, maxSuitcases: v.maxSuitcases })),
    bands: towns.flatMap((town) => cents(town.prices).flatMap(([vehicle, bands]) => bands.map(([min, max, c]) => ({ town: town.slug, vehicle, min, max, cents: c, currency: 'EUR' })))),
    routeFares: routeFares.flatMap(({ places, prices }) => cents(prices).flatMap(([vehicle, bands]) => bands.map(([min, max, c]) => ({ from: [...places].sort()[0]!, to: [...places].sort()[1]!, vehicle, min, max, cents: c, currency: 'EUR' })))),
    seasons: seasonsAround(year),
    extras: extras.map((e) => ({ code: e.code, priceCents: e.priceCents, currency: 'EUR', per: e.per, maxQuantity: e.maxQuantity, countsAsLuggage: e.countsAsLuggage, requiresChildren: e.requiresChildren })),
  }
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

interface PlannedLeg {
  direction: 'outbound' | 'return'
  date: string
  time: string
  from: string
  to: string
  address: string
  flight: string
}

interface PlannedBooking {
  status: 'confirmed' | 'on_request' | 'cancelled'
  paymentMethod: 'online' | 'driver'
  town: string
  vehicle: string
  adults: number
  children: number
  suitcases: number
  extras: Record<string, number>
  customer: (typeof demoCustomers)[number]
  notes: string
  legs: PlannedLeg[]
  quote: Quote
}

/** The bookings, drawn deterministically: the first three days busier, as a dispatcher's week starts. */
function planBookings(today: string, table: PriceTable): PlannedBooking[] {
  const next = random(14)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const servedTowns = Object.keys(demoAddresses)
  const plans: PlannedBooking[] = []
  for (let i = 0; i < BOOKINGS; i++) {
    const day = i < 27 ? i % ASSIGNED_DAYS : ASSIGNED_DAYS + ((i - 27) % (DAYS - ASSIGNED_DAYS))
    const town = pick(servedTowns)
    const address = pick(demoAddresses[town]!)
    const party = pick([[2, 0, 2], [2, 0, 2], [1, 0, 1], [2, 2, 3], [3, 0, 3], [4, 0, 4], [2, 1, 3], [5, 2, 6], [6, 0, 6], [10, 2, 10]] as const)
    const [adults, children, suitcases] = party
    const passengers = adults + children
    const vehicle = passengers > 8 ? 'minibus' : passengers > 4 || suitcases > 4 ? 'minivan' : i % 9 === 4 ? 'vip' : 'car'
    const arrival = next() < 0.6
    const time = hhmm(7 * 60 + Math.floor(next() * 15 * 12) * 5)
    const date = addDays(today, day)
    const legs: PlannedLeg[] = [{ direction: 'outbound', date, time, from: arrival ? 'airport' : town, to: arrival ? town : 'airport', address, flight: pick(demoFlights) }]
    if (arrival && next() < 0.5) legs.push({ direction: 'return', date: addDays(date, 4 + Math.floor(next() * 6)), time: hhmm(8 * 60 + Math.floor(next() * 12 * 12) * 5), from: town, to: 'airport', address, flight: pick(demoFlights) })
    const extrasWanted: Record<string, number> = children ? { 'child-seat': 1, ...(children > 1 ? { 'booster-seat': 1 } : {}) } : i % 11 === 3 ? { 'golf-bag': 1 } : {}
    const quoted = quoteTransfer({ from: legs[0]!.from, to: legs[0]!.to, vehicle, passengers, isReturn: legs.length === 2, time, returnTime: legs[1]?.time, date, returnDate: legs[1]?.date, extras: extrasWanted }, table, DEFAULT_PRICING)
    if (!quoted.ok) throw new Error(`demo booking ${i}: no price (${quoted.reason})`)
    const status = i % 15 === 7 ? 'cancelled' : i % 13 === 5 ? 'on_request' : 'confirmed'
    plans.push({
      status, paymentMethod: i % 2 === 0 ? 'online' : 'driver', town, vehicle, adults, children, suitcases, extras: extrasWanted,
      customer: demoCustomers[i % demoCustomers.length]!, notes: i % 6 === 2 ? pick(demoNotes) : '', legs, quote: quoted.quote,
    })
  }
  return plans
}

interface StoredLeg {
  id: number
  pickupAt: Date
  durationMinutes: number
  passengers: number
  luggage: number
  vehicleClass: string
}

/** Whether [start, end) overlaps any of the busy intervals. */
const overlaps = (busy: Array<[number, number]>, start: number, end: number) => busy.some(([s, e]) => start < e && s < end)

/**
 * Greedy, in pick-up order: the first vehicle of the booked class (a car booking may ride in a
 * minivan) with the seats and the room, and the least busy driver, both free from the pick-up
 * until the drive and the buffer are over.
 */
async function assignLegs(trx: Knex.Transaction, legs: StoredLeg[], drivers: number[], fleet: Array<{ id: number; vehicleClass: string; seats: number; luggage: number }>): Promise<void> {
  const busyDriver = new Map<number, Array<[number, number]>>(drivers.map((id) => [id, []]))
  const busyVehicle = new Map<number, Array<[number, number]>>(fleet.map((v) => [v.id, []]))
  const ordered = [...legs].sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime() || a.id - b.id)
  for (const [index, leg] of ordered.entries()) {
    if (index % UNASSIGNED_EVERY === UNASSIGNED_EVERY - 1) continue
    const start = leg.pickupAt.getTime()
    const end = start + (leg.durationMinutes + DEFAULT_BOOKING_RULES.travelBufferMinutes) * 60_000
    const vehicle = fleet.find((v) => (v.vehicleClass === leg.vehicleClass || (leg.vehicleClass === 'car' && v.vehicleClass === 'minivan')) && v.seats >= leg.passengers && v.luggage >= leg.luggage && !overlaps(busyVehicle.get(v.id)!, start, end))
    // The least busy driver first, so the work is shared out as a dispatcher would.
    const driver = [...drivers].sort((a, b) => busyDriver.get(a)!.length - busyDriver.get(b)!.length || a - b).find((id) => !overlaps(busyDriver.get(id)!, start, end))
    if (!vehicle || driver === undefined) continue
    busyVehicle.get(vehicle.id)!.push([start, end])
    busyDriver.get(driver)!.push([start, end])
    await trx('transfer_legs').where({ id: leg.id }).update({ driver_id: driver, vehicle_id: vehicle.id })
  }
}

export async function seedDemoOperations(trx: Knex.Transaction, now = new Date()): Promise<void> {
  const today = localParts(now).date
  const drivers: number[] = []
  for (const d of demoDrivers) {
    const [row] = await trx('drivers').insert({ name: d.name, phone: d.phone, email: d.email, languages: JSON.stringify(d.languages) }).returning('id')
    drivers.push(row.id)
  }
  const fleet = await trx('fleet_vehicles')
    .insert(demoFleet.map((v) => ({ plate: v.plate, name: v.name, vehicle_class: v.vehicleClass, seats: v.seats, luggage: v.luggage })))
    .returning(['id', 'vehicle_class as vehicleClass', 'seats', 'luggage'])
  const townOf = (slug: string) => towns.find((t) => t.slug === slug)!
  const townIds = new Map<string, number>((await trx('transfer_towns').select('id', 'slug')).map((t: { id: number; slug: string }) => [t.slug, t.id]))
  const place = (code: string, address: string) => (code === 'airport' ? 'Aeropuerto de Menorca (MAH)' : `${address} (${townOf(code).name})`)
  const toAssign: StoredLeg[] = []
  const slotLoad = new Map<number, number>()
  const lastDay = addDays(today, ASSIGNED_DAYS - 1)
  for (const [i, plan] of planBookings(today, seedPriceTable(localParts(now).year)).entries()) {
    const first = plan.legs[0]!
    const total = plan.quote.totalCents
    const paidOnline = plan.paymentMethod === 'online' && plan.status !== 'on_request'
    // Booked weeks ahead; the ones on request came in at short notice, a couple of hours ago.
    const createdAt = new Date(now.getTime() - (plan.status === 'on_request' ? 2 * 3_600_000 : (6 + (i % 25)) * 86_400_000))
    // A reference from the site's own sequence: a demo booking is looked up and opened like any other.
    const { rows } = (await trx.raw("select nextval('transfer_booking_number_seq') as n")) as { rows: Array<{ n: number | string }> }
    const [booking] = await trx('transfer_bookings')
      .insert({
        reference: `MT-${localParts(now).year}-${String(rows[0]!.n).padStart(6, '0')}`,
        status: plan.status, is_return: plan.legs.length === 2,
        from_kind: first.from === 'airport' ? 'airport' : 'address', from_place: place(first.from, first.address),
        to_kind: first.to === 'airport' ? 'airport' : 'address', to_place: place(first.to, first.address),
        town_id: townIds.get(plan.town) ?? null, adults: plan.adults, children: plan.children, infants: 0, suitcases: plan.suitcases,
        sports_equipment: plan.extras['golf-bag'] ?? 0, child_seats: (plan.extras['child-seat'] ?? 0) + (plan.extras['booster-seat'] ?? 0), extras: JSON.stringify(plan.extras),
        vehicle_code: plan.vehicle, customer_name: plan.customer.name, customer_email: plan.customer.email, customer_phone: plan.customer.phone,
        notes: plan.notes, language: plan.customer.language, price_cents: total, currency: 'EUR',
        price_breakdown: JSON.stringify({ quote: plan.quote, route: { from: first.from, fromAddress: first.from === 'airport' ? null : first.address, to: first.to, toAddress: first.to === 'airport' ? null : first.address } }),
        payment_method: plan.status === 'on_request' ? 'driver' : plan.paymentMethod, payment_status: paidOnline ? (plan.status === 'cancelled' ? 'refunded' : 'paid') : 'unpaid',
        online_due_cents: paidOnline ? total : 0, paid_cents: paidOnline ? total : 0, refunded_cents: paidOnline && plan.status === 'cancelled' ? total : 0,
        confirmed_at: plan.status === 'on_request' ? null : createdAt, cancelled_at: plan.status === 'cancelled' ? now : null,
        terms_accepted_at: now, source: i % 8 === 0 ? 'phone' : 'web', created_at: createdAt, updated_at: createdAt,
      })
      .returning('id')
    // Paid a few minutes after booking; a cancelled one refunded today.
    if (paidOnline) await recordDemoPayment(trx, { type: 'transfer-booking', id: booking.id }, { cents: total, paidAt: new Date(createdAt.getTime() + 4 * 60_000), refundedAt: plan.status === 'cancelled' ? now : null })
    for (const leg of plan.legs) {
      const pickupAt = islandTimeToInstant(leg.date, leg.time)!
      const holdsPlace = plan.status === 'confirmed'
      const slot = holdsPlace ? slotStartOf(pickupAt, DEFAULT_BOOKING_RULES.slotMinutes) : null
      if (slot) slotLoad.set(slot.getTime(), (slotLoad.get(slot.getTime()) ?? 0) + 1)
      const arriving = leg.from === 'airport'
      const [row] = await trx('transfer_legs')
        .insert({
          booking_id: booking.id, direction: leg.direction, pickup_at: pickupAt, service_date: leg.date,
          from_code: leg.from, from_kind: leg.from === 'airport' ? 'airport' : 'address', from_place: place(leg.from, leg.address),
          to_code: leg.to, to_kind: leg.to === 'airport' ? 'airport' : 'address', to_place: place(leg.to, leg.address),
          pickup_point: arriving ? '' : leg.address, travel_kind: 'flight', travel_number: leg.flight.replace(/\s/g, ''),
          // An arrival is met when it lands; a departure is picked up about two hours before its flight.
          travel_time: arriving ? leg.time : hhmm((Number(leg.time.slice(0, 2)) * 60 + Number(leg.time.slice(3)) + 120) % (24 * 60)),
          passengers: plan.adults + plan.children, luggage: plan.suitcases + (plan.extras['golf-bag'] ?? 0),
          duration_minutes: townOf(plan.town).driveMinutes, status: plan.status === 'cancelled' ? 'cancelled' : 'scheduled', slot_start: slot,
        })
        .returning('id')
      if (plan.status === 'confirmed' && leg.date <= lastDay) {
        toAssign.push({ id: row.id, pickupAt, durationMinutes: townOf(plan.town).driveMinutes, passengers: plan.adults + plan.children, luggage: plan.suitcases + (plan.extras['golf-bag'] ?? 0), vehicleClass: plan.vehicle })
      }
    }
  }
  if (slotLoad.size) await trx('transfer_slot_load').insert([...slotLoad].map(([slot, jobs]) => ({ slot_start: new Date(slot), jobs })))
  await assignLegs(trx, toAssign, drivers, fleet)
  await seedDemoTripBookings(trx, now)
}

/**
 * The test template keeps the demo's content but not its operation: tests count their own
 * bookings and slots, whatever day the suite runs (like the seasons, docs/decisions/024).
 */
export async function removeDemoOperations(knex: Knex): Promise<void> {
  await removeDemoTripBookings(knex)
  await removeDemoHistory(knex, 'transfer-booking', knex('transfer_bookings').select('id'))
  await knex('transfer_bookings').delete()
  await knex('transfer_slot_load').delete()
  await knex('fleet_vehicles').delete()
  await knex('drivers').delete()
}
