import type { Knex } from 'knex'

/**
 * Issue 17 (docs/decisions/057): each instance keeps a copy of its metrics registry here (prom-client's
 * JSON), refreshed every 15 seconds, so the admin performance page of any instance shows every
 * instance and their totals. One row per instance id; rows of instances that stopped simply age.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('instance_metrics', (t) => {
    t.text('instance_id').primary()
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.jsonb('snapshot').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('instance_metrics')
}
