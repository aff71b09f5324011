import path from 'node:path'
import type { Server } from 'node:http'
import type { RequestHandler } from 'express'
import { pino, type DestinationStream, type Logger } from 'pino'
import { s3SettingsOf, type Env } from '../config/env'
import { underBootstrapLock } from '../db/bootstrap-lock'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded'
import { closeDatabase, duringStartup, migrateToLatest, openDatabase, untilIdle, type DatabaseTimeouts } from '../db/knex'
import { seedDemoContent } from '../seed/seed'
import { unreadableStoredSecrets } from '../settings/api-keys.server'
import { createI18n } from '../i18n/i18n.server'
import { tuneLibvipsForServer } from '../images/sharp-settings'
import { importLocalOriginals, trackLocalCopies } from '../images/import-local-originals.server'
import { originalStoreFor } from '../images/originals.server'
import { ensureFirstAdmin } from '../users/first-admin'
import { driverAwaitingAccount } from '../fleet/fleet.server'
import { DEMO_DRIVER_EMAIL } from '../seed/content/operations'
import { createApp, type App } from './app'
import { startChangeFeed, stopChangeFeed } from '../lib/change-feed'
import { drainable } from './drain'

export interface Runtime {
  app: App
  logger: Logger
  close(): Promise<void>
}

// Request and response headers are logged; these carry credentials.
const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]']

export function createLogger({ LOG_LEVEL }: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = { level: LOG_LEVEL, base: { service: 'menorca-tours' }, timestamp: pino.stdTimeFunctions.isoTime, redact: { paths: REDACTED, censor: '[redacted]' } }
  return destination ? pino(options, destination) : pino(options)
}

/**
 * Opens the database (the external server from DATABASE_URL, else embedded PGlite in
 * DATA_DIR/pg), migrates it, seeds demo content into an empty one, loads translations and
 * builds the app.
 */
export async function bootstrap(env: Env, options: { devMiddleware?: RequestHandler; logger?: Logger } = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(env)
  tuneLibvipsForServer()
  let embedded: EmbeddedDatabase | undefined
  let connectionString = env.DATABASE_URL
  if (!connectionString) {
    embedded = await startEmbeddedDatabase(path.join(env.dataDir, 'pg'), { onError: (err, context) => logger.error({ err, context }, 'embedded database client disconnected after an internal error') })
    connectionString = embedded.connectionString
    logger.info({ dataDir: path.join(env.dataDir, 'pg') }, 'embedded PostgreSQL (PGlite) started')
  }
  const timeouts = databaseTimeoutsOf(env, { external: !embedded })
  // Chosen once: PostgreSQL, or the bucket when S3_BUCKET is set (ADR 062).
  const originals = originalStoreFor(s3SettingsOf(env), logger)
  const knex = openDatabase({
    connectionString,
    poolMax: embedded ? 4 : env.DATABASE_POOL_MAX,
    timeouts,
    log: { warn: (m) => logger.warn({ knex: String(m) }), error: (m) => logger.error({ knex: String(m) }) },
  })
  const migrateAndSeed = async () => {
    await migrateToLatest(knex)
    // Once per DATA_DIR: pictures from before ADR 058 (only on this disk) join the store.
    await importLocalOriginals(originals, knex, path.join(env.dataDir, 'images'), logger)
    const operations = env.SEED_DEMO === 'all'
    if (await seedDemoContent(knex, { imagesDir: path.join(env.dataDir, 'images'), originals, operations })) {
      logger.info({ seedDemo: env.SEED_DEMO }, operations ? 'demo content seeded, with demo drivers, vehicles and bookings (SEED_DEMO=content leaves them out)' : 'demo content seeded, without demo bookings (SEED_DEMO=content)')
    }
    // S3 newly configured: originals kept in the database move to the bucket (once across instances, ADR 062).
    await originals.moveIn(knex, logger)
    await ensureFirstAdmin({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, embedded: Boolean(embedded), logger, demoDriver: () => driverAwaitingAccount(DEMO_DRIVER_EMAIL) })
  }
  // Instances starting together on one external PostgreSQL take turns (ADR 063); the embedded one has one instance.
  await duringStartup(() => (embedded ? migrateAndSeed() : underBootstrapLock(connectionString, { connectMs: timeouts.connectMs, log: logger }, migrateAndSeed)))
  const i18n = await createI18n()
  const app = createApp({ env, knex, i18n, logger, devMiddleware: options.devMiddleware, databaseTimeouts: timeouts, originals })
  await app.start()
  const unreadable = await unreadableStoredSecrets(app.context.secrets)
  if (unreadable.length) logger.warn({ fields: unreadable }, 'stored secrets cannot be decrypted with this APP_SECRET (changed, or secrets.json not restored): enter them again in /admin/api-keys and /admin/email-settings')
  // Several instances may share an external PostgreSQL; the embedded one has exactly one.
  if (!embedded) {
    // Before the first announcement: the pictures this disk kept from before a restart are dropped with the others.
    // A failure costs only that: the copies stay until evicted, as before; the site still starts.
    const tracked = await trackLocalCopies(knex, path.join(env.dataDir, 'images')).catch((err: unknown) => logger.warn({ err }, 'local picture copies not tracked'))
    if (tracked !== undefined) logger.info({ tracked }, 'local picture copies tracked')
    await startChangeFeed({ knex, logger })
  }
  return {
    app,
    logger,
    async close() {
      await stopChangeFeed()
      await untilIdle(knex, 2_000)
      await app.close()
      await closeDatabase()
      await embedded?.stop()
    },
  }
}

