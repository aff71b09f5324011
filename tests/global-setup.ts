import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * Once per test run: build the site (integration tests render the real production build, the
 * process-level tests start the bundled server) and share one DATA_DIR whose generated demo
 * pictures every test database reuses.
 */
export default async function setup(project: TestProject) {
  const dataDir = path.join(tmpdir(), 'menorca-tours-test-data')
  mkdirSync(dataDir, { recursive: true })
  project.provide('dataDir', dataDir)
  if (process.env.DATABASE_URL) await dropLeftoverTestSchemas(process.env.DATABASE_URL)
  if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/server/entry.mjs') || !existsSync('dist/app/server.mjs')) {
    // Exactly what production serves (`npm run build`): the pages and the bundled server.
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } })
    if (build.status !== 0) throw new Error('the build failed (npm run build)')
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataDir: string
  }
}

/** Schemas of an earlier, interrupted run (each test file works in its own test_… schema). */
async function dropLeftoverTestSchemas(connectionString: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname like 'test\\_%'")
    for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`)
  } finally {
    await client.end()
  }
}
