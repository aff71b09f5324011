import { describe, expect, it } from 'vitest'
import { readPdf } from '../../tests/helpers/pdf-text'
import type { VoucherDocument } from './document-types'
import { renderVoucherPdf } from './voucher-pdf.server'

// A voucher as the German family receives it: everything they need to read is in the PDF's text
// (so it prints, copies and reads aloud), in their language with its own letters and symbols.

const BOOKING_LINK = 'https://www.menorca.example/airport-transfers/booking?ref=TR-2026-0042&sig=3f9a0c1d2e4b5a6978877665544332211'

const voucher = (overrides: Partial<VoucherDocument> = {}): VoucherDocument => ({
  language: 'de',
  createdAt: new Date('2026-08-01T10:00:00Z'),
  business: { name: 'Menorca Tours & Transfers', phone: '+34 971 36 24 18', email: 'hola@menorca.example', address: 'Carrer de Sant Roc 5, 07701 Maó' },
  title: 'Transfergutschein',
  referenceLabel: 'Buchungsnummer',
  reference: 'TR-2026-0042',
  qrUrl: BOOKING_LINK,
  qrCaption: 'Scannen Sie den Code, um Ihre Buchung zu öffnen',
  sections: [
    {
      heading: 'Hinfahrt',
      rows: [
        ['Abholung', 'Fr., 21. Aug. 2026, 14:05'],
        ['Strecke', 'Flughafen Menorca → Hotel Sa Pedrera, Ciutadella'],
        ['Flug', 'EW 582 aus Düsseldorf'],
        ['Fahrgäste', 'Jürgen Müßig, 2 Erwachsene, 2 Kinder'],
      ],
    },
    { heading: 'Rückfahrt', rows: [['Abholung', 'Fr., 28. Aug. 2026, 09:30'], ['Strecke', 'Hotel Sa Pedrera → Flughafen Menorca']] },
  ],
  notesHeading: 'Gut zu wissen',
  notes: ['Zahlen Sie dem Fahrer 63 € bar oder mit Karte.', 'Treffpunkt: Ankunftshalle, Ausgang „Ankunft“. Karte: https://maps.example/?q=39.862,4.218'],
  footer: 'Kostenlose Stornierung bis 24 Stunden vor der Abholung.',
  ...overrides,
})

describe('renderVoucherPdf', () => {
  it('prints the business, title, reference, every section row and note, in German with → and €, on one A4 page', async () => {
    const bytes = await renderVoucherPdf(voucher())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const { pages, info } = await readPdf(bytes)
    expect(pages).toHaveLength(1)
    const { text, lines } = pages[0]!
    expect(text).toContain('Menorca Tours & Transfers')
    expect(text).toContain('+34 971 36 24 18 · hola@menorca.example')
    expect(text).toContain('Carrer de Sant Roc 5, 07701 Maó')
    expect(lines).toContainEqual({ text: 'Transfergutschein', bold: true })
    expect(lines).toContainEqual({ text: 'TR-2026-0042', bold: true })
    for (const section of voucher().sections) {
      expect(lines).toContainEqual({ text: section.heading, bold: true })
      // Each label stands on the line of its value.
      for (const [label, value] of section.rows) expect(text).toContain(`${label} ${value}`)
    }
    expect(text).toContain('Flughafen Menorca → Hotel Sa Pedrera, Ciutadella')
    expect(text).toContain('Jürgen Müßig')
    expect(text).toContain('• Zahlen Sie dem Fahrer 63 € bar oder mit Karte.')
    expect(text).toContain('„Ankunft“')
    expect(text).toContain('Kostenlose Stornierung bis 24 Stunden vor der Abholung.')
    // The text comes from an embedded Unicode font, not from PDF's standard Helvetica.
    expect(pages[0]!.fonts.every((f) => /DejaVuSans/.test(f))).toBe(true)
    expect(info).toMatchObject({ Title: 'Transfergutschein TR-2026-0042', Author: 'Menorca Tours & Transfers', Language: 'de' })
  })

  it('makes the QR code a link to the booking when the PDF is read on a screen, with its caption', async () => {
    const { pages } = await readPdf(await renderVoucherPdf(voucher()))
    expect(pages[0]!.links).toEqual([BOOKING_LINK])
    expect(pages[0]!.text).toContain('Scannen Sie den Code')
  })

  it('writes Catalan and Spanish letters as they are: l·l, ç, ñ, à, accents and quotes', async () => {
    const doc = voucher({
      language: 'ca',
      title: 'Val de trasllat',
      sections: [{ heading: 'Anada', rows: [['Recollida', 'Col·legi Sant Francesc, plaça d’Espanya'], ['Passatgers', 'Família Muñoz Peña — «benvinguts»']] }],
      notes: ['Pagau al conductor 63 € en efectiu o amb targeta.'],
      footer: 'Cancel·lació gratuïta fins a 24 hores abans.',
    })
    const { text } = (await readPdf(await renderVoucherPdf(doc))).pages[0]!
    for (const expected of ['Val de trasllat', 'Col·legi Sant Francesc, plaça d’Espanya', 'Família Muñoz Peña — «benvinguts»', 'Pagau al conductor 63 €', 'Cancel·lació gratuïta fins a 24 hores abans.']) {
      expect(text).toContain(expected)
    }
  })

  it('continues on a second page when the content is long, with the footer on each page and every row printed once', async () => {
    const rows: Array<[string, string]> = Array.from({ length: 60 }, (_, i) => [`Halt ${i + 1}`, `Haltestelle Nummer ${i + 1} → weiter`])
    const { pages } = await readPdf(await renderVoucherPdf(voucher({ sections: [{ heading: 'Route', rows }] })))
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) expect(page.text).toContain('Kostenlose Stornierung bis 24 Stunden vor der Abholung.')
    const all = pages.map((p) => p.text).join('\n')
    for (const [label, value] of rows) expect(all.split('\n').filter((line) => line === `${label} ${value}`)).toHaveLength(1)
    expect(all).toContain('Gut zu wissen')
  })

  it('gives the same bytes for the same voucher and creation date', async () => {
    const [a, b] = await Promise.all([renderVoucherPdf(voucher()), renderVoucherPdf(voucher())])
    expect(a.equals(b)).toBe(true)
    const later = await renderVoucherPdf(voucher({ createdAt: new Date('2026-08-02T10:00:00Z') }))
    expect(later.equals(a)).toBe(false)
  })
})
