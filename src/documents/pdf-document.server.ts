import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { create, type Font } from 'fontkit'
import PDFDocument from 'pdfkit'
import type { BusinessIdentity } from './document-types'

// What vouchers and tables share: the embedded Unicode font, the colours, the business header,
// the footer of every page, and turning the document into bytes (docs/decisions/035).

export type Pdf = InstanceType<typeof PDFDocument>

export const COLORS = { text: '#0f172a', muted: '#475569', rule: '#cbd5e1', brand: '#155e75', band: '#f1f5f9', emphasis: '#fef3c7' } as const

// DejaVu Sans (the `dejavu-fonts-ttf` package: Bitstream Vera licence, DejaVu changes public
// domain) covers Latin, Greek and Cyrillic with € → · ñ ç l·l and typographic quotes; PDF's own
// Helvetica has no → and no Unicode mapping. pdfkit embeds only the glyphs a document uses.
// Parsed once per process (fontkit, as pdfkit itself would): parsing both files for every
// document would cost ~150 ms of CPU each time.
const require = createRequire(import.meta.url)
let fonts: { regular: Font; bold: Font } | undefined
function parsedFonts() {
  const load = (file: string) => withCharacters(create(readFileSync(file)) as Font)
  fonts ??= { regular: load(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')), bold: load(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')) }
  return fonts
}

/**
 * A shared fontkit font is not only read: it keeps one glyph object per glyph, with the characters
 * it was first made for, and pdfkit's text layer (what is copied, searched and read aloud) comes
 * from those. Writing a subset makes a composite glyph's parts with none — the "U" inside "Ü" —
 * so after the first "Ü" of the process every later PDF lost its "U"s ("hrzeit" for "Uhrzeit").
 * Making every glyph the font maps from its own character first (5,898 in DejaVu Sans Bold, a few
 * milliseconds once) keeps them right whatever was printed before.
 */
function withCharacters(font: Font): Font {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint)
  return font
}

// pdfkit ≥ 0.20 takes an already-parsed fontkit font; its types (for 0.17) do not say so yet.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this
    }
  }
}

export const REGULAR = 'regular'
export const BOLD = 'bold'

/** A new document on A4 with the fonts registered and pages kept until the end (for page numbers and footers). */
export function newPdf(options: { title: string; author?: string; language: string; createdAt?: Date; layout: 'portrait' | 'landscape'; margin: number }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout,
    margin: options.margin,
    bufferPages: true,
    lang: options.language,
    displayTitle: true,
    info: { Title: options.title, ...(options.author ? { Author: options.author, Creator: options.author } : {}), Producer: 'PDFKit', CreationDate: options.createdAt ?? new Date() },
  })
  const { regular, bold } = parsedFonts()
  doc.registerFont(REGULAR, regular)
  doc.registerFont(BOLD, bold)
  doc.font(REGULAR).fillColor(COLORS.text)
  return doc
}

/** The business's name and contact lines at the top left; returns the y below them. */
export function drawBusinessHeader(doc: Pdf, business: BusinessIdentity, width: number): number {
  const x = doc.page.margins.left
  doc.font(BOLD).fontSize(13).fillColor(COLORS.brand).text(business.name, x, doc.page.margins.top, { width })
  const contact = [business.phone, business.email, business.website].filter(Boolean).join('  ·  ')
  doc.font(REGULAR).fontSize(8.5).fillColor(COLORS.muted)
  if (contact) doc.text(contact, { width })
  if (business.address) doc.text(business.address, { width })
  if (business.registration) doc.text(business.registration, { width })
  doc.fillColor(COLORS.text)
  return doc.y
}

/** A thin horizontal line across the text area at y. */
export function rule(doc: Pdf, y: number): void {
  const { left, right } = doc.page.margins
  doc.save().moveTo(left, y).lineTo(doc.page.width - right, y).lineWidth(0.6).strokeColor(COLORS.rule).stroke().restore()
}

/** The bottom line of every page: `left` text and, on the right, `right(page, pages)`. Call once, after the content. */
export function drawFooters(doc: Pdf, left: string, right?: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const { margins } = doc.page
    const width = doc.page.width - margins.left - margins.right
    const y = doc.page.height - margins.bottom + 10
    // Writing below the bottom margin would make pdfkit start a page: lift the margin while writing.
    const bottom = margins.bottom
    margins.bottom = 0
    doc.font(REGULAR).fontSize(7.5).fillColor(COLORS.muted)
    const rightText = right?.(i - range.start + 1, range.count)
    const rightWidth = rightText ? Math.min(width / 3, doc.widthOfString(rightText) + 2) : 0
    doc.text(left, margins.left, y, { width: width - rightWidth - 12, height: bottom - 14, ellipsis: true })
    if (rightText) doc.text(rightText, margins.left + width - rightWidth, y, { width: rightWidth, align: 'right', lineBreak: false })
    margins.bottom = bottom
  }
  doc.fillColor(COLORS.text)
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
