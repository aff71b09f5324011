import knexFactory, { type Knex } from 'knex'
import { knexSnakeCaseMappers, Model } from 'objection'
import pg from 'pg'
import { MIGRATIONS } from '../../migrations/index'

// numeric (ratings, coordinates) and bigint (counts) arrive as strings by default;
// every value we store in them fits a JS number.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v))
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
// A date column is a calendar day ("2026-08-21"), not an instant: turning it into a Date at the
// server's midnight would move it by a day in some time zones.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => MIGRATIONS.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS.find(([n]) => n === name)![1],
}

/** Bounds that keep a silent database from hanging requests (ADR 021). */
export interface DatabaseTimeouts {
  /** Opening a connection (TCP + startup), pg's connectionTimeoutMillis. */
  connectMs: number
  /** Waiting for a pooled connection (Knex's acquireTimeoutMillis). */
  acquireMs: number
  /** One statement: pg's client-side query_timeout (works when the server says nothing at all). */
  queryMs: number
  /**
   * Also ask the server to cancel statements beyond queryMs (statement_timeout, sent in the
   * startup message). Only for an external PostgreSQL: the embedded PGlite shares one session
   * between all connections, so a per-connection setting means nothing there.
   */
  serverSide: boolean
}

/** Generous enough for a busy machine, short enough that a silent database answers 503 within 5 s. */
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, acquireMs: 3000, queryMs: 4000, serverSide: false }

/** The pg connection settings for these timeouts (the Knex pool and the session store's pg.Pool alike). */
export function pgTimeoutSettings(timeouts: DatabaseTimeouts): { connectionTimeoutMillis: number; query_timeout: number; statement_timeout?: number } {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    ...(timeouts.serverSide ? { statement_timeout: timeouts.queryMs } : {}),
  }
}

const QUERY_TIMEOUT = 'Query read timeout'

/** Migrations and the first seed at start may take long on a busy machine: no visitor waits on them. */
const STARTUP_QUERY_TIMEOUT_MS = 300_000
let startingUp = 0

/** Runs `fn` (migrations, seeding before the server listens) with a statement bound of 5 minutes instead. */
export async function duringStartup<T>(fn: () => Promise<T>): Promise<T> {
  startingUp++
  try {
    return await fn()
  } finally {
    startingUp--
  }
}

/**
 * After pg's client-side query timeout the connection still waits for the answer to the
 * abandoned statement (and the next query would queue behind it), so it is marked disposed and
 * its socket destroyed: Knex then drops it instead of handing it to the next request.
 */
export function disposeOnQueryTimeout(connection: pg.Client): void {
  const original = connection.query.bind(connection) as (...args: unknown[]) => unknown
  const dispose = (error: unknown) => {
    if (!(error instanceof Error) || error.message !== QUERY_TIMEOUT) return
    const target = connection as pg.Client & { __knex__disposed?: unknown; connection?: { stream?: { destroy(): void } } }
    target.__knex__disposed = error
    target.connection?.stream?.destroy()
  }
  ;(connection as { query: unknown }).query = (...args: unknown[]) => {
    const config = args[0]
    if (startingUp > 0 && config && typeof config === 'object') (config as { query_timeout?: number }).query_timeout = STARTUP_QUERY_TIMEOUT_MS
    const at = args.findIndex((arg) => typeof arg === 'function')
    if (at >= 0) {
      const callback = args[at] as (error: unknown, result: unknown) => void
      args[at] = (error: unknown, result: unknown) => {
        dispose(error)
        callback(error, result)
      }
    }
    const result = original(...args)
    if (result && typeof (result as Promise<unknown>).catch === 'function' && at < 0) {
      ;(result as Promise<unknown>).catch(dispose)
    }
    return result
  }
}

export interface DatabaseOptions {
  connectionString: string
  poolMax: number
  /** DEFAULT_TIMEOUTS when absent. */
  timeouts?: DatabaseTimeouts
  /** Where Knex's own warnings go (connection losses and the like); console by default. */
  log?: { warn(message: unknown): void; error(message: unknown): void }
  /** PostgreSQL schema to use instead of public (tests isolate each file in its own). */
  schema?: string
}

export function knexConfig({ connectionString, poolMax, schema, log, timeouts = DEFAULT_TIMEOUTS }: DatabaseOptions): Knex.Config {
  return {
    client: 'pg',
    connection: { connectionString, application_name: 'menorca-tours', ...pgTimeoutSettings(timeouts) },
    searchPath: schema ? [schema] : undefined,
    // camelCase in code, snake_case in the database — for query identifiers and results alike.
    ...knexSnakeCaseMappers(),
    ...(log ? { log: { warn: log.warn, error: log.error, debug: () => {}, deprecate: () => {} } } : {}),
    pool: {
      min: 0,
      max: poolMax,
      acquireTimeoutMillis: timeouts.acquireMs,
      // Creating includes connecting: never longer than a request may wait for it.
      createTimeoutMillis: timeouts.acquireMs,
      idleTimeoutMillis: 30_000,
      afterCreate: (connection: pg.Client, done: (error: Error | null, connection: pg.Client) => void) => {
        disposeOnQueryTimeout(connection)
        done(null, connection)
      },
    },
    migrations: { migrationSource, schemaName: schema, tableName: 'knex_migrations' },
  }
}

let current: Knex | undefined

/** Creates the process-wide Knex and binds Objection's models to it (once). */
export function openDatabase(options: DatabaseOptions): Knex {
  if (current) throw new Error('database already open')
  current = knexFactory(knexConfig(options))
  Model.knex(current)
  return current
}

export function db(): Knex {
  if (!current) throw new Error('database not open')
  return current
}

export async function closeDatabase(): Promise<void> {
  const k = current
  current = undefined
  await k?.destroy()
}

/**
 * Resolves once no query has held or waited for a connection for a moment (at shutdown: handlers
 * whose client has already gone still finish instead of failing on a closed pool), or after
 * `timeoutMs` at the latest.
 */
export async function untilIdle(knex: Knex, timeoutMs: number): Promise<void> {
  const pool = knex.client.pool as { numUsed(): number; numPendingAcquires(): number } | undefined
  const deadline = Date.now() + timeoutMs
  let idleSince = Date.now()
  while (pool && Date.now() < deadline) {
    if (pool.numUsed() + pool.numPendingAcquires() > 0) idleSince = Date.now()
    else if (Date.now() - idleSince >= 100) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export async function migrateToLatest(knex: Knex, schema?: string): Promise<void> {
  if (schema) await knex.raw('create schema if not exists ??', [schema])
  // Knex's full check (tables, lock, list) costs a second at every start on the embedded
  // database; one query tells whether anything is to be done at all.
  if (await allMigrationsApplied(knex, schema)) return
  await knex.migrate.latest()
}

async function allMigrationsApplied(knex: Knex, schema?: string): Promise<boolean> {
  try {
    const query = knex.select('name').from('knex_migrations')
    const rows: Array<{ name: string }> = await (schema ? query.withSchema(schema) : query)
    const applied = new Set(rows.map((row) => row.name))
    return MIGRATIONS.every(([name]) => applied.has(name))
  } catch {
    return false // no migrations table yet: a new database
  }
}

export async function ping(knex: Knex): Promise<boolean> {
  try {
    await knex.raw('select 1')
    return true
  } catch {
    return false
  }
}
