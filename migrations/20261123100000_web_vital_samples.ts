import type { Knex } from 'knex'

/**
 * Core Web Vitals from visitors who allowed analytics (src/rum): one row per metric per page
 * view, nothing that identifies the visitor (no address, URL, user agent or id). Rows older
 * than the retention period are deleted by the service; the admin reads time windows, hence
 * the index on created_at.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('web_vital_samples', (t) => {
    t.bigIncrements('id')
    t.string('metric', 4).notNullable()
    t.string('page_type', 32).notNullable()
    t.double('value').notNullable()
    t.string('rating', 17).notNullable()
    t.string('device', 7).notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['created_at'], 'web_vital_samples_created_at_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('web_vital_samples')
}
