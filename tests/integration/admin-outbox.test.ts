import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminGridOf } from '../helpers/pages'
import { tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// The outbox screen: staff see every e-mail the site queued, what became of it and why, and can send it again.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const ad = (lng: string, key: string) => tr(lng, 'admin', key)

async function queued(row: Record<string, unknown>): Promise<number> {
  const [{ id }] = await t.knex('mail_outbox')
    .insert({ kind: 'transfer-request', to_address: 'familie.weber@example.de', subject: 'Ihre Transferanfrage', html: '<p>Hallo <script>x</script></p>', text: 'Hallo Familie Weber', language: 'de', status: 'pending', attempts: 0, next_attempt_at: new Date(Date.now() + 3_600_000), ...row })
    .returning('id')
  return id as number
}

describe('admin: outbox', () => {
  let failed: number
  let waiting: number
  let sent: number
  beforeAll(async () => {
    failed = await queued({ status: 'failed', attempts: 8, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', subject: 'Transfer bestätigt' })
    waiting = await queued({ status: 'pending', attempts: 2, last_error: '421 try again later', to_address: 'waiting.person@example.com' })
    sent = await queued({ status: 'sent', attempts: 1, sent_at: new Date(), to_address: 'sent.person@example.com' })
  })

  it('lists every e-mail with its status, attempts and last error, filtered by status', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const list = await agent.get('/admin/outbox?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain(ad('en', 'outboxAdmin.title'))
    const grid = adminGridOf(list.text)
    expect(grid.rows.map((r) => r.id)).toEqual(expect.arrayContaining([failed, waiting, sent]))
    expect(list.text).toContain('connect ECONNREFUSED 127.0.0.1:2525')
    const onlyFailed = adminGridOf((await agent.get('/admin/outbox?lng=en&status=failed')).text)
    expect(onlyFailed.rows.map((r) => r.id)).toContain(failed)
    expect(onlyFailed.rows.map((r) => r.id)).not.toContain(waiting)
    const search = adminGridOf((await agent.get('/admin/outbox?q=waiting.person')).text)
    expect(search.rows.map((r) => r.id)).toEqual([waiting])
  })

  it('shows one e-mail as text (never its HTML) with the whole last error, in the staff member’s language', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const page = await agent.get(`/admin/outbox/${failed}?lng=de`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Hallo Familie Weber')
    expect(page.text).not.toContain('<script>x</script>')
    expect(page.text).toContain('connect ECONNREFUSED 127.0.0.1:2525')
    expect(page.text).toContain(ad('de', 'outboxAdmin.statuses.failed'))
    expect(page.text).toContain(ad('de', 'outboxAdmin.resend'))
    expect((await agent.get('/admin/outbox/999999')).status).toBe(404)
    expect((await agent.get('/admin/outbox/abc')).status).toBe(404)
  })

  it('resends a failed e-mail as a new message and keeps the failed one as the record', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post(`/admin/outbox/${failed}/resend`).type('form').send({ _csrf: csrf })
    expect(res.status).toBe(303)
    const copyId = Number(/\/admin\/outbox\/(\d+)\?saved=resent/.exec(res.headers.location ?? "")![1])
    expect(copyId).not.toBe(failed)
    const copy = await t.knex('mail_outbox').where({ id: copyId }).first()
    expect(copy).toMatchObject({ toAddress: 'familie.weber@example.de', subject: 'Transfer bestätigt', text: 'Hallo Familie Weber', attempts: 0 })
    expect(['pending', 'sending', 'sent', 'failed']).toContain(copy.status)
    expect(await t.knex('mail_outbox').where({ id: failed }).first()).toMatchObject({ status: 'failed', attempts: 8 })
    const shown = await agent.get(res.headers.location + '&lng=en')
    expect(shown.text).toContain(ad('en', 'outboxAdmin.outcomes.resent'))
  })

  it('makes a waiting e-mail due now instead of copying it', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const before = await t.knex('mail_outbox').count<{ count: string }[]>('* as count').first()
    const res = await agent.post(`/admin/outbox/${waiting}/resend`).type('form').send({ _csrf: csrf })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/admin/outbox/${waiting}?saved=due`)
    const row = await t.knex('mail_outbox').where({ id: waiting }).first()
    expect(new Date(row.nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now())
    const after = await t.knex('mail_outbox').count<{ count: string }[]>('* as count').first()
    expect(Number(after!.count)).toBe(Number(before!.count))
  })

  it('is for admins only: e-mails hold customers’ details', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    expect((await agent.get('/admin/outbox')).status).toBe(403)
    expect((await agent.get(`/admin/outbox/${sent}`)).status).toBe(403)
    expect((await agent.post(`/admin/outbox/${sent}/resend`).type('form').send({ _csrf: csrf })).status).toBe(403)
    expect(await t.knex('mail_outbox').where({ to_address: 'sent.person@example.com' })).toHaveLength(1)
  })
})
