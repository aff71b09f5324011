import type { Knex } from 'knex'

/**
 * A testimonial says what it is about and when (docs/decisions/052): a trip (which one) or a
 * transfer, and the day the customer travelled. Rows from before have neither: the site shows a
 * testimonial only once staff have given both, so none appears without its date and subject.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('testimonials', (t) => {
    t.text('subject')
    t.integer('trip_id').references('trips.id').onDelete('set null')
    t.date('travelled_on')
  })
  await knex.raw("alter table testimonials add constraint testimonials_subject_check check (subject is null or subject in ('trip', 'transfer'))")
  await knex.raw("alter table testimonials add constraint testimonials_trip_subject_check check (trip_id is null or subject = 'trip')")
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('testimonials', (t) => {
    t.dropColumn('travelled_on')
    t.dropColumn('trip_id')
    t.dropColumn('subject')
  })
}
