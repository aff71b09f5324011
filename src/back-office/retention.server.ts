import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { JobQueue } from '../jobs/job-queue'

// Retention (issue 17, docs/decisions/056): what the site keeps about people is bounded. Once a day
// the one job queue (ADR 033) runs this job once, whatever the number of instances: it deletes
// expired rate-limit counters and sessions, and takes the body, subject and attachments out of sent
// e-mails older than MAIL_BODY_RETENTION_DAYS, keeping the e-mail's facts.

export const RETENTION_JOB = 'retention.prune'

/** 03:40 UTC every day: after the departures' horizon job, in the quietest hours. */
const DAILY = '40 3 * * *'

/** Rows per statement: a backlog of millions is worked through without holding long locks. */
const RETENTION_BATCH = 1000

/** A booking or enquiry reference as the site writes them (MT-2026-000123, TR-…, EN-…; the demo's TR-DEMO-0001). */
const REFERENCE_PATTERN = '[A-Z]{2}-[A-Z0-9]{4}-[0-9]{4,6}'

interface RetentionResult {
  rateLimits: number
  sessions: number
  mailBodies: number
}

/** Deletes `table`'s rows chosen by `due` (a select of their keys), one batch per statement, until none is left. */
async function deleteInBatches(knex: Knex, table: string, key: string, due: (q: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<number> {
  let total = 0
  for (;;) {
    const deleted = await knex(table)
      .whereIn(key, due(knex(table).select(key)).limit(RETENTION_BATCH))
      .delete()
    total += deleted
    if (deleted < RETENTION_BATCH) return total
  }
}

/**
 * Rate-limit counters whose window has ended (rate-limiter-flexible's `expire`, in milliseconds):
 * the limiter treats them as absent already, so deleting them changes no one's limit.
 */
function pruneRateLimits(knex: Knex, now = new Date()): Promise<number> {
  return deleteInBatches(knex, 'rate_limits', 'key', (q) => q.where('expire', '<', now.getTime()))
}

/**
 * Sessions past their expiry (connect-pg-simple's `expire`, moved on at every request since the
 * cookie is rolling): the store already refuses them, so no one is logged out by this.
 */
function pruneSessions(knex: Knex, now = new Date()): Promise<number> {
  // Compared as the store writes it (to_timestamp of epoch seconds, a column without time zone),
  // so the process's and the database's time zones cannot disagree about what is past.
  return deleteInBatches(knex, 'session', 'sid', (q) => q.where('expire', '<', knex.raw('to_timestamp(?)', [now.getTime() / 1000])))
}

/**
 * Sent e-mails older than `days`: body (HTML and text), subject and attachments removed; the
 * recipient kept masked (first character and domain); kind, language, status, attempts, queued and
 * sent times, the audit entry and the reference the subject named are kept, with the moment of
 * removal. Pending, sending, failed and withdrawn e-mails are never touched: they have not gone out.
 */
async function pruneMailBodies(knex: Knex, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000)
  let total = 0
  for (;;) {
    const done = await knex.transaction(async (trx) => {
      const ids: number[] = await trx('mail_outbox')
        .where({ status: 'sent' })
        .whereNull('body_removed_at')
        .where('sent_at', '<', before)
        .orderBy('id')
        .limit(RETENTION_BATCH)
        .forUpdate()
        .skipLocked()
        .pluck('id')
      if (!ids.length) return 0
      await trx('mail_attachments').whereIn('outbox_id', ids).delete()
      await trx('mail_outbox')
        .whereIn('id', ids)
        .update({
          reference: trx.raw('substring(subject from ?)', [REFERENCE_PATTERN]),
          to_address: maskedAddress(trx, 'to_address'),
          reply_to: maskedAddress(trx, 'reply_to'),
          subject: '',
          html: '',
          text: '',
          body_removed_at: now,
          updated_at: now,
        })
      return ids.length
    })
    total += done
    if (done < RETENTION_BATCH) return total
  }
}

/** `f•••@example.com`: enough to tell which mailbox domain it went to, not whose mailbox it was. */
function maskedAddress(knex: Knex, column: string): Knex.Raw {
  return knex.raw(`case when ?? is null then null else left(??, 1) || '•••' || coalesce(substring(?? from '@[^@]*$'), '') end`, [column, column, column])
}

async function pruneExpiredData(knex: Knex, mailBodyDays: number, now = new Date()): Promise<RetentionResult> {
  return {
    rateLimits: await pruneRateLimits(knex, now),
    sessions: await pruneSessions(knex, now),
    mailBodies: await pruneMailBodies(knex, mailBodyDays, now),
  }
}

/** Registers the daily job with the app's queue (at build time, before the queue starts). */
export function defineRetentionJobs(ctx: { jobs: JobQueue; knex: Knex; logger: Logger; mailBodyDays: number }): void {
  ctx.jobs.define({
    name: RETENTION_JOB,
    retryLimit: 2,
    // A first run on a large backlog works in batches; give it time before it counts as stuck.
    expireInSeconds: 60 * 60,
    handler: async () => {
      const result = await pruneExpiredData(ctx.knex, ctx.mailBodyDays)
      ctx.logger.info(result, 'retention: expired data removed')
    },
  })
  ctx.jobs.every(RETENTION_JOB, DAILY)
}
