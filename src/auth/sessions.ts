import type { Knex } from 'knex'

/**
 * Ends a user's logged-in sessions (connect-pg-simple's `session` rows, whose JSON holds the
 * userId), all of them or all but one: after a password change or reset, a stolen or forgotten
 * session stops working at its next request.
 */
export async function endSessionsOf(db: Knex | Knex.Transaction, userId: number, { except }: { except?: string } = {}): Promise<number> {
  const query = db('session').whereRaw(`(sess::jsonb ->> 'userId') = ?`, [String(userId)])
  if (except) query.whereNot('sid', except)
  return query.del()
}
