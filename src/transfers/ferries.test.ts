import { describe, expect, it } from 'vitest'
import { ferryLabel, ferryPortOfLeg, ferrySuggestions, findFerryService, FERRY_SERVICES } from './ferries'

describe('ferry services of Menorca’s ports', () => {
  it.each([
    ['port-ciutadella', 'Baleària · Alcúdia', 'balearia-alcudia'],
    ['port-ciutadella', 'balearia alcudia', 'balearia-alcudia'],
    ['port-ciutadella', 'TRASMED from Alcudia 08:00', 'trasmed-alcudia'],
    ['port-mao', 'Baleària Barcelona', 'balearia-barcelona'],
    ['port-mao', 'trasmed-valencia', 'trasmed-valencia'],
  ] as const)('%s: “%s” is %s', (port, typed, code) => {
    expect(findFerryService(port, typed)?.code).toBe(code)
  })

  it.each([
    ['port-ciutadella', 'Baleària Barcelona'],
    ['port-mao', 'Alcúdia'],
    ['port-mao', 'VY3904'],
    ['port-mao', ''],
  ] as const)('%s: “%s” is no service of that port', (port, typed) => {
    expect(findFerryService(port, typed)).toBeNull()
  })

  it('labels each service with its operator and the other port', () => {
    expect(FERRY_SERVICES['port-mao'].map(ferryLabel)).toContain('Trasmed GLE · Barcelona')
  })
})

describe('the port whose ferries a leg names', () => {
  it.each([
    ['mao', 'port-ciutadella', 'port-ciutadella'],
    ['port-ciutadella', 'mao', 'port-ciutadella'],
    ['port-mao', 'airport', 'port-mao'],
    ['port-mao', 'port-ciutadella', 'port-mao'],
    ['airport', 'port-mao', null], // the arrival flight
    ['mao', 'airport', null], // the departure flight
    ['mao', 'fornells', null],
    [undefined, undefined, null],
  ] as const)('%s → %s: %s', (from, to, port) => {
    expect(ferryPortOfLeg(from, to)).toBe(port)
  })
})

describe('the services the flight-or-ferry field suggests', () => {
  const labels = (from: string | undefined, to: string | undefined, followsPlaces: boolean) => ferrySuggestions(from, to, { followsPlaces }).map((s) => `${s.port}: ${ferryLabel(s.service)}`)

  it('a leg to or from Ciutadella: only the ferries of Ciutadella, with or without JavaScript', () => {
    for (const followsPlaces of [false, true]) {
      expect(labels('mao', 'port-ciutadella', followsPlaces)).toEqual(['port-ciutadella: Baleària · Alcúdia', 'port-ciutadella: Trasmed GLE · Alcúdia'])
      expect(labels('port-ciutadella', 'airport', followsPlaces)).toEqual(['port-ciutadella: Baleària · Alcúdia', 'port-ciutadella: Trasmed GLE · Alcúdia'])
    }
  })

  it('a leg at Maó: only the ferries of Maó', () => {
    expect(labels('port-mao', 'fornells', false)).toEqual(FERRY_SERVICES['port-mao'].map((s) => `port-mao: ${ferryLabel(s)}`))
  })

  it('no port: none when the page follows the places, every port’s (each with its port) when it cannot', () => {
    expect(labels('airport', 'fornells', true)).toEqual([])
    expect(labels('airport', undefined, false)).toEqual([...FERRY_SERVICES['port-mao'].map((s) => `port-mao: ${ferryLabel(s)}`), ...FERRY_SERVICES['port-ciutadella'].map((s) => `port-ciutadella: ${ferryLabel(s)}`)])
  })
})
