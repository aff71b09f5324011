import path from 'node:path'
import { loadEnv } from '../config/env'
import { startEmbeddedDatabase } from '../db/embedded'
import { closeDatabase, migrateToLatest, openDatabase } from '../db/knex'

/** `npm run migrate`: brings the database (DATABASE_URL or the embedded one) to the latest schema. */
const env = loadEnv()
const embedded = env.DATABASE_URL ? undefined : await startEmbeddedDatabase(path.join(env.dataDir, 'pg'))
const knex = openDatabase({ connectionString: env.DATABASE_URL ?? embedded!.connectionString, poolMax: 2 })
await migrateToLatest(knex)
const [, applied] = await knex.migrate.list()
console.log(`Database is up to date (${applied.length === 0 ? 'no pending migrations' : `${applied.length} pending`}).`)
await closeDatabase()
await embedded?.stop()
