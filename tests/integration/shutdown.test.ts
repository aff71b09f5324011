import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../helpers/server-process'
import { cloneTemplateDatabase, type ClonedDatabase } from '../helpers/test-databases'
import { localParts } from '../../src/lib/island-time'

let server: ServerProcess | undefined
let database: ClonedDatabase | undefined
let dataDir: string | undefined
afterEach(async () => {
  server?.child.kill('SIGKILL')
  await server?.exited
  await database?.drop()
  database = undefined
  // Each server's copy of the embedded database is 36 MB: left in /tmp, every run would add three.
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  dataDir = undefined
})

/**
 * The built site on a copy of the run's migrated, seeded database, where the run made one: on
 * PostgreSQL a database copied from the template, else the embedded database's snapshot opened as
 * the process's data directory. Either way it finds its start-up work done (a fresh embedded
 * database took each start 10 s on the PostgreSQL run). The demo pictures are shared, not generated again.
 */
async function startServer(): Promise<ServerProcess> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-shutdown-'))
  symlinkSync(path.join(inject('dataDir'), 'images'), path.join(dataDir, 'images'))
  const snapshot = inject('embeddedSnapshot')
  const template = inject('templateDatabase')
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl && template) database = await cloneTemplateDatabase(serverUrl, template)
  else if (snapshot) {
    mkdirSync(path.join(dataDir, 'pg'))
    execFileSync('tar', ['-xf', snapshot, '-C', path.join(dataDir, 'pg')])
  }
  // With an external database the production start asks for its secrets (src/config/env.ts).
  const secrets: Record<string, string> = database ? { SESSION_SECRET: randomBytes(32).toString('hex'), APP_SECRET: randomBytes(32).toString('hex') } : {}
  server = await startServerProcess({ dataDir, databaseUrl: database?.connectionString, env: secrets, stdio: ['ignore', 'pipe', 'pipe'] })
  return server
}

function logOf(process: ServerProcess): () => string {
  let text = ''
  process.child.stdout!.on('data', (chunk) => (text += String(chunk)))
  process.child.stderr!.on('data', (chunk) => (text += String(chunk)))
  return () => text
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    }).on('error', reject)
  })
}

interface LoadResult {
  errors: number
  timeouts: number
  non2xx: number
  duration: number
  statusCodeStats: Record<string, { count: number }>
}

interface LoadClient {
  reqsMade: number
  responseMax?: number
  on(event: 'headers', listener: (headers: { shouldKeepAlive: boolean }) => void): void
}

/**
 * Makes autocannon's clients behave like a real client behind a load balancer: after a response
 * that says `Connection: close` they neither write another request on that connection (autocannon
 * itself would, and count the reset as an error) nor reconnect to the stopping instance.
 */
