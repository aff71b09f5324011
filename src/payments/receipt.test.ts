import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { moneyMovements, receiptDocument, reconciledMovements, type HistoryEntryLike, type ReceiptInput } from './receipt'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', ns: ['common'], resources: { en: { common: JSON.parse(readFileSync('locales/en/common.json', 'utf8')) } } })
const t = i18n.t.bind(i18n)

const at = (iso: string) => new Date(iso)
const entry = (action: string, changes: HistoryEntryLike['changes'], createdAt: string, revertedAt: string | null = null): HistoryEntryLike => ({ action, changes, createdAt: at(createdAt), revertedAt: revertedAt ? at(revertedAt) : null })

describe('moneyMovements (a booking’s history read for its receipt)', () => {
  it('takes every movement of money, oldest first, with how it moved', () => {
    const history = [
      entry('refunded-by-hand', { refundedCents: [0, 1_000], method: [null, 'bank_transfer'] }, '2026-08-22T09:00:00Z'),
      entry('status', { status: ['pending_payment', 'confirmed'] }, '2026-08-01T10:01:00Z'),
      entry('paid', { paidCents: [0, 4_000], status: ['pending_payment', 'confirmed'] }, '2026-08-01T10:00:00Z'),
      entry('paid-by-hand', { paidCents: [4_000, 9_000], method: [null, 'cash'] }, '2026-08-21T18:30:00Z'),
      entry('refunded', { refundedCents: [1_000, 2_500] }, '2026-08-23T08:00:00Z'),
    ]
    expect(moneyMovements(history)).toEqual([
      { at: at('2026-08-01T10:00:00Z'), direction: 'received', cents: 4_000, method: 'online' },
      { at: at('2026-08-21T18:30:00Z'), direction: 'received', cents: 5_000, method: 'cash' },
      { at: at('2026-08-22T09:00:00Z'), direction: 'returned', cents: 1_000, method: 'bank_transfer' },
      { at: at('2026-08-23T08:00:00Z'), direction: 'returned', cents: 1_500, method: 'online' },
    ])
  })

  it('leaves out what was undone and entries that moved nothing', () => {
    const history = [
      entry('paid-by-hand', { paidCents: [0, 3_000], method: [null, 'cash'] }, '2026-08-21T18:30:00Z', '2026-08-21T18:35:00Z'),
      entry('refunded', { refundedCents: [2_000, 2_000] }, '2026-08-22T09:00:00Z'),
      entry('paid', { status: ['pending_payment', 'confirmed'] }, '2026-08-22T09:00:00Z'),
    ]
    expect(moneyMovements(history)).toEqual([])
  })
})

describe('reconciledMovements', () => {
  it('adds, undated and first, what the totals hold and the history does not', () => {
    const dated = [{ at: at('2026-08-21T18:30:00Z'), direction: 'received' as const, cents: 2_000, method: 'cash' as const }]
    expect(reconciledMovements(dated, { paidCents: 9_000, refundedCents: 500 })).toEqual([
      { at: null, direction: 'received', cents: 7_000, method: null },
      { at: null, direction: 'returned', cents: 500, method: null },
      ...dated,
    ])
    expect(reconciledMovements(dated, { paidCents: 2_000, refundedCents: 0 })).toEqual(dated)
  })
})

describe('receiptDocument', () => {
  const input: ReceiptInput = {
    language: 'en',
    business: { name: 'Menorca Tours', email: 'hola@example.com' },
    reference: 'MT-2026-000042',
    bookingUrl: 'https://example.com/b',
    customer: { name: 'Ann Lee', email: 'ann@example.com' },
    service: { heading: 'Transfer', rows: [['Outbound', 'Airport → Fornells']] },
    currency: 'EUR',
    priceCents: 9_000,
    live: true,
    paidCents: 4_000,
    refundedCents: 0,
    movements: [{ at: at('2026-08-01T10:00:00Z'), direction: 'received', cents: 4_000, method: 'online' }],
    createdAt: at('2026-07-30T12:00:00Z'),
  }
  const section = (doc: ReturnType<typeof receiptDocument>, heading: string) => doc.sections.find((s) => s.heading === heading)?.rows

  it('says what was paid, when and how, and what is still due', () => {
    const doc = receiptDocument(t, input)
    expect(section(doc, 'Payments and refunds')).toEqual([['1 August 2026', 'Card payment (online): €40']])
    expect(section(doc, 'Summary')).toEqual([['Price (VAT included)', '€90'], ['Total paid', '€40'], ['Still to pay', '€50']])
    expect(doc.notes[1]).toContain('MT-2026-000042')
    expect(doc.notes[1]).toContain('hola@example.com')
    // Dated by its last movement: the same booking prints the same receipt until its money moves again.
    expect(doc.issuedAt).toEqual(at('2026-08-01T10:00:00Z'))
  })

  it('shows a cancelled booking’s refund and no price due', () => {
    const doc = receiptDocument(t, {
      ...input,
      live: false,
      refundedCents: 4_000,
      movements: [...input.movements, { at: at('2026-08-05T09:00:00Z'), direction: 'returned', cents: 4_000, method: 'online' }],
    })
    expect(section(doc, 'Payments and refunds')).toEqual([
      ['1 August 2026', 'Card payment (online): €40'],
      ['5 August 2026', 'Refund to the card: −€40'],
    ])
    expect(section(doc, 'Summary')).toEqual([['Total paid', '€40'], ['Total refunded', '−€40'], ['Net paid', '€0']])
    expect(doc.issuedAt).toEqual(at('2026-08-05T09:00:00Z'))
  })
})
