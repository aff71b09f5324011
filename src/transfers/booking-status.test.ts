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
  /** A job picked up at 14:30 island time (12:30 UTC in August) on `day`. */
  const job = (day: string) => ({ serviceDate: day, pickupAt: `${day}T12:30:00Z` })
  const at = (instant: string) => new Date(instant)

  it('allows the road in order, on the day', () => {
    expect(legMoveProblem('scheduled', 'on_the_way', job('2026-08-21'), at('2026-08-21T11:45:00Z'))).toBeNull()
    expect(legMoveProblem('on_the_way', 'picked_up', job('2026-08-21'), at('2026-08-21T12:40:00Z'))).toBeNull()
    expect(legMoveProblem('picked_up', 'completed', job('2026-08-21'), at('2026-08-22T08:00:00Z'))).toBeNull()
    expect(legMoveProblem('on_the_way', 'no_show', job('2026-08-21'), at('2026-08-21T13:15:00Z'))).toBeNull()
  })

  it('refuses "completed" for a job a year away (too early), and moves outside the lifecycle', () => {
    expect(legMoveProblem('scheduled', 'completed', job('2027-08-21'), at('2026-08-21T10:00:00Z'))?.reason).toBe('too-early')
    expect(legMoveProblem('scheduled', 'no_show', job('2026-08-22'), at('2026-08-21T10:00:00Z'))?.reason).toBe('too-early')
    expect(legMoveProblem('completed', 'scheduled', job('2026-08-21'), at('2026-08-21T10:00:00Z'))?.reason).toBe('not-allowed')
    expect(legMoveProblem('picked_up', 'scheduled', job('2026-08-21'), at('2026-08-21T10:00:00Z'))?.reason).toBe('not-allowed')
  })

  it('takes a no-show only from the pick-up time on: hours before it, nobody can have failed to come', () => {
    expect(legMoveProblem('scheduled', 'no_show', job('2026-08-21'), at('2026-08-21T08:42:00Z'))?.reason).toBe('before-pickup')
    expect(legMoveProblem('on_the_way', 'no_show', job('2026-08-21'), at('2026-08-21T12:29:00Z'))?.reason).toBe('before-pickup')
    expect(legMoveProblem('on_the_way', 'no_show', job('2026-08-21'), at('2026-08-21T12:30:00Z'))).toBeNull()
    expect(legMovesAvailable('scheduled', job('2026-08-21'), at('2026-08-21T08:42:00Z'))).toEqual(['on_the_way'])
    expect(legMovesAvailable('on_the_way', job('2026-08-21'), at('2026-08-21T12:45:00Z'))).toEqual(['picked_up', 'no_show'])
  })

  it('takes "picked up" and "done" only from an hour before the pick-up: the evening job cannot be closed at breakfast', () => {
    // The job of job() is picked up at 12:30 UTC.
    expect(legMoveProblem('scheduled', 'completed', job('2026-08-21'), at('2026-08-21T08:42:00Z'))?.reason).toBe('too-soon')
    expect(legMoveProblem('on_the_way', 'picked_up', job('2026-08-21'), at('2026-08-21T11:29:00Z'))?.reason).toBe('too-soon')
    expect(legMoveProblem('on_the_way', 'picked_up', job('2026-08-21'), at('2026-08-21T11:30:00Z'))).toBeNull()
    expect(legMovesAvailable('on_the_way', job('2026-08-21'), at('2026-08-21T11:45:00Z'))).toEqual(['picked_up'])
    // On board early, the drive may end before the booked pick-up time.
    expect(legMoveProblem('picked_up', 'completed', job('2026-08-21'), at('2026-08-21T11:40:00Z'))).toBeNull()
  })

  it('offers no move of a finished or cancelled job, and nothing before the day', () => {
    for (const from of ['completed', 'no_show', 'cancelled'] as const) expect(legMovesAvailable(from, job('2026-08-21'), at('2026-08-21T15:00:00Z'))).toEqual([])
    expect(legMovesAvailable('scheduled', job('2026-08-22'), at('2026-08-21T15:00:00Z'))).toEqual([])
    expect(LEG_STATUSES).toContain('on_the_way')
  })
})
