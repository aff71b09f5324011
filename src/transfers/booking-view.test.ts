import { describe, expect, it } from 'vitest'
import { cancellationMode } from './booking-view'

// What the customer's "cancel" does on their booking's page: cancels at once, asks the office, or is not offered.

const now = new Date('2026-08-20T10:00:00Z')
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000)
const pricing = { freeCancellationHours: 24 }
const mode = (status: 'confirmed' | 'on_request' | 'pending_payment' | 'cancelled', hours: number, requested = false) =>
  cancellationMode({ status, cancellationRequestedAt: requested ? now : null }, inHours(hours), pricing, now)

describe('cancellationMode', () => {
  it('cancels a confirmed transfer at once far enough ahead, and only asks the office closer to the pick-up', () => {
    expect(mode('confirmed', 48)).toBe('direct')
    expect(mode('confirmed', 6)).toBe('request')
    expect(mode('confirmed', 6, true)).toBeNull()
  })

  it('lets a request the office has not confirmed be withdrawn at once, however close the pick-up', () => {
    expect(mode('on_request', 6)).toBe('direct')
    expect(mode('on_request', 48)).toBe('direct')
    expect(mode('pending_payment', 2)).toBe('direct')
  })

  it('offers nothing once the transfer has begun or ended', () => {
    expect(mode('confirmed', -1)).toBeNull()
    expect(mode('on_request', -1)).toBeNull()
    expect(mode('cancelled', 48)).toBeNull()
  })
})
