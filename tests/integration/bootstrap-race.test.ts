import { randomBytes } from 'node:crypto'
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { MIGRATIONS } from '../../migrations/index'
import { trips } from '../../src/seed/content/trips'
import { startServerProcess, type ServerProcess } from '../helpers/server-process'

/*
 * Two instances started at the same moment on one EMPTY PostgreSQL database, as a new deployment's
 * replicas start (ADR 063): both come up healthy, the schema is migrated and the demo content seeded
 * once, the first admin created once, and no one-time password is printed (on PostgreSQL there is
 * none; the admin comes from ADMIN_EMAIL). Before the bootstrap lock the second instance failed on
 * the seed's first duplicate row (trip_types_slug_unique) with a stack trace. A database of its own,
 * named like the run's (`<name>__…`, dropped after; a run that is interrupted leaves it to the next
 * run's clean-up); only with DATABASE_URL: the embedded database belongs to one process.
 */
const DATABASE_URL = process.env.DATABASE_URL
const ADMIN = { email: 'ops@staff.example', password: 'a long and careful passphrase' }

describe.runIf(DATABASE_URL)('two instances starting together on an empty PostgreSQL', () => {
  const base = new URL(DATABASE_URL ?? 'postgres://unused/x')
  const name = `${decodeURIComponent(base.pathname.slice(1)) || 'postgres'}__bootstrap_${randomBytes(4).toString('hex')}`
  const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString()
  const onServer = async <T extends pg.QueryResultRow>(connectionString: string, sql: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString })
    await client.connect()
    try {
      return (await client.query<T>(sql)).rows
    } finally {
      await client.end()
    }
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'bootstrap-race-'))
  let instances: ServerProcess[] = []
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    await onServer(DATABASE_URL!, `drop database if exists "${name}" with (force)`)
    rmSync(scratch, { recursive: true, force: true })
  })

  it('both come up healthy; migrations, demo content and the first admin happen once; the second waits and seeds nothing', async () => {
    await onServer(DATABASE_URL!, `create database "${name}"`)
    const secret = randomBytes(32).toString('hex')
    const logs = ['a', 'b'].map((instance) => path.join(scratch, `${instance}.log`))
    const starts = logs.map((log, i) => {
      const dataDir = path.join(scratch, `data-${i}`)
      // The run's demo pictures (drawn once by the global setup): the seeding instance need not draw them.
      const demoPictures = path.join(inject('dataDir'), 'images', 'demo')
      if (existsSync(demoPictures)) cpSync(demoPictures, path.join(dataDir, 'images', 'demo'), { recursive: true })
      const out = openSync(log, 'w')
      return startServerProcess({
        dataDir,
        databaseUrl: url,
        stdio: ['ignore', out, out],
        startTimeoutMs: 240_000,
        env: { SESSION_SECRET: secret, APP_SECRET: secret, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'info' },
      }).finally(() => closeSync(out))
    })
    const started = await Promise.allSettled(starts)
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    const output = logs.map((log) => readFileSync(log, 'utf8'))
    expect(started.map((result) => result.status), output.join('\n----\n').slice(-4000)).toEqual(['fulfilled', 'fulfilled'])

    // Once each, in the database.
    const count = async (sql: string) => Number((await onServer<{ n: string }>(url, sql))[0]!.n)
    expect(await count('select count(*) as n from knex_migrations')).toBe(MIGRATIONS.length)
    expect(await count('select count(*) as n from trips')).toBe(trips.length)
    expect(await count(`select count(*) as n from users where role = 'admin'`)).toBe(1)
    expect(await count(`select count(*) as n from users where email = '${ADMIN.email}'`)).toBe(1)

    // Once each, in what the two said: one seeded and created the admin; the other waited for it.
    const said = (text: string) => output.map((lines) => lines.includes(text))
    const seeder = said('"msg":"demo content seeded')
    expect(seeder.filter(Boolean)).toHaveLength(1)
    expect(said('"msg":"admin account created from ADMIN_EMAIL"')).toEqual(seeder)
    expect(said('another instance is migrating or seeding this database: waiting for it to finish')).toEqual(seeder.map((seeded) => !seeded))
    // Nothing else in plain words: no one-time password, no stack trace.
    for (const lines of output) expect(lines.split('\n').filter((line) => line.trim() && !line.startsWith('{'))).toEqual([])

    const stopped = await Promise.all(instances.map((instance) => instance.stop()))
    expect(stopped.map((how) => how.code)).toEqual([0, 0])
  }, 300_000)
})
