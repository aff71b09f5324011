import { existsSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * Once per test run: build the site (integration tests render the real production build)
 * and share one DATA_DIR whose generated demo pictures every test database reuses.
 */
export default async function setup(project: TestProject) {
  const dataDir = path.join(tmpdir(), 'menorca-tours-test-data')
  mkdirSync(dataDir, { recursive: true })
  project.provide('dataDir', dataDir)
  if (process.env.DATABASE_URL) await dropLeftoverTestSchemas(process.env.DATABASE_URL)
  if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/server/entry.mjs')) {
    // Build exactly what production serves, whatever NODE_ENV the test runner set.
    const testEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      const { build } = await import('vike/api')
      await build({ viteConfig: { logLevel: 'warn', mode: 'production' } })
    } finally {
      process.env.NODE_ENV = testEnv
    }
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
