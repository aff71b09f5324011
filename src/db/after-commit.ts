import type { Knex } from 'knex'

// Slow work that follows a write (rendering an e-mail's PDF voucher) must not run inside the
// transaction: on PostgreSQL it holds row locks and a pool connection meanwhile, and on the embedded
// database it holds the one session every other request waits for (the mixed-write soak showed
// booking transactions of ~300 ms starving the pool). Such work is deferred to right after the commit.

const deferred = new WeakMap<Knex.Transaction, Array<() => Promise<void>>>()

/**
 * Runs `fn` in a transaction, then — once it has committed — the work `fn` deferred with
 * afterCommit, in order, before resolving: the caller's answer follows every effect. Deferred work
 * handles its own failures (the transaction's result stands either way).
 */
export async function transactionThen<T>(knex: Knex, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const work: Array<() => Promise<void>> = []
  const result = await knex.transaction(async (trx) => {
    deferred.set(trx, work)
    return fn(trx)
  })
  for (const step of work) await step()
  return result
}

/** Whether `trx` was opened by transactionThen: otherwise the caller does the work inside it. */
export function defersWork(trx: Knex.Transaction): boolean {
  return deferred.has(trx)
}

/** Defers `work` until `trx` (opened by transactionThen) has committed; dropped on a rollback. */
export function afterCommit(trx: Knex.Transaction, work: () => Promise<void>): void {
  const list = deferred.get(trx)
  if (!list) throw new Error('afterCommit needs a transaction opened by transactionThen')
  list.push(work)
}
