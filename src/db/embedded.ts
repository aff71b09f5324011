import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { EmbeddedSessionServer } from './embedded-session-server'
import { lockEmbeddedDatabase } from './embedded-lock'

const PGLITE_DEFAULT_PARAMS = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? []

/**
 * PostgreSQL's 128 MB of shared buffers live inside PGlite's WebAssembly memory, which never
 * shrinks: the whole demo database is a few megabytes, so 16 MB keeps it in memory with room
 * to spare and the process a hundred megabytes smaller.
 */
const MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB']

/**
 * Nothing in the app keeps a transaction open without a statement for anywhere near this long;
 * a client that does (a bug, a stuck handler) would otherwise hold up every other request.
 */
const IDLE_HOLDER_TIMEOUT_MS = 30_000

/** The extensions the migrations create (site search, docs/decisions/046): PGlite only has those it was started with. */
const EXTENSIONS = { unaccent, pg_trgm }

export { EmbeddedDatabaseInUseError } from './embedded-lock'

export interface EmbeddedDatabase {
  connectionString: string
  /**
   * The whole data directory as a tarball (PGlite's dumpDataDir, after a checkpoint), to start
   * another in-memory database from with `from`: the tests migrate and seed once and load that
   * into every test app (docs/decisions/024). Take it while no client is connected.
   */
  snapshot(): Promise<Blob>
  stop(): Promise<void>
}

/**
 * Runs PGlite in this process and serves it on a loopback TCP port, so pg, Knex,
 * Objection and connect-pg-simple speak the real PostgreSQL protocol to it; its one session is
 * handed to one connection at a time (docs/decisions/018). `dataDir` undefined → in-memory (tests);
 * then `from` (a snapshot()) starts it with that content instead of an empty database.
 */
export async function startEmbeddedDatabase(
  dataDir?: string,
  {
    // The app's pool (4), the session store's, the job queue's own pool (2), the change feed's
    // listener, and connections a stall left behind until they are dropped: 10 was too few once the
    // job queue came (a recovering site answered "too many clients").
    maxConnections = 24,
    onError = (error: unknown, context: string) => console.error(`embedded database (${context}):`, error),
    from,
  }: { maxConnections?: number; onError?: (error: unknown, context: string) => void; from?: Blob } = {},
): Promise<EmbeddedDatabase> {
  if (from && dataDir) throw new Error('a snapshot is loaded into an in-memory database only')
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true })
  const unlock = dataDir ? lockEmbeddedDatabase(dataDir) : () => {}
  let db: PGlite
  let server: EmbeddedSessionServer
  let address: { host: string; port: number }
  try {
    db = await PGlite.create({ dataDir, loadDataDir: from, extensions: EXTENSIONS, startParams: [...PGLITE_DEFAULT_PARAMS, ...MEMORY_SETTINGS] })
    server = new EmbeddedSessionServer({ db, host: '127.0.0.1', maxConnections, idleHolderTimeoutMs: IDLE_HOLDER_TIMEOUT_MS, onError })
    address = await server.start()
  } catch (error) {
    unlock()
    throw error
  }
  const { host, port } = address
  return {
    connectionString: `postgres://postgres@${host}:${port}/postgres`,
    async snapshot() {
      // Everything in the data files: a database started from the tarball needs no WAL replay.
      await db.exec('checkpoint')
      return db.dumpDataDir('none')
    },
    async stop() {
      await server.stop()
      await db.close()
      unlock()
    },
  }
}
