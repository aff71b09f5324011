import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formStartToken, MIN_FILL_MS } from '../../src/lib/form-spam.server'
import { html, tr } from '../helpers/locales'
import { islandDay } from '../helpers/bookings'
import { startTestApp, type TestApp } from '../helpers/test-app'

// The flight-or-ferry field of the public request form, as QA found it: an easyJet flight
// (EZY8571), the ferries suggested for the port chosen, and a pick-up long before a late flight.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  // Capacity has its own tests (transfer-capacity.test.ts): here every request is taken.
  await t.knex('settings').insert({ key: 'transfers.booking', value: JSON.stringify({ jobsPerSlot: 200 }) }).onConflict('key').merge()
})
afterAll(async () => {
  await t?.close()
})

let visitor = 0
const at = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'airport-transfers', key, vars)

/** A complete one-way request from the airport to Fornells, each from a traveller and an address of their own. */
function formBody(over: Record<string, string> = {}) {
  visitor += 1
  return {
    tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date: islandDay(12), time: '14:30', flightNumber: 'VY 3904',
    adults: '2', children: '0', infants: '0', suitcases: '2', vehicle: 'car', name: 'Anna Schmidt', email: `anna.${visitor}@example.de`, phone: `+49 170 ${3_000_000 + visitor}`, terms: 'on',
    idempotencyKey: `travel-${Date.now()}-${visitor}`, started: formStartToken(t.env.SESSION_SECRET, Date.now() - MIN_FILL_MS - 1000), website: '', ...over,
  }
}
const send = (body: object, lng = 'en') => request(t.app).post(`/airport-transfers/request?lng=${lng}`).set('X-Forwarded-For', `203.0.113.${(visitor % 250) + 1}`).type('form').send(body)
const legsOf = async (location: string) => {
  const reference = new URL(location, 'http://x').searchParams.get('ref')
  const booking = await t.knex('transfer_bookings').where({ reference }).first()
  return t.knex('transfer_legs').where({ booking_id: booking.id }).orderBy('pickup_at')
}

/** The `list` a field suggests from. */
const listOf = (page: string, name: string) => page.match(new RegExp(`<input id="f-${name}"[^>]*>`))?.[0].match(/ list="([^"]*)"/)?.[1]

/** The options of a suggestion list on the page, as "value" or "value | label". */
function suggestions(page: string, id: string): string[] {
  const list = page.match(new RegExp(`<datalist id="${id}">(.*?)</datalist>`))
  expect(list, `the list ${id}`).not.toBeNull()
  return [...list![1]!.matchAll(/<option([^>]*)>/g)].map(([, attributes]) => {
    const value = attributes!.match(/value="([^"]*)"/)?.[1]
    const label = attributes!.match(/label="([^"]*)"/)?.[1]
    return label ? `${value} | ${label}` : `${value}`
  })
}

describe('an easyJet flight number', () => {
  it('EZY 8571 books the transfer, and the driver’s job says EZY8571', async () => {
    const res = await send(formBody({ flightNumber: 'EZY 8571', tripType: 'return', returnDate: islandDay(19), returnTime: '08:00', returnFlightNumber: 'ezy8572' }))
    expect(res.text).not.toContain(html(at('en', 'errors.flight')))
    expect(res.status).toBe(303)
    expect((await legsOf(res.headers.location!)).map((leg) => [leg.travelKind, leg.travelNumber])).toEqual([['flight', 'EZY8571'], ['flight', 'EZY8572']])
    // What is no flight number is still refused.
    const nonsense = await send(formBody({ flightNumber: 'EZYX 8571' }))
    expect(nonsense.status).toBe(400)
    expect(nonsense.text).toContain(html(at('en', 'errors.flight')))
  })
})

describe('the ferries the flight-or-ferry field suggests', () => {
  const CIUTADELLA = ['Baleària · Alcúdia', 'Trasmed GLE · Alcúdia']

  it('to the port of Ciutadella: only its own, so the one picked is one the request takes', async () => {
    const page = await request(t.app).get('/airport-transfers/request?lng=en&from=mao&to=port-ciutadella')
    expect(page.status).toBe(200)
    expect(listOf(page.text, 'flightNumber')).toBe('ferry-services')
    expect(suggestions(page.text, 'ferry-services')).toEqual(CIUTADELLA)
    const picked = await send(formBody({ from: 'mao', fromAddress: 'Carrer Nou 1', to: 'port-ciutadella', toAddress: '', flightNumber: CIUTADELLA[0]!, time: '06:00', travelTime: '08:00' }))
    expect(picked.status).toBe(303)
  })

  it('after a refused request, for the port sent (the return leg starts there)', async () => {
    const res = await send(formBody({ tripType: 'return', to: 'port-ciutadella', toAddress: '', returnDate: islandDay(19), name: '' }), 'de')
    expect(res.status).toBe(400)
    expect(listOf(res.text, 'returnFlightNumber')).toBe('return-ferry-services')
    expect(suggestions(res.text, 'return-ferry-services')).toEqual(CIUTADELLA)
  })

  it('before a port is chosen (the places may change without JavaScript): every port’s, each named with its port', async () => {
    for (const lng of ['en', 'de']) {
      const page = await request(t.app).get(`/airport-transfers/request?lng=${lng}`)
      const port = (code: string) => html(at(lng, `places.${code}`))
      expect(suggestions(page.text, 'ferry-services')).toEqual([
        ...['Baleària · Barcelona', 'Trasmed GLE · Barcelona', 'Baleària · Palma', 'Trasmed GLE · Palma', 'Trasmed GLE · València'].map((s) => `${s} | ${s} (${port('port-mao')})`),
        ...CIUTADELLA.map((s) => `${s} | ${s} (${port('port-ciutadella')})`),
      ])
    }
  })
})

describe('the pick-up time against the departure', () => {
  const fromMao = (time: string, travelTime: string) => formBody({ from: 'mao', fromAddress: 'Carrer Nou 1', to: 'airport', toAddress: '', flightNumber: 'VY 3905', time, travelTime })

  it('a pick-up in Maó at 10:00 for a flight at 23:55 is booked; so is one at 22:30 for a flight at 00:40, but not one after the departure', async () => {
    const longWait = await send(fromMao('10:00', '23:55'))
    expect(longWait.text).not.toContain(html(at('en', 'errors.pickupAfterDeparture', { time: '23:55' })))
    expect(longWait.status).toBe(303)
    expect((await send(fromMao('22:30', '00:40'))).status).toBe(303)
    const after = await send(fromMao('16:00', '15:00'))
    expect(after.status).toBe(400)
    expect(after.text).toContain(html(at('en', 'errors.pickupAfterDeparture', { time: '15:00' })))
  })
})
