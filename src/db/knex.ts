import knexFactory, { type Knex } from 'knex'
import { knexSnakeCaseMappers, Model } from 'objection'
import pg from 'pg'
import { MIGRATIONS } from '../../migrations/index'

// numeric (ratings, coordinates) and bigint (counts) arrive as strings by default;
// every value we store in them fits a JS number.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v))
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => MIGRATIONS.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS.find(([n]) => n === name)![1],
}

export interface DatabaseOptions {
  connectionString: string
  poolMax: number
  /** Where Knex's own warnings go (connection losses and the like); console by default. */
  log?: { warn(message: unknown): void; error(message: unknown): void }
  /** PostgreSQL schema to use instead of public (tests isolate each file in its own). */
  schema?: string
}

export function knexConfig({ connectionString, poolMax, schema, log }: DatabaseOptions): Knex.Config {
  return {
    client: 'pg',
    connection: { connectionString, application_name: 'menorca-tours' },
    searchPath: schema ? [schema] : undefined,
    // camelCase in code, snake_case in the database — for query identifiers and results alike.
    ...knexSnakeCaseMappers(),
    ...(log ? { log: { warn: log.warn, error: log.error, debug: () => {}, deprecate: () => {} } } : {}),
    pool: { min: 0, max: poolMax, acquireTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
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
