import type { Knex } from 'knex'

/**
 * The schema pg-boss keeps its tables in: `pgboss`, or `<schema>_jobs` when the app works in a
 * schema of its own (tests isolate a file that way on a shared PostgreSQL server), so two apps on
 * one database never pick up each other's jobs.
 */
export function jobSchemaOf(knex: Knex): string {
  const searchPath = knex.client.config.searchPath as string | string[] | undefined
  const first = Array.isArray(searchPath) ? searchPath[0] : searchPath
  return first ? `${first}_jobs` : 'pgboss'
}
