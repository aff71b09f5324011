import { describe, expect, it } from 'vitest'
import { islandTimeToInstant, localParts } from '../lib/island-time'
import { normalizeFlight, prefillValues } from './transfers.schema'

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

describe('flight numbers (IATA: airline code, 1–4 digits, optional letter)', () => {
  it.each([
    ['VY3904', 'VY3904'],
    ['FR 8311', 'FR8311'],
    ['u2 2143', 'U22143'],
    ['4U 1', '4U1'],
    ['BA2720A', 'BA2720A'],
  ])('%s → %s', (input, flight) => {
    expect(normalizeFlight(input)).toBe(flight)
  })
  it.each(['12 345', 'VY', 'VY 39045', 'VY-3904', 'IBE3904', 'ferry'])('%s is not a flight number', (input) => {
    expect(normalizeFlight(input)).toBeNull()
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
