// Knex CLI configuration (npx knex --knexfile knexfile.ts …). The app itself migrates at start
// (src/server/boot.ts) and `npm run migrate` works on the embedded database too.
import { knexConfig } from './src/db/knex'

const connectionString = process.env.DATABASE_URL
if (!connectionString) {
  throw new Error('The knex CLI needs DATABASE_URL; for the embedded database use `npm run migrate`.')
}

export default knexConfig({ connectionString, poolMax: 2 })
