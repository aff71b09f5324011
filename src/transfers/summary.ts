import type { TFunction } from 'i18next'
import type { Language } from '../i18n/languages'
import { formatPrice } from '../i18n/format'
import type { BookingView } from './booking-view'
import type { Quote } from './quote'

// Plain-text summaries of a booking shared by the pages and the e-mails, so both say the same.

const NS = 'airport-transfers:'

export function passengerSummary(t: TFunction, p: { adults: number; children: number; infants: number }): string {
  return [
    t(`${NS}summary.adults`, { count: p.adults }),
    ...(p.children ? [t(`${NS}summary.children`, { count: p.children })] : []),
    ...(p.infants ? [t(`${NS}summary.infants`, { count: p.infants })] : []),
  ].join(', ')
}

export function luggageSummary(t: TFunction, p: { suitcases: number; sportsEquipment: number }): string {
  const parts = [
    ...(p.suitcases ? [t(`${NS}summary.suitcases`, { count: p.suitcases })] : []),
    ...(p.sportsEquipment ? [t(`${NS}summary.sportsEquipment`, { count: p.sportsEquipment })] : []),
  ]
  return parts.length ? parts.join(', ') : t(`${NS}summary.noLuggage`)
}

export interface PriceLine {
  label: string
  value: string
  kind: 'leg' | 'surcharge' | 'discount' | 'total'
}

/** The words of a price breakdown; returnDiscount holds {{percent}}. Plain strings, so islands get them as props. */
export type PriceLabels = Record<'outbound' | 'return' | 'night' | 'returnDiscount' | 'total', string>

export function priceLabels(t: TFunction): PriceLabels {
  const keys = ['outbound', 'return', 'night', 'returnDiscount', 'total'] as const
  // {{percent}} stays a placeholder here; priceLines fills it in.
  return Object.fromEntries(keys.map((k) => [k, t(`${NS}price.${k}`, { percent: '{{percent}}' })])) as PriceLabels
}

/** The quote line by line: each leg, its night surcharge, the return discount, the total. */
export function priceLines(labels: PriceLabels, quote: Quote, lng: Language): PriceLine[] {
  const money = (cents: number) => formatPrice(cents, quote.currency, lng)
  const lines: PriceLine[] = []
  for (const leg of quote.legs) {
    lines.push({ label: labels[leg.direction], value: money(leg.baseCents), kind: 'leg' })
    if (leg.nightSurchargeCents) lines.push({ label: labels.night, value: `+${money(leg.nightSurchargeCents)}`, kind: 'surcharge' })
  }
  if (quote.returnDiscountCents) lines.push({ label: labels.returnDiscount.replace('{{percent}}', String(quote.returnDiscountPercent)), value: `−${money(quote.returnDiscountCents)}`, kind: 'discount' })
  lines.push({ label: labels.total, value: money(quote.totalCents), kind: 'total' })
  return lines
}

/** What the customer pays, when and how, in one sentence (the same on the pages, e-mails and voucher). */
export function paymentSentence(t: TFunction, b: Pick<BookingView, 'status' | 'payment'>, lng: Language): string {
  const money = (cents: number) => formatPrice(cents, b.payment.currency, lng)
  const p = b.payment
  if (b.status === 'cancelled' || b.status === 'expired') return p.refundedCents ? t(`${NS}payment.refunded`, { amount: money(p.refundedCents) }) : t(`${NS}payment.nothingDue`)
  if (b.status === 'on_request') return t(`${NS}payment.onRequest`)
  if (b.status === 'pending_payment') return t(`${NS}payment.pending`, { amount: money(p.onlineDueCents) })
  if (p.paidCents >= p.totalCents) return t(`${NS}payment.paid`, { amount: money(p.paidCents) })
  if (p.paidCents > 0) return t(`${NS}payment.depositPaid`, { paid: money(p.paidCents), rest: money(p.dueToDriverCents) })
  return t(`${NS}payment.driver`, { amount: money(p.dueToDriverCents) })
}

