import type { Express } from 'express'
import type { Knex } from 'knex'
import request from 'supertest'
import { addDays, localParts } from '../../src/lib/island-time'

/** The island date `days` from today, by the calendar (now + 24 h is still today in the first hour of October's 25-hour day). */
export const islandDay = (days: number) => addDays(localParts(new Date()).date, days)

let visitor = 0

/** A valid one-way request from the airport to Fornells (4 adults, a child, 4 suitcases, minivan), with a traveller of its own. */
export function transferRequest(over: Record<string, unknown> = {}) {
  visitor += 1
  return {
    tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(10), time: '14:30', flightNumber: 'VY 3904',
    adults: 4, children: 1, infants: 0, suitcases: 4, sportsEquipment: 0, childSeats: 0, vehicle: 'minivan',
    name: `Traveller ${visitor}`, email: `traveller.${visitor}.${Date.now()}@example.com`, phone: `+49 170 ${2_000_000 + visitor}`, notes: '', terms: true, ...over,
  }
}

/** Books as a visitor does (the public API, each from an address of its own); answers the booking's id, reference and legs. */
export async function bookTransfer(app: Express, knex: Knex, over: Record<string, unknown> = {}) {
  const res = await request(app).post('/api/transfers/requests').set('X-Forwarded-For', `198.51.100.${(visitor % 250) + 1}`).send(transferRequest(over))
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`)
  const row = await knex('transfer_bookings').where({ reference: res.body.reference }).first()
  const legs = await knex('transfer_legs').where({ booking_id: row.id }).orderBy('pickup_at')
  return { id: row.id as number, reference: res.body.reference as string, status: res.body.status as string, legs: legs as Array<{ id: number; version: number; pickupAt: Date; serviceDate: string; durationMinutes: number; passengers: number; luggage: number }> }
}
