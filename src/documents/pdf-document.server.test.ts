import { describe, expect, it } from 'vitest'
import { readPdf } from '../../tests/helpers/pdf-text'
import { BOLD, newPdf, pdfBytes, REGULAR } from './pdf-document.server'

// The fonts are parsed once per process and shared by every document: what one document prints
// must not change the text layer of the next (copying, searching and screen readers use it).

async function pdfWith(font: string, text: string): Promise<string> {
  const doc = newPdf({ title: text, language: 'de', layout: 'portrait', margin: 40 })
  doc.font(font).fontSize(12).text(text, 40, 40)
  return (await readPdf(await pdfBytes(doc))).pages[0]!.text
}

describe('the shared fonts', () => {
  it('keep every letter in the text layer after a document with accented capitals (the "U" of "Ü", the "E" of "É")', async () => {
    for (const font of [BOLD, REGULAR]) {
      expect(await pdfWith(font, 'ÜBERSICHT Élan Ça Ñu Àlex Öl')).toBe('ÜBERSICHT Élan Ça Ñu Àlex Öl')
      expect(await pdfWith(font, 'Uhrzeit Erwachsene Costa Nuria Alaior Ost')).toBe('Uhrzeit Erwachsene Costa Nuria Alaior Ost')
    }
  })
})
