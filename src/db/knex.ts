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

export async function migrateToLatest(knex: Knex, schema?: string): Promise<void> {
  if (schema) await knex.raw('create schema if not exists ??', [schema])
  await knex.migrate.latest()
}

export async function ping(knex: Knex): Promise<boolean> {
  try {
    await knex.raw('select 1')
    return true
  } catch {
    return false
  }
}
