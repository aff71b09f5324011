import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { chromiumBinary } from './helpers/chromium'
import { createEmbeddedSnapshot, createTemplateDatabase, dropLeftoverTestSchemas, dropRunDatabases } from './helpers/test-databases'

/**
 * Once per test run: build the site (integration tests render the real production build, the
 * process-level tests start the bundled server), share one DATA_DIR whose generated demo
 * pictures every test database reuses, and migrate and seed the one database every test app
 * starts from a copy of (docs/decisions/024).
 */
export default async function setup(project: TestProject) {
  const dataDir = path.join(tmpdir(), 'menorca-tours-test-data')
  const imagesDir = path.join(dataDir, 'images')
  mkdirSync(imagesDir, { recursive: true })
  project.provide('dataDir', dataDir)
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) await dropLeftoverTestSchemas(databaseUrl)
  const needsBuild = process.env.SKIP_BUILD !== '1' || !existsSync('dist/server/entry.mjs') || !existsSync('dist/server/app-library.mjs')
  // The build runs in its own process: the template is made meanwhile.
  // Chromium is unpacked here, once: two workers unpacking it at the same time have one launch a
  // half-written binary (spawn ETXTBSY).
  const [, teardown] = await Promise.all([needsBuild ? build() : undefined, prepareDatabaseTemplate(project, dataDir, imagesDir, databaseUrl), chromiumBinary()])
  return teardown
}

/** Exactly what production serves (`npm run build`): the pages and the bundled server. */
async function build(): Promise<void> {
  const child = spawn(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } })
  const [status] = (await once(child, 'exit')) as [number | null]
  if (status !== 0) throw new Error('the build failed (npm run build)')
}

/** The migrated, seeded database test apps copy; returns what removes it at the end of the run. */
async function prepareDatabaseTemplate(project: TestProject, dataDir: string, imagesDir: string, databaseUrl: string | undefined): Promise<() => Promise<void> | void> {
  if (databaseUrl) {
    project.provide('templateDatabase', await createTemplateDatabase(databaseUrl, imagesDir))
    return () => dropRunDatabases(databaseUrl)
  }
  const snapshot = await createEmbeddedSnapshot(path.join(dataDir, `embedded-template-${process.pid}.tar`), imagesDir)
  project.provide('embeddedSnapshot', snapshot)
  return () => rmSync(snapshot, { force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataDir: string
    /** With DATABASE_URL: the database each test app's own is created from. */
    templateDatabase?: string
    /** Without: the PGlite data directory (tarball) each test app's database is loaded from. */
    embeddedSnapshot?: string
  }
}
