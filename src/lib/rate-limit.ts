import type { Knex } from 'knex'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { isDatabaseUnavailable } from './database-availability'

export interface Limiter {
  /** Counts one attempt for `key`; false when the key is over its limit. */
  consume(key: string): Promise<boolean>
  /** True when `key` has used up its points (without counting an attempt). */
  isBlocked(key: string): Promise<boolean>
  /** Forgets `key`'s attempts (a successful login clears its failures). */
  reset(key: string): Promise<void>
  /** Seconds until `key` may try again (0 when it is not over its limit): the Retry-After of a 429. */
  retryAfterSeconds(key: string): Promise<number>
  /** Gives one counted attempt back (an attempt that turned out to be legitimate). */
  refund(key: string): Promise<void>
}

/**
 * A limit shared by every instance (kept in PostgreSQL's rate_limits table, created by the
 * initial migration). Should the counter fail, the request is let through: a form must never
 * be refused because a counter could not be read. Except when the database is unavailable
 * (stalled, down): then consume() throws, so the request answers its 503 after one timeout
 * instead of waiting for a second one in whatever it does next (ADR 021).
 */
export function createLimiter(knex: Knex, { prefix, points, durationSeconds }: { prefix: string; points: number; durationSeconds: number }): Limiter {
  const limiter = new RateLimiterPostgres({
    storeClient: unnamedStatements(knex),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: prefix,
    points,
    duration: durationSeconds,
    clearExpiredByTimeout: false,
  })
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return true
      } catch (error) {
        if (error instanceof RateLimiterRes) return false
        if (isDatabaseUnavailable(error)) throw error
        return true
      }
    },
    async isBlocked(key) {
      try {
        const state = await limiter.get(key)
        return Boolean(state && state.remainingPoints <= 0)
      } catch {
        return false
      }
    },
    async reset(key) {
      await limiter.delete(key).catch(() => undefined)
    },
    async retryAfterSeconds(key) {
      try {
        const state = await limiter.get(key)
        return state && state.remainingPoints <= 0 ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0
      } catch {
        return 0
      }
    },
    async refund(key) {
      await limiter.reward(key, 1).catch(() => undefined)
    },
  }
}

/**
 * The library names its prepared statements. On the embedded database every pool connection
 * shares PGlite's one session; names are kept apart per connection there (docs/decisions/018),
 * but unnamed statements need no such care and work the same on both databases.
 */
function unnamedStatements(knex: Knex) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const connection = await knex.client.acquireConnection()
      try {
        return await connection.query({ text, values })
      } finally {
        await knex.client.releaseConnection(connection)
      }
    },
  }
}
