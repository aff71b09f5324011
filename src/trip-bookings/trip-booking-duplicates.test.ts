import { describe, expect, it } from 'vitest'
import { DuplicateTripBookingError, duplicateDecision, type EarlierTripBooking } from './trip-booking-duplicates.server'

const earlier = (over: Partial<EarlierTripBooking> = {}): EarlierTripBooking => ({
  id: 7,
  reference: 'TR-2026-000007',
  status: 'pending_payment',
  participants: [{ categoryId: 1, code: 'adult', label: 'Adult', unit: 'person', seats: 1, count: 2, unitPriceCents: 4500, totalCents: 9000 }],
  paymentMethod: 'online',
  idempotencyKey: 'key-of-the-first-submit',
  ...over,
})
const twoAdultsOnline = { participants: [{ code: 'adult', count: 2 }], method: 'online' as const }
const stranger = { ownReferences: [], confirmed: false }

describe('a second web booking of the same departure by the same e-mail', () => {
  it('goes on when there is no earlier live booking', () => {
    expect(duplicateDecision(undefined, twoAdultsOnline, stranger)).toBeNull()
  })

  it('is the same submit when it carries the earlier booking’s key, even from another browser and already confirmed', () => {
    // Two identical submits at once: the second reads the first once it is stored. It is its answer, never "a second booking?".
    for (const status of ['pending_payment', 'confirmed'] as const) {
      const first = earlier({ status })
      expect(duplicateDecision(first, twoAdultsOnline, { ...stranger, idempotencyKey: 'key-of-the-first-submit' })).toEqual({ replay: first })
    }
  })

  it('resumes this browser’s unpaid booking of the same party', () => {
    const first = earlier()
    expect(duplicateDecision(first, twoAdultsOnline, { ownReferences: [first.reference], confirmed: false, idempotencyKey: 'a-new-key' })).toEqual({ resume: first })
  })

  it('is refused with another key until the visitor confirms a second booking, naming the reference only to its own browser', () => {
    const first = earlier({ status: 'confirmed' })
    const refusal = (own: string[]) => {
      try {
        duplicateDecision(first, twoAdultsOnline, { ownReferences: own, confirmed: false, idempotencyKey: 'a-new-key' })
      } catch (error) {
        return error
      }
    }
    expect(refusal([])).toBeInstanceOf(DuplicateTripBookingError)
    expect((refusal([]) as DuplicateTripBookingError).own).toBe(false)
    expect((refusal([first.reference]) as DuplicateTripBookingError).own).toBe(true)
    expect(duplicateDecision(first, twoAdultsOnline, { ownReferences: [], confirmed: true, idempotencyKey: 'a-new-key' })).toBeNull()
  })

  it('never takes a booking made without a key for the same submit', () => {
    expect(() => duplicateDecision(earlier({ idempotencyKey: null }), twoAdultsOnline, stranger)).toThrow(DuplicateTripBookingError)
  })

  it('on the phone: staff are told which booking it is, never sent on to pay a visitor’s unpaid one, and may confirm a second', () => {
    const first = earlier()
    const phone = { ownReferences: [], confirmed: false, idempotencyKey: 'a-new-key', staff: true }
    let refused: unknown
    try {
      duplicateDecision(first, twoAdultsOnline, phone)
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(DuplicateTripBookingError)
    expect((refused as DuplicateTripBookingError).own).toBe(true)
    expect(duplicateDecision(first, twoAdultsOnline, { ...phone, confirmed: true })).toBeNull()
    expect(duplicateDecision(first, twoAdultsOnline, { ...phone, idempotencyKey: 'key-of-the-first-submit' })).toEqual({ replay: first })
  })
})
