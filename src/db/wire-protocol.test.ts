import { describe, expect, it } from 'vitest'
import { closeStatementMessage, ProtocolViolation, scopeNames, takeMessages } from './wire-protocol'

function message(type: string, body: string): Buffer {
  const bytes = Buffer.from(body, 'latin1')
  const header = Buffer.alloc(5)
  header.write(type, 0, 'latin1')
  header.writeInt32BE(bytes.length + 4, 1)
  return Buffer.concat([header, bytes])
}

function startup(): Buffer {
  const params = Buffer.from('user\0postgres\0\0', 'latin1')
  const head = Buffer.alloc(8)
  head.writeInt32BE(8 + params.length, 0)
  head.writeInt32BE(196608, 4)
  return Buffer.concat([head, params])
}

describe('takeMessages', () => {
  it('cuts the startup message, then typed messages, and keeps an incomplete tail for later', () => {
    const parse = message('P', '\0select 1\0\0\0')
    const sync = message('S', '')
    const stream = Buffer.concat([startup(), parse, sync.subarray(0, 3)])
    const first = takeMessages(stream, false)
    expect(first.messages.map((m) => (m.kind === 'regular' ? m.type : m.kind))).toEqual(['startup', 'P'])
    expect(first.started).toBe(true)
    const second = takeMessages(Buffer.concat([first.rest, sync.subarray(3)]), first.started)
    expect(second.messages.map((m) => (m.kind === 'regular' ? m.type : m.kind))).toEqual(['S'])
    expect(second.rest).toHaveLength(0)
  })

  it('recognises an SSL request before the startup message', () => {
    const ssl = Buffer.alloc(8)
    ssl.writeInt32BE(8, 0)
    ssl.writeInt32BE(80877103, 4)
    expect(takeMessages(ssl, false).messages).toEqual([{ kind: 'ssl-request' }])
  })

  it('refuses a length that cannot be a message', () => {
    const broken = Buffer.from([0x51, 0, 0, 0, 1])
    expect(() => takeMessages(broken, true)).toThrow(ProtocolViolation)
  })
})

describe('scopeNames', () => {
  it('prefixes named statements and portals, and leaves unnamed ones alone', () => {
    const named = scopeNames(message('P', 'q1\0select $1\0\0\0'), 'c7_')
    expect(named.prepared).toBe('c7_q1')
    expect(named.bytes.toString('latin1', 5)).toBe('c7_q1\0select $1\0\0\0')
    expect(named.bytes.readInt32BE(1)).toBe(named.bytes.length - 1)

    const unnamed = message('P', '\0select 1\0\0\0')
    expect(scopeNames(unnamed, 'c7_')).toEqual({ bytes: unnamed })

    const bind = scopeNames(message('B', 'p1\0q1\0\0\0\0\0\0\0'), 'c7_')
    expect(bind.bytes.toString('latin1', 5)).toBe('c7_p1\0c7_q1\0\0\0\0\0\0\0')
    expect(scopeNames(message('E', 'p1\0\0\0\0\0'), 'c7_').bytes.toString('latin1', 5)).toBe('c7_p1\0\0\0\0\0')
    expect(scopeNames(message('D', 'Sq1\0'), 'c7_').bytes.toString('latin1', 5)).toBe('Sc7_q1\0')
  })

  it('reports the statement a Close message drops', () => {
    const closed = scopeNames(message('C', 'Sq1\0'), 'c7_')
    expect(closed.closed).toBe('c7_q1')
    expect(closed.bytes).toEqual(closeStatementMessage('c7_q1'))
  })
})
