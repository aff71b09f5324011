import pg from 'pg'

/**
 * The advisory lock's first key (PostgreSQL's two-key form): "this site's bootstrap". The second is
 * the schema's hash, so two sites kept in schemas of one database (search_path) do not wait on
 * each other; the same schema always gives the same key.
 */
const BOOTSTRAP_LOCK_CLASS = 0x4d_45_4e_4f // "MENO"
const LOCK_KEYS = `$1::int, hashtext(coalesce(current_schema(), ''))`

interface BootstrapLockOptions {
  connectMs: number
  log: { info(details: object, message: string): void; warn(details: object, message: string): void }
}

/**
 * Runs `bootstrap` (migrations, the demo seed, the first admin) while this process holds a
 * session-level advisory lock on an external PostgreSQL, on a connection of its own kept for the
 * whole run: instances that start together on one empty database take turns — the next one waits,
 * then finds the schema migrated and the content seeded, and seeds nothing (docs/decisions/063).
 * Knex's migration lock alone made the second migrator fail, and both seeded.
 *
 * The connection has no statement timeout (the wait lasts as long as the other's seed); ending it
 * releases the lock, and so does the other process's death. Not for the embedded database: it has
 * one instance (its data folder is locked), and PGlite's one session is shared by every connection.
 */
export async function underBootstrapLock<T>(connectionString: string, { connectMs, log }: BootstrapLockOptions, bootstrap: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'menorca-tours bootstrap', connectionTimeoutMillis: connectMs })
  client.on('error', (err) => log.warn({ err }, 'the bootstrap lock connection was lost'))
  await client.connect()
  try {
    await client.query('set statement_timeout = 0; set lock_timeout = 0')
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${LOCK_KEYS}) as locked`, [BOOTSTRAP_LOCK_CLASS])
    if (!rows[0]?.locked) {
      log.info({}, 'another instance is migrating or seeding this database: waiting for it to finish')
      await client.query(`select pg_advisory_lock(${LOCK_KEYS})`, [BOOTSTRAP_LOCK_CLASS])
    }
    return await bootstrap()
  } finally {
    await client.end().catch(() => {})
  }
}
