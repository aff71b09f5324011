import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { moneyLeft } from './money-left'
import { paymentSentence } from './trip-booking-summary'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', ns: ['trips'], resources: { en: { trips: JSON.parse(readFileSync('locales/en/trips.json', 'utf8')) } } })
const t = i18n.t.bind(i18n)

type Booking = Parameters<typeof paymentSentence>[1]
const booking: Booking = { status: 'confirmed', currency: 'EUR', totalCents: 13_800, onlineDueCents: 0, paidCents: 0, refundedCents: 0, dueOnDayCents: 13_800, payOnlineCents: 0, paymentMethod: 'online' }
const sentence = (over: Partial<Booking>) => paymentSentence(t, { ...booking, ...over }, 'en')

describe('paymentSentence (a trip booking’s money, on its page, e-mails and voucher)', () => {
  it('tells a live booking what it pays on the day, what was paid online, or what it waits for', () => {
    expect(sentence({})).toBe('You pay €138 on the day of the trip.')
    expect(sentence({ paidCents: 4_140, dueOnDayCents: 9_660 })).toBe('Paid online: €41.40. Left to pay on the day: €96.60.')
    expect(sentence({ paidCents: 13_800, dueOnDayCents: 0 })).toBe('Paid online: €138.')
    expect(sentence({ status: 'pending_payment', onlineDueCents: 13_800 })).toBe('Waiting for the online payment of €138.')
  })

  it('tells a confirmed booking that still owes its online part (taken by phone with a payment link) to pay it online, not on the day', () => {
    const owed = { onlineDueCents: 13_800, ...moneyLeft({ ...booking, onlineDueCents: 13_800 }) }
    expect(owed).toMatchObject({ payOnlineCents: 13_800, dueOnDayCents: 0 })
    expect(sentence(owed)).toBe('Left to pay online: €138, from your booking page.')
    const deposit = { onlineDueCents: 4_140, ...moneyLeft({ ...booking, onlineDueCents: 4_140 }) }
    expect(sentence(deposit)).toBe('Left to pay online: €41.40, from your booking page; then €96.60 on the day of the trip.')
    // Paid online in full, part given back on a booking that stands: owed again on the day, not online (ADR 069).
    expect(moneyLeft({ ...booking, onlineDueCents: 13_800, paidCents: 13_800, refundedCents: 3_000 })).toEqual({ payOnlineCents: 0, dueOnDayCents: 3_000 })
  })

  it('never asks a cancelled or expired booking to pay on the day', () => {
    expect(sentence({ status: 'expired' })).toBe('You have nothing to pay.')
    expect(sentence({ status: 'cancelled' })).toBe('You have nothing to pay.')
    // A deposit kept under the cancellation policy: what was paid, and nothing left for the day.
    expect(sentence({ status: 'cancelled', paidCents: 4_140, dueOnDayCents: 9_660 })).toBe('Paid online: €41.40.')
    expect(sentence({ status: 'cancelled', paidCents: 13_800, refundedCents: 13_800, dueOnDayCents: 0 })).toBe('Refunded: €138.')
  })

  it('on a booking that stands, counts what is held: money given back is owed again on the day, and money the office took is not "online"', () => {
    // Booked to pay on the day, 240,50 €; 100 € taken on the card terminal, 20 € given back in cash.
    const byHand = { paymentMethod: 'on_the_day' as const, totalCents: 24_050, paidCents: 10_000, refundedCents: 2_000, dueOnDayCents: 16_050 }
    expect(sentence(byHand)).toBe('Paid so far: €80. Left to pay on the day: €160.50.')
    expect(sentence({ ...byHand, paidCents: 24_050, refundedCents: 0, dueOnDayCents: 0 })).toBe('Paid: €240.50. Nothing left to pay.')
    expect(sentence({ ...byHand, status: 'cancelled', refundedCents: 0, dueOnDayCents: 0 })).toBe('Paid: €100. Nothing left to pay.')
    // Paid online in full, then part given back on a booking that still stands: the rest is due on the day.
    expect(sentence({ paidCents: 13_800, refundedCents: 3_000, dueOnDayCents: 3_000 })).toBe('Paid online: €108. Left to pay on the day: €30.')
  })
})
