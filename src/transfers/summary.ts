import type { TFunction } from 'i18next'
import type { Language } from '../i18n/languages'
import { formatPrice } from '../i18n/format'
import type { BookingView } from './booking-view'
import { normalizeQuote, type StoredQuote } from './quote'

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

/** The seats for children by name ("Child seat × 1, Booster seat × 1"); the bare count when the names were not loaded. */
export function childSeatSummary(b: Pick<BookingView, 'childSeats' | 'childSeatCodes' | 'extras' | 'extraNames'>): string {
  const named = b.childSeatCodes.filter((code) => b.extras[code] && b.extraNames[code]).map((code) => `${b.extraNames[code]} × ${b.extras[code]}`)
  return named.length ? named.join(', ') : String(b.childSeats)
}

/** The counts whose mistakes keep the price from being worked out (the route and date have their own messages). */
const COUNT_FIELDS = ['adults', 'children', 'infants', 'suitcases']

/**
 * What the price box says instead of a price when the party cannot be priced: every count out of
 * range with its label ("Adults: Please enter a number from 1 to 16."), in the form's order, and
 * the vehicle's own sentence ("takes up to 4 passengers…"). Null when nothing the box can name is wrong.
 */
export function quoteProblem(fields: Record<string, string>, partyLabels: Record<string, string>): string | null {
  const counts = [...COUNT_FIELDS, ...Object.keys(fields).filter((name) => name.startsWith('extra_'))]
    .filter((name) => fields[name])
    .map((name) => (partyLabels[name] ? `${partyLabels[name]}: ${fields[name]}` : fields[name]!))
  const problems = fields.vehicle ? [...counts, fields.vehicle] : counts
  return problems.length ? problems.join(' ') : null
}

export interface PriceLine {
  label: string
  value: string
  kind: 'leg' | 'surcharge' | 'discount' | 'extra' | 'total'
}

/**
 * The words of a price breakdown; returnDiscount, highSeason and lowSeason hold {{percent}}, and
 * `extras` names each extra by its code. Plain strings, so islands get them as props.
 */
export type PriceLabels = Record<'outbound' | 'return' | 'night' | 'returnDiscount' | 'adjusted' | 'total' | 'highSeason' | 'lowSeason' | 'free', string> & { extras?: Record<string, string> }

/** `extras`: the extras' names in the same language (transfers.server extraNames); without a name a line shows the code. */
export function priceLabels(t: TFunction, extras?: Record<string, string>): PriceLabels {
  const keys = ['outbound', 'return', 'night', 'returnDiscount', 'adjusted', 'total'] as const
  // {{percent}} stays a placeholder here; priceLines fills it in.
  const labels = Object.fromEntries(keys.map((k) => [k, t(`${NS}price.${k}`, { percent: '{{percent}}' })])) as Record<(typeof keys)[number], string>
  const pricing = (key: string) => t(`${NS}pricing.${key}`, { percent: '{{percent}}' })
  return { ...labels, highSeason: pricing('highSeason'), lowSeason: pricing('lowSeason'), free: pricing('extras.free'), extras }
}

/**
 * The quote line by line: each leg, its season and night surcharge, the extras, the return
 * discount, the total. Older stored quotes (without seasons or extras) read the same way. With
 * `agreedCents` (the booking's price, when the office set another one) the difference is a line
 * of its own and the total is what the customer pays.
 */
export function priceLines(labels: PriceLabels, stored: StoredQuote, lng: Language, agreedCents?: number): PriceLine[] {
  const quote = normalizeQuote(stored)
  const money = (cents: number) => formatPrice(cents, quote.currency, lng)
  const percent = (label: string, value: number) => label.replace('{{percent}}', String(value))
  const lines: PriceLine[] = []
  for (const leg of quote.legs) {
    lines.push({ label: labels[leg.direction], value: money(leg.baseCents), kind: 'leg' })
    if (leg.seasonCents > 0) lines.push({ label: percent(labels.highSeason, leg.seasonPercent), value: `+${money(leg.seasonCents)}`, kind: 'surcharge' })
    if (leg.seasonCents < 0) lines.push({ label: percent(labels.lowSeason, -leg.seasonPercent), value: `−${money(-leg.seasonCents)}`, kind: 'discount' })
    if (leg.nightSurchargeCents) lines.push({ label: labels.night, value: `+${money(leg.nightSurchargeCents)}`, kind: 'surcharge' })
  }
  for (const extra of quote.extras) {
    lines.push({ label: `${labels.extras?.[extra.code] ?? extra.code} × ${extra.quantity}`, value: extra.totalCents ? `+${money(extra.totalCents)}` : labels.free, kind: 'extra' })
  }
  if (quote.returnDiscountCents) lines.push({ label: percent(labels.returnDiscount, quote.returnDiscountPercent), value: `−${money(quote.returnDiscountCents)}`, kind: 'discount' })
  const total = agreedCents ?? quote.totalCents
  const adjustment = total - quote.totalCents
  if (adjustment > 0) lines.push({ label: labels.adjusted, value: `+${money(adjustment)}`, kind: 'surcharge' })
  if (adjustment < 0) lines.push({ label: labels.adjusted, value: `−${money(-adjustment)}`, kind: 'discount' })
  lines.push({ label: labels.total, value: money(total), kind: 'total' })
  return lines
}

/** What the customer pays, when and how, in one sentence (the same on the pages, e-mails and voucher). */
export function paymentSentence(t: TFunction, b: Pick<BookingView, 'status' | 'payment'>, lng: Language, reader: 'customer' | 'staff' = 'customer'): string {
  const money = (cents: number) => formatPrice(cents, b.payment.currency, lng)
  const p = b.payment
  // The customer reads "you pay the driver"; staff read what the driver collects.
  const key = (name: string) => `${NS}${reader === 'staff' ? 'paymentForStaff' : 'payment'}.${name}`
  if (b.status === 'cancelled' || b.status === 'expired') return p.refundedCents ? t(key('refunded'), { amount: money(p.refundedCents) }) : t(key('nothingDue'))
  if (b.status === 'on_request') return t(key('onRequest'))
  if (b.status === 'pending_payment') return t(key('pending'), { amount: money(p.onlineDueCents) })
  // What is held (paid and not given back) is what counts: a second payment given back leaves the
  // booking paid; money given back on a booking that stands is owed again (a discount is a lower price).
  // Money recorded by the office (cash on board, a bank transfer) is not said to be paid online.
  const online = p.method === 'online'
  const held = Math.max(0, p.paidCents - p.refundedCents)
  if (held >= p.totalCents) return t(key(online ? 'paid' : 'paidInPerson'), { amount: money(held) })
  if (held > 0) return t(key(online ? 'depositPaid' : 'partPaid'), { paid: money(held), rest: money(p.dueToDriverCents) })
  return t(key('driver'), { amount: money(p.dueToDriverCents) })
}

/** Money has changed hands on the booking: it has a payment receipt (a cancelled and refunded one too). */
export const hasReceipt = (b: Pick<BookingView, 'payment'>): boolean => b.payment.paidCents > 0
