import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export interface EmbeddedDatabase {
  connectionString: string
  stop(): Promise<void>
}

/**
 * Runs PGlite in this process and serves it on a loopback TCP port, so pg, Knex,
 * Objection and connect-pg-simple speak the real PostgreSQL protocol to it.
 * `dataDir` undefined → in-memory (tests).
 */
export async function startEmbeddedDatabase(dataDir?: string, maxConnections = 10): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true })
  const db = await PGlite.create(dataDir ? { dataDir } : undefined)
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections })
  await server.start()
  const [host, port] = server.getServerConn().split(':')
  return {
    connectionString: `postgres://postgres@${host}:${port}/postgres`,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
