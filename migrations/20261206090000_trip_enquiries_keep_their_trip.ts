import type { Knex } from 'knex'

/**
 * Deleting a trip used to delete every enquiry about it silently (ON DELETE CASCADE). A trip that
 * customers asked about is archived instead (deleteTrips refuses); the database now refuses too,
 * so a delete racing a new enquiry cannot take it along.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_enquiries', (t) => {
    t.dropForeign(['trip_id'])
    t.foreign('trip_id').references('trips.id').onDelete('RESTRICT')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_enquiries', (t) => {
    t.dropForeign(['trip_id'])
    t.foreign('trip_id').references('trips.id').onDelete('CASCADE')
  })
}
