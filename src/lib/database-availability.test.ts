import net from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseDataException, isDatabaseUnavailable } from './database-availability'

// A database that accepts connections and never answers (what a stalled server looks like).
let silent: net.Server
let port: number
const sockets = new Set<net.Socket>()
beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  port = (silent.address() as net.AddressInfo).port
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

describe('isDatabaseUnavailable', () => {
  it("recognises pg's own connect timeout against a silent server (a warm pool's new connection in a stall)", async () => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 100 })
    const error = await errorOf(() => client.connect())
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it("recognises pg's query read timeout", async () => {
    expect(isDatabaseUnavailable(new Error('select 1 - Query read timeout'))).toBe(true)
  })

  it('recognises refused connections and cancelled statements, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable({ message: 'wrapped', nativeError: { code: '57014' } })).toBe(true)
    // The server has no connection left for us (the session store's pool met it while a stall's connections were being dropped).
    expect(isDatabaseUnavailable(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true)
  })

  it('recognises a database an operator took away: renamed or dropped, closed to connections, its password rotated, its host unreachable', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('database "menorca" does not exist'), { code: '3D000' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('database "menorca" is not currently accepting connections'), { code: '55000' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' }))).toBe(true)
    expect(isDatabaseUnavailable({ message: 'Acquire connection error', cause: Object.assign(new Error('connect EHOSTUNREACH 10.0.0.5:5432'), { code: 'EHOSTUNREACH' }) })).toBe(true)
    // 55000 is also a query's own mistake (a sequence's currval asked too early): not an outage.
    expect(isDatabaseUnavailable(Object.assign(new Error('currval of sequence "s" is not yet defined in this session'), { code: '55000' }))).toBe(false)
  })

  it('leaves bugs as bugs: a bad query or an unrelated timeout is not an outage', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('column "nope" does not exist'), { code: '42703' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'route')"))).toBe(false)
    expect(isDatabaseUnavailable(new Error('the payment provider: timeout expired while waiting'))).toBe(false)
  })
})

describe('isDatabaseDataException', () => {
  it('recognises a value the database refused (class 22), also wrapped, and nothing else', () => {
    expect(isDatabaseDataException(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }))).toBe(true)
    expect(isDatabaseDataException({ message: 'wrapped', nativeError: { code: '22003' } })).toBe(true)
    expect(isDatabaseDataException(Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }))).toBe(true)
    expect(isDatabaseDataException(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseDataException(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false)
  })
})
