import type { Knex } from 'knex'

/**
 * Retention (issue 17, docs/decisions/056): a sent e-mail's body, subject and attachments are
 * removed after MAIL_BODY_RETENTION_DAYS while its facts stay. `body_removed_at` says when (the
 * outbox shows it, a resend is refused); `reference` keeps the booking or enquiry reference the
 * subject named, since the subject itself (which may carry a customer's name) goes.
 * The indexes let the daily job find what is due without reading whole tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.timestamp('body_removed_at', { useTz: true })
    t.string('reference', 40)
  })
  await knex.raw("create index mail_outbox_body_due_idx on mail_outbox (sent_at) where status = 'sent' and body_removed_at is null")
  await knex.raw('create index rate_limits_expire_idx on rate_limits (expire)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists rate_limits_expire_idx')
  await knex.raw('drop index if exists mail_outbox_body_due_idx')
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('reference')
    t.dropColumn('body_removed_at')
  })
}
