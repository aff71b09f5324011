import { describe, expect, it } from 'vitest'
import { islandTimeToInstant, localParts } from '../lib/island-time'
import { towns } from '../seed/content/transfer-towns'
import { DEFAULT_PRICING } from './pricing-settings'
import type { SchemaContext } from './quote.schema'
import { normalizeFlight, prefillValues, requestPlacesSchema } from './transfers.schema'
import { travelTimeProblem } from './travel-time'

describe('island time (Europe/Madrid) whatever the server runs in', () => {
  it.each([
    { date: '2026-07-14', time: '23:40', iso: '2026-07-14T21:40:00.000Z' }, // summer, UTC+2
    { date: '2026-01-10', time: '08:05', iso: '2026-01-10T07:05:00.000Z' }, // winter, UTC+1
    { date: '2026-03-29', time: '03:30', iso: '2026-03-29T01:30:00.000Z' }, // just after the spring change
    { date: '2026-10-25', time: '01:30', iso: '2026-10-24T23:30:00.000Z' }, // before the autumn change
  ])('$date $time is $iso', ({ date, time, iso }) => {
    expect(islandTimeToInstant(date, time)?.toISOString()).toBe(iso)
    expect(localParts(new Date(iso))).toMatchObject({ date, time })
  })
  it.each([
    ['2026-03-29', '02:30'], // skipped when summer time starts
    ['2026-02-30', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-01-01', '24:00'],
  ])('%s %s does not exist', (date, time) => {
    expect(islandTimeToInstant(date, time)).toBeNull()
  })
})

describe('flight numbers (IATA or ICAO airline code, 1–4 digits, optional letter)', () => {
  it.each([
    ['VY3904', 'VY3904'],
    ['FR 8311', 'FR8311'],
    ['u2 2143', 'U22143'],
    ['4U 1', '4U1'],
    ['2W 812', '2W812'],
    ['BA2720A', 'BA2720A'],
    // The three-letter ICAO codes airlines print too (easyJet, Ryanair, Vueling, Iberia).
    ['EZY8571', 'EZY8571'],
    ['ezy 8571', 'EZY8571'],
    ['RYR 1234', 'RYR1234'],
    ['VLG3904', 'VLG3904'],
    ['IBE3904', 'IBE3904'],
  ])('%s → %s', (input, flight) => {
    expect(normalizeFlight(input)).toBe(flight)
  })
  it.each(['12 345', 'VY', 'EZY', 'VY 39045', 'EZY 85711', 'VY-3904', 'EZ-Y8571', 'EZYX 8571', 'E2Y8571', '1BE 3904', 'ferry'])('%s is not a flight number', (input) => {
    expect(normalizeFlight(input)).toBeNull()
  })
})

// requestPlacesSchema asks the price table only which towns exist.
const ctx: SchemaContext = {
  table: { towns: towns.map((t) => t.slug), vehicles: [], bands: [], routeFares: [], seasons: [], extras: [] },
  pricing: DEFAULT_PRICING,
  now: new Date('2027-01-01T00:00:00Z'),
}
const places = (body: Record<string, string>) => requestPlacesSchema(ctx).safeParse({ tripType: 'one-way', ...body })

describe('the flight or ferry of a leg', () => {
  it('from the airport an easyJet flight, kept as EZY8571 on both legs; to the port of Ciutadella only its own ferries', () => {
    const parsed = places({ tripType: 'return', from: 'airport', to: 'fornells', flightNumber: 'ezy 8571', returnFlightNumber: 'EZY 8572' })
    expect(parsed.data).toMatchObject({ travel: { kind: 'flight', number: 'EZY8571' }, returnTravel: { kind: 'flight', number: 'EZY8572' } })
    expect(places({ from: 'mao', to: 'port-ciutadella', flightNumber: 'Trasmed Alcúdia' }).data?.travel).toEqual({ kind: 'ferry', number: 'Trasmed GLE · Alcúdia' })
    const wrongPort = places({ from: 'mao', to: 'port-ciutadella', flightNumber: 'Baleària · Barcelona' })
    expect(wrongPort.error?.issues).toMatchObject([{ path: ['flightNumber'], message: 'ferry', params: { port: 'port-ciutadella' } }])
  })
})

describe('the pick-up time against the flight’s or ferry’s', () => {
  const check = (cases: Array<[from: string, to: string, pickup: string, travelTime: string, problem: string | null]>) => {
    for (const [from, to, pickup, travelTime, problem] of cases) expect(travelTimeProblem(from, to, pickup, travelTime), `${from} → ${to}, pick-up ${pickup}, ${travelTime}`).toBe(problem)
  }

  it('leaving: a pick-up before the departure the same day fits, however long the wait, and the evening before one just after midnight; one after it does not', () => {
    check([
      ['mao', 'airport', '10:00', '23:55', null],
      ['mao', 'airport', '05:00', '23:55', null],
      ['mao', 'airport', '21:30', '23:55', null],
      ['ciutadella', 'airport', '22:30', '00:40', null],
      ['fornells', 'port-mao', '23:00', '01:30', null],
      ['mao', 'airport', '16:00', '15:00', 'pickupAfterDeparture'],
      ['mao', 'airport', '15:00', '15:00', 'pickupAfterDeparture'],
      ['mao', 'airport', '10:00', '06:00', 'pickupAfterDeparture'],
      // A transfer between towns has no flight or ferry to fit.
      ['mao', 'fornells', '10:00', '23:55', null],
    ])
  })

  it('arriving: a pick-up after the landing the same day fits, however long the wait, and one just after midnight after a late landing; one before it does not', () => {
    check([
      ['airport', 'fornells', '21:00', '08:00', null],
      ['airport', 'fornells', '14:30', '14:05', null],
      ['airport', 'fornells', '14:05', '14:05', null],
      ['airport', 'fornells', '00:10', '23:50', null],
      ['port-ciutadella', 'mao', '14:30', '15:10', 'pickupBeforeArrival'],
      ['airport', 'fornells', '08:00', '19:30', 'pickupBeforeArrival'],
    ])
  })
})

describe('pre-filling the request form from a link', () => {
  const known = { towns: ['fornells', 'mao'], vehicles: [{ code: 'vip', maxPassengers: 7, fromCents: 9000 }, { code: 'minivan', maxPassengers: 8, fromCents: 4000 }, { code: 'car', maxPassengers: 4, fromCents: 2000 }] }
  it('takes a known town, vehicle and passenger count', () => {
    expect(prefillValues({ town: 'fornells', vehicle: 'minivan', passengers: '5' }, known)).toEqual({ from: 'airport', to: 'fornells', vehicle: 'minivan', adults: '5' })
  })
  it('takes the quote box: places, date and passengers, with the cheapest vehicle that takes them', () => {
    expect(prefillValues({ from: 'port-mao', to: 'fornells', date: '2026-08-14', passengers: '3' }, known)).toEqual({ from: 'port-mao', to: 'fornells', date: '2026-08-14', adults: '3', vehicle: 'car' })
    expect(prefillValues({ from: 'mao', to: 'airport', date: '', passengers: '6' }, known)).toEqual({ from: 'mao', to: 'airport', adults: '6', vehicle: 'minivan' })
  })
  it('ignores what it does not know', () => {
    expect(prefillValues({ town: 'atlantis', vehicle: 'rocket', passengers: '99', from: 'moon', to: '%00', date: '2026-02-30' }, known)).toEqual({})
  })
})
