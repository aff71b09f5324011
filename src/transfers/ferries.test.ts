import { describe, expect, it } from 'vitest'
import { ferryLabel, findFerryService, FERRY_SERVICES } from './ferries'

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
