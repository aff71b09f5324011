import type { Model, QueryBuilder } from 'objection'

// PostgreSQL's count() is a bigint, which pg returns as a string: these read it as a number, typed.

/** How many rows the query matches. */
export async function countRows<M extends Model>(query: QueryBuilder<M, M[]>): Promise<number> {
  const row = await query.count('* as count').first().castTo<{ count: string | number } | undefined>()
  return Number(row?.count ?? 0)
}

/** How many rows the query matches for each value of `column` (values without rows are absent). */
export async function countRowsBy<M extends Model>(query: QueryBuilder<M, M[]>, column: string): Promise<Record<string, number>> {
  const rows = await query.select(column).count('* as count').groupBy(column).castTo<Array<Record<string, string | number>>>()
  return Object.fromEntries(rows.map((row) => [String(row[column]), Number(row.count)]))
}
