import { openCliDatabase } from './cli-database'

/**
 * `npm run migrate:status`: which migrations the database (DATABASE_URL or the embedded one) has
 * and which are pending, changing nothing. (Knex's own `migrate:status` cannot load this
 * project's TypeScript knexfile on Node 20.19+.)
 */
const { knex, close } = await openCliDatabase({ migrate: false })
// Our migration source lists migrations by name (src/db/knex.ts), so pending ones are names.
const [applied, pending] = (await knex.migrate.list()) as [Array<{ name: string }>, string[]]
console.log(`${applied.length} applied${applied.length ? `, the last ${applied.at(-1)!.name}` : ''}.`)
console.log(pending.length === 0 ? 'No pending migrations.' : `${pending.length} pending:\n${pending.map((name) => `  ${name}`).join('\n')}`)
await close()
process.exitCode = pending.length === 0 ? 0 : 3
