import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_DRIVER_EMAIL } from '../../src/seed/content/operations'
import { seedDemoContent } from '../../src/seed/seed'
import { localParts } from '../../src/lib/island-time'
import { startTestApp, type TestApp } from '../helpers/test-app'

// One database per test process: the demo's operation is seeded into an empty one of its own here.
describe('demo operation (a fresh demo database; the test template leaves it out)', () => {
  let fresh: TestApp
  beforeAll(async () => {
    fresh = await startTestApp({ seed: false })
    await seedDemoContent(fresh.knex, { imagesDir: path.join(inject('dataDir'), 'images') })
  })
  afterAll(async () => {
    await fresh?.close()
  })

  const islandDay = (days: number) => {
    const [y, m, d] = localParts(new Date()).date.split('-').map(Number)
    return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10)
  }

  it('has drivers (one waiting for the demo driver login), vehicles of every class, and bookings over the next two weeks', async () => {
    const drivers = await fresh.knex('drivers').select('email', 'user_id')
    expect(drivers.length).toBe(6)
    expect(drivers.map((d) => d.email)).toContain(DEMO_DRIVER_EMAIL)
    const classes = await fresh.knex('fleet_vehicles').distinct('vehicle_class').pluck('vehicle_class')
    expect(classes.sort()).toEqual(['car', 'minibus', 'minivan', 'vip'])
    const bookings = await fresh.knex('transfer_bookings').select('status', 'payment_method', 'payment_status')
    expect(bookings.length).toBeGreaterThanOrEqual(55)
    for (const status of ['confirmed', 'on_request', 'cancelled']) expect(bookings.some((b) => b.status === status)).toBe(true)
    expect(bookings.some((b) => b.paymentStatus === 'paid')).toBe(true)
    expect(bookings.some((b) => b.status === 'confirmed' && b.paymentMethod === 'driver')).toBe(true)
    const days = await fresh.knex('transfer_legs').where('service_date', '<', islandDay(14)).distinct('service_date').pluck('service_date')
    expect(days.length).toBe(14)
    const directions = await fresh.knex('transfer_legs').distinct('direction').pluck('direction')
    expect(directions.sort()).toEqual(['outbound', 'return'])
  })

  it('gives most of the next three days\' jobs to drivers, never one driver or vehicle to two jobs at once, some left for the dispatcher', async () => {
    const legs = await fresh.knex('transfer_legs as l')
      .join('transfer_bookings as b', 'b.id', 'l.booking_id')
      .where('b.status', 'confirmed')
      .whereBetween('l.service_date', [islandDay(0), islandDay(2)])
      .select('l.driver_id', 'l.vehicle_id', 'l.pickup_at', 'l.duration_minutes', 'l.passengers', 'l.luggage')
    const assigned = legs.filter((l) => l.driverId !== null)
    expect(assigned.length).toBeGreaterThan(legs.length / 2)
    expect(assigned.length).toBeLessThan(legs.length)
    const vehicles = new Map((await fresh.knex('fleet_vehicles').select('id', 'seats', 'luggage')).map((v) => [v.id, v]))
    for (const leg of assigned) {
      expect(leg.vehicleId).not.toBeNull()
      expect(vehicles.get(leg.vehicleId)!.seats).toBeGreaterThanOrEqual(leg.passengers)
      expect(vehicles.get(leg.vehicleId)!.luggage).toBeGreaterThanOrEqual(leg.luggage)
    }
    const span = (l: (typeof assigned)[number]) => [new Date(l.pickupAt).getTime(), new Date(l.pickupAt).getTime() + (l.durationMinutes + 30) * 60_000]
    for (const [i, a] of assigned.entries()) {
      for (const b of assigned.slice(i + 1)) {
        if (a.driverId !== b.driverId && a.vehicleId !== b.vehicleId) continue
        const [s1, e1] = span(a)
        const [s2, e2] = span(b)
        expect(s1! < e2! && s2! < e1!).toBe(false)
      }
    }
  })

  it('numbers its bookings like the site does, so a visitor finds one on the booking look-up page', async () => {
    const references = await fresh.knex('transfer_bookings').pluck('reference')
    for (const reference of references) expect(reference).toMatch(/^MT-\d{4}-\d{6}$/)
    const booking = await fresh.knex('transfer_bookings').where({ status: 'on_request' }).first('reference', 'customer_email as email')
    const found = await request(fresh.app).post('/airport-transfers/booking?lng=en').set('X-Forwarded-For', '203.0.113.90').type('form').send({ reference: booking.reference, email: booking.email })
    expect(found.status).toBe(303)
    expect(found.headers.location).toContain(`ref=${booking.reference}`)
  })
})
