import { describe, expect, it } from 'vitest'
import { csvCell, csvFile } from './csv'

describe('csv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`)
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('writes a file with a byte-order mark and CRLF line ends', () => {
    expect(csvFile([['a', 'b'], ['Maó', 1]])).toBe('\uFEFFa,b\r\nMaó,1\r\n')
  })
})
