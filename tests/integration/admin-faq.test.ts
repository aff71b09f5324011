import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

const entry = (csrf: string, fields: Record<string, string>) => ({
  _csrf: csrf,
  topic: 'transfers',
  sortOrder: '0',
  isPublished: 'on',
  question_es: '¿Puedo llevar la tabla de surf?',
  question_en: 'Can I bring my surfboard?',
  question_de: 'Kann ich mein Surfbrett mitnehmen?',
  question_ca: 'Puc portar la taula de surf?',
  answer_es: 'Sí, avísanos al reservar y enviamos un monovolumen.',
  answer_en: 'Yes, tell us when you book and we send a minivan.',
  answer_de: 'Ja, sagen Sie es uns bei der Buchung und wir schicken einen Kleinbus.',
  answer_ca: 'Sí, avisa’ns en reservar i enviam un monovolum.',
  ...fields,
})

const idOf = async (question: string) => (await t.knex('faq_entries').where({ question }).first()).id as number

describe('admin: FAQ entries', () => {
  it('lists the entries with the question in the staff language, topic filter, search, sort and pages', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/faq?lng=de')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain(html(tr('de', 'common', 'faqPage.topics.transfers')))
    const first = await t.knex('faq_entries').where({ topic: 'general' }).orderBy(['sortOrder', 'id']).first()
    expect(list.text).toContain(html(first.translations.question.de))
    expect(list.text).toContain(`href="/admin/faq/edit/${first.id}"`)

    const transfers = adminGridOf((await agent.get('/admin/faq?topic=transfers&lng=en&pageSize=100')).text)
    expect(transfers.total).toBe(6)
    expect(transfers.rows.every((r) => r.cells.topic === tr('en', 'common', 'faqPage.topics.transfers'))).toBe(true)
    expect(adminGridOf((await agent.get('/admin/faq?topic=nonsense')).text).total).toBe(13)
    const filtered = await agent.get('/admin/faq?topic=general&lng=en')
    expect(filtered.text).toMatch(/<option value="general" selected="">/)

    const search = adminGridOf((await agent.get(`/admin/faq?lng=en&q=${encodeURIComponent('Wo erwartet mich')}`)).text)
    expect(search.rows).toHaveLength(1)
    expect(search.rows[0]!.cells).toMatchObject({ topic: tr('en', 'common', 'faqPage.topics.transfers'), isPublished: tr('en', 'admin', 'faqAdmin.yes'), question: 'Where will the driver meet me at Menorca Airport?' })

    const sorted = adminGridOf((await agent.get('/admin/faq?sort=-sortOrder&pageSize=100')).text).rows.map((r) => r.cells.sortOrder as number)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))
    const paged = adminGridOf((await agent.get('/admin/faq?pageSize=10&page=2')).text)
    expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 13 })
    expect(paged.rows).toHaveLength(3)
  })

  it('creates an entry in four languages that the home page, the transfers page and /legal/faq show at once', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    for (const path of ['/?lng=de', '/legal/faq?lng=ca', '/airport-transfers?lng=en']) {
      await request(t.app).get(path)
      expect((await request(t.app).get(path)).headers['x-cache']).toBe('HIT')
    }
    const page = await agent.get('/admin/faq/new?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-island="LanguageTabs"')
    const res = await agent.post('/admin/faq/new').type('form').send(entry(csrfOf(page.text), { sortOrder: '99' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/faq?saved=created')
    const stored = await t.knex('faq_entries').where({ question: '¿Puedo llevar la tabla de surf?' }).first()
    expect(stored).toMatchObject({ topic: 'transfers', sortOrder: 99, isPublished: true, answer: 'Sí, avísanos al reservar y enviamos un monovolumen.' })
    expect(stored.translations.question.de).toBe('Kann ich mein Surfbrett mitnehmen?')

    const home = await request(t.app).get('/?lng=de')
    expect(home.headers['x-cache']).toBe('MISS')
    expect(home.text).toContain('Kann ich mein Surfbrett mitnehmen?')
    expect((await request(t.app).get('/legal/faq?lng=ca')).text).toContain('Puc portar la taula de surf?')
    expect((await request(t.app).get('/airport-transfers?lng=en')).text).toContain('we send a minivan')
  })

  it('edits an entry: moving it to another topic and unpublishing it are seen at once', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    await agent.post('/admin/faq/new').type('form').send(entry(csrf, { question_es: 'Pregunta movida', question_en: 'Question that moves' }))
    const id = await idOf('Pregunta movida')
    const edit = await agent.get(`/admin/faq/edit/${id}?lng=en`)
    expect(edit.status).toBe(200)
    expect(edit.text).toContain('value="Question that moves"')
    expect(edit.text).toMatch(/<option value="transfers" selected="">/)
    expect(edit.text).toMatch(/name="isPublished"[^>]*checked/)

    await request(t.app).get('/?lng=en')
    const moved = await agent.post(`/admin/faq/edit/${id}`).type('form').send(entry(csrf, { question_es: 'Pregunta movida', question_en: 'Question that moves', topic: 'general' }))
    expect(moved.headers.location).toBe('/admin/faq?saved=updated')
    expect((await request(t.app).get('/?lng=en')).text).not.toContain('Question that moves')
    expect((await request(t.app).get('/legal/faq?lng=en')).text).toContain('Question that moves')

    const { isPublished: _, ...hidden } = entry(csrf, { question_es: 'Pregunta movida', question_en: 'Question that moves', topic: 'general' })
    expect((await agent.post(`/admin/faq/edit/${id}`).type('form').send(hidden)).status).toBe(303)
    expect((await t.knex('faq_entries').where({ id }).first()).isPublished).toBe(false)
    expect((await request(t.app).get('/legal/faq?lng=en')).text).not.toContain('Question that moves')

    expect((await agent.get('/admin/faq/edit/999999')).status).toBe(404)
    expect((await agent.get('/admin/faq/edit/abc')).status).toBe(404)
    expect((await agent.post('/admin/faq/edit/999999').type('form').send(entry(csrf, {}))).status).toBe(404)
  })

  it('validates the topic, the Spanish texts and the lengths in the staff language, keeping the values', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const before = await t.knex('faq_entries').count('* as n').first()
    const res = await agent.post('/admin/faq/new?lng=de').type('form').send(entry(csrf, { topic: 'booking', question_es: '', answer_es: '', sortOrder: '-1', answer_en: 'Kept answer' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.minValue', { min: 0 })))
    expect(res.text).toContain('Kept answer')
    const tooLong = await agent.post('/admin/faq/new?lng=en').type('form').send(entry(csrf, { question_en: 'x'.repeat(301) }))
    expect(tooLong.status).toBe(400)
    expect(tooLong.text).toContain(html(tr('en', 'common', 'forms.errors.tooLongMax', { max: 300 })))
    expect((await agent.post('/admin/faq/new').type('form').send(entry(csrf, { topic: '' }))).status).toBe(400)
    expect(await t.knex('faq_entries').count('* as n').first()).toEqual(before)
  })

  it('bulk-deletes entries with the CSRF header; the public page drops them; refused to others', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    await agent.post('/admin/faq/new').type('form').send(entry(csrf, { question_es: 'Borrar 1', question_en: 'Delete me one', topic: 'general' }))
    await agent.post('/admin/faq/new').type('form').send(entry(csrf, { question_es: 'Borrar 2', question_en: 'Delete me two', topic: 'general' }))
    const ids = [await idOf('Borrar 1'), await idOf('Borrar 2')]
    expect((await request(t.app).get('/legal/faq?lng=en')).text).toContain('Delete me one')
    expect((await agent.post('/api/admin/faq/bulk-delete').send({ ids })).status).toBe(403)
    expect((await agent.post('/api/admin/faq/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: ['x'] })).status).toBe(400)
    const res = await agent.post('/api/admin/faq/bulk-delete').set('X-CSRF-Token', csrf).send({ ids })
    expect(res.body).toEqual({ deleted: 2 })
    expect((await request(t.app).get('/legal/faq?lng=en')).text).not.toContain('Delete me one')
    expect((await request(t.app).post('/api/admin/faq/bulk-delete').send({ ids: [1] })).status).toBe(401)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.post('/api/admin/faq/bulk-delete').set('X-CSRF-Token', user.csrf).send({ ids: [1] })).status).toBe(403)
    expect((await user.agent.get('/admin/faq')).headers.location).toBe('/')
  })
})
