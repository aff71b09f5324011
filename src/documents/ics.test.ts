import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { escapeIcsText, foldIcsLine, toIcs, type IcsEvent } from './ics'

// The .ics file attached to a confirmation: a customer's calendar must show the transfer at the
// right moment with its texts intact, whatever language and punctuation they carry.

const outbound: IcsEvent = {
  uid: 'transfer-leg-42@menorca.example',
  start: new Date('2026-08-21T12:05:00Z'),
  end: new Date('2026-08-21T13:05:00Z'),
  stamp: new Date('2026-08-01T10:00:00Z'),
  summary: 'Transfer: Flughafen Menorca → Hotel Sa Pedrera, Ciutadella',
  description: 'Buchung TR-2026-0042; Fahrer: Jordi Pons, +34 600 000 000.\nZahlen Sie 63 € an Bord (bar, Karte).\nPfad: C:\\Reisen\\Menorca',
  location: 'Aeropuerto de Menorca, Maó; Ankunftshalle',
  url: 'https://www.menorca.example/airport-transfers/booking?ref=TR-2026-0042&sig=abc,def',
  sequence: 1,
  status: 'CONFIRMED',
}
const back: IcsEvent = { uid: 'transfer-leg-43@menorca.example', start: new Date('2026-08-28T07:30:00Z'), end: new Date('2026-08-28T08:30:00Z'), stamp: new Date('2026-08-01T10:00:00Z'), summary: 'Transfer: Hotel Sa Pedrera → Flughafen Menorca' }

const ics = () => toIcs([outbound, back], { prodId: '-//Menorca Tours//Transfers//DE' })

describe('toIcs', () => {
  it('is a VCALENDAR of CRLF lines of at most 75 octets, ending with CRLF', () => {
    const text = ics()
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Menorca Tours//Transfers//DE\r\n')).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(text).toContain('\r\nDTSTART:20260821T120500Z\r\nDTEND:20260821T130500Z\r\n')
    expect(text).toContain('\r\nDTSTAMP:20260801T100000Z\r\n')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2)
  })

  it('escapes backslash, semicolon, comma and line breaks in texts, not in the URL', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
    const unfolded = ics().replace(/\r\n /g, '')
    expect(unfolded).toContain('LOCATION:Aeropuerto de Menorca\\, Maó\\; Ankunftshalle\r\n')
    expect(unfolded).toContain('URL:https://www.menorca.example/airport-transfers/booking?ref=TR-2026-0042&sig=abc,def\r\n')
  })

  it('folds long lines without splitting a multi-byte character, and unfolding gives the line back', () => {
    const line = `SUMMARY:${'Transfer → Ciutadella · Café ñ €'.repeat(6)}`
    const folded = foldIcsLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
      if (i > 0) expect(part.startsWith(' ')).toBe(true)
      // Each physical line is valid UTF-8 on its own.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part)
      expect(part).not.toContain('\uFFFD')
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    expect(foldIcsLine('SHORT:ok')).toBe('SHORT:ok')
  })

  it('reads back through a calendar parser (ical.js) with the same times and texts', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics()))
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Menorca Tours//Transfers//DE')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    const [first, second] = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(first!.uid).toBe(outbound.uid)
    expect(first!.summary).toBe(outbound.summary)
    expect(first!.description).toBe(outbound.description)
    expect(first!.location).toBe(outbound.location)
    expect(first!.startDate.toJSDate().getTime()).toBe(outbound.start.getTime())
    expect(first!.endDate.toJSDate().getTime()).toBe(outbound.end.getTime())
    expect(first!.sequence).toBe(1)
    expect(first!.component.getFirstPropertyValue('url')).toBe(outbound.url)
    expect(first!.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(second!.summary).toBe(back.summary)
    expect(second!.startDate.toJSDate().toISOString()).toBe('2026-08-28T07:30:00.000Z')
  })

  it('drops control characters other than line breaks', () => {
    const text = toIcs([{ ...back, summary: 'Transfer\u0007 to\u0000 Maó' }], { prodId: 'x' })
    expect(text).toContain('SUMMARY:Transfer to Maó\r\n')
  })

  it('refuses an event that ends before it starts or has an invalid date', () => {
    expect(() => toIcs([{ ...back, end: new Date('2026-08-28T07:00:00Z') }], { prodId: 'x' })).toThrow(RangeError)
    expect(() => toIcs([{ ...back, start: new Date('nonsense') }], { prodId: 'x' })).toThrow(RangeError)
  })
})
