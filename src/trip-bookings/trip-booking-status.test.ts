import { describe, expect, it } from 'vitest'
import { assertTripBookingMove, canMoveTripBooking, TRIP_BOOKING_STATUSES } from './trip-booking-status'

describe('trip booking lifecycle', () => {
  it.each([
    ['pending_payment', 'confirmed', true],
    ['pending_payment', 'expired', true],
    ['pending_payment', 'cancelled', false],
    ['confirmed', 'cancelled', true],
    ['confirmed', 'expired', false],
    ['confirmed', 'pending_payment', false],
    ['expired', 'confirmed', true],
    ['expired', 'pending_payment', false],
    ['cancelled', 'confirmed', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTripBooking(from, to)).toBe(allowed)
  })

  it('refuses with a 409 that names both statuses', () => {
    expect(() => assertTripBookingMove('cancelled', 'confirmed')).toThrow(expect.objectContaining({ status: 409, message: expect.stringMatching(/cancelled cannot become confirmed/) }))
  })

  it('a cancelled booking is final', () => {
    for (const to of TRIP_BOOKING_STATUSES) expect(canMoveTripBooking('cancelled', to)).toBe(false)
  })
})
