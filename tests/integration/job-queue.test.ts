import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobQueue as JobQueueType } from '../../src/jobs/job-queue'
import { built, startTestApp, type TestApp } from '../helpers/test-app'

// The job queue on the app's real database (embedded, or PostgreSQL with DATABASE_URL): jobs queued
// in a transaction exist only if it commits, a failed run is retried, a key queues one job only,
// a delayed job waits, and two queues on one database (two instances) run each job once.

let t: TestApp
const queues: JobQueueType[] = []
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  for (const queue of queues) await queue.stop()
  await t?.close()
})

function queue(options: { work?: boolean } = {}): JobQueueType {
  const q = new built.JobQueue({ knex: t.knex, logger: pino({ level: 'silent' }), pollingIntervalSeconds: 0.5, work: options.work ?? false })
  queues.push(q)
  return q
}

describe('job queue', () => {
  it('queues inside the caller’s transaction: a rolled-back job never runs, a committed one runs once', async () => {
    const seen: string[] = []
    const q = queue()
    q.define<{ note: string }>({ name: 'test-transactional', handler: async ({ note }) => void seen.push(note) })
    await q.start()
    await t.knex.transaction(async (trx) => {
      await q.enqueue('test-transactional', { note: 'kept' }, { trx })
    })
    await expect(
      t.knex.transaction(async (trx) => {
        await q.enqueue('test-transactional', { note: 'rolled back' }, { trx })
        throw new Error('the booking failed')
      }),
    ).rejects.toThrow('the booking failed')
    expect(await q.runDue('test-transactional')).toBe(1)
    expect(await q.runDue('test-transactional')).toBe(0)
    expect(seen).toEqual(['kept'])
  })

  it('retries a failed run, telling the handler which attempt it is', async () => {
    const attempts: number[] = []
    const q = queue()
    q.define<object>({
      name: 'test-flaky',
      retryDelaySeconds: 1,
      handler: async (_data, meta) => {
        attempts.push(meta.retryCount)
        if (meta.retryCount < 2) throw new Error('SMTP said 421')
      },
    })
    await q.start()
    await q.enqueue('test-flaky', {})
    // The retries come 1–2 s, then 2–4 s later (backoff): run whatever is due until the third attempt succeeds.
    await expect.poll(async () => (await q.runDue('test-flaky'), attempts.length), { timeout: 30_000, interval: 500 }).toBe(3)
    expect(attempts).toEqual([0, 1, 2])
    expect(await q.runDue('test-flaky')).toBe(0)
  })

  it('queues one job per key, and leaves a delayed job until its time', async () => {
    const q = queue()
    q.define<object>({ name: 'test-keyed', handler: async () => {} })
    await q.start()
    const first = await q.enqueue('test-keyed', {}, { key: 'leg-reminder:1:2026-08-21T09:30Z' })
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(await q.enqueue('test-keyed', {}, { key: 'leg-reminder:1:2026-08-21T09:30Z' })).toBeNull()
    expect(await q.enqueue('test-keyed', {}, { key: 'leg-reminder:1:2026-08-21T10:00Z' })).not.toBeNull()
    await q.enqueue('test-keyed', {}, { startAfter: new Date(Date.now() + 3_600_000) })
    expect(await q.runDue('test-keyed')).toBe(2)
  })

  it('runs each job once when two instances’ workers poll the same queue', async () => {
    const runs = new Map<number, number>()
    const handler = async ({ n }: { n: number }) => void runs.set(n, (runs.get(n) ?? 0) + 1)
    const [a, b] = [queue({ work: true }), queue({ work: true })]
    for (const q of [a, b]) q.define({ name: 'test-shared', handler })
    await a.start()
    await b.start()
    for (let n = 0; n < 12; n++) await (n % 2 ? a : b).enqueue('test-shared', { n })
    await expect.poll(() => runs.size, { timeout: 60_000 }).toBe(12)
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
  })

  it('starts on several instances at once on a database whose queues do not exist yet (three replicas of a new deployment)', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `test-replicas-${i}`)
    const replicas = [queue(), queue(), queue()]
    for (const q of replicas) for (const name of names) q.define({ name, handler: async () => {} })
    // Each creates the queues (and their partitions) at the same moment as the others.
    await Promise.all(replicas.map((q) => q.start()))
    for (const name of names) expect(await replicas[0]!.enqueue(name, {})).toMatch(/^[0-9a-f-]{36}$/)
  })
})
