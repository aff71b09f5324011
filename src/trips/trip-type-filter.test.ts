import { describe, expect, it } from 'vitest'
import { matchesTripType } from './trip-type-filter'

describe('popular trips filter (SPEC §2)', () => {
  it('keeps every trip when no type is chosen', () => {
    expect(matchesTripType('Boat trips', null)).toBe(true)
  })
  it('keeps trips whose type contains the chosen name', () => {
    expect(matchesTripType('Boat trips', 'Boat')).toBe(true)
    expect(matchesTripType('Boat trips', 'Boat trips')).toBe(true)
    expect(matchesTripType('Kayak', 'Boat')).toBe(false)
  })
})
