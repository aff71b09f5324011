// iCalendar (RFC 5545) files for e-mails: "add to calendar" for a transfer leg or a trip.
// Written by hand, it is small: one VCALENDAR of VEVENTs, times in UTC, lines folded at 75
// octets, TEXT values escaped.

export interface IcsEvent {
  /** Globally unique and stable for the same event, so a corrected file updates it ("leg-42@menorca.example"). */
  uid: string
  start: Date
  end: Date
  summary: string
  description?: string
  location?: string
  url?: string
  /** When this version of the event was produced (DTSTAMP). Default: now. */
  stamp?: Date
  /** Raise it for each change of the same event (0 first), so calendars take the newer one. */
  sequence?: number
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

export interface IcsOptions {
  /** PRODID: who made the file, e.g. "-//Menorca Tours//Transfers//EN". */
  prodId: string
  /** PUBLISH (default) for a file to import; CANCEL with events whose status is CANCELLED. */
  method?: 'PUBLISH' | 'CANCEL'
}

/** The MIME type of an .ics attachment. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH'

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** TEXT values: backslash, semicolon and comma escaped, every line break as \n (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n')
}

/** 20260821T120500Z */
export function icsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('toIcs: invalid date')
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/**
 * One content line folded into lines of at most 75 octets (CRLF excluded), each continuation
 * starting with a space; never inside a UTF-8 character (RFC 5545 §3.1).
 */
export function foldIcsLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    if (octets + size > MAX_OCTETS) {
      out.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join(CRLF)
}

/** Control characters other than line breaks have no place in a calendar line. */
const clean = (value: string) => Array.from(value).filter((c) => c === '\n' || c === '\r' || !/\p{Cc}/u.test(c)).join('')

export function toIcs(events: IcsEvent[], options: IcsOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${clean(options.prodId)}`, 'CALSCALE:GREGORIAN', `METHOD:${options.method ?? 'PUBLISH'}`]
  const now = new Date()
  for (const event of events) {
    if (event.end.getTime() < event.start.getTime()) throw new RangeError(`toIcs: event ${event.uid} ends before it starts`)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(clean(event.uid))}`,
      `DTSTAMP:${icsUtc(event.stamp ?? now)}`,
      `DTSTART:${icsUtc(event.start)}`,
      `DTEND:${icsUtc(event.end)}`,
      `SUMMARY:${escapeIcsText(clean(event.summary))}`,
    )
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(clean(event.description))}`)
    if (event.location) lines.push(`LOCATION:${escapeIcsText(clean(event.location))}`)
    // URL is a URI, not TEXT: no escaping, but no line break or space may get in.
    if (event.url) lines.push(`URL:${clean(event.url).replace(/\s/g, '')}`)
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`)
    if (event.status) lines.push(`STATUS:${event.status}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}
