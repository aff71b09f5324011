import { openCliDatabase } from './cli-database'
import { migrateToLatest } from '../db/knex'

/** `npm run migrate`: brings the database (DATABASE_URL or the embedded one) to the latest schema, naming what it applied. */
const { knex, close } = await openCliDatabase({ migrate: false })
// Our migration source lists migrations by name (src/db/knex.ts), so pending ones are names.
const [, pending] = (await knex.migrate.list()) as [unknown, string[]]
await migrateToLatest(knex)
for (const name of pending) console.log(`applied ${name}`)
console.log(`Database is up to date (${pending.length === 0 ? 'nothing to apply' : `${pending.length} applied`}).`)
await close()
