import type { Knex } from 'knex'

/**
 * The day's takings (ADR 076) read the history by action and time: every payment and refund of an
 * island day. Without this index that is a scan of the whole history, which grows with every
 * change staff make; with it, a day's few hundred money entries.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index if not exists audit_log_action_created_at_idx on audit_log (action, created_at)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists audit_log_action_created_at_idx')
}
