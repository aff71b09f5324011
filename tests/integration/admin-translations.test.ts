import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toLocalInput } from '../../src/blog/blog.admin.server'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
// The app reads its UI strings from a copy, which the interface-strings test edits.
const localesCopy = mkdtempSync(path.join(tmpdir(), 'locales-'))
const copyShippedLocales = () => cpSync(path.resolve('locales'), localesCopy, { recursive: true })
beforeAll(async () => {
  copyShippedLocales()
  t = await startTestApp({ localesDir: localesCopy })
})
afterAll(async () => {
  await t?.close()
  rmSync(localesCopy, { recursive: true, force: true })
})

/** A stored row's translated texts as form fields (text_es, text_en …), Spanish from the plain column when absent. */
function texts(row: Record<string, unknown> & { translations: Record<string, Record<string, string> | undefined> }, attributes: string[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const attribute of attributes) {
    for (const lng of ['es', 'en', 'de', 'ca']) fields[`${attribute}_${lng}`] = row.translations[attribute]?.[lng] ?? (lng === 'es' ? String(row[attribute] ?? '') : '')
  }
  return fields
}

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
    // FAQ entries and content pages link to their own screens.
    const faq = await t.knex('faq_entries').orderBy('id').first('id')
    await t.knex('faq_entries').where({ id: faq.id }).update({ translations: t.knex.raw("translations #- '{answer,de}'") })
    await t.knex('content_pages').where({ key: 'legal-terms' }).update({ translations: t.knex.raw("translations #- '{title,de}'") })
    const report = (await agent.get('/admin/translations?language=de&lng=en')).text
    const faqRow = rowOf(report, 'faq', faq.id)
    expect(faqRow).toContain(tr('en', 'admin', 'translationsAdmin.fields.answer'))
    expect(faqRow).toContain(`href="/admin/faq/edit/${faq.id}"`)
    expect(rowOf(report, 'contentPage', 'legal-terms')).toContain('href="/admin/pages/edit/legal-terms"')
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

  it('marks banners, posts, SEO records, FAQ entries and pages outdated in en/de/ca after a Spanish edit through their screens', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const banner = await t.knex('hero_banners').orderBy('id').first()
    const post = await t.knex('blog_posts').whereNotNull('coverImage').orderBy('id').first()
    const faq = await t.knex('faq_entries').orderBy('id').first()
    const page = await t.knex('content_pages').where({ key: 'about' }).first()
    const seo = await t.knex('seo_records').where({ pageKey: 'home' }).first()
    const edits: Array<{ kind: string; key: string | number; url: string; fields: Record<string, string>; field: string }> = [
      {
        kind: 'heroBanner', key: banner.id, url: `/admin/hero-banners/edit/${banner.id}`, field: 'title',
        fields: { image: banner.image, buttonLink: banner.buttonLink ?? '', sortOrder: String(banner.sortOrder), isActive: 'on', ...texts(banner, ['title', 'subtitle', 'buttonText']), title_es: 'Título nuevo del banner' },
      },
      {
        kind: 'blogPost', key: post.id, url: `/admin/blog/posts/edit/${post.id}`, field: 'title',
        fields: { slug: post.slug, categoryId: String(post.categoryId ?? ''), authorName: post.authorName, coverImage: post.coverImage, status: 'published', publishedAt: toLocalInput(new Date(post.publishedAt)), ...texts(post, ['title', 'excerpt', 'body']), title_es: 'Título nuevo del artículo' },
      },
      {
        kind: 'faq', key: faq.id, url: `/admin/faq/edit/${faq.id}`, field: 'question',
        fields: { topic: faq.topic, sortOrder: String(faq.sortOrder), isPublished: 'on', ...texts(faq, ['question', 'answer']), question_es: '¿Pregunta nueva?' },
      },
      { kind: 'contentPage', key: 'about', url: '/admin/pages/edit/about', field: 'body', fields: { ...texts(page, ['title', 'body']), body_es: 'Texto **nuevo** de la página.' } },
      {
        kind: 'seo', key: 'home', url: '/admin/seo/edit/home', field: 'title',
        fields: { robotsDirective: seo.robotsDirective, canonicalUrl: '', schema: '', ...Object.fromEntries(['es', 'en', 'de', 'ca'].flatMap((l) => [[`title_${l}`, seo.title[l] ?? ''], [`description_${l}`, seo.description[l] ?? ''], [`keywords_${l}`, (seo.keywords[l] ?? []).join(', ')]])), title_es: 'Título SEO nuevo' },
      },
    ]
    const outdated = (kind: string, key: string | number, field: string, lng: string) => agent.get(`/admin/translations?language=${lng}&lng=en`).then((r) => rowOf(r.text, kind, key)?.includes(`text-amber-700">${tr('en', 'admin', `translationsAdmin.fields.${field}`)}<`) ?? false)
    for (const edit of edits) expect(await outdated(edit.kind, edit.key, edit.field, 'de'), edit.kind).toBe(false)
    for (const edit of edits) {
      const res = await agent.post(edit.url).type('form').send({ _csrf: csrf, ...edit.fields })
      expect([edit.kind, res.status]).toEqual([edit.kind, 303])
    }
    for (const edit of edits) {
      for (const lng of ['en', 'de', 'ca']) expect(await outdated(edit.kind, edit.key, edit.field, lng), `${edit.kind} ${lng}`).toBe(true)
      expect(await outdated(edit.kind, edit.key, edit.field, 'es'), `${edit.kind} es`).toBe(false)
    }
    // Updating the German text brings German up to date again, the others stay outdated.
    const faqEdit = edits.find((e) => e.kind === 'faq')!
    await agent.post(faqEdit.url).type('form').send({ _csrf: csrf, ...faqEdit.fields, question_de: 'Neue Frage?' })
    expect(await outdated('faq', faq.id, 'question', 'de')).toBe(false)
    expect(await outdated('faq', faq.id, 'question', 'en')).toBe(true)
  })

  it('lists interface strings missing in a language, or translated from an older Spanish text', async () => {
    const dir = localesCopy
    const commonOf = (lng: string) => path.join(dir, lng, 'common.json')
    const edit = (lng: string, change: (common: { footer: Record<string, string> }) => void) => {
      const common = JSON.parse(readFileSync(commonOf(lng), 'utf8')) as { footer: Record<string, string> }
      change(common)
      writeFileSync(commonOf(lng), JSON.stringify(common))
    }
    const uiRow = (page: string, key: string) => new RegExp(`<tr data-ui-key="common:${key.replace('.', '\\.')}" data-state="(\\w+)">([\\s\\S]*?)</tr>`).exec(page)
    try {
      const { agent } = await loginAs(t.app, 'editor')
      const report = async (lng: string) => (await agent.get(`/admin/translations?language=${lng}&lng=en`)).text
      // The files as shipped: nothing to do anywhere.
      for (const lng of ['es', 'en', 'de', 'ca']) expect(await report(lng)).toContain(html(tr('en', 'admin', 'translationsAdmin.uiComplete')))

      edit('de', (common) => delete common.footer.copyright)
      const spanishCopyright = (JSON.parse(readFileSync(commonOf('es'), 'utf8')) as { footer: { copyright: string } }).footer.copyright
      const missing = uiRow(await report('de'), 'footer.copyright')
      expect(missing?.[1]).toBe('missing')
      expect(missing?.[2]).toContain('locales/de/common.json')
      expect(missing?.[2]).toContain(html(spanishCopyright))
      expect(uiRow(await report('ca'), 'footer.copyright')).toBeNull()

      // A new Spanish text: every translation of it is outdated until it is updated and stamped.
      edit('es', (common) => (common.footer.tagline = 'Excursiones y traslados por toda Menorca, ahora también en bicicleta.'))
      for (const lng of ['en', 'ca']) {
        const outdated = uiRow(await report(lng), 'footer.tagline')
        expect(outdated?.[1], lng).toBe('outdated')
        expect(outdated?.[2]).toContain('Excursiones y traslados por toda Menorca, ahora también en bicicleta.')
      }
      expect(uiRow(await report('es'), 'footer.tagline')).toBeNull()
      const page = await report('en')
      expect(page).toContain(html(tr('en', 'admin', 'translationsAdmin.countUi', { count: 1 })))
    } finally {
      copyShippedLocales()
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
