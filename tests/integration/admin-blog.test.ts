import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { toLocalInput } from '../../src/blog/blog.admin.server'
import { LANGUAGES } from '../../src/i18n/languages'
import { adminGridOf } from '../helpers/pages'
import { html, tr } from '../helpers/locales'
import { csrfOf, loginAs } from '../helpers/staff'
import { startTestApp, type TestApp, built } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cacheHtml: true })
})
afterAll(async () => {
  await t?.close()
})

const post = (csrf: string, fields: Record<string, string>) => ({
  _csrf: csrf,
  slug: 'snorkel-guide',
  categoryId: '',
  authorName: 'Marta Pons',
  coverImage: '',
  status: 'published',
  publishedAt: '',
  title_es: 'Guía de esnórquel',
  title_en: 'Snorkelling guide',
  title_de: 'Schnorchelführer',
  title_ca: 'Guia d’esnòrquel',
  excerpt_es: 'Las mejores calas para mirar peces.',
  excerpt_en: 'The best coves to watch fish.',
  excerpt_de: 'Die besten Buchten zum Fischebeobachten.',
  excerpt_ca: 'Les millors cales per mirar peixos.',
  body_es: '## Dónde\n\nCala **Mitjana** es perfecta.',
  body_en: '## Where\n\nCala **Mitjana** is perfect.',
  body_de: '## Wo\n\nCala **Mitjana** ist perfekt.',
  body_ca: '## On\n\nCala **Mitjana** és perfecta.',
  ...fields,
})

const category = (csrf: string, fields: Record<string, string>) => ({
  _csrf: csrf,
  slug: 'diving',
  sortOrder: '9',
  name_es: 'Buceo',
  name_en: 'Diving',
  name_de: 'Tauchen',
  name_ca: 'Submarinisme',
  description_es: 'Bajo el agua.',
  ...fields,
})

const idOf = async (table: string, slug: string) => (await t.knex(table).where({ slug }).first()).id as number

