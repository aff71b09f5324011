import type { TFunction } from 'i18next'
import type { AuditChanges } from '../audit/audit.model'
import type { BusinessIdentity, DocumentSection } from '../documents/document-types'
import { renderVoucherPdf } from '../documents/voucher-pdf.server'
import { formatDate, formatPrice, formatSignedPrice } from '../i18n/format'
import type { Language } from '../i18n/languages'
import type { MailAttachment } from '../mail/mail.server'
import { businessIdentity } from '../settings/business-identity'
import type { SiteSettings } from '../settings/settings.schema'
import { MONEY_BY_HAND_METHODS } from './money-by-hand'

// A booking's payment receipt (transfers and trips alike): what the customer paid, how and when,
// what was given back, and what is still due. Read from the booking's history (the audit log), where
// every movement of its money is written in the same transaction as the money itself: Stripe's
// payments and refunds ('paid', 'refunded') and what the office recorded by hand. It confirms
// payments; an invoice with the customer's company details is the office's, on request.

const NS = 'common:receipt.'

export type ReceiptMethod = 'online' | (typeof MONEY_BY_HAND_METHODS)[number]

export interface MoneyMovement {
  /** Null: a movement the booking's totals hold but its history does not (money recorded before the history was kept). */
  at: Date | null
  direction: 'received' | 'returned'
  cents: number
  method: ReceiptMethod | null
}

export interface HistoryEntryLike {
  action: string
  changes: AuditChanges
  createdAt: Date
  revertedAt: Date | null
}

// `reverses`: the entry takes back an earlier movement (a refund Stripe accepted, then failed): a
// negative one of its direction, so the day's takings and the receipt net to what really moved.
const MONEY_ACTIONS: Record<string, { direction: MoneyMovement['direction']; field: 'paidCents' | 'refundedCents'; byHand: boolean; reverses?: true }> = {
  paid: { direction: 'received', field: 'paidCents', byHand: false },
  refunded: { direction: 'returned', field: 'refundedCents', byHand: false },
  'refund-reversed': { direction: 'returned', field: 'refundedCents', byHand: false, reverses: true },
  'paid-by-hand': { direction: 'received', field: 'paidCents', byHand: true },
  'refunded-by-hand': { direction: 'returned', field: 'refundedCents', byHand: true },
}

/** The history actions that move a booking's money (what the receipt reads). */
export const MONEY_HISTORY_ACTIONS = Object.keys(MONEY_ACTIONS)

const isByHandMethod = (value: unknown): value is (typeof MONEY_BY_HAND_METHODS)[number] => (MONEY_BY_HAND_METHODS as readonly unknown[]).includes(value)

/** The money one history entry moved, or null (another action, undone, or nothing moved). */
export function moneyMovementOf(entry: HistoryEntryLike): (MoneyMovement & { at: Date }) | null {
  const kind = MONEY_ACTIONS[entry.action]
  const change = kind && !entry.revertedAt ? entry.changes[kind.field] : undefined
  if (!kind || !change) return null
  const cents = Number(change[1]) - Number(change[0])
  if (!Number.isFinite(cents) || (kind.reverses ? cents >= 0 : cents <= 0)) return null
  const method = kind.byHand ? entry.changes.method?.[1] : 'online'
  return { at: new Date(entry.createdAt), direction: kind.direction, cents, method: method === 'online' || isByHandMethod(method) ? method : null }
}

