import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../src/config/env'
import { formatDateTime } from '../../src/i18n/format'
import { LANGUAGES } from '../../src/i18n/languages'
import { jobSchemaOf } from '../../src/jobs/job-schema'
import { RETENTION_JOB } from '../../src/back-office/retention.server'
import { SESSION_LIFETIME_DAYS } from '../../src/config/retention'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

/**
 * Issue 17, "Growth without bound" (ADR 056): a daily job deletes expired rate-limit counters and
 * sessions, and removes the body, subject and attachments of e-mails sent more than
 * MAIL_BODY_RETENTION_DAYS ago, keeping the facts. What waits or failed is never touched; staff stay
 * logged in; the outbox says what happened; the privacy page states the periods.
 */

// Not the default 30: the configured value is the one applied and shown.
const DAYS = 10
const DAY_MS = 24 * 60 * 60_000

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { MAIL_BODY_RETENTION_DAYS: String(DAYS) } })
})
afterAll(async () => {
  await t?.close()
})

const ad = (lng: string, key: string, vars: Record<string, string | number> = {}) => tr(lng, 'admin', key, vars)

/** Runs the job as its schedule does: queued, then handled by this app's queue (here or by its worker). */
async function runRetention(done: () => Promise<boolean>): Promise<void> {
  await t.jobs.enqueue(RETENTION_JOB, {})
  await t.jobs.runDue(RETENTION_JOB)
  // The app's own worker may have taken the job first: wait for its last step's effect (a loop of
  // our own: expect.poll is not allowed in a beforeAll).
  for (const until = Date.now() + 60_000; !(await done()); ) {
    if (Date.now() > until) throw new Error('the retention job did not run within a minute')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function mail(row: Record<string, unknown>, attachment = false): Promise<number> {
  const [{ id }] = await t
    .knex('mail_outbox')
    .insert({
      kind: 'transfer-confirmation',
      to_address: 'familie.weber@example.de',
      reply_to: null,
      subject: 'Transfer MT-2026-000123 bestätigt: Familie Weber',
      html: '<p>Familie Weber, Hotel Sa Pedrera, +49 170 1234567</p>',
      text: 'Familie Weber, Hotel Sa Pedrera, +49 170 1234567',
      language: 'de',
      attempts: 1,
      next_attempt_at: new Date(),
      ...row,
    })
    .returning('id')
  if (attachment) await t.knex('mail_attachments').insert({ outbox_id: id, filename: 'voucher.pdf', content_type: 'application/pdf', content: Buffer.from('%PDF-1.4 Weber'), size: 14 })
  return id as number
}

const ago = (days: number) => new Date(Date.now() - days * DAY_MS)

describe('retention job', () => {
  it('takes MAIL_BODY_RETENTION_DAYS as a whole number of days, 30 by default, and refuses to start on anything else', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: t.env.dataDir, SESSION_SECRET: 'x'.repeat(32), APP_SECRET: 'y'.repeat(32) }
    expect(loadEnv(base).MAIL_BODY_RETENTION_DAYS).toBe(30)
    expect(loadEnv({ ...base, MAIL_BODY_RETENTION_DAYS: '90' }).MAIL_BODY_RETENTION_DAYS).toBe(90)
    for (const wrong of ['0', '-5', '1.5', 'a month']) expect(() => loadEnv({ ...base, MAIL_BODY_RETENTION_DAYS: wrong }), wrong).toThrow(/MAIL_BODY_RETENTION_DAYS/)
  })

  it('is registered as a recurring job of the queue, once a day', async () => {
    const schedules = await t.knex.withSchema(jobSchemaOf(t.knex)).from('schedule').where({ name: RETENTION_JOB })
    expect(schedules).toHaveLength(1)
    expect(schedules[0].cron).toBe('40 3 * * *')
  })

  it('deletes expired sessions and rate-limit counters in batches, keeps live ones, and a logged-in admin stays logged in', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const liveSessions = await t.knex('session').where('expire', '>', t.knex.raw('now()')).pluck('sid')
    expect(liveSessions.length).toBeGreaterThan(0)
    const sess = JSON.stringify({ cookie: { originalMaxAge: 1000, expires: ago(1).toISOString(), httpOnly: true, path: '/' } })
    await t.knex.raw(`insert into session (sid, sess, expire) select 'expired-' || g, ?::json, to_timestamp(?) from generate_series(1, 1200) g`, [sess, ago(1).getTime() / 1000])
    // 2,500 expired counters: more than two batches of 1,000.
    await t.knex.raw(`insert into rate_limits (key, points, expire) select 'old-form:203.0.113.' || g, 3, ? from generate_series(1, 2500) g`, [Date.now() - 60_000])
    await t.knex('rate_limits').insert([
      { key: 'live-form:203.0.113.7', points: 2, expire: Date.now() + 10 * 60_000 },
      { key: 'no-expiry:203.0.113.8', points: 1, expire: null },
    ])

    await runRetention(async () => Number((await t.knex('rate_limits').where('key', 'like', 'old-form:%').count({ n: '*' }))[0]!.n) === 0 && Number((await t.knex('session').where('sid', 'like', 'expired-%').count({ n: '*' }))[0]!.n) === 0)

    expect((await t.knex('rate_limits').whereIn('key', ['live-form:203.0.113.7', 'no-expiry:203.0.113.8']).pluck('key')).sort()).toEqual(['live-form:203.0.113.7', 'no-expiry:203.0.113.8'])
    expect(await t.knex('session').whereIn('sid', liveSessions).pluck('sid')).toHaveLength(liveSessions.length)
    const admin = await agent.get('/admin?lng=en')
    expect(admin.status).toBe(200)
    expect(admin.text).toContain('name="_csrf"')
  })

  describe('sent e-mails', () => {
    let old: number
    let recent: number
    let failed: number
    let waiting: number
    let withdrawn: number
    beforeAll(async () => {
      old = await mail({ status: 'sent', created_at: ago(DAYS + 1), sent_at: ago(DAYS + 1), reply_to: 'office@menorcatours.example' }, true)
      recent = await mail({ status: 'sent', created_at: ago(DAYS - 1), sent_at: ago(DAYS - 1) }, true)
      failed = await mail({ status: 'failed', attempts: 8, created_at: ago(DAYS * 3), last_error: 'connect ECONNREFUSED' }, true)
      waiting = await mail({ status: 'pending', created_at: ago(DAYS * 3), next_attempt_at: new Date(Date.now() + 3_600_000) })
      withdrawn = await mail({ status: 'withdrawn', created_at: ago(DAYS * 3) })
      await runRetention(async () => Boolean((await t.knex('mail_outbox').where({ id: old }).first()).bodyRemovedAt))
    })

    it(`lose body, subject and attachments after the configured ${DAYS} days; the facts stay`, async () => {
      const row = await t.knex('mail_outbox').where({ id: old }).first()
      expect(row).toMatchObject({ status: 'sent', kind: 'transfer-confirmation', language: 'de', attempts: 1, subject: '', html: '', text: '', reference: 'MT-2026-000123', toAddress: 'f•••@example.de', replyTo: 'o•••@menorcatours.example' })
      expect(row.sentAt).toBeInstanceOf(Date)
      expect(row.bodyRemovedAt).toBeInstanceOf(Date)
      expect(await t.knex('mail_attachments').where({ outbox_id: old })).toEqual([])
    })

    it('keeps newer sent e-mails, and never touches one that waits, failed or was withdrawn', async () => {
      for (const id of [recent, failed, waiting, withdrawn]) {
        const row = await t.knex('mail_outbox').where({ id }).first()
        expect(row, `mail ${id}`).toMatchObject({ text: 'Familie Weber, Hotel Sa Pedrera, +49 170 1234567', subject: 'Transfer MT-2026-000123 bestätigt: Familie Weber', toAddress: 'familie.weber@example.de', bodyRemovedAt: null, reference: null })
      }
      expect(await t.knex('mail_attachments').whereIn('outbox_id', [recent, failed]).pluck('filename')).toEqual(['voucher.pdf', 'voucher.pdf'])
    })

    it('a second run changes nothing', async () => {
      const before = await t.knex('mail_outbox').whereIn('id', [old, recent]).orderBy('id')
      await t.jobs.enqueue(RETENTION_JOB, {})
      await t.jobs.runDue(RETENTION_JOB)
      expect(await t.knex('mail_outbox').whereIn('id', [old, recent]).orderBy('id')).toEqual(before)
    })

    it('the outbox shows the removed content plainly and refuses to send it again', async () => {
      const { agent, csrf } = await loginAs(t.app, 'admin')
      const row = await t.knex('mail_outbox').where({ id: old }).first()
      for (const lng of LANGUAGES) {
        const page = await agent.get(`/admin/outbox/${old}?lng=${lng}`)
        expect(page.status).toBe(200)
        expect(page.text).toContain(html(ad(lng, 'outboxAdmin.retention.removed_other', { count: DAYS, date: formatDateTime(row.bodyRemovedAt, lng) })))
        expect(page.text).toContain('MT-2026-000123')
        expect(page.text).not.toContain(ad(lng, 'outboxAdmin.resend'))
      }
      const list = await agent.get('/admin/outbox?lng=en&q=MT-2026-000123')
      const cells = adminGridOf(list.text).rows.find((r) => r.id === old)!.cells
      expect(cells.subject).toBe(ad('en', 'outboxAdmin.retention.removedShort_other', { count: DAYS, reference: 'MT-2026-000123' }))
      expect(cells.to).toBe('f•••@example.de')

      const count = async () => Number((await t.knex('mail_outbox').count({ n: '*' }))[0]!.n)
      const before = await count()
      const res = await agent.post(`/admin/outbox/${old}/resend`).type('form').send({ _csrf: csrf })
      expect(res.status).toBe(303)
      expect(res.headers.location).toBe(`/admin/outbox/${old}?saved=removed`)
      expect(await count()).toBe(before)
      const refused = await agent.get(`${res.headers.location}&lng=en`)
      expect(refused.text).toContain(html(ad('en', 'outboxAdmin.retention.resendRefused_other', { count: DAYS })))
    })
  })

  it('the privacy page says what is kept and for how long, in every language, with the configured days', async () => {
    for (const lng of LANGUAGES) {
      const page = await request(t.app).get(`/legal/privacy?lng=${lng}`)
      expect(page.status).toBe(200)
      const text = (key: string, vars: Record<string, number> = {}) => html(tr(lng, 'common', `pages.legal.retention.${key}`, vars))
      expect(page.text).toContain(text('title'))
      expect(page.text).toContain(text('mail_other', { count: DAYS }))
      expect(page.text).toContain(text('unsent'))
      expect(page.text).toContain(text('sessions_other', { count: SESSION_LIFETIME_DAYS }))
      expect(page.text).toContain(text('rateLimits_one', { count: 1 }))
    }
  })
})