/** The configured database timeouts; the server-side statement_timeout only on an external PostgreSQL. */
export function databaseTimeoutsOf(env: Env, { external }: { external: boolean }): DatabaseTimeouts {
  return { connectMs: env.DATABASE_CONNECT_TIMEOUT_MS, acquireMs: env.DATABASE_ACQUIRE_TIMEOUT_MS, queryMs: env.DATABASE_QUERY_TIMEOUT_MS, serverSide: external }
}

export interface ShutdownOptions {
  /** The process exits by then, whatever still hangs (SHUTDOWN_DEADLINE_MS). */
  deadlineMs: number
  /** Tests replace the process's exit and signals. */
  exit?: (code: number) => void
  signals?: Pick<NodeJS.EventEmitter, 'on'>
}

/**
 * SIGTERM/SIGINT: stop accepting, finish every request in flight and close keep-alive connections
 * cleanly (src/server/drain.ts), close the pool, exit 0 — all within `deadlineMs` (ADR 021):
 * - requests get the deadline less 3 s (at least half of it) to finish; then every connection
 *   still open is closed (a slow client's half-sent request, a request stuck somewhere);
 * - whatever still hangs after that (the pool, the mail worker, the embedded database's close)
 *   cannot keep the process alive: at the deadline it exits with 1, and says so in the log.
 */
export function handleShutdown(server: Server, runtime: Runtime, { deadlineMs, exit = (code) => process.exit(code), signals = process }: ShutdownOptions): void {
  const connections = drainable(server)
  const drainMs = Math.max(deadlineMs - 3_000, Math.round(deadlineMs / 2))
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    const signalledAt = Date.now()
    runtime.logger.info({ signal }, 'shutting down')
    const hardStop = setTimeout(() => {
      runtime.logger.error({ afterMs: Date.now() - signalledAt }, 'shutdown did not complete in time; exiting anyway')
      exit(1)
    }, deadlineMs)
    hardStop.unref()
    const force = setTimeout(() => {
      runtime.logger.warn('in-flight requests did not finish in time; closing connections')
      server.closeAllConnections()
    }, drainMs)
    force.unref()
    await connections.drain()
    clearTimeout(force)
    await runtime.close().catch((error) => runtime.logger.error({ err: error }, 'error while closing'))
    clearTimeout(hardStop)
    runtime.logger.info({ afterMs: Date.now() - signalledAt }, 'stopped')
    exit(0)
  }
  signals.on('SIGTERM', () => void stop('SIGTERM'))
  signals.on('SIGINT', () => void stop('SIGINT'))
}
