import type { Knex } from 'knex'

/**
 * Files sent with an e-mail (a voucher PDF, an .ics), stored with its outbox message (ADR 035):
 * the worker sends them from here, a resend copies them, and the outbox screen shows and serves
 * exactly what went out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_attachments', (t) => {
    t.increments('id')
    t.integer('outbox_id').notNullable().references('id').inTable('mail_outbox').onDelete('CASCADE')
    t.string('filename', 200).notNullable()
    t.string('content_type', 200).notNullable()
    t.binary('content').notNullable()
    t.integer('size').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['outbox_id'], 'mail_attachments_outbox_id_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_attachments')
}
