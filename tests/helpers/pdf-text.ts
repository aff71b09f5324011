import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** One printed line: the text runs on one baseline, left to right, and whether all of them are bold. */
export interface PdfLine {
  text: string
  bold: boolean
}

/** What a reader of a PDF gets from a page: its text as laid out, its links and the fonts it uses. */
export interface PdfPage {
  text: string
  lines: PdfLine[]
  links: string[]
  fonts: string[]
}

/**
 * Reads a PDF with PDF.js (the engine of Firefox's viewer): the text a person would copy from
 * each page, grouped into lines top to bottom, the link targets and the embedded fonts' names.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: PdfPage[]; info: Record<string, unknown> }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, useSystemFonts: false, fontExtraProperties: true }).promise
  try {
    const pages: PdfPage[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const operators = await page.getOperatorList()
      const fontNames = new Map<string, string>()
      operators.fnArray.forEach((fn, i) => {
        if (fn !== OPS.setFont) return
        const id = operators.argsArray[i][0] as string
        fontNames.set(id, (page.commonObjs.get(id) as { name: string }).name)
      })
      const content = await page.getTextContent()
      const rows: Array<{ y: number; runs: Array<{ x: number; str: string; bold: boolean }> }> = []
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue
        const y = item.transform[5] as number
        let row = rows.find((r) => Math.abs(r.y - y) <= 2)
        if (!row) rows.push((row = { y, runs: [] }))
        row.runs.push({ x: item.transform[4] as number, str: item.str, bold: /bold/i.test(fontNames.get(item.fontName) ?? '') })
      }
      const lines = rows
        .sort((a, b) => b.y - a.y)
        .map(({ runs }) => {
          runs.sort((a, b) => a.x - b.x)
          return { text: runs.map((r) => r.str).join(' ').replace(/\s+/g, ' ').trim(), bold: runs.every((r) => r.bold) }
        })
      const links = (await page.getAnnotations()).map((a: { url?: string }) => a.url).filter((u): u is string => Boolean(u))
      pages.push({ text: lines.map((l) => l.text).join('\n'), lines, links, fonts: [...new Set(fontNames.values())] })
    }
    const { info } = await pdf.getMetadata()
    return { pages, info: info as Record<string, unknown> }
  } finally {
    await pdf.destroy()
  }
}
