import path from 'node:path'
import { s3SettingsOf } from '../config/env'
import { originalStoreFor } from '../images/originals.server'
import { seedDemoContent } from '../seed/seed'
import { openCliDatabase } from './cli-database'

/** `npm run seed`: demo content (with its bookings unless SEED_DEMO=content) into an empty database; a database with content is left alone. */
const { knex, env, dataDir, close } = await openCliDatabase()
// The demo pictures where the site keeps originals: the bucket when S3_BUCKET is set (ADR 062).
const originals = originalStoreFor(s3SettingsOf(env))
const seeded = await seedDemoContent(knex, { imagesDir: path.join(dataDir, 'images'), originals, operations: env.SEED_DEMO === 'all' })
originals.close()
console.log(seeded ? 'Demo content seeded.' : 'The database already has content: nothing seeded.')
await close()
