import { describe, expect, it } from 'vitest'
import { elidesBefore, formatAmount, formatBytes, formatDate, formatKm, formatPrice, formatShortPickup, truncate, whatsappLink } from './format'

describe('truncate (SPEC §9: 150 characters then an ellipsis)', () => {
  it('keeps short text as it is', () => {
    expect(truncate('Cala Macarella')).toBe('Cala Macarella')
    expect(truncate('x'.repeat(150))).toBe('x'.repeat(150))
  })
  it('cuts longer text at 150 characters and adds an ellipsis', () => {
    const out = truncate('y'.repeat(151))
    expect(out).toBe(`${'y'.repeat(150)}…`)
  })
  it('counts characters, not UTF-16 units, and drops trailing spaces before the ellipsis', () => {
    expect(truncate('ñ'.repeat(200))).toBe(`${'ñ'.repeat(150)}…`)
    expect(truncate(`${'a'.repeat(149)} bbb`)).toBe(`${'a'.repeat(149)}…`)
  })
})

describe('formatPrice', () => {
  it('formats euros per language', () => {
    expect(formatPrice(4500, 'EUR', 'es')).toMatch(/45\s?€/)
    expect(formatPrice(4550, 'EUR', 'en')).toBe('€45.50')
  })
})

describe('formatAmount (a form field\'s amount)', () => {
  it('writes the decimals as the staff member types them, with no currency and no grouping', () => {
    expect(formatAmount(3900, 'es')).toBe('39,00')
    expect(formatAmount(123450, 'de')).toBe('1234,50')
    expect(formatAmount(8550, 'en')).toBe('85.50')
    expect(formatAmount(8550, 'ca')).toBe('85,50')
  })
})

describe('phone numbers', () => {
  it('builds wa.me links with the prefilled text', () => {
    expect(whatsappLink('+34 611 42 87 30', 'Hola ¿qué tal?')).toBe('https://wa.me/34611428730?text=Hola%20%C2%BFqu%C3%A9%20tal%3F')
  })
})

describe('dates and distances', () => {
  it('writes long dates in the island time zone, per language', () => {
    expect(formatDate('2025-03-14T00:00:00.000Z', 'en')).toBe('14 March 2025')
    expect(formatDate('2025-03-14T00:00:00.000Z', 'es')).toBe('14 de marzo de 2025')
    expect(formatDate('2025-03-14T00:00:00.000Z', 'de')).toBe('14. März 2025')
    // 23:30 UTC is already the next day in Menorca.
    expect(formatDate('2025-03-14T23:30:00.000Z', 'en')).toBe('15 March 2025')
  })
  it('writes a pick-up in a staff list short, on the island clock, with the year only when it is not this one', () => {
    const now = new Date('2026-11-27T20:05:00Z')
    expect(formatShortPickup('2026-11-29T17:00:00Z', 'es', now)).toBe('dom, 29 nov, 18:00')
    expect(formatShortPickup('2026-11-29T17:00:00Z', 'en', now)).toBe('Sun 29 Nov, 18:00')
    // 23:30 UTC on New Year's Eve is already next year in Menorca.
    expect(formatShortPickup('2026-12-31T23:30:00Z', 'es', now)).toBe('vie, 1 ene 2027, 00:30')
  })
  it('keeps one decimal on kilometres', () => {
    expect(formatKm(10, 'en')).toBe('10.0 km')
    expect(formatKm(13.6, 'es')).toBe('13,6 km')
  })
})

describe('file sizes', () => {
  it('writes them in the reader\'s language, never "1 KB" for an empty file', () => {
    expect(formatBytes(0, 'en')).toBe('0 kB')
    expect(formatBytes(512, 'es')).toBe('0,5 kB')
    expect(formatBytes(250_880, 'de')).toBe('245 kB')
    expect(formatBytes(30 * 1024 * 1024, 'es')).toBe('30,0 MB')
    expect(formatBytes(3.4 * 1024 * 1024, 'en')).toBe('3.4 MB')
  })
})

describe('elidesBefore (Catalan "d’" before a name)', () => {
  it.each(['Anna Febrer', 'Èric', 'Hèctor', 'Hug', 'Isabel', 'Oriol', 'Úrsula', 'anna'])('elides before %s', (name) => expect(elidesBefore(name)).toBe(true))
  it.each(['Toni Pons', 'Marta Coll', 'Iolanda', 'Huelva', 'Ua', 'Joan', ''])('keeps "de" before %s', (name) => expect(elidesBefore(name)).toBe(false))
})
