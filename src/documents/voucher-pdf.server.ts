import type { VoucherDocument } from './document-types'
import { BOLD, COLORS, drawBusinessHeader, drawFooters, newPdf, pdfBytes, REGULAR, rule, type Pdf } from './pdf-document.server'
import { QR_QUIET_ZONE, qrModules } from './qr-code.server'

const MARGIN = 48
const QR_SIZE = 124
const LABEL_SHARE = 0.34
const ROW_GAP = 5

/**
 * A customer's voucher (A4, portrait): the business, a big title, the reference, a QR code that
 * opens `doc.qrUrl` (also a link when the PDF is read on a screen), the sections as label/value
 * rows, the notes, and the footer on every page. Long content continues on further pages.
 */
export function renderVoucherPdf(doc: VoucherDocument): Promise<Buffer> {
  const pdf = newPdf({ title: `${doc.title} ${doc.reference}`, author: doc.business.name, language: doc.language, createdAt: doc.createdAt, layout: 'portrait', margin: MARGIN })
  const width = pdf.page.width - 2 * MARGIN
  const textWidth = width - QR_SIZE - 20

  const qrX = pdf.page.width - MARGIN - QR_SIZE
  drawQr(pdf, doc.qrUrl, qrX, MARGIN, QR_SIZE)
  pdf.link(qrX, MARGIN, QR_SIZE, QR_SIZE, doc.qrUrl)
  pdf.font(REGULAR).fontSize(7.5).fillColor(COLORS.muted).text(doc.qrCaption, qrX, MARGIN + QR_SIZE + 2, { width: QR_SIZE, align: 'center' })
  const qrBottom = pdf.y

  drawBusinessHeader(pdf, doc.business, textWidth)
  pdf.moveDown(1.2)
  pdf.font(BOLD).fontSize(22).fillColor(COLORS.text).text(doc.title, MARGIN, pdf.y, { width: textWidth })
  pdf.moveDown(0.4)
  pdf.font(REGULAR).fontSize(9).fillColor(COLORS.muted).text(doc.referenceLabel, { width: textWidth })
  pdf.font(BOLD).fontSize(18).fillColor(COLORS.brand).text(doc.reference, { width: textWidth })

  let y = Math.max(pdf.y, qrBottom) + 14
  rule(pdf, y)
  y += 14

  for (const section of doc.sections) {
    y = heading(pdf, section.heading, y, firstRowHeight(pdf, section.rows, width))
    for (const [label, value] of section.rows) y = row(pdf, label, value, y, width)
    y += 10
  }

  if (doc.notes.length) {
    if (doc.notesHeading) y = heading(pdf, doc.notesHeading, y, noteHeight(pdf, doc.notes[0]!, width))
    for (const note of doc.notes) {
      const height = noteHeight(pdf, note, width)
      y = roomFor(pdf, y, height)
      pdf.font(REGULAR).fontSize(10).fillColor(COLORS.brand).text('•', MARGIN, y, { width: 12, lineBreak: false })
      pdf.fillColor(COLORS.text).text(note, MARGIN + 12, y, { width: width - 12 })
      y += height + ROW_GAP
    }
  }

  drawFooters(pdf, doc.footer)
  return pdfBytes(pdf)
}

/** The y to write at: this one when `height` fits above the bottom margin, else the top of a new page. */
function roomFor(pdf: Pdf, y: number, height: number): number {
  if (y + height <= pdf.page.height - pdf.page.margins.bottom) return y
  pdf.addPage()
  return pdf.page.margins.top
}

/** A section heading, kept on the same page as the first line under it. */
function heading(pdf: Pdf, text: string, y: number, nextHeight: number): number {
  pdf.font(BOLD).fontSize(11.5)
  const height = pdf.heightOfString(text, { width: pdf.page.width - 2 * MARGIN })
  y = roomFor(pdf, y, height + 6 + nextHeight)
  pdf.fillColor(COLORS.brand).text(text, MARGIN, y, { width: pdf.page.width - 2 * MARGIN })
  return y + height + 6
}

function rowHeights(pdf: Pdf, label: string, value: string, width: number) {
  const labelWidth = width * LABEL_SHARE
  const valueWidth = width - labelWidth - 10
  const labelHeight = pdf.font(REGULAR).fontSize(9.5).heightOfString(label, { width: labelWidth })
  const valueHeight = pdf.font(REGULAR).fontSize(10.5).heightOfString(value || ' ', { width: valueWidth })
  return { labelWidth, valueWidth, height: Math.max(labelHeight, valueHeight) }
}

function firstRowHeight(pdf: Pdf, rows: Array<[string, string]>, width: number): number {
  const first = rows[0]
  return first ? rowHeights(pdf, first[0], first[1], width).height : 0
}

function row(pdf: Pdf, label: string, value: string, y: number, width: number): number {
  const { labelWidth, valueWidth, height } = rowHeights(pdf, label, value, width)
  y = roomFor(pdf, y, height)
  pdf.font(REGULAR).fontSize(9.5).fillColor(COLORS.muted).text(label, MARGIN, y + 1, { width: labelWidth })
  pdf.font(REGULAR).fontSize(10.5).fillColor(COLORS.text).text(value, MARGIN + labelWidth + 10, y, { width: valueWidth })
  return y + height + ROW_GAP
}

function noteHeight(pdf: Pdf, note: string, width: number): number {
  return pdf.font(REGULAR).fontSize(10).heightOfString(note, { width: width - 12 })
}

/** The QR code as filled squares (sharp at any zoom and on any printer), its quiet zone included in `size`. */
function drawQr(pdf: Pdf, text: string, x: number, y: number, size: number): void {
  const modules = qrModules(text)
  const cell = size / (modules.length + 2 * QR_QUIET_ZONE)
  const origin = { x: x + QR_QUIET_ZONE * cell, y: y + QR_QUIET_ZONE * cell }
  pdf.save().rect(x, y, size, size).fill('#ffffff')
  modules.forEach((line, r) => {
    let c = 0
    while (c < line.length) {
      if (!line[c]) {
        c += 1
        continue
      }
      const start = c
      while (c < line.length && line[c]) c += 1
      // A hair of overlap so no light seam shows between neighbouring squares when rasterised.
      pdf.rect(origin.x + start * cell, origin.y + r * cell, (c - start) * cell + 0.05, cell + 0.05)
    }
  })
  pdf.fill('#000000').restore()
}
