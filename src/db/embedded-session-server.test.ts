import { connect, type Socket } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EmbeddedSessionServer } from './embedded-session-server'

/**
 * PGlite has one session; these clients share it through the server as the app's pools do.
 * Each checks that every answer it gets is its own (issue 12 §1: with pglite-socket, two
 * clients' Parse/Bind/Execute interleaved and one received the other's parameters or rows).
 */
describe('embedded session server', () => {
  let db: PGlite
  let server: EmbeddedSessionServer
  let url: string
  const errors: unknown[] = []
  let failNextMessage = false

  beforeAll(async () => {
    db = await PGlite.create()
    // The same database, with a switch that makes PGlite throw once (an internal error).
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'execProtocolRawStream') {
          return (message: Uint8Array, options: never) => {
            if (failNextMessage) {
              failNextMessage = false
              return Promise.reject(new Error('simulated internal error'))
            }
            return target.execProtocolRawStream(message, options)
          }
        }
        const value = Reflect.get(target, property, receiver) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    server = new EmbeddedSessionServer({ db: flaky, maxConnections: 40, onError: (error) => errors.push(error) })
    const { host, port } = await server.start()
    url = `postgres://postgres@${host}:${port}/postgres`
    await db.exec('create table entries (client int not null, seq int not null, payload text not null, primary key (client, seq))')
    await db.exec('create table counters (client int primary key, value int not null)')
  })

  afterAll(async () => {
    await server.stop()
    await db.close()
  })

  async function client(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    return c
  }

  it('keeps 16 concurrent clients running different parameterized statements apart, thousands of times', async () => {
    const CLIENTS = 16
    const ROUNDS = 150
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => client()))
    let statements = 0
    await Promise.all(
      clients.map(async (c, id) => {
        await c.query('insert into counters (client, value) values ($1, 0)', [id])
        for (let seq = 0; seq < ROUNDS; seq++) {
          // Unnamed, a write with four parameters and RETURNING.
          const inserted = await c.query('insert into entries (client, seq, payload) values ($1, $2, $3) returning client, seq, payload', [id, seq, `c${id}-${seq}`])
          expect(inserted.rows).toEqual([{ client: id, seq, payload: `c${id}-${seq}` }])
          // Named, the same name on every client but a different text and parameter count.
          const echoed = await c.query({ name: 'echo', text: `select ${id}::int as me, ${'$1::int + 0 as a, '.repeat(1)}$2::text as b${id % 2 ? ', $3::int as c' : ''}`, values: id % 2 ? [seq, `s${id}`, id] : [seq, `s${id}`] })
          expect(echoed.rows).toEqual([id % 2 ? { me: id, a: seq, b: `s${id}`, c: id } : { me: id, a: seq, b: `s${id}` }])
          // Unnamed read of its own rows only.
          const mine = await c.query('select count(*)::int as n, min(client) as lo, max(client) as hi from entries where client = $1', [id])
          expect(mine.rows[0]).toEqual({ n: seq + 1, lo: id, hi: id })
          // A transaction: a read-modify-write that no one may see half-done.
          if (seq % 5 === 0) {
            await c.query('begin')
            const { rows } = await c.query('select value from counters where client = $1', [id])
            await c.query({ name: 'bump', text: 'update counters set value = $2 where client = $1', values: [id, rows[0].value + 1] })
            await c.query('commit')
            statements += 4
          }
          statements += 3
        }
        const final = await c.query('select value from counters where client = $1', [id])
        expect(final.rows[0].value).toBe(ROUNDS / 5)
      }),
    )
    expect(statements).toBeGreaterThan(7000)
    await Promise.all(clients.map((c) => c.end()))
    expect(errors).toEqual([])
  })

  it('rolls back the transaction of a client that goes away inside it, and serves the others meanwhile', async () => {
    const leaving = await client()
    const staying = await client()
    await leaving.query('begin')
    await leaving.query('insert into counters (client, value) values (1000, 1)')
    // The other client waits for the session while the transaction is open…
    const waiting = staying.query('select count(*)::int as n from counters where client = 1000')
    await until(() => server.stats().waiting === 1)
    // …and gets it, clean, once the owner disconnects.
    await leaving.end()
    expect((await waiting).rows[0].n).toBe(0)
    expect(await db.isInTransaction()).toBe(false)
    await staying.end()
  })

  it('finishes the exchange of a client cut off between Parse and Sync', async () => {
    const raw = await rawConnection(url)
    // Parse and Bind an unnamed statement, never Sync: the session belongs to this client…
    raw.write(Buffer.concat([message('P', Buffer.from('\0select 1\0\0\0', 'latin1')), message('B', Buffer.from('\0\0\0\0\0\0\0\0', 'latin1'))]))
    await until(() => server.stats().held)
    const other = new pg.Client({ connectionString: url })
    const connecting = other.connect()
    await until(() => server.stats().waiting === 1)
    raw.destroy()
    await connecting
    const answer = other.query('select $1::int as n', [7])
    // …until it goes; then the next client's unnamed statement is its own.
    expect((await answer).rows).toEqual([{ n: 7 }])
    await other.end()
  })

  it('recovers from an internal error: the client concerned is cut off, the next ones are served', async () => {
    const unlucky = await client()
    unlucky.on('error', () => {})
    failNextMessage = true
    await expect(unlucky.query('select 1')).rejects.toThrow()
    const next = await client()
    expect((await next.query('select $1::text as t', ['fine'])).rows).toEqual([{ t: 'fine' }])
    await next.end()
    expect(errors).toHaveLength(1)
    errors.length = 0
  })

  it('disconnects a client that holds the session idle inside a transaction, so the others go on', async () => {
    const quick = new EmbeddedSessionServer({ db, maxConnections: 4, idleHolderTimeoutMs: 1_000, onError: (error) => errors.push(error) })
    const { host, port } = await quick.start()
    const stuck = new pg.Client({ connectionString: `postgres://postgres@${host}:${port}/postgres` })
    stuck.on('error', () => {})
    await stuck.connect()
    await stuck.query('begin')
    await stuck.query('insert into counters (client, value) values (2000, 1)')
    const other = new pg.Client({ connectionString: `postgres://postgres@${host}:${port}/postgres` })
    await other.connect()
    expect((await other.query('select count(*)::int as n from counters where client = 2000')).rows[0].n).toBe(0)
    await expect(stuck.query('commit')).rejects.toThrow()
    await other.end()
    await quick.stop()
    expect(errors.map((error) => (error as Error).message)).toEqual([expect.stringContaining('idle')])
    errors.length = 0
  })

  it('closes the named statements of a client that leaves, so a new client may prepare the same name', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await client()
      expect((await c.query({ name: 'again', text: `select ${round} as round`, values: [] })).rows).toEqual([{ round }])
      await c.end()
    }
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')
    expect(rows[0]!.n).toBe(0)
  })

  it('turns away clients beyond the limit with a PostgreSQL error', async () => {
    const small = new EmbeddedSessionServer({ db, maxConnections: 1 })
    const { host, port } = await small.start()
    const first = new pg.Client({ connectionString: `postgres://postgres@${host}:${port}/postgres` })
    await first.connect()
    const second = new pg.Client({ connectionString: `postgres://postgres@${host}:${port}/postgres` })
    await expect(second.connect()).rejects.toThrow(/too many clients/)
    await first.end()
    await small.stop()
  })
})

/** Polls a condition that another connection makes true (no fixed sleeps: the machine may be busy). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5)
  header.write(type, 0, 'latin1')
  header.writeInt32BE(body.length + 4, 1)
  return Buffer.concat([header, body])
}

/** A connection that has finished the startup exchange, for writing protocol messages by hand. */
async function rawConnection(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url)
  const socket = connect(Number(port), hostname)
  await new Promise((resolve) => socket.once('connect', resolve))
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1')
  const startup = Buffer.alloc(8)
  startup.writeInt32BE(8 + params.length, 0)
  startup.writeInt32BE(196608, 4)
  socket.write(Buffer.concat([startup, params]))
  // ReadyForQuery ('Z') ends the startup answer.
  await new Promise<void>((resolve) => {
    const onData = (data: Buffer) => {
      if (data.includes(Buffer.from('Z\0\0\0\x05', 'latin1'))) {
        socket.off('data', onData)
        resolve()
      }
    }
    socket.on('data', onData)
  })
  return socket
}
