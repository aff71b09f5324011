import { describe, expect, it } from 'vitest'
import { cancellationTerms, freeCancellationDeadline, refundFor, refundableCents, type PolicyBooking, type PolicyDeparture, type PolicyTrip } from './cancellation-policy'

const NOW = new Date('2026-07-10T10:00:00Z')
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000)
const trip = (freeCancellationHours: number | null, cutoffHours = 12): PolicyTrip => ({ freeCancellationHours, cutoffHours })
const departure = (hoursAhead: number, status: PolicyDeparture['status'] = 'open'): PolicyDeparture => ({ startsAt: hoursFromNow(hoursAhead), status })
const booking = (over: Partial<PolicyBooking> = {}): PolicyBooking => ({ status: 'confirmed', paidCents: 12000, refundedCents: 0, ...over })

describe('cancellation terms', () => {
  it.each([
    // free hours, hours to the start, departure, booking → basis, may cancel, refund, kept, may change date
    ['free until 24 h, 48 h ahead', 24, 48, 'open', {}, 'free', true, 12000, 0, true],
    ['free until 24 h, 24 h 1 min ahead', 24, 24 + 1 / 60, 'open', {}, 'free', true, 12000, 0, true],
    ['free until 24 h, exactly 24 h ahead', 24, 24, 'open', {}, 'late', true, 0, 12000, false],
    ['free until 24 h, 5 h ahead', 24, 5, 'open', {}, 'late', true, 0, 12000, false],
    ['deposit of 30 paid, free period', 24, 72, 'open', { paidCents: 3000 }, 'free', true, 3000, 0, true],
    ['deposit of 30 paid, too late: the deposit is kept', 24, 10, 'open', { paidCents: 3000 }, 'late', true, 0, 3000, false],
    ['partly refunded already: only the rest', 24, 72, 'open', { refundedCents: 2000 }, 'free', true, 10000, 0, true],
    ['pay on the day, nothing paid, too late', 24, 5, 'open', { paidCents: 0 }, 'late', true, 0, 0, false],
    ['not refundable, a week ahead (date change until the cut-off)', null, 168, 'open', {}, 'not-refundable', true, 0, 12000, true],
    ['not refundable, inside the cut-off', null, 6, 'open', {}, 'not-refundable', true, 0, 12000, false],
    ['free until 0 h (start), 1 h ahead', 0, 1, 'open', {}, 'free', true, 12000, 0, true],
    ['closed by the operator, not refundable trip', null, 5, 'closed', {}, 'closed-by-operator', true, 12000, 0, true],
    ['closed by the operator, late', 24, 2, 'closed', {}, 'closed-by-operator', true, 12000, 0, true],
    ['closed by the operator, already past the start', 24, -2, 'closed', {}, 'closed-by-operator', true, 12000, 0, true],
    ['started', 24, -1, 'open', {}, 'over', false, 0, 0, false],
    ['already cancelled', 24, 72, 'open', { status: 'cancelled' }, 'over', false, 0, 0, false],
    ['expired', 24, 72, 'open', { status: 'expired', paidCents: 0 }, 'over', false, 0, 0, false],
    ['checkout open: nothing to cancel, the hold runs out', 24, 48, 'open', { status: 'pending_payment', paidCents: 0 }, 'unpaid', false, 0, 0, false],
    ['checkout open on a closed departure: staff expire it', 24, 48, 'closed', { status: 'pending_payment', paidCents: 0 }, 'unpaid', false, 0, 0, false],
  ] as const)('%s', (_name, free, ahead, status, over, basis, canCancel, refund, kept, canChangeDate) => {
    const terms = cancellationTerms(trip(free), departure(ahead, status), booking(over as Partial<PolicyBooking>), NOW)
    expect(terms).toMatchObject({ basis, canCancel, refundCents: refund, keptCents: kept, canChangeDate })
  })

  it('says until when cancelling is free and the date can be changed', () => {
    const terms = cancellationTerms(trip(24), departure(72), booking(), NOW)
    expect(terms.freeUntil).toEqual(hoursFromNow(48))
    expect(terms.changeDateUntil).toEqual(hoursFromNow(48))
    expect(terms.fullRefund).toBe(true)
  })

  it('a non-refundable trip has no deadline; its date changes until the sales cut-off', () => {
    const terms = cancellationTerms(trip(null, 12), departure(72), booking(), NOW)
    expect(terms.freeUntil).toBeNull()
    expect(terms.changeDateUntil).toEqual(hoursFromNow(60))
    expect(terms.fullRefund).toBe(false)
  })

  it('a closure offers its choices without a deadline', () => {
    const terms = cancellationTerms(trip(24), departure(2, 'closed'), booking(), NOW)
    expect(terms).toMatchObject({ freeUntil: null, changeDateUntil: null, fullRefund: true })
  })

})

describe('deadline and refund amounts', () => {
  it('free cancellation deadline is the start minus the hours', () => {
    expect(freeCancellationDeadline({ freeCancellationHours: 24 }, '2026-07-12T17:00:00Z')).toEqual(new Date('2026-07-11T17:00:00Z'))
    expect(freeCancellationDeadline({ freeCancellationHours: null }, '2026-07-12T17:00:00Z')).toBeNull()
  })

  it.each([
    ['policy', 12000, 0, 12000, 12000],
    ['policy', 0, 0, 12000, 0],
    ['full', 0, 0, 12000, 12000],
    ['full', 0, 5000, 12000, 7000],
    ['none', 12000, 0, 12000, 0],
  ] as const)('%s with the terms offering %i (refunded %i of %i paid) → %i', (choice, termsRefund, refunded, paid, expected) => {
    expect(refundFor(choice, { refundCents: termsRefund }, { paidCents: paid, refundedCents: refunded })).toBe(expected)
  })

  it('never refunds more than was paid', () => {
    expect(refundableCents({ paidCents: 1000, refundedCents: 1500 })).toBe(0)
  })
})
