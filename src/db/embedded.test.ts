import pg from 'pg'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { embeddedSnapshot } from '../../tests/helpers/test-databases'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded'

const started: EmbeddedDatabase[] = []
afterEach(async () => {
  for (const db of started.splice(0)) await db.stop()
})

async function start(options: Parameters<typeof startEmbeddedDatabase>[1] = {}): Promise<EmbeddedDatabase> {
  const db = await startEmbeddedDatabase(undefined, options)
  started.push(db)
  return db
}

async function query(db: EmbeddedDatabase, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: db.connectionString })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

// The run's own snapshot (tests/global-setup.ts) spares the original PGlite its initdb, seconds on a busy machine.
const runSnapshot = inject('embeddedSnapshot')

describe.skipIf(!runSnapshot)('embedded database snapshots (tests start every app from one migrated, seeded copy; not made with DATABASE_URL)', () => {
  it('starts a new in-memory database with the content of a snapshot, apart from the original from then on', async () => {
    const original = await start({ from: embeddedSnapshot(runSnapshot!) })
    await query(original, "create table places (name text); insert into places values ('Ciutadella')")
    const snapshot = await original.snapshot()
    const copy = await start({ from: snapshot })
    expect(await query(copy, 'select name from places')).toEqual([{ name: 'Ciutadella' }])
    await query(copy, "insert into places values ('Maó')")
    expect(await query(original, 'select count(*)::int as n from places')).toEqual([{ n: 1 }])
    expect(await query(copy, 'select count(*)::int as n from places')).toEqual([{ n: 2 }])
  })

  it('loads a snapshot into memory only, never over a data directory', async () => {
    await expect(startEmbeddedDatabase('/nonexistent/pg', { from: new Blob([]) })).rejects.toThrow('in-memory database only')
  })
})
