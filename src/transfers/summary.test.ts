import { describe, expect, it } from 'vitest'
import { childSeatSummary, quoteProblem } from './summary'

describe('childSeatSummary', () => {
  const names = { 'child-seat': 'Child seat (0–4 years)', 'booster-seat': 'Booster seat (4–12 years)', 'golf-bag': 'Golf bag' }

  it('names each kind of seat for children, so a booster is not fitted as a baby seat', () => {
    const booking = { childSeats: 3, childSeatCodes: ['child-seat', 'booster-seat'], extras: { 'booster-seat': 2, 'child-seat': 1, 'golf-bag': 1 }, extraNames: names }
    expect(childSeatSummary(booking)).toBe('Child seat (0–4 years) × 1, Booster seat (4–12 years) × 2')
  })

  it('falls back to the count when the extras were not loaded', () => {
    expect(childSeatSummary({ childSeats: 2, childSeatCodes: [], extras: { 'child-seat': 2 }, extraNames: {} })).toBe('2')
  })
})

describe('quoteProblem', () => {
  const party = { adults: 'Adults', suitcases: 'Suitcases', 'extra_golf-bag': 'Golf bag' }

  it('says which counts keep the price from being worked out, each by its label', () => {
    expect(quoteProblem({ adults: 'Please enter a number from 1 to 16.', email: 'Please enter a valid email address.' }, party)).toBe('Adults: Please enter a number from 1 to 16.')
    expect(quoteProblem({ suitcases: 'Please enter a number from 0 to 30.', adults: 'Please enter a number from 1 to 16.', 'extra_golf-bag': 'Please enter a number from 0 to 4.' }, party)).toBe(
      'Adults: Please enter a number from 1 to 16. Suitcases: Please enter a number from 0 to 30. Golf bag: Please enter a number from 0 to 4.',
    )
  })

  it("ends on the vehicle's own sentence, and says nothing of mistakes the box cannot name", () => {
    expect(quoteProblem({ vehicle: 'The Private car takes up to 4 passengers.' }, party)).toBe('The Private car takes up to 4 passengers.')
    expect(quoteProblem({ date: 'Please enter a valid date.' }, party)).toBeNull()
  })
})
