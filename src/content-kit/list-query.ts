import type { QueryBuilder, Model } from 'objection'
import { z } from 'zod'

export const PAGE_SIZES = [10, 25, 50, 100] as const

/** ?page, ?pageSize, ?sort (column or -column) and ?q of every admin list; bad values fall back. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  pageSize: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).catch(25).default(25),
  sort: z.string().regex(/^-?[a-zA-Z]+$/).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
})
export type ListQuery = z.infer<typeof ListQuerySchema>

export interface ListPage<T> {
  rows: T[]
  total: number
  page: number
  pageSize: number
  pageCount: number
  sort: string | null
  q: string
}

/**
 * Server-side search, sort and pagination of an admin list. Only the named columns can be
 * sorted or searched (the query string never reaches SQL as an identifier otherwise).
 */
export async function pageOf<M extends Model, T>(
  query: QueryBuilder<M, M[]>,
  input: ListQuery,
  options: {
    sortable: Record<string, string>
    defaultSort: string
    /** Orders rows with equal sort values (default `id`; tables keyed otherwise name their key). */
    tiebreaker?: string
    search?: (builder: QueryBuilder<M, M[]>, term: string) => void
    map: (row: M) => T
  },
): Promise<ListPage<T>> {
  const wanted = input.sort ?? options.defaultSort
  const key = wanted.replace(/^-/, '')
  const column = options.sortable[key] ?? options.sortable[options.defaultSort.replace(/^-/, '')]!
  const sort = options.sortable[key] ? wanted : options.defaultSort
  const q = input.q ?? ''
  if (q && options.search) options.search(query, q)
  query.orderBy(column, sort.startsWith('-') ? 'desc' : 'asc').orderBy(options.tiebreaker ?? 'id', 'asc')
  const { results, total } = await query.page(input.page - 1, input.pageSize)
  return { rows: results.map(options.map), total, page: input.page, pageSize: input.pageSize, pageCount: Math.max(1, Math.ceil(total / input.pageSize)), sort, q }
}

/** Escapes LIKE wildcards in a visitor's search term. */
export function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
