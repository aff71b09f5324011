import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
const insert = async (row: Record<string, unknown>) =>
  (await t.knex('chat_messages').insert({ phone_number: '34600000000', language: 'en', page: '/', forward_status: 'sent', ...row }).returning('id'))[0].id as number

describe('admin: chat inbox', () => {
  let unread: number
  let read: number
  let german: number
  beforeAll(async () => {
    unread = await insert({ message: 'Do you have a child seat for the airport?', page: '/airport-transfers' })
    read = await insert({ message: 'Is the kayak trip on in windy weather?', read_at: new Date(), forward_status: 'failed', forward_error: 'HTTP 401' })
    german = await insert({ message: 'Gibt es vegetarisches Essen auf dem Boot?', language: 'de', forward_status: 'not-configured' })
  })

  it('lists messages with unread, language and forward filters and search', async () => {
    const { agent } = await loginAs(t.app, 'dispatcher')
    const list = await agent.get('/admin/chat?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    for (const text of ['Do you have a child seat', 'Is the kayak trip', 'Gibt es vegetarisches']) expect(list.text).toContain(text)
    const onlyUnread = await agent.get('/admin/chat?lng=en&unread=1')
    expect(onlyUnread.text).toContain('Do you have a child seat')
    expect(onlyUnread.text).not.toContain('Is the kayak trip')
    const de = adminGridOf((await agent.get('/admin/chat?language=de')).text)
    expect(de.rows.map((r) => r.id)).toEqual([german])
    const failed = adminGridOf((await agent.get('/admin/chat?forward=failed')).text)
    expect(failed.rows.map((r) => r.id)).toEqual([read])
    const search = adminGridOf((await agent.get('/admin/chat?lng=en&q=KAYAK')).text)
    expect(search.rows.map((r) => r.id)).toEqual([read])
    expect(search.rows[0]!.cells).toMatchObject({ read: tr('en', 'admin', 'chatAdmin.read'), forwardStatus: tr('en', 'admin', 'chatAdmin.forwardStatus.failed') })
  })

  it('opens a message, which marks it read; it can be marked unread again', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const page = await agent.get(`/admin/chat/${unread}?lng=en`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Do you have a child seat for the airport?')
    expect(page.text).toContain('/airport-transfers')
    expect((await t.knex('chat_messages').where({ id: unread }).first()).readAt).not.toBeNull()
    expect(adminGridOf((await agent.get('/admin/chat?unread=1')).text).rows.map((r) => r.id)).not.toContain(unread)
    const back = await agent.post(`/admin/chat/${unread}`).type('form').send({ _csrf: csrf, intent: 'unread' })
    expect(back.status).toBe(303)
    expect((await t.knex('chat_messages').where({ id: unread }).first()).readAt).toBeNull()
    const api = await agent.post(`/api/admin/chat/${unread}/read`).set('X-CSRF-Token', csrf).send({})
    expect(api.body).toEqual({ id: unread, read: true })
    expect((await t.knex('chat_messages').where({ id: unread }).first()).readAt).not.toBeNull()
    const failed = await agent.get(`/admin/chat/${read}?lng=en`)
    expect(failed.text).toContain('HTTP 401')
    expect(failed.text).toContain(html(ad('en', 'chatAdmin.forwardStatus.failed')))
    expect((await agent.get('/admin/chat/999999')).status).toBe(404)
    expect((await agent.post('/api/admin/chat/999999/read').set('X-CSRF-Token', csrf).send({})).status).toBe(404)
  })

  it('deletes one message or several, and is staff only', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const one = await insert({ message: 'delete me' })
    const res = await agent.post(`/admin/chat/${one}`).type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(res.headers.location).toBe('/admin/chat?deleted=1')
    const bulk = await agent.post('/api/admin/chat/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [read, german] })
    expect(bulk.body).toEqual({ deleted: 2 })
    expect((await t.knex('chat_messages').whereIn('id', [one, read, german])).length).toBe(0)
    expect((await agent.post('/api/admin/chat/bulk-delete').send({ ids: [unread] })).status).toBe(403)
    expect((await request(t.app).post('/api/admin/chat/bulk-delete').send({ ids: [unread] })).status).toBe(401)
    expect((await request(t.app).get('/admin/chat')).headers.location).toMatch(/^\/auth\/login/)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.post('/api/admin/chat/bulk-delete').set('X-CSRF-Token', user.csrf).send({ ids: [unread] })).status).toBe(403)
    // Editors see no customer's messages (ADR 038).
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/chat')).status).toBe(403)
    expect((await editor.agent.post('/api/admin/chat/bulk-delete').set('X-CSRF-Token', editor.csrf).send({ ids: [unread] })).status).toBe(403)
    expect(await t.knex('chat_messages').where({ id: unread }).first()).toBeDefined()
  })
})
