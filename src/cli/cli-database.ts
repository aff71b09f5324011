import path from 'node:path'
import type { Knex } from 'knex'
import { loadEnv, type Env } from '../config/env'
import { EmbeddedDatabaseInUseError, startEmbeddedDatabase } from '../db/embedded'
import { closeDatabase, migrateToLatest, openDatabase } from '../db/knex'

/**
 * The database of a command-line task (DATABASE_URL, else the embedded one in DATA_DIR/pg),
 * migrated. An embedded database the running site has open is refused with a plain message.
 */
export async function openCliDatabase(): Promise<{ knex: Knex; env: Env; dataDir: string; close(): Promise<void> }> {
  const env = loadEnv()
  let embedded
  try {
    embedded = env.DATABASE_URL ? undefined : await startEmbeddedDatabase(path.join(env.dataDir, 'pg'))
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const knex = openDatabase({ connectionString: env.DATABASE_URL ?? embedded!.connectionString, poolMax: 2 })
  await migrateToLatest(knex)
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