describe('admin: blog posts', () => {
  it('lists posts in a grid with search, status and category filters', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/blog/posts?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    expect(list.text).toContain(html(tr('en', 'admin', 'blogAdmin.posts.statuses.published')))
    const first = await t.knex('blog_posts').orderBy('id').first()
    expect(list.text).toContain(`href="/admin/blog/posts/edit/${first.id}"`)

    const title = (first.translations.title?.en ?? first.title) as string
    const word = title.split(' ').find((w) => w.length > 4)!
    const search = adminGridOf((await agent.get(`/admin/blog/posts?lng=en&q=${encodeURIComponent(word)}`)).text)
    expect(search.rows.length).toBeGreaterThan(0)
    expect(search.rows.map((r) => r.id)).toContain(first.id)
    const nothing = adminGridOf((await agent.get('/admin/blog/posts?q=zzzzqqqq')).text)
    expect(nothing.total).toBe(0)

    const drafts = adminGridOf((await agent.get('/admin/blog/posts?lng=en&status=draft')).text)
    expect(drafts.rows.every((r) => r.cells.status === tr('en', 'admin', 'blogAdmin.posts.statuses.draft'))).toBe(true)
    const byCategory = adminGridOf((await agent.get(`/admin/blog/posts?category=${first.categoryId}`)).text)
    const expected = await t.knex('blog_posts').where({ category_id: first.categoryId }).count('* as n').first()
    expect(byCategory.total).toBe(Number(expected!.n))
    const filtered = await agent.get(`/admin/blog/posts?lng=en&status=draft&category=${first.categoryId}`)
    expect(filtered.status).toBe(200)
    expect(filtered.text).toContain(html(tr('en', 'admin', 'blogAdmin.posts.allStatuses')))
  })

  it('creates a post in four languages, shown on the public blog at once in each', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    await request(t.app).get('/blog?lng=de') // warm the HTML cache
    const page = await agent.get('/admin/blog/posts/new?lng=en')
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-island="BlogPreview"')
    const categoryId = String((await t.knex('blog_categories').orderBy('id').first()).id)
    const res = await agent.post('/admin/blog/posts/new').type('form').send(post(csrfOf(page.text), { categoryId }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/admin/blog/posts?saved=created')
    const stored = await t.knex('blog_posts').where({ slug: 'snorkel-guide' }).first()
    expect(stored).toMatchObject({ status: 'published', title: 'Guía de esnórquel', authorName: 'Marta Pons', categoryId: Number(categoryId) })
    expect(stored.publishedAt).not.toBeNull()

    const list = await request(t.app).get('/blog?lng=de')
    expect(list.headers['x-cache']).toBe('MISS')
    expect(list.text).toContain('Schnorchelführer')
    for (const [lng, heading] of [['es', 'Dónde'], ['en', 'Where'], ['de', 'Wo'], ['ca', 'On']] as const) {
      const article = await request(t.app).get(`/blog/snorkel-guide?lng=${lng}`)
      expect(article.status).toBe(200)
      expect(article.text).toContain(`>${heading}</h2>`)
      expect(article.text).toContain('<strong>Mitjana</strong>')
    }
  })

  it('shows field errors in the staff language, keeps the values and refuses a taken slug', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const page = await agent.get('/admin/blog/posts/new?lng=de')
    const csrf = csrfOf(page.text)
    const res = await agent
      .post('/admin/blog/posts/new?lng=de')
      .type('form')
      .send(post(csrf, { slug: 'Bad Slug!', title_es: '', body_es: '', status: 'scheduled', publishedAt: '', coverImage: '../../etc/passwd', title_en: 'Kept title' }))
    expect(res.status).toBe(400)
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.slug')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.required')))
    expect(res.text).toContain(html(tr('de', 'common', 'forms.errors.invalid')))
    expect(res.text).toContain('value="Kept title"')
    const past = await agent.post('/admin/blog/posts/new?lng=en').type('form').send(post(csrf, { slug: 'past-schedule', status: 'scheduled', publishedAt: '2020-01-01T10:00' }))
    expect(past.status).toBe(400)
    expect(past.text).toContain(html(tr('en', 'common', 'forms.errors.datePast')))
    const badStatus = await agent.post('/admin/blog/posts/new?lng=en').type('form').send(post(csrf, { slug: 'bad-status', status: 'live' }))
    expect(badStatus.status).toBe(400)
    const existing = await t.knex('blog_posts').orderBy('id').first()
    const taken = await agent.post('/admin/blog/posts/new?lng=en').type('form').send(post(csrf, { slug: existing.slug }))
    expect(taken.status).toBe(409)
    expect(taken.text).toContain(html(tr('en', 'common', 'forms.errors.taken')))
    expect(await t.knex('blog_posts').whereIn('slug', ['past-schedule', 'bad-status']).first()).toBeUndefined()
  })

  it('takes the cover from the image library; the public article shows it; a post keeps its own older cover', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const cover = (await t.knex('images').orderBy('path').first()).path as string
    const page = await agent.get('/admin/blog/posts/new?lng=en')
    expect(page.text).toMatch(/<select[^>]*name="coverImage"/)
    expect(page.text).toContain(`<option value="${cover}">`)
    for (const bad of ['https://images.example.com/cover.jpg', 'uploads/missing.jpg']) {
      expect((await agent.post('/admin/blog/posts/new').type('form').send(post(csrf, { slug: 'bad-cover', coverImage: bad }))).status, bad).toBe(400)
    }
    expect((await agent.post('/admin/blog/posts/new').type('form').send(post(csrf, { slug: 'with-cover', coverImage: cover }))).status).toBe(303)
    const article = await request(t.app).get('/blog/with-cover?lng=en')
    expect(article.text).toContain(`/api/images/optimize/${cover.split('/').map(encodeURIComponent).join('/')}`)

    const id = await idOf('blog_posts', 'with-cover')
    await t.knex('blog_posts').where({ id }).update({ coverImage: 'uploads/2019/old-cover.jpg' })
    expect((await agent.get(`/admin/blog/posts/edit/${id}`)).text).toContain('<option value="uploads/2019/old-cover.jpg" selected="">')
    expect((await agent.post(`/admin/blog/posts/edit/${id}`).type('form').send(post(csrf, { slug: 'with-cover', coverImage: 'uploads/2019/old-cover.jpg' }))).status).toBe(303)
    expect((await agent.post(`/admin/blog/posts/edit/${id}`).type('form').send(post(csrf, { slug: 'with-cover', coverImage: '' }))).status).toBe(303)
    expect((await t.knex('blog_posts').where({ id }).first()).coverImage).toBeNull()
    expect(await t.knex('blog_posts').where({ slug: 'bad-cover' }).first()).toBeUndefined()
  })

  it('keeps a scheduled post off the public site until its time, and shows it after', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const inAnHour = toLocalInput(new Date(Date.now() + 60 * 60 * 1000))
    const res = await agent.post('/admin/blog/posts/new').type('form').send(post(csrf, { slug: 'future-post', status: 'scheduled', publishedAt: inAnHour, title_en: 'Future news' }))
    expect(res.status).toBe(303)
    const stored = await t.knex('blog_posts').where({ slug: 'future-post' }).first()
    expect(stored.status).toBe('scheduled')
    expect(Math.abs(new Date(stored.publishedAt).getTime() - (Date.now() + 3600_000))).toBeLessThan(61_000)
    expect(toLocalInput(new Date(stored.publishedAt))).toBe(inAnHour)

    expect((await request(t.app).get('/blog/future-post?lng=en')).status).toBe(404)
    expect((await request(t.app).get('/api/blog/posts/future-post')).status).toBe(404)
    expect((await request(t.app).get('/blog?lng=en')).text).not.toContain('Future news')
    expect((await request(t.app).get('/blog/rss.xml?lng=en')).text).not.toContain('future-post')
    // Staff still see it, with its status.
    const admin = adminGridOf((await agent.get('/admin/blog/posts?lng=en&q=future-post')).text)
    expect(admin.rows[0]!.cells).toMatchObject({ status: tr('en', 'admin', 'blogAdmin.posts.statuses.scheduled') })

    // The publication time comes: the cached blog page is rebuilt at that moment, not one cache
    // lifetime later. No real waiting: the watch's timer is armed on a fake clock for a
    // publication a minute from now, the post's time is then moved into the past (the database's
    // clock cannot be faked; moving the post is the same as the minute passing), and the fake
    // clock runs the timer.
    expect((await request(t.app).get('/blog?lng=en')).headers['x-cache']).toBe('HIT')
    await t.knex('blog_posts').where({ id: stored.id }).update({ publishedAt: new Date(Date.now() + 60_000) })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await built.watchNextPublication()
      await t.knex('blog_posts').where({ id: stored.id }).update({ publishedAt: new Date(Date.now() - 1000) })
      expect((await request(t.app).get('/blog?lng=en')).headers['x-cache']).toBe('HIT') // nothing told the cache yet
      vi.advanceTimersByTime(60_000 + 500)
    } finally {
      vi.useRealTimers()
    }
    const list = await request(t.app).get('/blog?lng=en')
    expect(list.headers['x-cache']).toBe('MISS')
    expect(list.text).toContain('Future news')
    expect((await request(t.app).get('/api/blog/posts/future-post?lng=en')).body.title).toBe('Future news')
    expect((await request(t.app).get('/blog/future-post?lng=en')).status).toBe(200)
    // The staff list says what visitors see: published, under that filter, not the scheduled one.
    const due = adminGridOf((await agent.get('/admin/blog/posts?lng=en&q=future-post')).text)
    expect(due.rows[0]!.cells).toMatchObject({ status: tr('en', 'admin', 'blogAdmin.posts.statuses.published') })
    expect(adminGridOf((await agent.get('/admin/blog/posts?lng=en&q=future-post&status=published')).text).rows).toHaveLength(1)
    expect(adminGridOf((await agent.get('/admin/blog/posts?lng=en&q=future-post&status=scheduled')).text).rows).toHaveLength(0)
  })

  it('a draft is never public; editing it publishes it at once', async () => {
    const { agent, csrf } = await loginAs(t.app, 'admin')
    await agent.post('/admin/blog/posts/new').type('form').send(post(csrf, { slug: 'draft-post', status: 'draft', title_en: 'Draft news' }))
    const id = await idOf('blog_posts', 'draft-post')
    expect((await request(t.app).get('/blog/draft-post?lng=en')).status).toBe(404)
    const edit = await agent.get(`/admin/blog/posts/edit/${id}?lng=en`)
    expect(edit.status).toBe(200)
    expect(edit.text).toContain('value="draft-post"')
    expect(edit.text).toContain('Draft news')
    expect(edit.text).toContain(html(tr('en', 'admin', 'form.readingTime', { count: 1 })))
    await request(t.app).get('/blog?lng=en')
    const saved = await agent.post(`/admin/blog/posts/edit/${id}`).type('form').send(post(csrf, { slug: 'draft-post', status: 'published', title_en: 'Now public news' }))
    expect(saved.headers.location).toBe('/admin/blog/posts?saved=updated')
    const list = await request(t.app).get('/blog?lng=en')
    expect(list.headers['x-cache']).toBe('MISS')
    expect(list.text).toContain('Now public news')
    expect((await agent.get('/admin/blog/posts/edit/999999')).status).toBe(404)
    expect((await agent.get('/admin/blog/posts/edit/nope')).status).toBe(404)
    const missing = await agent.post('/admin/blog/posts/edit/999999').type('form').send(post(csrf, { slug: 'ghost-post' }))
    expect(missing.status).toBe(404)
  })

  it("keeps a published post's old address when its slug changes: it redirects, language kept; a draft's does not", async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    await agent.post('/admin/blog/posts/new').type('form').send(post(csrf, { slug: 'coves-guide', status: 'published', title_en: 'Guide to the coves' }))
    const id = await idOf('blog_posts', 'coves-guide')
    expect((await request(t.app).get('/blog/coves-guide?lng=de')).status).toBe(200)
    expect((await agent.post(`/admin/blog/posts/edit/${id}`).type('form').send(post(csrf, { slug: 'menorca-coves-guide', status: 'published', title_en: 'Guide to the coves' }))).status).toBe(303)
    const moved = await request(t.app).get('/blog/coves-guide?lng=de')
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe('/blog/menorca-coves-guide?lng=de')
    expect((await request(t.app).get('/blog/menorca-coves-guide?lng=de')).status).toBe(200)
    // Renamed again: both earlier addresses lead to the current one; taking a name back drops its redirect.
    await agent.post(`/admin/blog/posts/edit/${id}`).type('form').send(post(csrf, { slug: 'coves-of-menorca', status: 'published', title_en: 'Guide to the coves' }))
    for (const old of ['coves-guide', 'menorca-coves-guide']) expect((await request(t.app).get(`/blog/${old}`)).headers.location).toBe('/blog/coves-of-menorca')
    await agent.post(`/admin/blog/posts/edit/${id}`).type('form').send(post(csrf, { slug: 'coves-guide', status: 'published', title_en: 'Guide to the coves' }))
    expect((await request(t.app).get('/blog/coves-guide')).status).toBe(200)
    expect((await t.knex('blog_posts').where({ id }).first()).previousSlugs).toEqual(['menorca-coves-guide', 'coves-of-menorca'])
    // A draft was never anybody's link: renaming it leaves nothing behind.
    await agent.post('/admin/blog/posts/new').type('form').send(post(csrf, { slug: 'unsent-draft', status: 'draft', title_en: 'Unsent' }))
    const draft = await idOf('blog_posts', 'unsent-draft')
    await agent.post(`/admin/blog/posts/edit/${draft}`).type('form').send(post(csrf, { slug: 'unsent-draft-2', status: 'draft', title_en: 'Unsent' }))
    expect((await t.knex('blog_posts').where({ id: draft }).first()).previousSlugs).toEqual([])
    expect((await request(t.app).get('/blog/unsent-draft')).status).toBe(404)
  })

  it('previews Markdown with the public renderer (escaped HTML, reading time)', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const res = await agent.post('/api/admin/blog/preview').set('X-CSRF-Token', csrf).send({ markdown: '# Hola\n\n**bold** <script>alert(1)</script> [x](javascript:alert(1))' })
    expect(res.status).toBe(200)
    expect(res.body.html).toContain('<h1>Hola</h1>')
    expect(res.body.html).toContain('<strong>bold</strong>')
    expect(res.body.html).not.toContain('<script>')
    expect(res.body.html).not.toContain('href="javascript:')
    expect(res.body.readingMinutes).toBe(1)
    expect((await agent.post('/api/admin/blog/preview').send({ markdown: 'x' })).status).toBe(403)
    const tooLong = await agent.post('/api/admin/blog/preview?lng=en').set('X-CSRF-Token', csrf).send({ markdown: 'x'.repeat(20_001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.error.fields.markdown).toBe(tr('en', 'common', 'forms.errors.tooLongMax', { max: 20_000 }))
    // Nothing sent is "required", not "too long".
    const nothing = await agent.post('/api/admin/blog/preview?lng=en').set('X-CSRF-Token', csrf).send({})
    expect(nothing.body.error.fields.markdown).toBe(tr('en', 'common', 'forms.errors.required'))
    expect((await request(t.app).post('/api/admin/blog/preview').send({ markdown: 'x' })).status).toBe(401)
  })

  it('bulk-deletes posts, and refuses other roles', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    await agent.post('/admin/blog/posts/new').type('form').send(post(csrf, { slug: 'delete-me' }))
    const id = await idOf('blog_posts', 'delete-me')
    expect((await agent.post('/api/admin/blog/posts/bulk-delete').send({ ids: [id] })).status).toBe(403)
    const res = await agent.post('/api/admin/blog/posts/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [id] })
    expect(res.body).toEqual({ deleted: 1 })
    expect((await request(t.app).get('/blog/delete-me')).status).toBe(404)
    const user = await loginAs(t.app, 'user')
    expect((await user.agent.post('/api/admin/blog/posts/bulk-delete').set('X-CSRF-Token', user.csrf).send({ ids: [1] })).status).toBe(403)
    expect((await user.agent.get('/admin/blog/posts')).headers.location).toBe('/')
    expect((await request(t.app).get('/admin/blog/posts')).headers.location).toMatch(/^\/auth\/login/)
  })
})

