import path from 'node:path'
import type { Knex } from 'knex'
import { loadTaskEnv, type TaskEnv } from '../config/env'
import { EmbeddedDatabaseInUseError, startEmbeddedDatabase } from '../db/embedded'
import { closeDatabase, migrateToLatest, openDatabase } from '../db/knex'

/**
 * The database of a command-line task (DATABASE_URL, else the embedded one in DATA_DIR/pg),
 * migrated (unless asked only to look). An embedded database the running site has open is refused with a plain message.
 */
export async function openCliDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<{ knex: Knex; env: TaskEnv; dataDir: string; close(): Promise<void> }> {
  // Migrating or seeding signs nothing: with DATABASE_URL in production it needs no secrets.
  const env = loadTaskEnv()
  let embedded
  try {
    embedded = env.DATABASE_URL ? undefined : await startEmbeddedDatabase(path.join(env.dataDir, 'pg'))
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const knex = openDatabase({ connectionString: env.DATABASE_URL ?? embedded!.connectionString, poolMax: 2 })
  if (migrate) await migrateToLatest(knex)
  return {
    knex,
    env,
    dataDir: env.dataDir,
    async close() {
      await closeDatabase()
      await embedded?.stop()
    },
  }
}
