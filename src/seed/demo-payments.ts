import type { Knex } from 'knex'

/**
 * A demo booking paid online gets the history a real one has (written by Stripe's webhook in
 * production): its payment and, once cancelled, its refund. Its receipt then dates them.
 */
export async function recordDemoPayment(trx: Knex.Transaction, subject: { type: string; id: number }, { cents, paidAt, refundedAt }: { cents: number; paidAt: Date; refundedAt?: Date | null }): Promise<void> {
  const entry = { subject_type: subject.type, subject_id: subject.id, actor_type: 'payment', actor_name: 'Stripe' }
  await trx('audit_log').insert({ ...entry, action: 'paid', changes: JSON.stringify({ paidCents: [0, cents] }), created_at: paidAt })
  if (refundedAt) await trx('audit_log').insert({ ...entry, action: 'refunded', changes: JSON.stringify({ refundedCents: [0, cents] }), created_at: refundedAt })
}

/** The history of the demo bookings about to be removed (the test template keeps none of them). */
export function removeDemoHistory(knex: Knex, type: string, bookings: Knex.QueryBuilder): Knex.QueryBuilder {
  return knex('audit_log').where('subject_type', type).whereIn('subject_id', bookings).delete()
}
