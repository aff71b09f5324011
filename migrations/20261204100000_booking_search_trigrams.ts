import type { Knex } from 'knex'

/**
 * The staff's booking search (`src/transfers/booking-search.server.ts`) looks for a fragment
 * anywhere in a booking's reference, customer, places and phone, and in its legs' flights and
 * pick-up points: `ilike '%…%'`, which no ordinary index serves. Trigram indexes do. Measured with
 * `npm run bench:season` (20,000 bookings): docs/decisions/077. The expressions are the query's.
 */
const BOOKING_TEXT = `(reference || ' ' || customer_name || ' ' || customer_email || ' ' || from_place || ' ' || to_place)`
const PHONE_DIGITS = `regexp_replace(customer_phone, '[^0-9+]', '', 'g')`

/** pg_trgm's schema (the site-search migration created it), so the operator class is found whatever the search_path. */
async function trigramOps(knex: Knex): Promise<string> {
  await knex.raw('create extension if not exists pg_trgm with schema public')
  const { rows } = await knex.raw<{ rows: Array<{ schema: string }> }>("select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'")
  return `"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`
}

export async function up(knex: Knex): Promise<void> {
  const ops = await trigramOps(knex)
  await knex.raw(`create index transfer_bookings_search_trgm on transfer_bookings using gin (${BOOKING_TEXT} ${ops})`)
  await knex.raw(`create index transfer_bookings_phone_trgm on transfer_bookings using gin (${PHONE_DIGITS} ${ops})`)
  await knex.raw(`create index transfer_legs_travel_number_trgm on transfer_legs using gin (travel_number ${ops})`)
  await knex.raw(`create index transfer_legs_pickup_point_trgm on transfer_legs using gin (pickup_point ${ops})`)
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['transfer_bookings_search_trgm', 'transfer_bookings_phone_trgm', 'transfer_legs_travel_number_trgm', 'transfer_legs_pickup_point_trgm']) await knex.raw(`drop index if exists ${name}`)
}