/** The movements of money in a booking's history, oldest first. */
export function moneyMovements(entries: readonly HistoryEntryLike[]): MoneyMovement[] {
  return entries
    .map(moneyMovementOf)
    .filter((m) => m !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
}

/**
 * The movements, completed so that they add up to the booking's totals: money on a booking from
 * before its history was kept (an imported or demo booking) comes first, without a date.
 */
export function reconciledMovements(movements: readonly MoneyMovement[], totals: { paidCents: number; refundedCents: number }): MoneyMovement[] {
  const sum = (direction: MoneyMovement['direction']) => movements.filter((m) => m.direction === direction).reduce((total, m) => total + m.cents, 0)
  const earlier: MoneyMovement[] = []
  const paidGap = totals.paidCents - sum('received')
  const refundedGap = totals.refundedCents - sum('returned')
  if (paidGap > 0) earlier.push({ at: null, direction: 'received', cents: paidGap, method: null })
  if (refundedGap > 0) earlier.push({ at: null, direction: 'returned', cents: refundedGap, method: null })
  return [...earlier, ...movements]
}

/** Who issues a receipt: the business as its settings say, with its tax number in the reader's words. */
export function receiptIssuer(t: TFunction, site: SiteSettings, publicUrl: string): BusinessIdentity {
  return businessIdentity(site, publicUrl, { registration: t(`${NS}taxId`, { id: site.taxId }) })
}

export interface ReceiptInput {
  language: Language
  business: BusinessIdentity
  reference: string
  /** The signed link to the booking's page (the QR code). */
  bookingUrl: string
  customer: { name: string; email: string }
  /** What was bought, in the reader's words (the trip and its date, the transfer's legs). */
  service: DocumentSection
  currency: string
  /** What the booking costs now. */
  priceCents: number
  /** Still going ahead: a cancelled booking owes nothing, and its price is not shown as due. */
  live: boolean
  paidCents: number
  refundedCents: number
  movements: readonly MoneyMovement[]
  /** The booking's creation: the receipt's date when no movement carries one. */
  createdAt: Date
}

/** "28 November 2026" | "Paid in cash: €20"; money given back is negative; an undated movement is named by what it was. */
function movementRow(t: TFunction, m: MoneyMovement, input: ReceiptInput): [string, string] {
  const lng = input.language
  const what = t(`${NS}${m.direction}.${m.method ?? 'recorded'}`)
  const amount = formatSignedPrice(m.direction === 'returned' ? -m.cents : m.cents, input.currency, lng)
  return m.at ? [formatDate(m.at.toISOString(), lng), `${what}: ${amount}`] : [what, amount]
}

/** The receipt's sections and notes, every string in the reader's language (`t` any namespace: keys are qualified). */
export function receiptDocument(t: TFunction, input: ReceiptInput) {
  const money = (cents: number) => formatPrice(cents, input.currency, input.language)
  const movements = reconciledMovements(input.movements, input)
  const held = input.paidCents - input.refundedCents
  const due = input.live ? Math.max(0, input.priceCents - held) : 0
  const totals: Array<[string, string]> = []
  if (input.live) totals.push([t(`${NS}price`), money(input.priceCents)])
  totals.push([t(`${NS}paid`), money(input.paidCents)])
  if (input.refundedCents > 0) totals.push([t(`${NS}refunded`), formatSignedPrice(-input.refundedCents, input.currency, input.language)], [t(`${NS}held`), money(held)])
  if (due > 0) totals.push([t(`${NS}due`), money(due)])
  const sections: DocumentSection[] = [
    input.service,
    { heading: t(`${NS}customer`), rows: [[t(`${NS}name`), input.customer.name], [t(`${NS}email`), input.customer.email]] },
    { heading: t(`${NS}movements`), rows: movements.map((m) => movementRow(t, m, input)) },
    { heading: t(`${NS}totals`), rows: totals },
  ]
  const dated = movements.filter((m) => m.at).map((m) => m.at!.getTime())
  return {
    sections,
    notes: [t(`${NS}vatIncluded`), t(`${NS}invoice`, { email: input.business.email ?? '', reference: input.reference })],
    // The last movement's date: the same booking gives the same receipt until its money moves again.
    issuedAt: new Date(dated.length ? Math.max(...dated) : input.createdAt.getTime()),
  }
}

/** The receipt as a PDF (A4), laid out as the vouchers are. */
export function receiptPdf(t: TFunction, input: ReceiptInput): Promise<Buffer> {
  const { sections, notes, issuedAt } = receiptDocument(t, input)
  return renderVoucherPdf({
    language: input.language,
    createdAt: issuedAt,
    business: input.business,
    title: t(`${NS}title`),
    referenceLabel: t(`${NS}reference`, { date: formatDate(issuedAt.toISOString(), input.language) }),
    reference: input.reference,
    qrUrl: input.bookingUrl,
    qrCaption: t(`${NS}scan`),
    sections,
    notes,
    footer: t(`${NS}footer`, { business: input.business.name }),
  })
}

export function receiptFilename(t: TFunction, reference: string): string {
  return `${t(`${NS}file`)} ${reference}.pdf`
}

/** The receipt as an e-mail attachment, named as its download is. */
export function receiptAttachment(t: TFunction, reference: string, content: Buffer): MailAttachment {
  return { filename: receiptFilename(t, reference), contentType: 'application/pdf', content }
}
