import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatShortDateTime } from '../../src/ui/admin/admin-format'
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

/** The edit form of a page as stored, with changes. */
async function formOf(csrf: string, key: string, changes: Record<string, string> = {}) {
  const row = await t.knex('content_pages').where({ key }).first()
  const fields: Record<string, string> = { _csrf: csrf }
  for (const lng of ['es', 'en', 'de', 'ca']) {
    fields[`title_${lng}`] = row.translations.title?.[lng] ?? ''
    fields[`body_${lng}`] = row.translations.body?.[lng] ?? ''
  }
  return { ...fields, ...changes }
}

describe('admin: content pages', () => {
  it('lists the pages with their public address, last change and missing languages; searches and sorts', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    await t.knex('content_pages').where({ key: 'legal-terms' }).update({ translations: t.knex.raw("translations #- '{body,ca}'") })
    const list = await agent.get('/admin/pages?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain('href="/admin/pages/edit/about"')
    expect(list.text).not.toContain('href="/admin/pages/new"')
    const grid = adminGridOf((await agent.get('/admin/pages?lng=de&sort=key')).text)
    expect(grid.rows.map((r) => r.id)).toEqual(['about', 'legal-privacy', 'legal-terms', 'services'])
    expect(grid.rows[0]!.cells).toMatchObject({ key: 'about', title: 'Über uns', path: '/about', missing: tr('de', 'admin', 'pagesAdmin.complete') })
    expect(grid.rows.find((r) => r.id === 'legal-terms')!.cells).toMatchObject({ path: '/legal/terms', missing: 'CA' })
    const about = await t.knex('content_pages').where({ key: 'about' }).first()
    expect(grid.rows[0]!.cells.updatedAt).toBe(formatShortDateTime(new Date(about.updatedAt).toISOString(), 'de'))
    const search = adminGridOf((await agent.get('/admin/pages?lng=en&q=privac')).text)
    expect(search.rows.map((r) => r.id)).toEqual(['legal-privacy'])
    const byTitle = adminGridOf((await agent.get('/admin/pages?lng=en&sort=-title')).text).rows.map((r) => r.id)
    expect(byTitle).toHaveLength(4)
    expect((await agent.get('/admin/pages?sort=-updatedAt')).status).toBe(200)
  })

  it('saves a German edit that /about?lng=de shows at once (HTML cache included)', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    await request(t.app).get('/about?lng=de')
    expect((await request(t.app).get('/about?lng=de')).headers['x-cache']).toBe('HIT')
    const page = await agent.get('/admin/pages/edit/about?lng=de')
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-island="BlogPreview"')
    expect(page.text).toContain('data-island="LanguageTabs"')
    expect(page.text).toContain('href="/about?lng=de"')
    const res = await agent
      .post('/admin/pages/edit/about')
      .type('form')
      .send(await formOf(csrfOf(page.text), 'about', { title_de: 'Wer wir sind', body_de: '## Unsere Geschichte\n\nSeit **2012** auf Menorca.' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/pages?saved=updated')
    const about = await request(t.app).get('/about?lng=de')
    expect(about.headers['x-cache']).toBe('MISS')
    expect(about.text).toContain('Wer wir sind')
    expect(about.text).toContain('<h2>Unsere Geschichte</h2>')
    expect(about.text).toContain('Seit <strong>2012</strong> auf Menorca.')
    // Spanish is the plain column too; the other languages are untouched.
    const row = await t.knex('content_pages').where({ key: 'about' }).first()
    expect(row.title).toBe(row.translations.title.es)
    expect((await request(t.app).get('/about?lng=en')).text).toContain('About us')
  })

  it('validates in the staff language, keeping the values; unknown or malformed keys are 404; no create or delete', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const before = await t.knex('content_pages').where({ key: 'services' }).first()
    const res = await agent.post('/admin/pages/edit/services?lng=ca').type('form').send(await formOf(csrf, 'services', { title_es: '', body_en: 'x'.repeat(20_001), title_de: 'Kept title' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('ca', 'common', 'forms.errors.tooLongMax', { max: 20_000 })))
    expect(res.text).toContain('value="Kept title"')
    expect(await t.knex('content_pages').where({ key: 'services' }).first()).toEqual(before)

    expect((await agent.get('/admin/pages/edit/no-such-page')).status).toBe(404)
    expect((await agent.get('/admin/pages/edit/Bad%20Key')).status).toBe(404)
    expect((await agent.post('/admin/pages/edit/no-such-page').type('form').send(await formOf(csrf, 'services'))).status).toBe(404)
    expect((await agent.get('/admin/pages/new')).status).toBe(404)
    expect((await agent.post('/api/admin/pages/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [1] })).status).toBe(404)
  })

  it('is refused to visitors and non-staff users', async () => {
    expect((await request(t.app).get('/admin/pages/edit/about')).headers.location).toMatch(/^\/auth\/login/)
    expect((await request(t.app).post('/admin/pages/edit/about').type('form').send({ title_es: 'x', body_es: 'x' })).headers.location).toMatch(/^\/auth\/login/)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.get('/admin/pages')).headers.location).toBe('/')
    const post = await user.agent.post('/admin/pages/edit/about').type('form').send(await formOf(user.csrf, 'about', { title_es: 'x' }))
    expect([post.status, post.headers.location]).toEqual([303, '/'])
    expect((await t.knex('content_pages').where({ key: 'about' }).first()).title).not.toBe('x')
  })
})
