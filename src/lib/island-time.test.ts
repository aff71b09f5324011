import { describe, expect, it } from 'vitest'
import { addDays, isLocalDate } from './island-time'

describe('moving an island date by whole days', () => {
  it('follows the calendar across months, years and 29 February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(addDays('2026-11-28', -400)).toBe('2025-10-24')
  })

  it('keeps the years before 100 as they are (not 1900–1999)', () => {
    expect(addDays('0050-06-01', 1)).toBe('0050-06-02')
  })

  it('stays a YYYY-MM-DD date at the ends of the calendar: the "next day" link of 9999-12-31 is that day', () => {
    expect(addDays('9999-12-31', 1)).toBe('9999-12-31')
    expect(addDays('9999-12-25', 7)).toBe('9999-12-31')
    expect(addDays('0001-01-03', -7)).toBe('0001-01-01')
    for (const edge of [addDays('9999-12-31', 1), addDays('0001-01-01', -1)]) expect(isLocalDate(edge)).toBe(true)
    expect(isLocalDate('0000-12-31')).toBe(false)
  })
})
