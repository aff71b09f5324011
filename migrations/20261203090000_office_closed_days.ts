import type { Knex } from 'knex'

/**
 * Days the office does not answer requests at all (Christmas, a closing day in winter): a
 * request's promised answer is counted past them (ADR 073).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('transfer_office_closed_days', (t) => {
    t.date('day').primary()
    t.string('reason', 300).notNullable().defaultTo('')
    t.integer('created_by_user_id').references('users.id').onDelete('SET NULL')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('transfer_office_closed_days')
}
