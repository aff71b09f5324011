import type { Knex } from 'knex'

/**
 * A vehicle class's edit form is refused when someone saved it after the form was opened (ADR 067):
 * that needs the row's last save. The other pricing tables had it from the start.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transfer_vehicles', (t) => {
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transfer_vehicles', (t) => {
    t.dropColumn('created_at')
    t.dropColumn('updated_at')
  })
}
