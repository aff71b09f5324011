import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { JobQueue } from './job-queue'
import type { LongTask } from './long-task'

/**
 * Long staff tasks that run once, whatever the number of instances, and report the same progress
 * to every instance (docs/decisions/060). One row of `long_tasks` per task name holds its current
 * or last run; the run itself is a job of the one queue (ADR 033), claimed by one worker.
 */

/**
 * A run whose worker has not written for this long counts as interrupted (its instance was
 * killed or lost the database): the page says so and a new run may start. Workers write at least
 * every HEARTBEAT_MS, so a live run is never taken for a dead one.
 */
export const LONG_TASK_STALE_SECONDS = 120
const HEARTBEAT_MS = 20_000
/** Progress is written at most this often (and at the end): a cheap update, not one per item. */
const FLUSH_MS = 1_000

interface Row {
  name: string
  runId: string | null
  state: 'idle' | 'queued' | 'running' | 'done'
  total: number
  done: number
  failed: number
  details: Record<string, number> | string | null
  startedBy: string | null
  startedAt: Date | string | null
  finishedAt: Date | string | null
  instanceId: string | null
  lastError: string | null
  stale?: boolean
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

function taskOf(row: Row | undefined, name: string): LongTask {
  if (!row) return { name, state: 'idle', total: 0, done: 0, failed: 0, details: {}, startedBy: null, startedAt: null, finishedAt: null, instanceId: null, lastError: null }
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, number>) : (row.details ?? {})
  return {
    name: row.name,
    state: row.stale ? 'interrupted' : row.state,
    total: row.total,
    done: row.done,
    failed: row.failed,
    details,
    startedBy: row.startedBy,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    instanceId: row.instanceId,
    lastError: row.lastError,
  }
}

/** Queued or running with a heartbeat older than the staleness bound, by the database's clock (instances' clocks may differ). */
const STALE_SQL = `(state in ('queued', 'running') and heartbeat_at < now() - make_interval(secs => ${LONG_TASK_STALE_SECONDS}))`

/** The task as the database has it: every instance answers the same. */
export async function readLongTask(knex: Knex, name: string): Promise<LongTask> {
  const row = (await knex('long_tasks').select('*', knex.raw(`${STALE_SQL} as stale`)).where({ name }).first()) as Row | undefined
  return taskOf(row, name)
}

export interface StartedLongTask {
  /** False when a run was already queued or running: `task` is that run. */
  started: boolean
  task: LongTask
}

/**
 * Starts a run of `name` unless one is queued or running (and alive): the row is claimed and the
 * job queued in one transaction, so two clicks on two instances at the same moment start one run
 * (the second UPDATE waits for the first's row lock, then finds the row queued). `data` goes to the
 * job with the run's id.
 */
export async function startLongTask(knex: Knex, jobs: JobQueue, { name, startedBy, data = {} }: { name: string; startedBy: string | null; data?: object }): Promise<StartedLongTask> {
  await knex('long_tasks').insert({ name }).onConflict('name').ignore()
  const runId = randomUUID()
  const claimed = await knex.transaction(async (trx) => {
    const rows = (await trx('long_tasks')
      .where({ name })
      .where((q) => q.whereNotIn('state', ['queued', 'running']).orWhereRaw(STALE_SQL))
      .update({ runId, state: 'queued', total: 0, done: 0, failed: 0, details: '{}', startedBy, startedAt: trx.fn.now(), finishedAt: null, instanceId: null, heartbeatAt: trx.fn.now(), lastError: null })
      .returning('name')) as unknown[]
    if (!rows.length) return false
    await jobs.enqueue(name, { ...data, runId }, { trx })
    return true
  })
  return { started: claimed, task: await readLongTask(knex, name) }
}

/**
 * A worker's handle on one run: counts items, writes the progress (at most once a second, and a
 * heartbeat every 20 s while an item takes long) and the end. Every write names the run, so a run
 * declared interrupted and started again is never overwritten by the old worker, which learns it
 * was superseded and stops.
 */
export class LongTaskRun {
  private done = 0
  private failed = 0
  private details: Record<string, number> = {}
  private lastFlush = 0
  private timer: NodeJS.Timeout | undefined
  private superseded = false

  constructor(
    private readonly knex: Knex,
    readonly name: string,
    readonly runId: string,
    private readonly instanceId: string,
  ) {}

  private mine(): Knex.QueryBuilder {
    return this.knex('long_tasks').where({ name: this.name, runId: this.runId })
  }

  /**
   * Marks the run as running here. False when it is not this run's turn any more (a newer run
   * was started, or this one already finished) or its first worker is still at it (the queue
   * expired a long run and retried it): the job then has nothing to do. A retry of the same run
   * whose worker died (no heartbeat) starts its counts afresh.
   */
  async begin(total = 0): Promise<boolean> {
    const updated = await this.mine()
      .where((q) => q.where('state', 'queued').orWhereRaw(STALE_SQL))
      .update({ state: 'running', instanceId: this.instanceId, heartbeatAt: this.knex.fn.now(), total, done: 0, failed: 0, details: '{}', lastError: null })
    if (!updated) return false
    this.lastFlush = Date.now()
    this.timer = setInterval(() => void this.flush().catch(() => {}), HEARTBEAT_MS).unref()
    return true
  }

  async setTotal(total: number): Promise<void> {
    await this.mine().update({ total, heartbeatAt: this.knex.fn.now() })
  }

  /**
   * One item finished (ok or failed), with task-specific counts to add. Answers false once the run
   * was superseded: the worker stops.
   */
  async item(ok: boolean, add: Record<string, number> = {}): Promise<boolean> {
    if (ok) this.done++
    else this.failed++
    for (const [key, value] of Object.entries(add)) this.details[key] = (this.details[key] ?? 0) + value
    if (Date.now() - this.lastFlush >= FLUSH_MS) await this.flush()
    return !this.superseded
  }

  private async flush(): Promise<void> {
    this.lastFlush = Date.now()
    const updated = await this.mine()
      .where({ state: 'running' })
      .update({ done: this.done, failed: this.failed, details: JSON.stringify(this.details), heartbeatAt: this.knex.fn.now() })
    if (!updated) this.superseded = true
  }

  /** The run ended: its last counts, and the error that stopped it if any. */
  async finish(error?: unknown): Promise<void> {
    clearInterval(this.timer)
    await this.mine()
      .where({ state: 'running' })
      .update({
        state: 'done',
        done: this.done,
        failed: this.failed,
        details: JSON.stringify(this.details),
        finishedAt: this.knex.fn.now(),
        heartbeatAt: this.knex.fn.now(),
        lastError: error === undefined ? null : String((error as Error)?.message ?? error).slice(0, 500),
      })
  }
}

/**
 * Runs a long task's job: `work` gets the run (to count items) unless it is not this run's turn.
 * An error ends the run with it recorded, then goes to the queue (counted as a failed job; a retry
 * finds the run done and does nothing).
 */
export async function runLongTask(knex: Knex, instanceId: string, name: string, runId: string | undefined, work: (run: LongTaskRun) => Promise<void>): Promise<void> {
  if (!runId) return
  const run = new LongTaskRun(knex, name, runId, instanceId)
  if (!(await run.begin())) return
  try {
    await work(run)
  } catch (error) {
    await run.finish(error)
    throw error
  }
  await run.finish()
}
