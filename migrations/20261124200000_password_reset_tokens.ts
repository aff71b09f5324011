import type { Knex } from 'knex'

/**
 * "Forgot password" links (ADR 023): only a SHA-256 hash of each token is stored, so a copy of
 * the database opens no account. A token is good once, for an hour.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.increments('id')
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
    t.string('token_hash', 64).notNullable().unique()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('used_at', { useTz: true })
    t.index(['user_id'], 'password_reset_tokens_user_id_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_reset_tokens')
}
