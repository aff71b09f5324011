import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/server/app'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { built, startTestApp, type TestApp } from '../helpers/test-app'

// Long staff tasks (ADR 060) on two apps sharing one database, as two instances behind a load
// balancer: each with its own DATA_DIR (its own disk cache) and its own job workers. A rebuild of
// the image cache started on both at once runs once, both show the same progress, and afterwards a
// variant asked of the other instance is served without rendering it again.

let t: TestApp
let b: App
let otherDir: string
beforeAll(async () => {
  t = await startTestApp()
  otherDir = mkdtempSync(path.join(tmpdir(), 'menorca-instance-b-'))
  b = built.createApp({
    env: { ...t.env, dataDir: otherDir, DATA_DIR: otherDir, INSTANCE_ID: 'instance-b' },
    knex: t.knex,
    i18n: await built.createI18n(),
    logger: pino({ level: 'silent' }),
    cacheHtml: false,
    jobPollingSeconds: 0.5,
  })
  await b.start()
})
afterAll(async () => {
  await b?.close()
  await t?.close()
  rmSync(otherDir, { recursive: true, force: true })
})

const REBUILD = '/api/admin/utilities/image-cache-rebuild'

/** Rebuild jobs an app's workers completed (jobs_total, ADR 057). */
const completedRuns = async (app: Pick<App, 'context'>) =>
  Number((await app.context.metrics.register.getSingleMetricAsString('jobs_total')).match(/name="images\.cache-rebuild",outcome="completed"} (\d+)/)?.[1] ?? 0)

async function rebuildDone(agent: request.Agent) {
  await expect.poll(async () => (await agent.get(REBUILD)).body.state, { timeout: 30_000 }).toBe('done')
  return (await agent.get(REBUILD)).body
}

describe('long tasks across instances', () => {
  it('starts one run when many ask at the same moment', async () => {
    const name = 'images.webp-convert'
    const attempts = await Promise.all(Array.from({ length: 6 }, (_, i) => built.startLongTask(t.knex, i % 2 ? t.jobs : b.context.jobs, { name, startedBy: `staff ${i}`, data: { ids: [999999] } })))
    expect(attempts.filter((a) => a.started)).toHaveLength(1)
    const winner = attempts.find((a) => a.started)!.task
    // The others were answered with the run under way (or, if it was that quick, already done).
    for (const attempt of attempts) expect(attempt.task.startedBy).toBe(winner.startedBy)
    await expect.poll(async () => (await built.readLongTask(t.knex, name)).state, { timeout: 30_000 }).toBe('done')
    // One job ran: one item, the unknown image, failed once.
    expect(await built.readLongTask(t.knex, name)).toMatchObject({ total: 1, done: 0, failed: 1 })
  })

  it('rebuilds once from two clicks on two instances; both show the same progress; the other instance serves the variants without rendering', async () => {
    const { image } = await t.knex('trips').where({ id: 3 }).first('image')
    const query = '?width=47&format=webp'
    expect((await request(t.app).get(`/api/images/optimize/${image}${query}`)).status).toBe(200)
    await expect.poll(() => t.knex('image_variants').where({ path: image, width: 47 }).first(), { timeout: 10_000 }).toBeTruthy()

    const onA = await loginAs(t.app, 'admin')
    const onB = await loginAs(b.app, 'admin')
    const [fromA, fromB] = await Promise.all([
      onA.agent.post(REBUILD).set('X-CSRF-Token', onA.csrf),
      onB.agent.post(REBUILD).set('X-CSRF-Token', onB.csrf),
    ])
    expect([fromA.status, fromB.status].sort()).toEqual([200, 202])
    expect(fromA.body.startedAt).toBe(fromB.body.startedAt)
    const done = await rebuildDone(onA.agent)
    // Every instance answers the same, page and API: who started it, when, which instance ran it.
    expect((await onB.agent.get(REBUILD)).body).toEqual(done)
    expect(done.total).toBeGreaterThanOrEqual(1)
    expect(done).toMatchObject({ state: 'done', failed: done.total - done.done, lastError: null })
    expect([onA.user.name, onB.user.name]).toContain(done.startedBy)
    const pageOnB = await onB.agent.get('/admin/utilities?lng=en')
    expect(pageOnB.text).toContain('data-testid="image-cache-rebuild" data-state="done"')
    expect(pageOnB.text).toContain(html(tr('en', 'admin', 'utilitiesAdmin.rebuildDone', { rendered: done.done, total: done.total, failed: done.failed })))
    // One run: the job ran once (jobs_total counts it on the instance that ran it).
    expect((await completedRuns(t)) + (await completedRuns(b))).toBe(1)

    // Instance B never rendered this variant and its memory is empty (another process's would be):
    // it copies the rebuild's render from the database instead of rendering.
    built.forgetOptimizedImages()
    const misses = built.imageCacheCounters.misses
    const onInstanceB = await request(b.app).get(`/api/images/optimize/${image}${query}`)
    expect(onInstanceB.status).toBe(200)
    expect(built.imageCacheCounters.misses).toBe(misses)
    expect(readdirSync(path.join(otherDir, 'cache', 'images'), { recursive: true }).some((f) => String(f).endsWith('.webp'))).toBe(true)
  })

  it('a run whose worker died shows as interrupted and does not block the next one', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    // An instance killed mid-run: the row says running, and nothing has written for ten minutes.
    await t.knex('long_tasks').where({ name: 'images.cache-rebuild' }).update({ state: 'running', heartbeatAt: t.knex.raw("now() - interval '10 minutes'"), finishedAt: null })
    expect((await agent.get(REBUILD)).body.state).toBe('interrupted')
    const page = await agent.get('/admin/utilities?lng=en')
    expect(page.text).toContain(html(tr('en', 'admin', 'longTask.interrupted')))
    const again = await agent.post(REBUILD).set('X-CSRF-Token', csrf)
    expect(again.status).toBe(202)
    const finished = await rebuildDone(agent)
    expect(finished.lastError).toBeNull()

    // Later the queue retries the dead run's job (after its expiry): a newer run exists, so it
    // changes nothing — once it has run (counted), the task is as it was.
    const before = (await completedRuns(t)) + (await completedRuns(b))
    await t.jobs.enqueue('images.cache-rebuild', { runId: '00000000-0000-4000-8000-000000000000' })
    await expect.poll(async () => (await completedRuns(t)) + (await completedRuns(b)), { timeout: 30_000 }).toBe(before + 1)
    expect((await agent.get(REBUILD)).body).toEqual(finished)

    // A retry of the run itself whose worker died (no heartbeat) does the run again.
    const { runId } = await t.knex('long_tasks').where({ name: 'images.cache-rebuild' }).first('runId')
    await t.knex('long_tasks').where({ name: 'images.cache-rebuild' }).update({ state: 'running', heartbeatAt: t.knex.raw("now() - interval '10 minutes'"), finishedAt: null })
    await t.jobs.enqueue('images.cache-rebuild', { runId })
    await expect.poll(async () => (await agent.get(REBUILD)).body.finishedAt, { timeout: 30_000 }).not.toBe(null)
    expect((await agent.get(REBUILD)).body).toMatchObject({ state: 'done', startedAt: finished.startedAt, total: finished.total, lastError: null })
  })
})
