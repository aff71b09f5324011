import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import PgBoss from 'pg-boss'
import type { Logger } from 'pino'
import { jobSchemaOf } from './job-schema'

/** PostgreSQL's "deadlock detected": the transaction was aborted, nothing of it remains. */
const DEADLOCK = '40P01'

/** What a handler is told about the job it runs. */
export interface JobMeta {
  id: string
  name: string
  /** 0 on the first attempt. */
  retryCount: number
}

export interface JobDefinition<T extends object> {
  name: string
  handler: (data: T, meta: JobMeta) => Promise<void>
  /** Attempts after the first failure (default 5), spaced retryDelaySeconds apart, doubling each time. */
  retryLimit?: number
  retryDelaySeconds?: number
  /** A run longer than this counts as failed and is retried (default 15 minutes). */
  expireInSeconds?: number
}

export interface EnqueueOptions {
  /** Queue inside this transaction: the job exists exactly when the caller's rows do. */
  trx?: Knex.Transaction
  /** Not before this moment. */
  startAfter?: Date
  /**
   * Makes the job's id: the same key queues one job only (another enqueue answers null), for as
   * long as the finished job is kept (a week). E.g. `leg-reminder:41:2026-08-21T09:30Z`.
   */
  key?: string
}

/** A UUID made from a key (the layout of a version-5 UUID over SHA-1), so one key is one job id. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha1').update(`menorca-tours-job:${key}`).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

interface KnexClient {
  acquireConnection(): Promise<PgConnection>
  releaseConnection(connection: PgConnection): Promise<void>
}

/** pg-boss runs its statements on a Knex connection: the app's pool, or the caller's transaction. */
function executorOn(knex: Knex | Knex.Transaction): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } {
  const client = knex.client as unknown as KnexClient
  return {
    async executeSql(text, values) {
      const connection = await client.acquireConnection()
      try {
        return await connection.query(text, values)
      } finally {
        // Inside a transaction this releases nothing: the transaction keeps its connection.
        await client.releaseConnection(connection)
      }
    },
  }
}

/** The app's connection settings (address, timeouts), for a small pool of the queue's own. */
function ownPoolSettings(knex: Knex): { connectionString: string; max: number; application_name: string } {
  const connection = knex.client.config.connection as { connectionString: string } & Record<string, unknown>
  return { ...connection, connectionString: connection.connectionString, max: 2, application_name: 'menorca-tours-jobs' }
}

/**
 * The one job queue (docs/decisions/033): pg-boss 10 on the app's own PostgreSQL (embedded or
 * external), its tables made by a migration. A job is claimed with SELECT … FOR UPDATE SKIP
 * LOCKED, so with several instances each job runs once; a failed run is retried with backoff.
 * Handlers are defined before start(); jobs may be queued by anyone at any time (those queued
 * before a worker runs simply wait in the table).
 */
export class JobQueue {
  private readonly boss: PgBoss
  private readonly definitions = new Map<string, JobDefinition<object>>()
  private readonly schedules: Array<{ name: string; cron: string }> = []
  private started = false

  constructor(
    private readonly options: {
      knex: Knex
      logger: Logger
      /** How often an idle worker looks for due jobs (seconds, at least 0.5). */
      pollingIntervalSeconds?: number
      /** Run workers and schedules (false in tests that only queue jobs and run them with runDue). */
      work?: boolean
      /** Told how each run ended (the app's metrics count them, ADR 057). */
      onOutcome?: (name: string, outcome: 'completed' | 'failed') => void
    },
  ) {
    this.boss = new PgBoss({
      // A pool of its own, with the app's connection settings and timeouts: polling and maintenance
      // never take a connection a visitor's request waits for (a stalled database showed it).
      ...ownPoolSettings(options.knex),
      schema: jobSchemaOf(options.knex),
      // The schema comes from a migration (migrations/20261126090000_job_queue.ts).
      migrate: false,
      supervise: options.work !== false,
      schedule: options.work !== false,
      // Finished jobs are kept a week for inspection, then deleted.
      deleteAfterDays: 7,
    })
    this.boss.on('error', (error) => options.logger.warn({ err: error }, 'job queue error'))
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after start`)
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`)
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>)
  }

  /** A recurring job (cron, UTC): each tick is queued once whatever the number of instances. */
  every(name: string, cron: string): void {
    if (!this.definitions.has(name)) throw new Error(`schedule for undefined job ${name}`)
    this.schedules.push({ name, cron })
  }

  async start(): Promise<void> {
    await this.boss.start()
    for (const definition of this.definitions.values()) {
      const create = () =>
        this.boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 5,
          retryDelay: definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        })
      // A new queue is a row and a partition (DDL): instances starting at the same moment on a new
      // database can deadlock there, and PostgreSQL aborts one of them. Its next try finds the queue
      // made by the other (or makes it): the replicas of a deployment all start.
      for (let attempt = 1; ; attempt++) {
        try {
          await create()
          break
        } catch (error) {
          if ((error as { code?: string }).code !== DEADLOCK || attempt >= 10) throw error
        }
      }
    }
    this.started = true
    if (this.options.work === false) return
    for (const definition of this.definitions.values()) {
      await this.boss.work<object>(definition.name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true }, (jobs) => this.run(definition, jobs))
    }
    for (const { name, cron } of this.schedules) await this.boss.schedule(name, cron, {}, { singletonKey: name })
  }

  async stop(): Promise<void> {
    if (!this.started) return
    this.started = false
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 })
  }

  /** Queues a job; answers its id, or null when a job with the same key exists already. */
  async enqueue<T extends object>(name: string, data: T, { trx, startAfter, key }: EnqueueOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`job ${name} is not defined`)
    return this.boss.send(name, data, { startAfter, ...(key ? { id: jobIdOf(key) } : {}), ...(trx ? { db: executorOn(trx) } : {}) })
  }

  /**
   * Runs the jobs of `name` that are due now, here, one after another, and answers how many ran
   * (tests and the admin's "run now"; the workers do the same on their own).
   */
  async runDue(name: string): Promise<number> {
    const definition = this.definitions.get(name)
    if (!definition) throw new Error(`job ${name} is not defined`)
    let ran = 0
    for (;;) {
      const jobs = await this.boss.fetch<object>(name, { batchSize: 10, includeMetadata: true })
      if (!jobs.length) return ran
      for (const job of jobs) {
        await this.run(definition, [job]).then(
          () => this.boss.complete(name, job.id),
          (error: unknown) => this.boss.fail(name, job.id, { message: String((error as Error)?.message ?? error) }),
        )
        ran++
      }
    }
  }

  private async run(definition: JobDefinition<object>, jobs: Array<PgBoss.Job<object> | PgBoss.JobWithMetadata<object>>): Promise<void> {
    for (const job of jobs) {
      const meta: JobMeta = { id: job.id, name: job.name, retryCount: 'retryCount' in job ? job.retryCount : 0 }
      try {
        await definition.handler(job.data ?? {}, meta)
        this.options.onOutcome?.(job.name, 'completed')
      } catch (error) {
        this.options.onOutcome?.(job.name, 'failed')
        this.options.logger.warn({ err: error, job: job.name, jobId: job.id }, 'job failed; it will be retried')
        throw error
      }
    }
  }
}
