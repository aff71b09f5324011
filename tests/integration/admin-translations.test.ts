import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLocalesDirForReport } from '../../src/admin/translation-report'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  setLocalesDirForReport()
  await t?.close()
})

/** The table row of one content item in the report, or undefined. */
function rowOf(page: string, kind: string, key: string | number): string | undefined {
  const match = new RegExp(`<tr data-kind="${kind}" data-key="${key}">([\\s\\S]*?)</tr>`).exec(page)
  return match?.[1]
}

describe('admin: translation completeness', () => {
  it('lists a trip under German once its German translation is removed, linking to its edit page', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const before = await agent.get('/admin/translations?language=de&lng=en')
    expect(before.status).toBe(200)
    expect(before.text).toContain(html(tr('en', 'admin', 'translationsAdmin.contentHeading', { language: tr('en', 'admin', 'translationsAdmin.languages.de') })))
    expect(rowOf(before.text, 'trip', 1)).toBeUndefined()

    await t.knex('trips').where({ id: 1 }).update({ translations: t.knex.raw("translations #- '{name,de}' #- '{description,de}'") })

    const after = await agent.get('/admin/translations?language=de&lng=en')
    const row = rowOf(after.text, 'trip', 1)
    expect(row).toBeDefined()
    expect(row).toContain('href="/admin/trips/edit/1"')
    expect(row).toContain(`${tr('en', 'admin', 'translationsAdmin.fields.name')}, ${tr('en', 'admin', 'translationsAdmin.fields.description')}`)
    // Kinds without an admin screen yet (FAQ) are listed without a link.
    const faq = await t.knex('faq_entries').orderBy('id').first('id')
    await t.knex('faq_entries').where({ id: faq.id }).update({ translations: t.knex.raw("translations #- '{answer,de}'") })
    const faqRow = rowOf((await agent.get('/admin/translations?language=de&lng=en')).text, 'faq', faq.id)
    expect(faqRow).toContain(tr('en', 'admin', 'translationsAdmin.fields.answer'))
    expect(faqRow).toContain(html(tr('en', 'admin', 'translationsAdmin.noEditScreen')))
    expect(faqRow).not.toContain('href=')
    // Only German is missing.
    expect(rowOf((await agent.get('/admin/translations?language=en&lng=en')).text, 'trip', 1)).toBeUndefined()
    expect(rowOf((await agent.get('/admin/translations?language=ca&lng=en')).text, 'trip', 1)).toBeUndefined()
  })

  it('reports a translation as outdated when the Spanish text changes after it', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/trip-types/new?lng=en')
    const fields = { _csrf: csrfOf(page.text), slug: 'snorkel', sortOrder: '9', name_es: 'Esnórquel', name_en: 'Snorkelling', name_de: 'Schnorcheln', name_ca: 'Busseig' }
    expect((await agent.post('/admin/trip-types/new').type('form').send(fields)).status).toBe(303)
    const { id } = await t.knex('trip_types').where({ slug: 'snorkel' }).first()
    expect(rowOf((await agent.get('/admin/translations?language=de&lng=en')).text, 'tripType', id)).toBeUndefined()

    // A change of the German text alone keeps it current; a later Spanish change makes the others outdated.
    expect((await agent.post(`/admin/trip-types/edit/${id}`).type('form').send({ ...fields, name_de: 'Schnorchelausflug' })).status).toBe(303)
    expect(rowOf((await agent.get('/admin/translations?language=de&lng=en')).text, 'tripType', id)).toBeUndefined()
    await new Promise((r) => setTimeout(r, 5))
    expect((await agent.post(`/admin/trip-types/edit/${id}`).type('form').send({ ...fields, name_de: 'Schnorchelausflug', name_es: 'Buceo con tubo' })).status).toBe(303)
    const report = await agent.get('/admin/translations?language=de&lng=en')
    const row = rowOf(report.text, 'tripType', id)
    expect(row).toContain(`text-amber-700">${tr('en', 'admin', 'translationsAdmin.fields.name')}<`)
    expect(row).toContain(`href="/admin/trip-types/edit/${id}"`)
    expect(rowOf((await agent.get('/admin/translations?language=es&lng=en')).text, 'tripType', id)).toBeUndefined()
  })

  it('lists a UI string missing in a language compared with English', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'locales-'))
    try {
      cpSync(path.resolve('locales'), dir, { recursive: true })
      const file = path.join(dir, 'de', 'common.json')
      const common = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>
      delete common.footer!.copyright
      writeFileSync(file, JSON.stringify(common))
      setLocalesDirForReport(dir)
      const { agent } = await loginAs(t.app, 'editor')
      const page = await agent.get('/admin/translations?language=de&lng=en')
      expect(page.text).toContain('>footer.copyright<')
      const english = (JSON.parse(readFileSync(path.resolve('locales', 'en', 'common.json'), 'utf8')) as { footer: { copyright: string } }).footer.copyright
      expect(page.text).toContain(html(english))
      expect((await agent.get('/admin/translations?language=ca&lng=en')).text).not.toContain('>footer.copyright<')
    } finally {
      setLocalesDirForReport()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is open to editors, not to visitors or non-staff users', async () => {
    expect((await request(t.app).get('/admin/translations')).headers.location).toMatch(/^\/auth\/login/)
    const { agent } = await loginAs(t.app, 'user')
    const res = await agent.get('/admin/translations')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/')
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin?lng=en')).text).toContain('href="/admin/translations"')
  })
})
