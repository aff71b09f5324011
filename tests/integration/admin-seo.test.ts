import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { loginAs } from '../helpers/staff'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

/** The edit form of a record as stored, with changes. */
async function formOf(agent: ReturnType<typeof request.agent>, csrf: string, pageKey: string, changes: Record<string, string> = {}) {
  const row = await t.knex('seo_records').where({ pageKey }).first()
  const fields: Record<string, string> = { _csrf: csrf, robotsDirective: row.robotsDirective, schema: row.schema ? JSON.stringify(row.schema) : '' }
  for (const lng of ['es', 'en', 'de', 'ca']) {
    fields[`canonicalUrl_${lng}`] = row.canonicalUrl[lng] ?? ''
    fields[`title_${lng}`] = row.title[lng] ?? ''
    fields[`description_${lng}`] = row.description[lng] ?? ''
    fields[`keywords_${lng}`] = (row.keywords[lng] ?? []).join(', ')
  }
  return { ...fields, ...changes }
}

describe('admin: SEO records', () => {
  it('lets editors in, sends plain users to / and refuses the API without a staff role', async () => {
    const editor = await loginAs(t.app, 'editor')
    expect((await editor.agent.get('/admin/seo')).status).toBe(200)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.get('/admin/seo')).headers.location).toBe('/')
    expect((await user.agent.post('/api/admin/seo/bulk-delete').set('X-CSRF-Token', user.csrf).send({ keys: ['home'] })).status).toBe(403)
    expect((await request(t.app).post('/api/admin/seo/bulk-delete').send({ keys: ['home'] })).status).toBe(401)
    expect((await request(t.app).get('/admin/seo/edit/home')).headers.location).toMatch(/^\/auth\/login/)
  })

  it('lists page keys with the title in the staff language and the missing languages; searches and sorts', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    await t.knex('seo_records').insert({ pageKey: 'half-done', title: JSON.stringify({ es: 'Solo español' }), description: JSON.stringify({ es: 'Descripción' }), keywords: '{}' })
    const list = await agent.get('/admin/seo?lng=en&pageSize=100')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain('href="/admin/seo/edit/home"')
    expect(list.text).toContain('EN · DE · CA')
    const grid = adminGridOf((await agent.get('/admin/seo?q=half&lng=de')).text)
    expect(grid.rows.map((r) => r.cells)).toEqual([{ pageKey: 'half-done', title: 'Solo español', missing: 'EN · DE · CA', robots: 'index, follow' }])
    const sorted = adminGridOf((await agent.get('/admin/seo?sort=-pageKey&pageSize=100')).text).rows.map((r) => r.cells.pageKey as string)
    expect(sorted).toEqual([...sorted].sort().reverse())
  })

  it('saves an edit that the public page head shows at once', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    await request(t.app).get('/?lng=de')
    expect((await request(t.app).get('/?lng=de')).headers['x-cache']).toBe('HIT')
    const edit = await agent.get('/admin/seo/edit/home?lng=en')
    expect(edit.status).toBe(200)
    const res = await agent.post('/admin/seo/edit/home').type('form').send(
      await formOf(agent, csrf, 'home', {
        title_de: 'Menorca erleben mit Einheimischen',
        description_de: 'Neue Beschreibung für die Startseite.',
        keywords_de: 'Menorca,  Ausflüge , Menorca, Bootstouren',
        schema: '{"@context":"https://schema.org","@type":"TouristDestination","name":"Menorca"}',
        robotsDirective: 'index, follow',
      }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/seo?saved=updated')
    const row = await t.knex('seo_records').where({ pageKey: 'home' }).first()
    expect(row.keywords.de).toEqual(['Menorca', 'Ausflüge', 'Bootstouren'])
    expect(row.schema).toEqual({ '@context': 'https://schema.org', '@type': 'TouristDestination', name: 'Menorca' })
    const home = await request(t.app).get('/?lng=de')
    expect(home.headers['x-cache']).toBe('MISS')
    expect(home.text).toMatch(/<title>Menorca erleben mit Einheimischen/)
    expect(home.text).toContain('Neue Beschreibung für die Startseite.')
    expect(home.text).toContain('"@type":"TouristDestination"')
  })

  it('refuses JSON-LD that is not a JSON object, a relative canonical URL and an unknown robots value, keeping the values', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const before = await t.knex('seo_records').where({ pageKey: 'trips' }).first()
    for (const schema of ['{"@type": "Trip",}', '[1, 2]', '"text"']) {
      const res = await agent.post('/admin/seo/edit/trips?lng=en').type('form').send(await formOf(agent, csrf, 'trips', { schema, title_en: 'Kept title' }))
      expect(res.status).toBe(400)
      expect(res.text).toContain(html(tr('en', 'common', 'forms.errors.jsonObject')))
      expect(res.text).toContain('value="Kept title"')
    }
    const res = await agent.post('/admin/seo/edit/trips?lng=es').type('form').send(await formOf(agent, csrf, 'trips', { canonicalUrl_de: '/trips', robotsDirective: 'all', title_es: '' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('es', 'common', 'forms.errors.url')))
    expect(res.text).toContain(html(tr('es', 'common', 'forms.errors.invalid')))
    expect(res.text).toContain(html(tr('es', 'common', 'forms.errors.required')))
    expect(await t.knex('seo_records').where({ pageKey: 'trips' }).first()).toEqual(before)
    const ok = await agent.post('/admin/seo/edit/trips').type('form').send(await formOf(agent, csrf, 'trips', { canonicalUrl_es: 'https://menorca.example/trips', robotsDirective: 'noindex, follow', schema: '' }))
    expect(ok.status).toBe(303)
    expect(await t.knex('seo_records').where({ pageKey: 'trips' }).first()).toMatchObject({ canonicalUrl: { es: 'https://menorca.example/trips' }, robotsDirective: 'noindex, follow', schema: null })
    expect((await request(t.app).get('/trips?lng=en')).text).toContain('content="noindex, follow"')
    // A page its record keeps out of search results is not in the sitemap, in any language.
    expect((await request(t.app).get('/sitemap.xml')).text).not.toMatch(/<loc>[^<]*\/trips\?/)
  })

  it('saves a canonical address per language: each language of the page gives its own as canonical and every one as its alternate', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const canonicals = {
      es: 'https://menorca.example/destinos',
      en: 'https://menorca.example/en/destinations',
      de: 'https://menorca.example/de/reiseziele',
    }
    await request(t.app).get('/destinations?lng=ca') // cached before the change
    const edit = await agent.get('/admin/seo/edit/destinations?lng=de')
    for (const lng of ['es', 'en', 'de', 'ca']) expect(edit.text, lng).toContain(`name="canonicalUrl_${lng}"`)
    expect(edit.text).toContain(html(`${tr('de', 'admin', 'seoAdmin.canonicalUrl')} (Deutsch)`))
    const res = await agent.post('/admin/seo/edit/destinations').type('form').send(await formOf(agent, csrf, 'destinations', { canonicalUrl_es: canonicals.es, canonicalUrl_en: canonicals.en, canonicalUrl_de: ` ${canonicals.de} `, canonicalUrl_ca: '' }))
    expect(res.status).toBe(303)
    expect((await t.knex('seo_records').where({ pageKey: 'destinations' }).first()).canonicalUrl).toEqual(canonicals)
    // The form shows what was saved, language by language.
    const again = await agent.get('/admin/seo/edit/destinations')
    expect(again.text).toContain(`name="canonicalUrl_de" value="${canonicals.de}"`)

    // Catalan has none: its own address.
    const expected = { ...canonicals, ca: `${t.env.PUBLIC_URL}/destinations?lng=ca` }
    for (const lng of ['es', 'en', 'de', 'ca'] as const) {
      const page = await request(t.app).get(`/destinations?lng=${lng}`)
      expect(page.status).toBe(200)
      expect(page.text, lng).toContain(`<link rel="canonical" href="${expected[lng]}"/>`)
      expect(page.text, lng).toContain(`<meta property="og:url" content="${expected[lng]}"/>`)
      for (const other of ['es', 'en', 'de', 'ca'] as const) expect(page.text, `${lng} → ${other}`).toContain(`<link rel="alternate" hrefLang="${other}" href="${expected[other]}"/>`)
      expect(page.text, lng).toContain(`<link rel="alternate" hrefLang="x-default" href="${expected.es}"/>`)
    }
    // The API gives the addresses by language.
    expect((await request(t.app).get('/api/seo/destinations')).body.canonicalUrl).toEqual(canonicals)
    // The sitemap agrees: a language whose canonical is on another site is not listed here; the
    // alternates are the four canonicals.
    const sitemap = (await request(t.app).get('/sitemap.xml')).text.replace(/&amp;/g, '&')
    const entries = sitemap.split('<url>').filter((entry) => /<loc>[^<]*\/destinations\?lng=/.test(entry))
    expect(entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1])).toEqual([expected.ca])
    for (const lng of ['es', 'en', 'de', 'ca'] as const) expect(entries[0], lng).toContain(`hreflang="${lng}" href="${expected[lng]}"`)

    // Emptied again: every language is back at its own address.
    expect((await agent.post('/admin/seo/edit/destinations').type('form').send(await formOf(agent, csrf, 'destinations', { canonicalUrl_es: '', canonicalUrl_en: '', canonicalUrl_de: '' }))).status).toBe(303)
    expect((await t.knex('seo_records').where({ pageKey: 'destinations' }).first()).canonicalUrl).toEqual({})
    expect((await request(t.app).get('/destinations?lng=de')).text).toContain(`<link rel="canonical" href="${t.env.PUBLIC_URL}/destinations?lng=de"/>`)
  })

  it('refuses a relative canonical address in one language and says which', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const res = await agent.post('/admin/seo/edit/destinations?lng=en').type('form').send(await formOf(agent, csrf, 'destinations', { canonicalUrl_en: 'https://menorca.example/ok', canonicalUrl_ca: '/destinacions' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('en', 'common', 'forms.errors.url')))
    expect(res.text).toMatch(/id="f-canonicalUrl_ca"[^>]*aria-invalid="true"/)
    expect(res.text).toContain('value="https://menorca.example/ok"')
  })

  it('creates a record for a new page key, refuses a taken or malformed key, deletes, and answers 404 for unknown keys', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    expect((await agent.get('/admin/seo/new?lng=en')).status).toBe(200)
    const base = { _csrf: csrf, title_es: 'Ofertas de verano', title_en: 'Summer offers', robotsDirective: 'index, follow', keywords_en: 'summer, offers' }
    const res = await agent.post('/admin/seo/new').type('form').send({ ...base, pageKey: 'Summer-Offers' })
    expect(res.headers.location).toBe('/admin/seo?saved=created')
    expect(await t.knex('seo_records').where({ pageKey: 'summer-offers' }).first()).toMatchObject({ title: { es: 'Ofertas de verano', en: 'Summer offers' }, keywords: { en: ['summer', 'offers'] } })
    const taken = await agent.post('/admin/seo/new?lng=en').type('form').send({ ...base, pageKey: 'home' })
    expect(taken.status).toBe(409)
    expect(taken.text).toContain(html(tr('en', 'common', 'forms.errors.taken')))
    const bad = await agent.post('/admin/seo/new?lng=en').type('form').send({ ...base, pageKey: 'not a key!' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(html(tr('en', 'common', 'forms.errors.pageKey')))
    expect((await agent.get('/admin/seo/edit/summer-offers')).status).toBe(200)
    expect((await agent.get('/admin/seo/edit/no-such-page')).status).toBe(404)
    expect((await agent.get('/admin/seo/edit/Bad%20Key')).status).toBe(404)
    expect((await agent.post('/admin/seo/edit/no-such-page').type('form').send({ ...base })).status).toBe(404)
    const del = await agent.post('/admin/seo/edit/summer-offers/delete').type('form').send({ _csrf: csrf })
    expect(del.headers.location).toBe('/admin/seo?deleted=1')
    expect(await t.knex('seo_records').where({ pageKey: 'summer-offers' }).first()).toBeUndefined()
  })
  it('bulk-deletes records by page key from the grid (admin and editor), and the pages fall back to their default head', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/seo?lng=en')
    expect(list.text).toContain('/api/admin/seo/bulk-delete')
    for (const pageKey of ['gone-one', 'gone-two']) {
      await t.knex('seo_records').insert({ pageKey, title: JSON.stringify({ es: pageKey }), description: '{}', keywords: '{}' })
    }
    expect((await agent.post('/api/admin/seo/bulk-delete').send({ keys: ['gone-one'] })).status).toBe(403)
    for (const body of [{ keys: [] }, { keys: ['Not A Key'] }, { ids: [1] }, { keys: 'gone-one' }]) {
      expect((await agent.post('/api/admin/seo/bulk-delete').set('X-CSRF-Token', csrf).send(body)).status, JSON.stringify(body)).toBe(400)
    }
    const res = await agent.post('/api/admin/seo/bulk-delete').set('X-CSRF-Token', csrf).send({ keys: ['gone-one', 'gone-two', 'never-existed'] })
    expect(res.body).toEqual({ deleted: 2 })
    expect(await t.knex('seo_records').whereIn('pageKey', ['gone-one', 'gone-two'])).toEqual([])

    const admin = await loginAs(t.app, 'admin')
    const seoTitle = (await t.knex('seo_records').where({ pageKey: 'trips' }).first()).title.en as string
    expect((await request(t.app).get('/trips?lng=en')).text).toContain(`<title>${html(seoTitle)}`)
    expect((await admin.agent.post('/api/admin/seo/bulk-delete').set('X-CSRF-Token', admin.csrf).send({ keys: ['trips'] })).body).toEqual({ deleted: 1 })
    const after = await request(t.app).get('/trips?lng=en')
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.text).not.toContain(`<title>${html(seoTitle)}`)
    expect(after.text).toContain(`<title>${html(tr('en', 'trips', 'title'))}`)

    expect((await request(t.app).post('/api/admin/seo/bulk-delete').send({ keys: ['home'] })).status).toBe(401)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.post('/api/admin/seo/bulk-delete').set('X-CSRF-Token', user.csrf).send({ keys: ['home'] })).status).toBe(403)
    expect(await t.knex('seo_records').where({ pageKey: 'home' }).first()).toBeDefined()
  })

  it('the migration to per-language canonicals gives an address from before to the language it names, else to Spanish', async () => {
    const migration = await import('../../migrations/20261129090000_seo_canonical_per_language')
    await migration.down(t.knex)
    const old = (pageKey: string, canonicalUrl: string | null) => ({ pageKey, title: '{}', description: '{}', keywords: '{}', canonicalUrl })
    await t.knex('seo_records').insert([old('old-bare', 'https://menorca.example/old'), old('old-german', 'https://menorca.example/old?lng=de&x=1'), old('old-empty', ''), old('old-none', null)])
    await migration.up(t.knex)
    const canonicals = Object.fromEntries((await t.knex('seo_records').whereIn('pageKey', ['old-bare', 'old-german', 'old-empty', 'old-none'])).map((r) => [r.pageKey, r.canonicalUrl]))
    expect(canonicals).toEqual({ 'old-bare': { es: 'https://menorca.example/old' }, 'old-german': { de: 'https://menorca.example/old?lng=de&x=1' }, 'old-empty': {}, 'old-none': {} })
    // A record written now without one gets the empty map.
    await t.knex('seo_records').insert({ pageKey: 'new-record', title: '{}', description: '{}', keywords: '{}' })
    expect((await t.knex('seo_records').where({ pageKey: 'new-record' }).first()).canonicalUrl).toEqual({})
  })
})
