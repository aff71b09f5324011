import { describe, expect, it } from 'vitest'
import { assertBookingMove, BOOKING_STATUSES, canMoveBooking, LEG_STATUSES, legMoveProblem, legMovesAvailable } from './booking-status'

describe('booking lifecycle', () => {
  it.each([
    ['pending_payment', 'confirmed', true],
    ['pending_payment', 'expired', true],
    ['on_request', 'confirmed', true],
    ['on_request', 'cancelled', true],
    ['confirmed', 'cancelled', true],
    ['confirmed', 'on_request', false],
    ['cancelled', 'confirmed', false],
    ['expired', 'confirmed', false],
    ['on_request', 'expired', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveBooking(from, to)).toBe(allowed)
  })

  it('refuses with a 409 that names both statuses', () => {
    expect(() => assertBookingMove('cancelled', 'confirmed')).toThrow(/cancelled cannot become confirmed/)
  })

  it('lets no final status move on', () => {
    for (const to of BOOKING_STATUSES) {
      expect(canMoveBooking('cancelled', to)).toBe(false)
      expect(canMoveBooking('expired', to)).toBe(false)
    }
  })
})

describe('leg (job) lifecycle', () => {
  it('allows the road in order, on the day', () => {
    expect(legMoveProblem('scheduled', 'on_the_way', '2026-08-21', '2026-08-21')).toBeNull()
    expect(legMoveProblem('on_the_way', 'picked_up', '2026-08-21', '2026-08-21')).toBeNull()
    expect(legMoveProblem('picked_up', 'completed', '2026-08-21', '2026-08-22')).toBeNull()
    expect(legMoveProblem('on_the_way', 'no_show', '2026-08-21', '2026-08-21')).toBeNull()
  })

  it('refuses "completed" for a job a year away (too early), and moves outside the lifecycle', () => {
    expect(legMoveProblem('scheduled', 'completed', '2027-08-21', '2026-08-21')?.reason).toBe('too-early')
    expect(legMoveProblem('scheduled', 'no_show', '2026-08-22', '2026-08-21')?.reason).toBe('too-early')
    expect(legMoveProblem('completed', 'scheduled', '2026-08-21', '2026-08-21')?.reason).toBe('not-allowed')
    expect(legMoveProblem('picked_up', 'scheduled', '2026-08-21', '2026-08-21')?.reason).toBe('not-allowed')
  })

  it('offers no move of a finished or cancelled job, and nothing before the day', () => {
    for (const from of ['completed', 'no_show', 'cancelled'] as const) expect(legMovesAvailable(from, '2026-08-21', '2026-08-21')).toEqual([])
    expect(legMovesAvailable('scheduled', '2026-08-22', '2026-08-21')).toEqual([])
    expect(LEG_STATUSES).toContain('on_the_way')
  })
})
