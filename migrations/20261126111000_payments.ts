import type { Knex } from 'knex'

/**
 * Online payments (src/payments, docs/decisions/036). A payment belongs to a *subject* (a transfer
 * booking, later a trip booking) named by type, id and reference, without a foreign key: the
 * payments domain knows no subject's table. One row per Stripe Checkout Session; its refunds; and
 * every webhook event id received, so an event is processed once however often Stripe delivers it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.increments('id')
    t.string('subject_type', 40).notNullable()
    t.integer('subject_id').notNullable()
    t.string('subject_reference', 64).notNullable()
    t.enu('provider', ['stripe']).notNullable().defaultTo('stripe')
    t.enu('kind', ['full', 'deposit', 'balance']).notNullable()
    t.integer('amount_cents').notNullable()
    t.string('currency', 3).notNullable()
    t.enu('status', ['open', 'paid', 'expired', 'failed', 'cancelled']).notNullable().defaultTo('open')
    // Set once Stripe has created the session (the row is written first: its id makes the idempotency key).
    t.string('checkout_session_id', 255).unique()
    t.text('checkout_url')
    t.string('payment_intent_id', 255)
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('paid_at', { useTz: true })
    t.integer('refunded_cents').notNullable().defaultTo(0)
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['subject_type', 'subject_id'], 'payments_subject_idx')
    t.index(['payment_intent_id'], 'payments_payment_intent_id_idx')
  })
  await knex.raw('alter table payments add constraint payments_amount_positive check (amount_cents > 0)')
  await knex.raw('alter table payments add constraint payments_refunded_range check (refunded_cents between 0 and amount_cents)')

  await knex.schema.createTable('payment_refunds', (t) => {
    t.increments('id')
    t.integer('payment_id').notNullable().references('id').inTable('payments').onDelete('CASCADE')
    // Set once Stripe has accepted the refund (the row is written first, reserving the amount).
    t.string('provider_refund_id', 255).unique()
    t.integer('amount_cents').notNullable()
    t.enu('status', ['pending', 'succeeded', 'failed', 'cancelled']).notNullable().defaultTo('pending')
    t.string('reason', 500).notNullable()
    t.integer('requested_by_user_id').references('id').inTable('users').onDelete('SET NULL')
    // Stripe's failure_reason, or why the request was refused.
    t.string('failure_reason', 500)
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['payment_id'], 'payment_refunds_payment_id_idx')
  })
  await knex.raw('alter table payment_refunds add constraint payment_refunds_amount_positive check (amount_cents > 0)')

  await knex.schema.createTable('payment_events', (t) => {
    t.string('provider_event_id', 255).primary()
    t.string('type', 100).notNullable()
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('processed_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_events')
  await knex.schema.dropTable('payment_refunds')
  await knex.schema.dropTable('payments')
}
