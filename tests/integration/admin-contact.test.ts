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
  (await t.knex('contact_messages').insert({ kind: 'contact', name: 'Someone', email: 'someone@example.com', message: 'Hello', language: 'en', status: 'new', ...row }).returning('id'))[0].id as number

describe('admin: contact messages', () => {
  let question: number
  let enquiry: number
  let spam: number
  let tripName: string
  beforeAll(async () => {
    const trip = await t.knex('trips').orderBy('id').first()
    tripName = trip.translations.name.en
    question = await insert({ name: 'Maria Lopez', email: 'maria@example.es', message: 'Can we pay on arrival?', language: 'es', phone: '+34 600 111 222' })
    enquiry = await insert({ kind: 'trip-enquiry', trip_id: trip.id, name: 'Hans Meier', email: 'hans@example.de', message: 'Platz für 4 Personen?', people: 4, travel_date: '2027-06-15', language: 'de' })
    spam = await insert({ name: 'Cheap Pills', email: 'spam@example.net', message: 'Buy now', status: 'spam' })
  })

  it('lists messages with status and kind filters and search', async () => {
    const { agent } = await loginAs(t.app, 'dispatcher')
    const list = await agent.get('/admin/contact-messages?lng=en')
    expect(list.status).toBe(200)
    for (const name of ['Maria Lopez', 'Hans Meier', 'Cheap Pills']) expect(list.text).toContain(name)
    const enquiries = await agent.get('/admin/contact-messages?lng=en&kind=trip-enquiry')
    expect(enquiries.text).toContain('Hans Meier')
    expect(enquiries.text).not.toContain('Maria Lopez')
    const spams = adminGridOf((await agent.get('/admin/contact-messages?status=spam')).text)
    expect(spams.rows.map((r) => r.id)).toEqual([spam])
    const search = adminGridOf((await agent.get('/admin/contact-messages?q=pay%20on')).text)
    expect(search.rows.map((r) => r.id)).toEqual([question])
    const byEmail = adminGridOf((await agent.get('/admin/contact-messages?q=HANS@')).text)
    expect(byEmail.rows.map((r) => r.id)).toEqual([enquiry])
  })

  it('shows the whole message (opening a new one marks it read) and changes its status', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const page = await agent.get(`/admin/contact-messages/${enquiry}?lng=en`)
    expect(page.status).toBe(200)
    for (const text of ['Hans Meier', 'hans@example.de', 'Platz für 4 Personen?', '15 June 2027', ad('en', 'contactAdmin.kinds.trip-enquiry'), tripName]) expect(page.text).toContain(html(text))
    expect((await t.knex('contact_messages').where({ id: enquiry }).first()).status).toBe('read')
    const archive = await agent.post(`/admin/contact-messages/${enquiry}`).type('form').send({ _csrf: csrf, intent: 'status', status: 'archived' })
    expect(archive.status).toBe(303)
    expect(archive.headers.location).toBe(`/admin/contact-messages/${enquiry}?saved=updated`)
    expect((await t.knex('contact_messages').where({ id: enquiry }).first()).status).toBe('archived')
    const after = await agent.get(`${archive.headers.location}&lng=en`)
    expect(after.text).toContain(html(ad('en', 'flash.updated')))
    // Re-opening an archived message leaves it archived.
    expect((await t.knex('contact_messages').where({ id: enquiry }).first()).status).toBe('archived')
    expect((await agent.post(`/admin/contact-messages/${enquiry}`).type('form').send({ _csrf: csrf, intent: 'status', status: 'deleted' })).status).toBe(400)
    expect((await agent.post('/admin/contact-messages/999999').type('form').send({ _csrf: csrf, intent: 'status', status: 'read' })).status).toBe(404)
    expect((await agent.get('/admin/contact-messages/999999')).status).toBe(404)
  })

  it('deletes one or several messages, staff only', async () => {
    const { agent, csrf } = await loginAs(t.app, 'dispatcher')
    const one = await agent.post(`/admin/contact-messages/${spam}`).type('form').send({ _csrf: csrf, intent: 'delete' })
    expect(one.headers.location).toBe('/admin/contact-messages?deleted=1')
    const bulk = await agent.post('/api/admin/contact-messages/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [question, enquiry] })
    expect(bulk.body).toEqual({ deleted: 2 })
    expect(await t.knex('contact_messages').whereIn('id', [question, enquiry, spam])).toHaveLength(0)
    expect((await request(t.app).post('/api/admin/contact-messages/bulk-delete').send({ ids: [spam] })).status).toBe(401)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.get('/admin/contact-messages')).headers.location).toBe('/')
    // Editors see no customer's messages (ADR 038).
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/contact-messages')).status).toBe(403)
  })
})
