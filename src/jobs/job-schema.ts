import type { Knex } from 'knex'

/**
 * The schema pg-boss keeps its tables in: `pgboss`, or `<schema>_jobs` when the app works in a
 * schema of its own — set in the app's database options (tests isolate a file that way) or in
 * the connection string (`?options=-c search_path=…`, as the process-level tests and the soak do)
 * — so two apps on one database never share a queue, nor run its construction twice.
 */
export function jobSchemaOf(knex: Knex): string {
  const own = firstSchema(knex.client.config.searchPath as string | string[] | undefined) ?? firstSchema(searchPathInUrl(knex.client.config.connection))
  return own ? `${own}_jobs` : 'pgboss'
}

function firstSchema(searchPath: string | string[] | undefined): string | undefined {
  const first = Array.isArray(searchPath) ? searchPath[0] : searchPath?.split(',')[0]
  const name = first?.trim().replace(/^"|"$/g, '')
  return name && name !== 'public' && name !== '$user' ? name : undefined
}

/** `search_path` from a connection string's `options` parameter (`-c search_path=x` or `--search_path=x`). */
export function searchPathInUrl(connection: unknown): string | undefined {
  const url = typeof connection === 'string' ? connection : (connection as { connectionString?: string } | undefined)?.connectionString
  if (!url) return undefined
  let options: string | null
  try {
    options = new URL(url).searchParams.get('options')
  } catch {
    return undefined
  }
  return options?.match(/(?:^|\s)(?:-c\s*|--)search_path=(\S+)/)?.[1]
}
