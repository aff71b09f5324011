import { describe, expect, it } from 'vitest'
import { countryName, firstNameOf, flagOf, summarizeRatings } from './ratings'

describe('a trip rating computed from its reviews', () => {
  it('is no rating at all without reviews (never 0.0 from 0 reviews)', () => {
    const summary = summarizeRatings([])
    expect(summary.average).toBeNull()
    expect(summary.count).toBe(0)
    expect(summary.distribution.map((d) => d.count)).toEqual([0, 0, 0, 0, 0])
  })

  it('is the mean to one decimal, with the count and the distribution from 5 stars down', () => {
    const summary = summarizeRatings([5, 5, 4, 3, 5, 4])
    expect(summary.average).toBe(4.3)
    expect(summary.count).toBe(6)
    expect(summary.distribution).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 2 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ])
  })

  it('rounds half up and ignores anything that is not a whole star from 1 to 5', () => {
    expect(summarizeRatings([5, 4]).average).toBe(4.5)
    expect(summarizeRatings([5, 5, 4, 4, 4, 4, 4, 4]).average).toBe(4.3)
    expect(summarizeRatings([0, 6, 4.5, Number.NaN, 2]).count).toBe(1)
  })
})

describe('who wrote a review', () => {
  it('shows the first name only', () => {
    expect(firstNameOf('  María José García ')).toBe('María')
    expect(firstNameOf('emma')).toBe('Emma')
    expect(firstNameOf('')).toBe('')
  })

  it('shows the country as a flag and a name in the reader’s language', () => {
    expect(flagOf('gb')).toBe('🇬🇧')
    expect(flagOf(null)).toBe('')
    expect(flagOf('GBR')).toBe('')
    expect(countryName('DE', 'es-ES')).toBe('Alemania')
    expect(countryName('DE', 'en-GB')).toBe('Germany')
  })
})
