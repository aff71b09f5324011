import { randomBytes } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { startEmbeddedDatabase } from '../../src/db/embedded'
import { closeDatabase, migrateToLatest, openDatabase } from '../../src/db/knex'
import { seedDemoContent } from '../../src/seed/seed'
import { removeDemoOperations } from '../../src/seed/operations'
import { withoutEntries } from './tarball'

/**
 * The migrated, seeded database every test app starts from (docs/decisions/024): made once per
 * run by tests/global-setup.ts, then copied per app — a database created from a template on
 * PostgreSQL, a data-directory snapshot loaded into a fresh PGlite on the embedded database.
 */

/** Databases of one run are named after the one in DATABASE_URL: `<name>__template`, `<name>__<random>`. */
const SEPARATOR = '__'

function databaseNameOf(connectionString: string): string {
  return decodeURIComponent(new URL(connectionString).pathname.slice(1)) || 'postgres'
}

function withDatabase(connectionString: string, name: string): string {
  const url = new URL(connectionString)
  url.pathname = `/${encodeURIComponent(name)}`
  return url.toString()
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

async function onServer<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * Migrations, then the four-language demo content (its pictures into the run's shared `imagesDir`),
 * without its transfer seasons and its bookings, drivers and fleet: they are dated around today, so
 * with them every price, count and capacity a test checks would depend on the day the suite runs.
 * A test of seasons or bookings makes its own.
 */
async function migrateAndSeed(connectionString: string, imagesDir: string): Promise<void> {
  const knex = openDatabase({ connectionString, poolMax: 2 })
  try {
    await migrateToLatest(knex)
    await seedDemoContent(knex, { imagesDir })
    await knex('transfer_seasons').delete()
    await removeDemoOperations(knex)
  } finally {
    await closeDatabase()
  }
}

/**
 * PostgreSQL: drops what an interrupted run left (its template, its apps' databases), then
 * creates `<name>__template` with the demo content. Every connection to it is closed on return:
 * PostgreSQL copies only a template nobody is connected to. Returns the template's name.
 */
export async function createTemplateDatabase(connectionString: string, imagesDir: string): Promise<string> {
  const template = `${databaseNameOf(connectionString)}${SEPARATOR}template`
  await dropRunDatabases(connectionString)
  await onServer(connectionString, (client) => client.query(`create database ${quoted(template)}`))
  await migrateAndSeed(withDatabase(connectionString, template), imagesDir)
  return template
}

/** Every `<name>__…` database: this run's at its end, an interrupted run's at the start of the next. */
export async function dropRunDatabases(connectionString: string): Promise<void> {
  const prefix = `${databaseNameOf(connectionString)}${SEPARATOR}`.replace(/[\\%_]/g, '\\$&')
  await onServer(connectionString, async (client) => {
    const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where datname like $1', [`${prefix}%`])
    for (const { name } of rows) await client.query(`drop database if exists ${quoted(name)} with (force)`)
  })
}

/** Schemas of an earlier, interrupted run (tests of an unseeded database, three-instances.test.ts). */
export async function dropLeftoverTestSchemas(connectionString: string): Promise<void> {
  await onServer(connectionString, async (client) => {
    const { rows } = await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname like 'test\\_%'")
    for (const { name } of rows) await client.query(`drop schema if exists ${quoted(name)} cascade`)
  })
}

export interface ClonedDatabase {
  connectionString: string
  drop(): Promise<void>
}

/** A database of its own for one test app, copied from the run's template. */
export async function cloneTemplateDatabase(connectionString: string, template: string): Promise<ClonedDatabase> {
  const name = `${databaseNameOf(connectionString)}${SEPARATOR}${randomBytes(6).toString('hex')}`
  await onServer(connectionString, (client) => client.query(`create database ${quoted(name)} template ${quoted(template)}`))
  return {
    connectionString: withDatabase(connectionString, name),
    // FORCE: a connection the app lost track of (a cut proxy, a stalled query) must not keep it.
    drop: () => onServer(connectionString, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`)).then(() => {}),
  }
}

/** Embedded: a PGlite migrated and seeded once, its data directory written to `file` (returned). */
export async function createEmbeddedSnapshot(file: string, imagesDir: string): Promise<string> {
  const embedded = await startEmbeddedDatabase()
  try {
    await migrateAndSeed(embedded.connectionString, imagesDir)
    await onServer(embedded.connectionString, dropTemplateDatabases)
    const whole = Buffer.from(await (await embedded.snapshot()).arrayBuffer())
    const snapshot = withoutEntries(whole, wasteOf(await onServer(embedded.connectionString, walInUse)))
    // Whole or not at all: a test app never loads half a file.
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, snapshot)
    renameSync(partial, file)
    return file
  } finally {
    await embedded.stop()
  }
}

/*
 * Every test app unpacks the snapshot into a fresh PGlite, and that copying is most of its start
 * (docs/decisions/064): two thirds of a 68 MB data directory was never read. template0 and
 * template1 only serve CREATE DATABASE, which no app does, so they go the SQL way; of the 16 MB
 * WAL segments, PostgreSQL starts from the ones between the last checkpoint's redo point and the
 * end of WAL, and makes the next one when it needs it: the others, recycled for later, are left out.
 */
async function dropTemplateDatabases(client: pg.Client): Promise<void> {
  for (const template of ['template0', 'template1']) {
    await client.query(`alter database ${template} is_template false`)
    await client.query(`drop database ${template}`)
  }
}

async function walInUse(client: pg.Client): Promise<{ first: string; last: string }> {
  const { rows } = await client.query<{ first: string; last: string }>(
    'select pg_walfile_name(redo_lsn) as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()',
  )
  return rows[0]!
}

function wasteOf({ first, last }: { first: string; last: string }): (path: string) => boolean {
  return (path) => {
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(path)?.[1]
    return segment !== undefined && (segment < first || segment > last)
  }
}

let loaded: { file: string; blob: Blob } | undefined

/** The snapshot, read once per test process. */
export function embeddedSnapshot(file: string): Blob {
  if (loaded?.file !== file) loaded = { file, blob: new Blob([readFileSync(file)]) }
  return loaded.blob
}
