import path from 'node:path'
import type { Server } from 'node:http'
import type { RequestHandler } from 'express'
import { pino, type Logger } from 'pino'
import type { Env } from '../config/env'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded'
import { closeDatabase, migrateToLatest, openDatabase } from '../db/knex'
import { seedDemoContent } from '../db/seed/seed'
import { createI18n } from '../i18n/i18n.server'
import { ensureFirstAdmin } from '../users/first-admin'
import { createApp, type App } from './app'

export interface Runtime {
  app: App
  logger: Logger
  close(): Promise<void>
}

export function createLogger(env: Env): Logger {
  return pino({ level: env.LOG_LEVEL, base: { service: 'menorca-tours' }, timestamp: pino.stdTimeFunctions.isoTime })
}

/**
 * Opens the database (the external server from DATABASE_URL, else embedded PGlite in
 * DATA_DIR/pg), migrates it, seeds demo content into an empty one, loads translations and
 * builds the app.
 */
export async function bootstrap(env: Env, options: { devMiddleware?: RequestHandler; logger?: Logger } = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(env)
  let embedded: EmbeddedDatabase | undefined
  let connectionString = env.DATABASE_URL
  if (!connectionString) {
    embedded = await startEmbeddedDatabase(path.join(env.dataDir, 'pg'))
    connectionString = embedded.connectionString
    logger.info({ dataDir: path.join(env.dataDir, 'pg') }, 'embedded PostgreSQL (PGlite) started')
  }
  const knex = openDatabase({
    connectionString,
    poolMax: embedded ? 4 : env.DATABASE_POOL_MAX,
    log: { warn: (m) => logger.warn({ knex: String(m) }), error: (m) => logger.error({ knex: String(m) }) },
  })
  await migrateToLatest(knex)
  if (await seedDemoContent(knex, { imagesDir: path.join(env.dataDir, 'images') })) logger.info('demo content seeded')
  await ensureFirstAdmin({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, embedded: Boolean(embedded), logger })
  const i18n = await createI18n()
  const app = createApp({ env, knex, i18n, logger, devMiddleware: options.devMiddleware })
  return {
    app,
    logger,
    async close() {
      await app.close()
      await closeDatabase()
      await embedded?.stop()
    },
  }
}

const SHUTDOWN_TIMEOUT_MS = 9_000

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the pool, exit 0. */
export function handleShutdown(server: Server, runtime: Runtime): void {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    runtime.logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      runtime.logger.warn('in-flight requests did not finish in time; closing connections')
      server.closeAllConnections()
    }, SHUTDOWN_TIMEOUT_MS)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    clearTimeout(force)
    await runtime.close().catch((error) => runtime.logger.error({ err: error }, 'error while closing'))
    runtime.logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
