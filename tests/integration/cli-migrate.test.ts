import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scratchSchema, type ScratchSchema } from '../helpers/server-process'

/**
 * The release commands an operator runs (README, Production): `npm run migrate:status` tells what
 * is pending without changing anything, and `npm run migrate` in production needs no secrets —
 * migrating signs nothing (issue 17). On the embedded database, or on a scratch schema of
 * DATABASE_URL's server.
 */
const run = promisify(execFile)
let dataDir: string
let database: ScratchSchema | undefined

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-cli-'))
  if (process.env.DATABASE_URL) database = await scratchSchema(process.env.DATABASE_URL, 'test')
})
afterAll(async () => {
  await database?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function task(script: string): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir }
  if (database) env.DATABASE_URL = database.url
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`], { env, timeout: 120_000 })
    return { code: 0, out: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

describe('the migration commands', () => {
  it('status lists what is pending and changes nothing; migrate applies it without secrets; status then says so', async () => {
    const before = await task('migrate-status')
    expect(before.code, before.out).toBe(3)
    expect(before.out).toMatch(/0 applied\.\n\d+ pending:\n {2}20261122000000_initial_schema/)
    expect((await task('migrate-status')).code).toBe(3)

    const migrated = await task('migrate')
    expect(migrated.out).not.toMatch(/SESSION_SECRET|APP_SECRET/)
    expect(migrated.code, migrated.out).toBe(0)
    // It names what it applied, the first migration among them.
    expect(migrated.out).toMatch(/^applied 20261122000000_initial_schema$/m)
    expect(migrated.out).toMatch(/Database is up to date \(\d+ applied\)\./)
    // No secrets were made up either: the site's own instances bring theirs.
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false)

    const after = await task('migrate-status')
    expect(after.code, after.out).toBe(0)
    expect(after.out).toMatch(/^\d+ applied, the last \d{14}_\w+\.\nNo pending migrations\.\n$/)
  }, 300_000)
})
