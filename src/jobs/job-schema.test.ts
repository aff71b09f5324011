import knexFactory from 'knex'
import { describe, expect, it } from 'vitest'
import { jobSchemaOf, searchPathInUrl } from './job-schema'

const knexWith = (connection: string, searchPath?: string[]) => knexFactory({ client: 'pg', connection: { connectionString: connection }, searchPath })

describe('the job queue schema', () => {
  it('is pgboss for an app in the public schema', () => {
    expect(jobSchemaOf(knexWith('postgres://u@h/db'))).toBe('pgboss')
    expect(jobSchemaOf(knexWith('postgres://u@h/db?options=-c%20search_path%3Dpublic'))).toBe('pgboss')
  })

  it("sits beside an app's own schema, whether the app's options or the connection string name it", () => {
    expect(jobSchemaOf(knexWith('postgres://u@h/db', ['test_abc']))).toBe('test_abc_jobs')
    expect(jobSchemaOf(knexWith('postgres://u@h/db?options=-c%20search_path%3Dsoak_1f'))).toBe('soak_1f_jobs')
    expect(jobSchemaOf(knexWith('postgres://u@h/db?options=--search_path%3Dshop%2Cpublic'))).toBe('shop_jobs')
  })

  it('reads no search path from a connection string without one, or one that is not a URL', () => {
    expect(searchPathInUrl('postgres://u@h/db?sslmode=require')).toBeUndefined()
    expect(searchPathInUrl('host=h dbname=db')).toBeUndefined()
    expect(searchPathInUrl(undefined)).toBeUndefined()
  })
})
