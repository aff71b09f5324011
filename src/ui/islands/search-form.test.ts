import { describe, expect, it } from 'vitest'
import { searchUrl } from './search-form.island'

describe('home search form URL (SPEC §2)', () => {
  it('omits every default value', () => {
    expect(searchUrl({ destination: 'all', type: 'all', duration: 'any' })).toBe('/trips')
  })
  it('keeps only the chosen values', () => {
    expect(searchUrl({ destination: 'north', type: 'all', duration: 'half-day' })).toBe('/trips?destination=north&duration=half-day')
    expect(searchUrl({ destination: 'all', type: 'Kayak', duration: 'any' })).toBe('/trips?type=Kayak')
    expect(searchUrl({ destination: 'south', type: 'all', duration: 'any', date: '2027-06-12' })).toBe('/trips?destination=south&date=2027-06-12')
    expect(searchUrl({ destination: 'all', type: 'all', duration: 'any', date: '' })).toBe('/trips')
  })
})
