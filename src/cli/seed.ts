import path from 'node:path'
import { loadEnv } from '../config/env'
import { startEmbeddedDatabase } from '../db/embedded'
import { closeDatabase, migrateToLatest, openDatabase } from '../db/knex'
import { seedDemoContent } from '../db/seed/seed'

/** `npm run seed`: demo content into an empty database; a database with content is left alone. */
const env = loadEnv()
const embedded = env.DATABASE_URL ? undefined : await startEmbeddedDatabase(path.join(env.dataDir, 'pg'))
const knex = openDatabase({ connectionString: env.DATABASE_URL ?? embedded!.connectionString, poolMax: 2 })
await migrateToLatest(knex)
const seeded = await seedDemoContent(knex, { imagesDir: path.join(env.dataDir, 'images') })
console.log(seeded ? 'Demo content seeded.' : 'The database already has content: nothing seeded.')
await closeDatabase()
await embedded?.stop()
