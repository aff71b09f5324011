import { EventEmitter } from 'node:events'
import http from 'node:http'
import net from 'node:net'
import { pino } from 'pino'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleShutdown, type Runtime } from './boot'

const DEADLINE_MS = 8_000

let server: http.Server
let sockets: net.Socket[] = []
beforeEach(async () => {
  // Only the timers are fake: sockets and the server's own close are real I/O.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  server = http.createServer(() => {}) // never answers: a request stuck somewhere
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterEach(async () => {
  for (const socket of sockets) socket.destroy()
  sockets = []
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  vi.useRealTimers()
})

/** Lets real I/O callbacks run (the fake clock does not move). */
async function ioTurns(n = 20): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve))
}

function setUp(close: () => Promise<void>) {
  const signals = new EventEmitter()
  const exit = vi.fn<(code: number) => void>()
  const runtime = { logger: pino({ level: 'silent' }), close, app: {} } as unknown as Runtime
  handleShutdown(server, runtime, { deadlineMs: DEADLINE_MS, exit, signals })
  return { signals, exit }
}

async function connect(): Promise<net.Socket> {
  const { port } = server.address() as net.AddressInfo
  const socket = net.connect(port, '127.0.0.1')
  socket.on('error', () => {})
  sockets.push(socket)
  await new Promise((resolve) => socket.once('connect', resolve))
  return socket
}

describe('shutdown deadline', () => {
  it('exits 0 as soon as everything is closed', async () => {
    const { signals, exit } = setUp(async () => {})
    signals.emit('SIGTERM')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 5_000, interval: 5 })
    expect(exit).toHaveBeenCalledTimes(1)
  })

  it('closes connections whose request never finishes (or never fully arrives) before the deadline, then exits 0', async () => {
    const stuck = await connect()
    stuck.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n') // a request the server never answers
    const halfSent = await connect()
    halfSent.write('POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nname=') // a slow client's body
    await ioTurns()
    const { signals, exit } = setUp(async () => {})
    signals.emit('SIGTERM')
    await ioTurns()
    await vi.advanceTimersByTimeAsync(DEADLINE_MS - 3_000 - 1)
    expect(exit).not.toHaveBeenCalled() // requests get their time
    await vi.advanceTimersByTimeAsync(1)
    for (let i = 0; i < 100 && !exit.mock.calls.length; i++) await ioTurns(1)
    expect(exit.mock.calls).toEqual([[0]])
  })

  it('exits 1 at the deadline when closing hangs (a pool, the mail worker, the embedded database)', async () => {
    const { signals, exit } = setUp(() => new Promise<void>(() => {}))
    signals.emit('SIGTERM')
    await ioTurns()
    await vi.advanceTimersByTimeAsync(DEADLINE_MS - 1)
    expect(exit).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(exit.mock.calls).toEqual([[1]])
  })

  it('a second signal does not start a second shutdown', async () => {
    let closes = 0
    const { signals, exit } = setUp(async () => void closes++)
    signals.emit('SIGTERM')
    signals.emit('SIGINT')
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 5_000, interval: 5 })
    expect(closes).toBe(1)
  })
})
