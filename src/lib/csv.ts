// CSV for spreadsheets (RFC 4180 quoting, formula-injection safe). Every export uses these.

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma, semicolon or line break, quotes
 * doubled. A cell starting with = + - @ (or tab / carriage return) gets a leading ' so a
 * spreadsheet never runs it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: Array<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',')
}

/** A whole file: lines ending in CRLF, with the UTF-8 byte-order mark spreadsheets need to read accents. */
export function csvFile(lines: Array<Array<string | number | null | undefined>>): string {
  return `\uFEFF${lines.map((l) => `${csvLine(l)}\r\n`).join('')}`
}