describe('admin: blog categories', () => {
  it('lists, creates in four languages and edits categories, shown on the blog at once', async () => {
    const { agent } = await loginAs(t.app, 'editor')
    const list = await agent.get('/admin/blog/categories?lng=en')
    expect(list.status).toBe(200)
    expect(list.text).toContain('data-island="AdminGrid"')
    const page = await agent.get('/admin/blog/categories/new?lng=en')
    const csrf = csrfOf(page.text)
    const res = await agent.post('/admin/blog/categories/new').type('form').send(category(csrf, {}))
    expect(res.headers.location).toBe('/admin/blog/categories?saved=created')
    const id = await idOf('blog_categories', 'diving')
    const search = adminGridOf((await agent.get('/admin/blog/categories?lng=de&q=tauch')).text)
    expect(search.rows.map((r) => r.cells.name)).toEqual(['Tauchen'])
    expect((await request(t.app).get('/blog/category/diving?lng=ca')).text).toContain('Submarinisme')

    const edit = await agent.get(`/admin/blog/categories/edit/${id}?lng=en`)
    expect(edit.text).toContain('value="diving"')
    await request(t.app).get('/blog/category/diving?lng=en')
    const saved = await agent.post(`/admin/blog/categories/edit/${id}`).type('form').send(category(csrf, { name_en: 'Scuba diving' }))
    expect(saved.headers.location).toBe('/admin/blog/categories?saved=updated')
    expect((await request(t.app).get('/blog/category/diving?lng=en')).text).toContain('Scuba diving')
    expect((await agent.get('/admin/blog/categories/edit/999999')).status).toBe(404)

    const invalid = await agent.post('/admin/blog/categories/new?lng=en').type('form').send(category(csrf, { slug: '', name_es: '', sortOrder: 'x' }))
    expect(invalid.status).toBe(400)
    expect(invalid.text).toContain(html(tr('en', 'common', 'forms.errors.required')))
    expect(invalid.text).toContain(html(tr('en', 'common', 'forms.errors.number')))
    const taken = await agent.post('/admin/blog/categories/new?lng=en').type('form').send(category(csrf, {}))
    expect(taken.status).toBe(409)
  })

  it("keeps a category's old address in every language when its slug changes: a 301 to the current one, page and language kept; the sitemap lists only the current one", async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const used = (await t.knex('blog_categories').whereExists(t.knex('blog_posts').whereRaw('blog_posts.category_id = blog_categories.id')).orderBy('id').first()) as { id: number; slug: string }
    const row = await t.knex('blog_categories').where({ id: used.id }).first()
    const texts = Object.fromEntries(LANGUAGES.flatMap((l) => (['name', 'description'] as const).map((f) => [`${f}_${l}`, row.translations?.[f]?.[l] ?? (l === 'es' ? row[f] : '')])))
    const form = { sortOrder: String(row.sortOrder), ...texts }
    const rename = (slug: string) => agent.post(`/admin/blog/categories/edit/${used.id}`).type('form').send({ ...form, _csrf: csrf, slug })
    const old = used.slug
    // Cached while it was current: the rename must not leave the old page served from the cache.
    expect((await request(t.app).get(`/blog/category/${old}?lng=de`)).status).toBe(200)
    expect((await rename(`${old}-renamed`)).headers.location).toBe('/admin/blog/categories?saved=updated')
    for (const lng of LANGUAGES) {
      const query = lng === 'es' ? '' : `?lng=${lng}`
      const moved = await request(t.app).get(`/blog/category/${old}${query}`)
      expect(moved.status).toBe(301)
      expect(moved.headers.location).toBe(`/blog/category/${old}-renamed${query}`)
      expect((await request(t.app).get(moved.headers.location!)).status).toBe(200)
    }
    const paged = await request(t.app).get(`/blog/category/${old}?lng=en&page=2`)
    expect([paged.status, paged.headers.location]).toEqual([301, `/blog/category/${old}-renamed?lng=en&page=2`])
    const sitemap = (await request(t.app).get('/sitemap.xml')).text
    expect(sitemap).toContain(`/blog/category/${old}-renamed?lng=en</loc>`)
    expect(sitemap).not.toContain(`/blog/category/${old}?`)
    expect(sitemap).not.toContain(`/blog/category/${old}<`)
    // Renamed again: both earlier addresses lead to the current one; taking the name back drops its redirect.
    await rename(`${old}-again`)
    for (const earlier of [old, `${old}-renamed`]) expect((await request(t.app).get(`/blog/category/${earlier}?lng=ca`)).headers.location).toBe(`/blog/category/${old}-again?lng=ca`)
    await rename(old)
    expect((await request(t.app).get(`/blog/category/${old}?lng=de`)).status).toBe(200)
    expect((await t.knex('blog_categories').where({ id: used.id }).first()).previousSlugs).toEqual([`${old}-renamed`, `${old}-again`])
    // A slug nobody ever had stays a 404.
    expect((await request(t.app).get('/blog/category/never-a-category')).status).toBe(404)
  })

  it('refuses to delete a category that still has posts (409, nothing deleted), deletes an empty one', async () => {
    const { agent, csrf } = await loginAs(t.app, 'editor')
    const used = await t.knex('blog_categories').whereExists(t.knex('blog_posts').whereRaw('blog_posts.category_id = blog_categories.id')).first()
    await agent.post('/admin/blog/categories/new').type('form').send(category(csrf, { slug: 'empty-one' }))
    const empty = await idOf('blog_categories', 'empty-one')
    const refused = await agent.post('/api/admin/blog/categories/bulk-delete?lng=en').set('X-CSRF-Token', csrf).send({ ids: [used.id, empty] })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(tr('en', 'admin', 'blogAdmin.categories.inUse', { names: used.name }))
    expect(Number((await t.knex('blog_categories').whereIn('id', [used.id, empty]).count('* as n').first())!.n)).toBe(2)
    const ok = await agent.post('/api/admin/blog/categories/bulk-delete').set('X-CSRF-Token', csrf).send({ ids: [empty] })
    expect(ok.body).toEqual({ deleted: 1 })
  })
})
