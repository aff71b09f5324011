import type { Knex } from 'knex'

/**
 * An enquiry's party as the visitor gave it (docs/decisions/043): `participants` stays the whole
 * party (what the capacity is checked against); `children` says how many of them are children,
 * so staff price it and turn it into a booking with the right categories.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_enquiries', (t) => {
    t.integer('children').notNullable().defaultTo(0)
  })
  await knex.raw('alter table trip_enquiries add constraint trip_enquiries_children_check check (children >= 0 and children < participants)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_enquiries', (t) => {
    t.dropColumn('children')
  })
}