function honourConnectionClose(client: LoadClient): void {
  client.on('headers', ({ shouldKeepAlive }) => {
    if (!shouldKeepAlive) client.responseMax = client.reqsMade
  })
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0 within 10 s', async () => {
    const { url, child, exited } = await startServer()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    await Promise.all(Array.from({ length: 8 }, () => get(agent, `${url}/healthz`))) // open the keep-alive sockets

    const inFlight = Array.from({ length: 8 }, (_, i) => get(agent, `${url}${i % 2 ? '/?lng=en' : '/api/trips/popular'}`))
    await new Promise((r) => setTimeout(r, 20))
    const signalledAt = Date.now()
    child.kill('SIGTERM')

    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200))
    const { code, at } = await exited
    expect(code).toBe(0)
    expect(at - signalledAt).toBeLessThan(10_000)
    await expect(get(new http.Agent(), `${url}/healthz`)).rejects.toThrow(/ECONNREFUSED/)
  }, 180_000)

  it('under load: SIGTERM loses no request — no connection error, no timeout, no 5xx — and exits 0', async () => {
    const running = await startServer()
    const log = logOf(running)
    const paths = ['/?lng=en', '/?lng=de', '/trips', '/api/trips/popular', '/api/destinations/popular', '/destinations']
    for (const p of paths) expect((await fetch(`${running.url}${p}`)).status).toBe(200) // warm: measure the stop, not first renders

    let signalledAt = 0
    let answeredAfterSignal = 0
    const load = autocannon({ url: running.url, connections: 16, duration: 30, requests: paths.map((p) => ({ path: p })), setupClient: honourConnectionClose })
    load.on('response', () => signalledAt && answeredAfterSignal++)
    const finished = new Promise<LoadResult>((resolve) => load.on('done', resolve))
    await new Promise((r) => setTimeout(r, 3_000))
    signalledAt = Date.now()
    running.child.kill('SIGTERM')

    const result = await finished
    const { code, at } = await running.exited
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 })
    expect(Object.keys(result.statusCodeStats)).toEqual(['200'])
    expect(answeredAfterSignal).toBeGreaterThanOrEqual(16) // each connection's request in flight was answered
    expect(result.duration).toBeLessThan(30) // every client was told to close instead of being cut at the end
    expect(code).toBe(0)
    expect(at - signalledAt).toBeLessThan(10_000)
    expect(log()).not.toContain('did not finish in time')
  }, 180_000)

  it('after a burst of mixed load (bookings, sign-ups, searches, pages) with keep-alive, idle and half-sent connections open, SIGTERM exits 0 within 10 s', async () => {
    const running = await startServer()
    // Read what the server writes: a full pipe would block its logging and so the server itself.
    const log = logOf(running)
    const date = localParts(new Date(Date.now() + 10 * 86_400_000)).date
    const booking = { tripType: 'one-way', from: 'airport', to: 'fornells', toAddress: 'Hotel Port Fornells', date, time: '14:30', flightNumber: 'VY 3904', adults: 2, children: 0, infants: 0, suitcases: 2, sportsEquipment: 0, childSeats: 0, vehicle: 'car', name: 'Anna Schmidt', email: 'anna@example.de', phone: '+49 170 1234567', notes: '', terms: true }
    let n = 0
    const json = { 'content-type': 'application/json' }
    const requests = [
      { path: '/?lng=en' },
      { path: '/trips?lng=de&q=kayak' }, // a search: rendered every time
      { path: '/api/trips/popular' },
      { method: 'POST', path: '/api/transfers/requests?lng=en', headers: json, body: JSON.stringify(booking) },
      { method: 'POST', path: '/api/subscribe', headers: json, setupRequest: (req: object) => ({ ...req, body: JSON.stringify({ email: `reader${n++}@example.org` }) }) },
      { path: '/destinations' },
    ]
    // Each client its own address, so the per-address limits do not turn the writes into 429s.
    let client = 0
    const load = autocannon({
      url: running.url,
      connections: 16,
      duration: 30,
      requests,
      setupClient: (c: LoadClient & { setHeaders(h: Record<string, string>): void }) => {
        c.setHeaders({ 'x-forwarded-for': `203.0.113.${++client}` })
        honourConnectionClose(c)
      },
    })
    const finished = new Promise<LoadResult>((resolve) => load.on('done', resolve))
    // Connections a load balancer or a browser leaves behind: one idle after a request, one whose request never finishes arriving.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect(await get(agent, `${running.url}/healthz`)).toBe(200)
    const { port } = new URL(running.url)
    const halfSent = net.connect(Number(port), '127.0.0.1')
    halfSent.on('error', () => {})
    halfSent.write('POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nname=Anna')
    await new Promise((r) => setTimeout(r, 4_000)) // the burst itself (thousands of requests): not a decision, only how long the load runs
    const signalledAt = Date.now()
    running.child.kill('SIGTERM')

    const { code, at } = await running.exited
    expect(at - signalledAt, log()).toBeLessThan(10_000)
    expect(code, log()).toBe(0) // 1 when the deadline had to force it (src/server/boot.ts)
    const result = await finished
    expect(result.statusCodeStats['200']?.count ?? 0).toBeGreaterThan(0) // the load did reach the server
    halfSent.destroy()
    agent.destroy()
  }, 180_000)
})
