import { openCliDatabase } from './cli-database'

/** `npm run migrate`: brings the database (DATABASE_URL or the embedded one) to the latest schema. */
const { knex, close } = await openCliDatabase()
const [, pending] = await knex.migrate.list()
console.log(`Database is up to date (${pending.length === 0 ? 'no pending migrations' : `${pending.length} pending`}).`)
await close()
