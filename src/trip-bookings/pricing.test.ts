import { describe, expect, it } from 'vitest'
import { onlineDueOf, priceParty, type PricedCategory } from './pricing'

const adult: PricedCategory = { id: 1, code: 'adult', label: 'Adult', unit: 'person', seats: 1, priceCents: 4500, minAge: 13, maxAge: null }
const child: PricedCategory = { id: 2, code: 'child', label: 'Child (4–12)', unit: 'person', seats: 1, priceCents: 2500, minAge: 4, maxAge: 12 }
const infant: PricedCategory = { id: 3, code: 'infant', label: 'Infant', unit: 'person', seats: 0, priceCents: 0, minAge: 0, maxAge: 3 }
const group: PricedCategory = { id: 4, code: 'group', label: 'Private boat (up to 8)', unit: 'group', seats: 8, priceCents: 48000, minAge: null, maxAge: null }
const categories = [adult, child, infant]
const full = { onlinePayment: 'full' as const, depositPercent: 30 }

describe('priceParty', () => {
  it.each([
    ['a couple', { adult: 2 }, 2, 9000],
    ['a family with a child and an infant on a lap', { adult: 2, child: 1, infant: 1 }, 3, 11500],
    ['zero counts are left out', { adult: 1, child: 0 }, 1, 4500],
    ['none of a category not on sale asks for nothing', { adult: 1, senior: 0 }, 1, 4500],
  ])('%s', (_name, counts, seats, total) => {
    const priced = priceParty(categories, counts, full)
    expect(priced).toMatchObject({ ok: true, seats, totalCents: total, onlineDueCents: total })
    if (priced.ok) expect(priced.participants.every((p) => p.count > 0 && p.totalCents === p.count * p.unitPriceCents)).toBe(true)
  })

  it.each([
    ['nobody', {}, 'empty'],
    ['all zero', { adult: 0 }, 'empty'],
    ['children without an adult', { child: 2 }, 'needsAdult'],
    ['an infant alone', { infant: 1 }, 'needsAdult'],
    ['an unknown category', { adult: 1, senior: 1 }, 'unknownCategory'],
    ['a negative count', { adult: -1 }, 'count'],
    ['a fraction', { adult: 1.5 }, 'count'],
  ])('refuses %s', (_name, counts, code) => {
    expect(priceParty(categories, counts, full)).toEqual({ ok: false, problem: expect.objectContaining({ code }) })
  })

  it('refuses more seats than the capacity, saying the most', () => {
    expect(priceParty(categories, { adult: 13 }, { ...full, maxSeats: 12 })).toEqual({ ok: false, problem: { code: 'tooMany', params: { max: 12 } } })
    expect(priceParty(categories, { adult: 12, infant: 3 }, { ...full, maxSeats: 12 })).toMatchObject({ ok: true, seats: 12 })
  })

  it('takes one infant on a lap per traveller with a seat: 100 infants with one adult are refused, saying the most', () => {
    expect(priceParty(categories, { adult: 1, infant: 100 }, full)).toEqual({ ok: false, problem: { code: 'laps', params: { max: 1 } } })
    expect(priceParty(categories, { adult: 1, child: 1, infant: 3 }, full)).toEqual({ ok: false, problem: { code: 'laps', params: { max: 2 } } })
    expect(priceParty(categories, { adult: 1, child: 1, infant: 2 }, full)).toMatchObject({ ok: true, seats: 2 })
  })

  it('prices a private group per group, its seats taken together', () => {
    expect(priceParty([group, child], { group: 1, child: 0 }, full)).toMatchObject({ ok: true, seats: 8, people: 8, totalCents: 48000 })
    expect(priceParty([group, child], { group: 1 }, { ...full, maxSeats: 6 })).toMatchObject({ ok: false, problem: { code: 'tooMany' } })
  })

  it('asks nothing online when paid on the day, a deposit or all of it otherwise', () => {
    expect(priceParty(categories, { adult: 2 }, { onlinePayment: 'none', depositPercent: 30 })).toMatchObject({ totalCents: 9000, onlineDueCents: 0 })
    expect(priceParty(categories, { adult: 2 }, { onlinePayment: 'deposit', depositPercent: 30 })).toMatchObject({ totalCents: 9000, onlineDueCents: 2700 })
  })
})

describe('onlineDueOf', () => {
  it.each([
    [9000, 'deposit', 30, 2700],
    [4550, 'deposit', 30, 1400],
    [4500, 'deposit', 100, 4500],
    [50, 'deposit', 30, 50],
    [9000, 'full', 30, 9000],
    [9000, 'none', 30, 0],
  ] as const)('%i cents, %s %i%% → %i', (total, onlinePayment, depositPercent, due) => {
    expect(onlineDueOf(total, { onlinePayment, depositPercent })).toBe(due)
  })
})
