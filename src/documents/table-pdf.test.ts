import { describe, expect, it } from 'vitest'
import { readPdf } from '../../tests/helpers/pdf-text'
import type { TableDocument } from './document-types'
import { renderTablePdf } from './table-pdf.server'

// A driver's run sheet on a busy August day, as the driver holds it in the van.

const COLUMNS = ['Zeit', 'Fahrgäste', 'Flug', 'Abholung → Ziel', 'Telefon', 'Hinweise', 'An Bord']

const job = (i: number) => ({
  cells: [
    `${String(6 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
    `Fahrgast Nr. ${i + 1} Müller (4)`,
    'EW 582',
    i % 7 === 0 ? 'Flughafen Menorca → Hotel Sa Pedrera, Ciutadella, am Haupteingang neben der Rezeption, bitte beim Portier melden und auf den Fahrer warten Ende' : 'Flughafen Menorca → Hotel Sa Pedrera, Ciutadella',
    '+49 170 1234567',
    i % 3 === 0 ? '2 Kindersitze' : '',
    i % 2 === 0 ? '63 €' : '',
  ],
  emphasis: i % 2 === 0,
})

const sheet = (overrides: Partial<TableDocument> = {}): TableDocument => ({
  language: 'de',
  createdAt: new Date('2026-08-20T16:04:00Z'),
  business: { name: 'Menorca Tours & Transfers', phone: '+34 971 36 24 18' },
  title: 'Fahrtenliste — Jordi Pons',
  subtitle: ['Freitag, 21. August 2026', 'Mercedes Vito · 1234-KLM'],
  columns: COLUMNS.map((header, i) => ({ header, width: [1, 3, 1.2, 5, 2, 2.4, 1.3][i]!, align: i === 6 ? ('right' as const) : undefined })),
  rows: Array.from({ length: 5 }, (_, i) => job(i)),
  emptyText: 'Keine Fahrten an diesem Tag',
  pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
  generated: 'Erstellt am 20.08.2026 um 18:04',
  ...overrides,
})

const headerLine = COLUMNS.join(' ')

describe('renderTablePdf', () => {
  it('prints the title, subtitle lines, column headings and every cell on a landscape page, with its page number and generation time', async () => {
    const { pages, info } = await readPdf(await renderTablePdf(sheet()))
    expect(pages).toHaveLength(1)
    const { text, lines } = pages[0]!
    expect(lines).toContainEqual({ text: 'Fahrtenliste — Jordi Pons', bold: true })
    expect(text).toContain('Freitag, 21. August 2026')
    expect(text).toContain('Mercedes Vito · 1234-KLM')
    expect(lines).toContainEqual({ text: headerLine, bold: true })
    expect(text).toContain('06:00 Fahrgast Nr. 1 Müller (4) EW 582 Flughafen Menorca → Hotel Sa Pedrera,')
    expect(text).toContain('63 €')
    expect(text).toContain('Erstellt am 20.08.2026 um 18:04 Seite 1 von 1')
    expect(info).toMatchObject({ Title: 'Fahrtenliste — Jordi Pons', Language: 'de' })
  })

  it('keeps every heading word whole, however narrow its column: "Uhrzeit" never breaks as "Uhrzei / t"', async () => {
    // The whole day's manifest of the dispatch in German: the time column is the narrowest.
    const headers = ['Uhrzeit', 'Fahrgäste', 'Flug oder Fähre', 'Abholung → Ziel', 'Kunde', 'Notizen und Ausstattung', 'An Bord', 'Fahrer und Fahrzeug']
    const weights = [0.6, 1.3, 1, 2.6, 1.6, 2, 1.1, 1.4]
    const columns = headers.map((header, i) => ({ header, width: weights[i]! }))
    const { lines } = (await readPdf(await renderTablePdf(sheet({ columns, rows: [job(0)].map((r) => ({ ...r, cells: [...r.cells, 'Jordi Pons'] })) })))).pages[0]!
    const words = lines.flatMap((l) => l.text.split(/\s+/))
    for (const word of headers.flatMap((h) => h.split(' '))) expect(words).toContain(word)
    expect(words).not.toContain('Uhrzei')
  })

  it('prints emphasised rows in bold and the others in the regular face', async () => {
    const { lines } = (await readPdf(await renderTablePdf(sheet()))).pages[0]!
    const lineOf = (name: string) => lines.find((l) => l.text.includes(name))!
    expect(lineOf('Fahrgast Nr. 1 Müller').bold).toBe(true)
    expect(lineOf('Fahrgast Nr. 2 Müller').bold).toBe(false)
  })

  it('wraps a long cell onto more lines of its row instead of cutting it', async () => {
    const { text, lines } = (await readPdf(await renderTablePdf(sheet()))).pages[0]!
    for (const word of job(0).cells[3]!.split(' ')) expect(text).toContain(word)
    const first = lines.findIndex((l) => l.text.includes('Fahrgast Nr. 1 '))
    const second = lines.findIndex((l) => l.text.includes('Fahrgast Nr. 2 '))
    expect(second - first).toBeGreaterThan(1)
    expect(lines[second - 1]!.text).toMatch(/Ende$/)
  })

  it('runs over several pages with the column headings at the top of each, numbered "Seite n von N", every row once and in order', async () => {
    const rows = Array.from({ length: 70 }, (_, i) => job(i))
    const { pages } = await readPdf(await renderTablePdf(sheet({ rows })))
    expect(pages.length).toBeGreaterThan(2)
    pages.forEach((page, i) => {
      const headings = page.lines.findIndex((l) => l.text === headerLine)
      expect(headings, `page ${i + 1} starts with the headings`).toBeGreaterThanOrEqual(0)
      // Above the headings: only the title (and, on the first page, the business and subtitle).
      expect(page.lines.slice(0, headings).some((l) => l.text.includes('Fahrgast Nr.'))).toBe(false)
      expect(page.text).toContain(`Erstellt am 20.08.2026 um 18:04 Seite ${i + 1} von ${pages.length}`)
      if (i > 0) expect(page.lines[0]).toEqual({ text: 'Fahrtenliste — Jordi Pons', bold: true })
    })
    const printed = pages.flatMap((p) => p.lines.map((l) => /Fahrgast Nr\. (\d+) /.exec(l.text)?.[1]).filter(Boolean).map(Number))
    expect(printed).toEqual(rows.map((_, i) => i + 1))
  })

  it("never ends a page with a group's heading: the driver's name moves over with their first job", async () => {
    const line = (i: number) => ({ cells: [`07:${String(i % 60).padStart(2, '0')}`, `Fahrgast Nr. ${i + 1}`, '', 'Flughafen → Maó', '', '', ''] })
    const heading = (keepWithNext: boolean) => ({ cells: ['', 'Fahrer Pere Pons', '+34 600 000 000', '3 Fahrten', '', '', ''], emphasis: true, keepWithNext })
    const onFirstPage = (await readPdf(await renderTablePdf(sheet({ rows: Array.from({ length: 80 }, (_, i) => line(i)) })))).pages[0]!.lines.filter((l) => l.text.includes('Fahrgast Nr.')).length
    // Enough rows that the heading is the last one to fit on the first page.
    const rows = (keepWithNext: boolean) => [...Array.from({ length: onFirstPage - 1 }, (_, i) => line(i)), heading(keepWithNext), { cells: ['09:30', 'Erster Gast des Fahrers', '', 'Flughafen → Ciutadella', '', '', ''] }]
    const pageOf = (pages: Awaited<ReturnType<typeof readPdf>>['pages'], text: string) => pages.findIndex((p) => p.text.includes(text))

    const loose = (await readPdf(await renderTablePdf(sheet({ rows: rows(false) })))).pages
    expect(pageOf(loose, 'Fahrer Pere Pons')).toBe(0)
    expect(pageOf(loose, 'Erster Gast des Fahrers')).toBe(1)

    const kept = (await readPdf(await renderTablePdf(sheet({ rows: rows(true) })))).pages
    expect(pageOf(kept, 'Fahrer Pere Pons')).toBe(1)
    expect(pageOf(kept, 'Erster Gast des Fahrers')).toBe(1)
    expect(kept[0]!.text).toContain(`Fahrgast Nr. ${onFirstPage - 1}`)
  })

  it('says so when there is nothing to list', async () => {
    const { pages } = await readPdf(await renderTablePdf(sheet({ rows: [], business: undefined })))
    expect(pages).toHaveLength(1)
    expect(pages[0]!.text).toContain(headerLine)
    expect(pages[0]!.text).toContain('Keine Fahrten an diesem Tag')
    expect(pages[0]!.text).not.toContain('Menorca Tours & Transfers')
  })
})
