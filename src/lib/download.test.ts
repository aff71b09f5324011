import { describe, expect, it } from 'vitest'
import { contentDisposition } from './download'

describe('contentDisposition', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(contentDisposition('attachment', 'Voucher TR-2026-0042.pdf')).toBe('attachment; filename="Voucher TR-2026-0042.pdf"')
    expect(contentDisposition('inline', 'run-sheet.pdf')).toBe('inline; filename="run-sheet.pdf"')
  })

  it('adds the UTF-8 name for accents and symbols, with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Fahrtenliste Jürgen → Maó.pdf')).toBe(
      `attachment; filename="Fahrtenliste Jurgen Mao.pdf"; filename*=UTF-8''Fahrtenliste%20J%C3%BCrgen%20%E2%86%92%20Ma%C3%B3.pdf`,
    )
    expect(contentDisposition('attachment', "l'(col·legi)*.ics")).toBe(`attachment; filename="l'(collegi)*.ics"; filename*=UTF-8''l%27%28col%C2%B7legi%29%2A.ics`)
  })

  it('lets no name end or extend the header', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nX-Evil: 1.pdf')
    expect(header).not.toMatch(/[\r\n]/)
    expect(header.startsWith('attachment; filename="a_b_cX-Evil: 1.pdf"; filename*=')).toBe(true)
    expect(contentDisposition('attachment', '日本.pdf')).toBe(`attachment; filename=".pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`)
    expect(contentDisposition('attachment', '日本')).toBe(`attachment; filename="download"; filename*=UTF-8''%E6%97%A5%E6%9C%AC`)
  })
})
