import type { TableColumn, TableDocument, TableRow } from './document-types'
import { BOLD, COLORS, drawBusinessHeader, drawFooters, newPdf, pdfBytes, REGULAR, type Pdf } from './pdf-document.server'

const MARGIN = 34
const PAD = 4
const FONT_SIZE = 8.5

/**
 * A printable table on landscape A4: a driver's run sheet, a day's manifest. The title and the
 * subtitle lines open the first page; every page starts with the column headings (and, after the
 * first, the title in small); long cells wrap; emphasised rows are bold on a tinted band; a
 * group's heading row moves to the next page with its first row rather than end a page alone;
 * each page ends with the generation line and its page number ("Page 2 of 3").
 */
export function renderTablePdf(doc: TableDocument): Promise<Buffer> {
  const pdf = newPdf({ title: doc.title, author: doc.business?.name, language: doc.language, createdAt: doc.createdAt, layout: 'landscape', margin: MARGIN })
  const width = pdf.page.width - 2 * MARGIN
  const widths = columnWidths(pdf, doc.columns, width)

  let y = MARGIN
  if (doc.business) y = drawBusinessHeader(pdf, doc.business, width) + 8
  pdf.font(BOLD).fontSize(17).fillColor(COLORS.text).text(doc.title, MARGIN, y, { width })
  pdf.font(REGULAR).fontSize(9.5).fillColor(COLORS.muted)
  for (const line of doc.subtitle) pdf.text(line, { width })
  y = drawHeaderRow(pdf, doc.columns, widths, pdf.y + 10)

  if (!doc.rows.length) {
    pdf.font(REGULAR).fontSize(10).fillColor(COLORS.muted).text(doc.emptyText, MARGIN + PAD, y + 8, { width: width - 2 * PAD })
  }
  const bottom = () => pdf.page.height - pdf.page.margins.bottom
  for (const [index, row] of doc.rows.entries()) {
    let height = rowHeight(pdf, row, doc.columns, widths)
    const next = row.keepWithNext ? doc.rows[index + 1] : undefined
    const needed = height + (next ? rowHeight(pdf, next, doc.columns, widths) : 0)
    if (y + needed > bottom()) {
      pdf.addPage()
      pdf.font(BOLD).fontSize(9).fillColor(COLORS.muted).text(doc.title, MARGIN, MARGIN, { width, height: 14, ellipsis: true, lineBreak: false })
      y = drawHeaderRow(pdf, doc.columns, widths, MARGIN + 16)
      // A row taller than a whole page is cut to the page (ellipsis) rather than spilling over.
      height = Math.min(height, bottom() - y)
    }
    drawRow(pdf, row, doc.columns, widths, y, height, index)
    y += height
  }

  drawFooters(pdf, doc.generated, doc.pageLabel)
  return pdfBytes(pdf)
}

/**
 * Relative widths → points sharing the page width (a width that is not positive counts as 1), each
 * column at least as wide as the longest word of its heading in the reader's language: a heading
 * wraps between words, never inside one ("Uhrzei / t"). The others share what is left.
 */
function columnWidths(pdf: Pdf, columns: TableColumn[], total: number): number[] {
  const weights = columns.map((c) => (c.width > 0 ? c.width : 1))
  pdf.font(BOLD).fontSize(FONT_SIZE)
  const least = columns.map((c) => Math.max(0, ...c.header.split(/\s+/).map((word) => pdf.widthOfString(word))) + 2 * PAD + 1)
  const widths = [...weights]
  const atLeast = new Set<number>()
  for (let grew = true; grew; ) {
    grew = false
    const left = total - [...atLeast].reduce((sum, i) => sum + least[i]!, 0)
    const shared = weights.reduce((sum, w, i) => (atLeast.has(i) ? sum : sum + w), 0)
    weights.forEach((w, i) => {
      if (atLeast.has(i)) return
      widths[i] = (left * w) / shared
      if (widths[i]! < least[i]!) {
        atLeast.add(i)
        grew = true
      }
    })
  }
  for (const i of atLeast) widths[i] = least[i]!
  return widths
}

function fontOf(row: TableRow): string {
  return row.emphasis ? BOLD : REGULAR
}

function rowHeight(pdf: Pdf, row: TableRow, columns: TableColumn[], widths: number[]): number {
  pdf.font(fontOf(row)).fontSize(FONT_SIZE)
  const heights = columns.map((_, i) => pdf.heightOfString(row.cells[i] || ' ', { width: widths[i]! - 2 * PAD }))
  return Math.max(...heights) + 2 * PAD
}

function drawHeaderRow(pdf: Pdf, columns: TableColumn[], widths: number[], y: number): number {
  pdf.font(BOLD).fontSize(FONT_SIZE)
  const height = Math.max(...columns.map((c, i) => pdf.heightOfString(c.header, { width: widths[i]! - 2 * PAD }))) + 2 * PAD
  const width = widths.reduce((a, b) => a + b, 0)
  pdf.save().rect(MARGIN, y, width, height).fill(COLORS.band).restore()
  let x = MARGIN
  pdf.fillColor(COLORS.text)
  columns.forEach((column, i) => {
    pdf.text(column.header, x + PAD, y + PAD, { width: widths[i]! - 2 * PAD, align: column.align ?? 'left' })
    x += widths[i]!
  })
  pdf.save().moveTo(MARGIN, y + height).lineTo(MARGIN + width, y + height).lineWidth(0.8).strokeColor(COLORS.muted).stroke().restore()
  return y + height
}

function drawRow(pdf: Pdf, row: TableRow, columns: TableColumn[], widths: number[], y: number, height: number, index: number): void {
  const width = widths.reduce((a, b) => a + b, 0)
  if (row.emphasis) pdf.save().rect(MARGIN, y, width, height).fill(COLORS.emphasis).restore()
  else if (index % 2 === 1) pdf.save().rect(MARGIN, y, width, height).fill('#f8fafc').restore()
  pdf.font(fontOf(row)).fontSize(FONT_SIZE).fillColor(COLORS.text)
  let x = MARGIN
  columns.forEach((column, i) => {
    pdf.text(row.cells[i] ?? '', x + PAD, y + PAD, { width: widths[i]! - 2 * PAD, height: height - 2 * PAD + 1, ellipsis: true, align: column.align ?? 'left' })
    x += widths[i]!
  })
  pdf.save().moveTo(MARGIN, y + height).lineTo(MARGIN + width, y + height).lineWidth(0.4).strokeColor(COLORS.rule).stroke().restore()
}
