/** The rows of a CSV file as the exports write it (BOM, CRLF, RFC 4180 quotes), each by its header's column names. */
export function csvRecords(text: string): Array<Record<string, string>> {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      row.push(cell)
      cell = ''
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
      i++
    } else {
      cell += c
    }
  }
  const [header = [], ...records] = rows
  return records.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])))
}
