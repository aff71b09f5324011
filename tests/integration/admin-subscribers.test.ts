import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvCell } from '../../src/newsletter/subscribers.admin.server'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const ad = (lng: string, key: string) => tr(lng, 'admin', key)
const insert = async (row: Record<string, unknown>) => (await t.knex('subscribers').insert({ status: 'confirmed', language: 'en', ...row }).returning('id'))[0].id as number

describe('CSV cells', () => {
  it('quotes, doubles quotes and defuses formulas', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`)
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })
})

describe('admin: subscribers', () => {
  let anna: number
  let pending: number
  let formula: number
  beforeAll(async () => {
    anna = await insert({ email: 'anna@example.com', language: 'de', confirmed_at: new Date('2026-05-01T10:00:00Z'), source: 'footer' })
    pending = await insert({ email: 'pending.person@example.com', status: 'pending' })
    formula = await insert({ email: '=cmd@example.com', source: 'home, "hero"' })
  })

  it('lists subscribers with a status filter and search', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const list = await agent.get('/admin/subscribers?lng=en')
    expect(list.status).toBe(200)
    for (const email of ['anna@example.com', 'pending.person@example.com', '=cmd@example.com']) expect(list.text).toContain(email)
    expect(list.text).toContain('href="/api/admin/subscribers.csv"')
    const onlyPending = await agent.get('/admin/subscribers?lng=en&status=pending')
    expect(onlyPending.text).toContain('pending.person@example.com')
    expect(onlyPending.text).not.toContain('anna@example.com')
    expect(onlyPending.text).toContain('href="/api/admin/subscribers.csv?status=pending"')
    const search = adminGridOf((await agent.get('/admin/subscribers?q=ANNA')).text)
    expect(search.rows.map((r) => r.id)).toEqual([anna])
  })

  it('exports CSV as an attachment, escaped and safe against formulas, with the filters', async () => {
    const { agent } = await loginAs(t.app, 'admin')
    const res = await agent.get('/api/admin/subscribers.csv').buffer(true).parse((r, done) => {
      let body = ''
      r.setEncoding('utf8')
      r.on('data', (c: string) => (body += c))
      r.on('end', () => done(null, body))
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = (res.body as string).replace(/^\uFEFF/, '')
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('id,email,status,language,source,created_at,confirmed_at,unsubscribed_at')
    expect(lines).toContain(`${anna},anna@example.com,confirmed,de,footer,${lines.find((l) => l.startsWith(`${anna},`))!.split(',')[5]},2026-05-01T10:00:00.000Z,`)
    expect(lines.find((l) => l.startsWith(`${formula},`))).toMatch(new RegExp(`^${formula},'=cmd@example.com,confirmed,en,"home, ""hero""",`))
    expect(lines.at(-1)).toBe('')
    const filtered = await agent.get('/api/admin/subscribers.csv?status=pending').buffer(true).parse((r, done) => {
      let body = ''
      r.on('data', (c: Buffer) => (body += c.toString('utf8')))
      r.on('end', () => done(null, body))
    })
    const rows = (filtered.body as string).trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain('pending.person@example.com')
  })

  it('deletes a subscriber on request only after confirmation, and several at once', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const page = await agent.get(`/admin/subscribers/${pending}?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('pending.person@example.com')
    const unconfirmed = await agent.post(`/admin/subscribers/${pending}?lng=en`).type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.text).toContain(html(ad('en', 'subscribersAdmin.confirmRequired')))
    expect(await t.knex('subscribers').where({ id: pending }).first()).toBeDefined()
    const res = await agent.post(`/admin/subscribers/${pending}`).type('form').send({ _csrf: csrf, intent: 'delete', confirm: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/subscribers?deleted=1')
    expect(await t.knex('subscribers').where({ id: pending }).first()).toBeUndefined()
    expect((await agent.get(`/admin/subscribers/${pending}`)).status).toBe(404)
    expect((await agent.post(`/admin/subscribers/${pending}`).type('form').send({ _csrf: csrf, intent: 'delete', confirm: 'on' })).status).toBe(404)
    const bulk = await agent.post('/api/admin/subscribers/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [anna, formula] })
    expect(bulk.body).toEqual({ deleted: 2 })
    expect(await t.knex('subscribers').whereIn('id', [anna, formula])).toHaveLength(0)
  })

  it('is for admins only: editors see the 403 page and get 403 from the API and the export', async () => {
    const id = await insert({ email: 'keep@example.com' })
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/subscribers')).status).toBe(403)
    expect((await editor.agent.get(`/admin/subscribers/${id}`)).status).toBe(403)
    expect((await editor.agent.get('/api/admin/subscribers.csv')).status).toBe(403)
    expect((await editor.agent.post('/api/admin/subscribers/bulk-delete').set('X-CSRF-Token', editor.csrf).send({ ids: [id] })).status).toBe(403)
    expect((await request(t.app).get('/api/admin/subscribers.csv')).status).toBe(401)
    expect(await t.knex('subscribers').where({ id }).first()).toBeDefined()
  })
})
