import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

// Input the site cannot read or keep, each with its own clear answer. Text PostgreSQL cannot keep
// (a NUL, half of a surrogate pair) used to reach a query from every schema that took a plain
// string, and ended in a 500 (a booking reference used up on the way); a body of a type nothing
// reads was taken for an empty form.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const count = async (table: string) => Number((await t.knex(table).count({ n: '*' }).first())!.n)

describe('text the database cannot keep is a 400 naming the field, before any route reads it', () => {
  it('a public JSON request with half a surrogate pair: 400 at the field, no booking, no reference used', async () => {
    const before = await count('transfer_bookings')
    const res = await request(t.app).post('/api/transfers/requests?lng=de').send({ name: 'Anna', toAddress: 'Calle\ud800 Mayor' })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ toAddress: tr('de', 'common', 'publicForms.errors.control') })
    expect(await count('transfer_bookings')).toBe(before)
  })

  it('a staff form with a NUL is shown again with its message at the field and the text kept without it', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const before = await count('faq_entries')
    const res = await agent.post('/admin/faq/new?lng=en').type('form').send({ _csrf: csrf, question_es: 'Dónde\u0000 está', answer_es: 'Una respuesta larga', topic: 'general', sortOrder: '0' })
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('en', 'common', 'publicForms.errors.control')))
    expect(res.text).toContain('value="Dónde está"')
    expect(await count('faq_entries')).toBe(before)
  })

  it('a NUL in a list search, a key or a nested value is refused too', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    expect((await agent.get('/admin/trips?q=%00')).status).toBe(400)
    expect((await agent.get('/admin/transfers/export.csv?q=a%00')).status).toBe(400)
    const nested = await agent.post('/api/admin/faq/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [1], extra: { 'a\u0000': 'b' } })
    expect(nested.status).toBe(400)
    expect(Object.keys(nested.body.error.fields)).toEqual(['extra'])
  })

  it('an id past PostgreSQL integer range in a bulk delete is a 400, not a failed query', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    const res = await agent.post('/api/admin/faq/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [2_147_483_648] })
    expect(res.status).toBe(400)
  })

  it('emoji and every language’s letters pass untouched', async () => {
    const res = await request(t.app).get('/api/search?q=%F0%9F%8C%8A%20Ma%C3%B3')
    expect(res.status).toBe(200)
  })
})

describe('a body of a type the site does not read is a 415, not an empty form', () => {
  it('answers a staff form sent as text/plain and a public API sent as XML with 415, in the visitor language', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const staff = await agent.post('/admin/faq/new?lng=de').set('X-CSRF-Token', csrf).set('Content-Type', 'text/plain').set('Accept', 'application/json').send('question_es=x')
    expect(staff.status).toBe(415)
    expect(staff.body.error).toEqual({ code: 'unsupported_media_type', message: tr('de', 'common', 'errors.api.unsupported_media_type') })
    const xml = await request(t.app).post('/api/subscribe?lng=en').set('Content-Type', 'application/xml').send('<email>a@example.com</email>')
    expect(xml.status).toBe(415)
    // A form, JSON, or nothing at all (a script's empty POST) is read as before.
    expect((await request(t.app).post('/api/subscribe?lng=en').send({ email: 'not-an-address' })).status).toBe(400)
    expect((await agent.post('/api/admin/faq/bulk-delete?lng=en').set('X-CSRF-Token', csrf).set('Content-Length', '0')).status).toBe(400)
  })
})
