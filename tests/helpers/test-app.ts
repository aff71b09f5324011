import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Express } from 'express'
import type { Knex } from 'knex'
import { pino, type Logger } from 'pino'
import { inject } from 'vitest'
import type { AppContext } from '../../src/config/app-context'
import { loadEnv, type Env } from '../../src/config/env'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/db/embedded'
import { pathToFileURL } from 'node:url'
import type { MailWorker } from '../../src/mail/mail-worker'
import type { JobQueue } from '../../src/jobs/job-queue'
import type { PaymentHooks } from '../../src/payments/stripe-webhook.server'
import { startSmtpServer, type TestSmtp } from './smtp'
import { startTcpProxy, throughProxy, type TcpProxy } from './tcp-proxy'
import { cloneTemplateDatabase, embeddedSnapshot, type ClonedDatabase } from './test-databases'

export interface TestApp {
  app: Express
  knex: Knex
  env: Env
  mailWorker: MailWorker
  /** The app's job queue (runDue runs what is due now, here). */
  jobs: JobQueue
  /** What the app was built from: its secrets sign and seal as the running site does. */
  context: AppContext
  /** Only with { smtp: true }: a real SMTP server the outbox sends to. */
  smtp?: TestSmtp
  /** Only with { proxy: true }: the database connection can be cut and restored. */
  proxy?: TcpProxy
  close(): Promise<void>
}

/**
 * A real app on a real database with the demo content: a copy of the run's migrated and seeded
 * database (tests/global-setup.ts) — a PGlite loaded from its snapshot by default, a database
 * created from the template when DATABASE_URL is set (dropped afterwards). With { seed: false }:
 * an empty in-memory PGlite, or a fresh schema on the PostgreSQL server, migrated here.
 */
/**
 * The app, its database and the seed from the production build (docs/decisions/029): the same
 * copy of every module as the pages. A test that reaches into a module with state (a cache, the
 * render queue) takes it from here too, never from src/.
 */
export const built = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('dist/server/app-library.mjs')).href)) as typeof import('../../src/server/app-library')
const { closeDatabase, migrateToLatest, openDatabase, seedDemoContent, createI18n, createApp, databaseTimeoutsOf } = built

export async function startTestApp({
  seed = true,
  proxy: withProxy = false,
  smtp: withSmtp = false,
  cacheHtml = false,
  env: extraEnv = {},
  localesDir,
  logger = pino({ level: 'silent' }),
  paymentHooks,
}: { seed?: boolean; proxy?: boolean; smtp?: boolean; cacheHtml?: boolean; env?: Record<string, string>; logger?: Logger; localesDir?: string; paymentHooks?: PaymentHooks } = {}): Promise<TestApp> {
  // Each app its own DATA_DIR (its image cache, secrets), sharing the demo pictures of the run.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'menorca-test-app-'))
  const sharedImages = path.join(inject('dataDir'), 'images')
  mkdirSync(sharedImages, { recursive: true })
  symlinkSync(sharedImages, path.join(dataDir, 'images'), 'dir')
  const serverUrl = process.env.DATABASE_URL
  const template = inject('templateDatabase')
  const snapshot = inject('embeddedSnapshot')
  let embedded: EmbeddedDatabase | undefined
  let cloned: ClonedDatabase | undefined
  let schema: string | undefined
  let databaseUrl = serverUrl
  if (!serverUrl) {
    embedded = await startEmbeddedDatabase(undefined, { from: seed && snapshot ? embeddedSnapshot(snapshot) : undefined })
  } else if (seed && template) {
    cloned = await cloneTemplateDatabase(serverUrl, template)
    databaseUrl = cloned.connectionString
  } else {
    schema = `test_${randomBytes(6).toString('hex')}`
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // A busy test machine is not a stalled database: generous bounds unless a test sets its own.
    DATABASE_CONNECT_TIMEOUT_MS: '10000',
    DATABASE_ACQUIRE_TIMEOUT_MS: '30000',
    DATABASE_QUERY_TIMEOUT_MS: '30000',
    ...extraEnv,
    DATABASE_URL: databaseUrl,
  })
  let connectionString = embedded?.connectionString ?? databaseUrl!
  let proxy: TcpProxy | undefined
  if (withProxy) {
    const target = new URL(connectionString)
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
    connectionString = throughProxy(connectionString, proxy.port)
  }
  const databaseTimeouts = databaseTimeoutsOf(env, { external: Boolean(env.DATABASE_URL) })
  const knex = openDatabase({ connectionString, poolMax: 4, schema, timeouts: databaseTimeouts, log: { warn: () => {}, error: () => {} } })
  // On a copy of the template both find their work done (a query each).
  await migrateToLatest(knex, schema)
  if (seed) await seedDemoContent(knex, { imagesDir: path.join(dataDir, 'images') })
  const i18n = await createI18n()
  const smtp = withSmtp ? await startSmtpServer() : undefined
  const runtime = createApp({ env, knex, i18n, logger, schema, smtpUrl: () => smtp?.url, cacheHtml, databaseTimeouts, localesDir, jobPollingSeconds: 0.5, paymentHooks })
  await runtime.start()
  return {
    app: runtime.app,
    knex,
    env,
    mailWorker: runtime.mailWorker,
    jobs: runtime.context.jobs,
    context: runtime.context,
    smtp,
    proxy,
    async close() {
      proxy?.restore()
      await runtime.close()
      if (schema) await knex.raw('drop schema if exists ?? cascade', [schema])
      await closeDatabase()
      await cloned?.drop()
      await embedded?.stop()
      await proxy?.close()
      await smtp?.close()
      // Removes the link to the shared pictures, not the pictures.
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
