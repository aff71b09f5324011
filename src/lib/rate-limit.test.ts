import type { Knex } from 'knex'
import { describe, expect, it } from 'vitest'
import { createLimiter } from './rate-limit'

/** A Knex whose every statement fails as `failure` does (the limiter only borrows connections from it). */
function knexFailingWith(failure: () => Error): Knex {
  const connection = { query: async () => Promise.reject(failure()) }
  return { client: { acquireConnection: async () => connection, releaseConnection: async () => undefined } } as unknown as Knex
}

const limit = { prefix: 'test', points: 5, durationSeconds: 60 }

describe('a rate limit whose counter cannot be read', () => {
  it('lets the request through when the counter itself fails (a form is never refused for that)', async () => {
    const limiter = createLimiter(knexFailingWith(() => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })), limit)
    await expect(limiter.consume('198.51.100.1')).resolves.toBe(true)
  })

  it('passes "the database is unavailable" on instead of swallowing it', async () => {
    // Swallowed, a stalled database cost a form post two timeouts: the counter's (4 s, let through),
    // then the save's (4 s more) — 8.5 s in a real browser, over the 5 s bound of ADR 021.
    for (const failure of [
      () => new Error('Query read timeout'),
      () => Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
      () => new Error('timeout expired'),
      () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]) {
      const limiter = createLimiter(knexFailingWith(failure), limit)
      await expect(limiter.consume('198.51.100.1')).rejects.toThrow(failure().message)
    }
  })
})
