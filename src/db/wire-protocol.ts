/**
 * The few pieces of PostgreSQL's frontend/backend protocol (v3) that the embedded session server
 * needs: cutting a client's byte stream into messages, giving each client its own names for
 * prepared statements and portals, and building an ErrorResponse.
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */

const PROTOCOL_V3 = 196608
const SSL_REQUEST_CODE = 80877103
const GSSENC_REQUEST_CODE = 80877104
const CANCEL_REQUEST_CODE = 80877102
/** A frontend message larger than this is a broken or hostile client (PostgreSQL's own limit is 1 GB). */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024

export type FrontendMessage =
  | { kind: 'startup'; bytes: Buffer }
  | { kind: 'ssl-request' }
  | { kind: 'cancel-request' }
  | { kind: 'regular'; type: string; bytes: Buffer }

export class ProtocolViolation extends Error {}

/**
 * Cuts the complete messages off the front of `buffer`. Before the startup message a client
 * sends untyped messages (SSL/GSS requests, cancel requests, the startup message itself);
 * afterwards every message is a type byte, an int32 length and the body.
 */
export function takeMessages(buffer: Buffer, started: boolean): { messages: FrontendMessage[]; rest: Buffer; started: boolean } {
  const messages: FrontendMessage[] = []
  let offset = 0
  for (;;) {
    if (!started) {
      if (buffer.length - offset < 8) break
      const length = buffer.readInt32BE(offset)
      if (length < 8 || length > 10_000) throw new ProtocolViolation(`invalid startup packet length ${length}`)
      if (buffer.length - offset < length) break
      const code = buffer.readInt32BE(offset + 4)
      const bytes = buffer.subarray(offset, offset + length)
      offset += length
      if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) messages.push({ kind: 'ssl-request' })
      else if (code === CANCEL_REQUEST_CODE) messages.push({ kind: 'cancel-request' })
      else if (code === PROTOCOL_V3) {
        messages.push({ kind: 'startup', bytes: Buffer.from(bytes) })
        started = true
      } else throw new ProtocolViolation(`unsupported protocol ${code}`)
      continue
    }
    if (buffer.length - offset < 5) break
    const length = buffer.readInt32BE(offset + 1)
    if (length < 4 || length > MAX_MESSAGE_BYTES) throw new ProtocolViolation(`invalid message length ${length}`)
    if (buffer.length - offset < length + 1) break
    const bytes = Buffer.from(buffer.subarray(offset, offset + 1 + length))
    messages.push({ kind: 'regular', type: String.fromCharCode(bytes[0]!), bytes })
    offset += 1 + length
  }
  return { messages, rest: offset === 0 ? buffer : Buffer.from(buffer.subarray(offset)), started }
}

/** Messages after which the backend answers ReadyForQuery: the end of an exchange. */
export function endsExchange(type: string): boolean {
  return type === 'S' || type === 'Q'
}

/**
 * Prepared statements and portals live in the session, which all clients share: a client's
 * named ones get its own prefix, so two clients may both prepare "q1" without meeting. The
 * unnamed statement and portal ("") stay unnamed: a client owns the session for the whole
 * exchange that uses them. Returns the rewritten message and the statement it creates or closes.
 */
export function scopeNames(message: Buffer, prefix: string): { bytes: Buffer; prepared?: string; closed?: string } {
  const type = String.fromCharCode(message[0]!)
  const scope = (name: string) => (name === '' ? '' : prefix + name)
  switch (type) {
    case 'P': {
      // Parse: statement name, query, parameter types
      const [name, after] = readCString(message, 5)
      if (name === '') return { bytes: message }
      return { bytes: rebuild(type, [cString(scope(name)), message.subarray(after)]), prepared: scope(name) }
    }
    case 'B': {
      // Bind: portal name, statement name, the rest
      const [portal, afterPortal] = readCString(message, 5)
      const [statement, afterStatement] = readCString(message, afterPortal)
      if (portal === '' && statement === '') return { bytes: message }
      return { bytes: rebuild(type, [cString(scope(portal)), cString(scope(statement)), message.subarray(afterStatement)]) }
    }
    case 'D':
    case 'C': {
      // Describe / Close: 'S' or 'P', then a name
      const target = String.fromCharCode(message[5]!)
      const [name] = readCString(message, 6)
      if (name === '') return { bytes: message }
      const bytes = rebuild(type, [message.subarray(5, 6), cString(scope(name))])
      return type === 'C' && target === 'S' ? { bytes, closed: scope(name) } : { bytes }
    }
    case 'E': {
      // Execute: portal name, row limit
      const [portal, after] = readCString(message, 5)
      if (portal === '') return { bytes: message }
      return { bytes: rebuild(type, [cString(scope(portal)), message.subarray(after)]) }
    }
    default:
      return { bytes: message }
  }
}

export function closeStatementMessage(name: string): Buffer {
  return rebuild('C', [Buffer.from('S'), cString(name)])
}

export const SYNC_MESSAGE = rebuild('S', [])

export function simpleQueryMessage(sql: string): Buffer {
  return rebuild('Q', [cString(sql)])
}

/** A FATAL ErrorResponse, for a client the server turns away before its session starts. */
export function fatalError(sqlState: string, text: string): Buffer {
  return rebuild('E', [Buffer.from('SFATAL\0'), Buffer.from('VFATAL\0'), cString(`C${sqlState}`), cString(`M${text}`), Buffer.from([0])])
}

function readCString(buffer: Buffer, start: number): [string, number] {
  const end = buffer.indexOf(0, start)
  if (end < 0) throw new ProtocolViolation('unterminated string')
  return [buffer.toString('utf8', start, end), end + 1]
}

function cString(text: string): Buffer {
  return Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])])
}

function rebuild(type: string, parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts)
  const header = Buffer.alloc(5)
  header.write(type, 0, 'latin1')
  header.writeInt32BE(body.length + 4, 1)
  return Buffer.concat([header, body])
}
