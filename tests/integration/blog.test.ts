import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { html, tr } from '../helpers/locales'
import { expectHeadingsInOrder, expectLocalizedHead, h1Of, jsonLdOf, jsonLdTypes, withoutClasses, hrefIn } from '../helpers/pages'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
const HOUR = 60 * 60 * 1000

/** Posts the seed does not have: what visitors must (not) see, and hostile content. */
async function insertTestPosts() {
  const category = await t.knex('blog_categories').where({ slug: 'gastronomy' }).first('id')
  const base = { excerpt: 'Test excerpt', author_name: 'Test Author', cover_image: 'demo/cheese-gin.jpg', category_id: category.id, translations: '{}' }
  await t.knex('blog_posts').insert([
    { ...base, slug: 'test-scheduled-past', title: 'Scheduled, time has come', body: 'Now public.', status: 'scheduled', published_at: new Date(Date.now() - HOUR) },
    { ...base, slug: 'test-scheduled-future', title: 'Scheduled for tomorrow', body: 'Not yet.', status: 'scheduled', published_at: new Date(Date.now() + 24 * HOUR) },
    { ...base, slug: 'test-published-future', title: 'Published with a future date', body: 'Not yet.', status: 'published', published_at: new Date(Date.now() + 24 * HOUR) },
    { ...base, slug: 'test-draft', title: 'A draft', body: 'Work in progress.', status: 'draft', published_at: new Date(Date.now() - 24 * HOUR) },
    {
      ...base,
      slug: 'test-unsafe',
      title: 'Tapas & <wine> "tonight"',
      excerpt: 'Cheese & gin <b>tasting</b>',
      body: 'Hello <script>alert("x")</script> and <img src=x onerror="alert(1)">\n\n[click me](javascript:alert(1))\n\n## A heading',
      status: 'published',
      published_at: new Date(Date.now() - 2 * HOUR),
    },
  ])
}

beforeAll(async () => {
  t = await startTestApp()
  await insertTestPosts()
})
afterAll(async () => {
  await t?.close()
})

const HIDDEN = ['test-scheduled-future', 'test-published-future', 'test-draft']
const visibleCount = async () => Number((await t.knex('blog_posts').whereIn('status', ['published', 'scheduled']).where('published_at', '<=', new Date()).count('* as n'))[0]!.n)
const get = (url: string) => request(t.app).get(url)

describe.each(LANGUAGES)('blog pages in %s', (lng) => {
  it('lists the newest posts with cover, title, date, category, excerpt, reading time, categories and feed link', async () => {
    const res = await get(`/blog?lng=${lng}`)
    expect(res.status).toBe(200)
    expectLocalizedHead(res.text, '/blog', lng)
    expect(h1Of(res.text)).toBe(html(tr(lng, 'common', 'blog.title')))
    expectHeadingsInOrder(res.text)
    const api = (await get(`/api/blog/posts?lng=${lng}`)).body
    expect(api.posts).toHaveLength(9)
    for (const post of api.posts) {
      expect(res.text).toContain(hrefIn(`/blog/${post.slug}`, lng))
      expect(res.text).toContain(html(post.title))
      expect(res.text).toContain(`<time dateTime="${post.publishedAt}">`)
      expect(res.text).toContain(html(tr(lng, 'common', 'blog.readingTime', { minutes: post.readingMinutes })))
    }
    const categories = (await get(`/api/blog/categories?lng=${lng}`)).body as Array<{ slug: string; name: string }>
    for (const c of categories) expect(res.text).toContain(hrefIn(`/blog/category/${c.slug}`, lng))
    expect(res.text).toContain(`<link rel="alternate" type="application/rss+xml" title="`)
    expect(res.text).toContain(`href="http://localhost:3000/blog/rss.xml?lng=${lng}"`)
    expect(jsonLdTypes(res.text)).toEqual(expect.arrayContaining(['TravelAgency', 'BreadcrumbList']))
  })

  it('shows one post with its article head, BlogPosting and breadcrumbs, and related posts of its category', async () => {
    const slug = 'talayotic-menorca-unesco-world-heritage' // culture-history has other posts to relate to
    const post = (await get(`/api/blog/posts/${slug}?lng=${lng}`)).body
    const res = await get(`/blog/${slug}?lng=${lng}`)
    expect(res.status).toBe(200)
    expectLocalizedHead(res.text, `/blog/${slug}`, lng)
    expect(h1Of(res.text)).toBe(html(post.title))
    expectHeadingsInOrder(res.text)
    // The business name follows when the whole title fits in 60 characters (issue 16).
    expect(res.text).toContain(`<title>${html(post.title)}`)
    expect(res.text).toContain('<meta property="og:type" content="article"/>')
    expect(res.text).toContain('fetchPriority="high"') // the cover loads eagerly
    expect(res.text).toContain(html(tr(lng, 'common', 'blog.byAuthor', { author: post.authorName })))
    expect(res.text).toContain('class="prose-content')
    expect(res.text).toContain('<h2>')
    const ld = jsonLdOf(res.text)
    const article = ld.find((d) => d['@type'] === 'BlogPosting')!
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.authorName },
      publisher: { '@id': 'http://localhost:3000/#organization' },
      mainEntityOfPage: { '@id': `http://localhost:3000/blog/${slug}?lng=${lng}` },
    })
    expect(String(article.dateModified) >= String(article.datePublished)).toBe(true)
    expect((article.image as string[])[0]).toMatch(/^http:\/\/localhost:3000\/api\/images\/optimize\/demo\/.+\.jpg\?width=1200/)
    expect(ld.find((d) => d['@type'] === 'TravelAgency')!['@id']).toBe('http://localhost:3000/#organization')
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ name: string }>
    expect(crumbs.map((c) => c.name)).toEqual([tr(lng, 'common', 'nav.home'), tr(lng, 'common', 'nav.blog'), post.category.name, post.title])

    const sameCategory = (await get(`/api/blog/posts?category=${post.category.slug}&lng=${lng}`)).body.posts as Array<{ slug: string }>
    const related = sameCategory.filter((p) => p.slug !== slug).slice(0, 3)
    const relatedSection = res.text.slice(res.text.indexOf('id="related-posts"'))
    expect(related.length).toBeGreaterThan(0)
    for (const p of related) expect(relatedSection).toContain(hrefIn(`/blog/${p.slug}`, lng))
    expect(relatedSection).not.toContain(hrefIn(`/blog/${slug}`, lng))
  })

  it('shows a category with its description and only its posts', async () => {
    const res = await get(`/blog/category/beaches?lng=${lng}`)
    expect(res.status).toBe(200)
    expectLocalizedHead(res.text, '/blog/category/beaches', lng)
    const category = ((await get(`/api/blog/categories?lng=${lng}`)).body as Array<{ slug: string; name: string; description: string }>).find((c) => c.slug === 'beaches')!
    expect(h1Of(res.text)).toBe(html(category.name))
    expect(res.text).toContain(html(category.description))
    expect(withoutClasses(res.text)).toContain(`<a ${hrefIn('/blog/category/beaches', lng)} aria-current="page">`) // the current category, marked
    const inCategory = (await get(`/api/blog/posts?category=beaches&lng=${lng}`)).body.posts as Array<{ slug: string }>
    const all = (await get(`/api/blog/posts?lng=${lng}`)).body.posts as Array<{ slug: string; category: { slug: string } }>
    const grid = res.text.slice(res.text.indexOf('id="blog-posts"'))
    for (const p of inCategory) expect(grid).toContain(hrefIn(`/blog/${p.slug}`, lng))
    for (const p of all.filter((x) => x.category.slug !== 'beaches')) expect(grid).not.toContain(hrefIn(`/blog/${p.slug}`, lng))
  })
})

describe('blog pagination and visibility', () => {
  it('splits the visible posts into pages of nine, newest first, each page its own canonical document', async () => {
    const total = await visibleCount()
    expect(total).toBeGreaterThan(9)
    const first = await get('/blog?lng=en')
    expect(first.text.match(/<article /g)).toHaveLength(9)
    expect(first.text).toContain('href="/blog?page=2&amp;lng=en" rel="next"')
    const second = await get('/blog?page=2&lng=en')
    expect(second.status).toBe(200)
    expect(second.text.match(/<article /g)).toHaveLength(total - 9)
    expect(second.text).toContain('href="/blog?lng=en" rel="prev"')
    expectLocalizedHead(second.text, '/blog?page=2', 'en')
    expect(second.text).toMatch(/<title>[^<]+ – page 2<\/title>/)
    const api = (await get('/api/blog/posts?lng=en')).body
    const dates = api.posts.map((p: { publishedAt: string }) => p.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(api).toMatchObject({ page: 1, pageCount: 2, total })
  })

  it('answers 404 for a page past the end or a page that is not a number', async () => {
    for (const url of ['/blog?page=3', '/blog?page=0', '/blog?page=abc', '/blog?page=1.5', '/blog/category/beaches?page=9']) {
      const res = await get(`${url}&lng=en`)
      expect(res.status, url).toBe(404)
      expect(res.text).toContain(html(tr('en', 'common', 'errors.notFound.title')))
    }
  })

  it('shows published posts and scheduled ones whose time has come; hides drafts and future posts everywhere', async () => {
    const listed = [...(await get('/blog?lng=en')).text.matchAll(/href="\/blog\/([a-z0-9-]+)(?:\?lng=[a-z]+)?"/g), ...(await get('/blog?page=2&lng=en')).text.matchAll(/href="\/blog\/([a-z0-9-]+)(?:\?lng=[a-z]+)?"/g)].map((m) => m[1])
    expect(listed).toContain('test-scheduled-past')
    expect((await get('/blog/test-scheduled-past?lng=en')).status).toBe(200)
    const feed = (await get('/blog/rss.xml?lng=en')).text
    for (const slug of HIDDEN) {
      expect(listed).not.toContain(slug)
      expect((await get(`/blog/${slug}?lng=en`)).status).toBe(404)
      expect((await get(`/api/blog/posts/${slug}`)).status).toBe(404)
      expect(feed).not.toContain(`/blog/${slug}?`)
      expect((await get('/blog/category/gastronomy?lng=en')).text).not.toContain(`href="/blog/${slug}"`)
    }
    const gastronomy = ((await get('/api/blog/categories')).body as Array<{ slug: string; postCount: number }>).find((c) => c.slug === 'gastronomy')!
    const visibleGastronomy = (await get('/api/blog/posts?category=gastronomy')).body.total
    expect(gastronomy.postCount).toBe(visibleGastronomy)
  })

  it('names no author when the post has none: no lone "By", and the business as the author for search engines', async () => {
    await t.knex('blog_posts').where({ slug: 'test-scheduled-past' }).update({ author_name: '' })
    try {
      const res = await get('/blog/test-scheduled-past?lng=de')
      expect(res.status).toBe(200)
      expect(res.text).not.toMatch(new RegExp(`>${tr('de', 'common', 'blog.byAuthor', { author: '' }).trim()}\\s*<`))
      expect(jsonLdOf(res.text).find((d) => d['@type'] === 'BlogPosting')!.author).toEqual({ '@id': 'http://localhost:3000/#organization' })
    } finally {
      await t.knex('blog_posts').where({ slug: 'test-scheduled-past' }).update({ author_name: 'Test Author' })
    }
  })

  it('answers real 404 pages for unknown or malformed slugs', async () => {
    for (const url of ['/blog/no-such-post', '/blog/category/no-such-category', '/blog/UPPER', '/blog/%E2%9C%93', `/blog/${'a'.repeat(200)}`]) {
      const res = await get(`${url}?lng=de`)
      expect(res.status, url).toBe(404)
      expect(res.text).toContain('<html lang="de"')
      expect(res.text).toContain(html(tr('de', 'common', 'errors.notFound.title')))
      expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>')
    }
  })
})

describe('Markdown is rendered safely', () => {
  it('escapes raw HTML and drops javascript: links in a post body, and escapes the title', async () => {
    const res = await get('/blog/test-unsafe?lng=en')
    expect(res.status).toBe(200)
    const body = res.text.slice(res.text.indexOf('class="prose-content'))
    // (the typographer curls the quotes: harmless either way)
    expect(body).toContain('&lt;script&gt;alert(“x”)&lt;/script&gt;')
    expect(body).toContain('&lt;img src=x onerror=“alert(1)”&gt;')
    expect(res.text).not.toContain('<script>alert')
    expect(res.text).not.toMatch(/<img[^>]+onerror/)
    expect(res.text).not.toContain('href="javascript:')
    expect(body).toContain('<h2>A heading</h2>')
    expect(h1Of(res.text)).toBe('Tapas &amp; &lt;wine&gt; &quot;tonight&quot;')
    // JSON-LD carries the title too, but can never close its <script> element.
    expect(res.text).toContain('"headline":"Tapas & \\u003cwine> \\"tonight\\""')
  })
})

/** A tiny well-formedness check: every tag closes in order, every & starts an entity. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  const stack: string[] = []
  for (const [tag, closing, name, selfClosing] of xml.replace(/^<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (closing) expect(stack.pop(), tag).toBe(name)
    else stack.push(name!)
  }
  expect(stack).toEqual([])
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  expect(xml.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/)
}

describe('RSS feed', () => {
  it.each(LANGUAGES)('is a well-formed RSS 2.0 document in %s with one item per visible post', async (lng) => {
    const res = await get(`/blog/rss.xml?lng=${lng}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    const xml = res.text
    expectWellFormedXml(xml)
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(`<link>http://localhost:3000/blog?lng=${lng}</link>`)
    expect(xml).toContain(`<atom:link href="http://localhost:3000/blog/rss.xml?lng=${lng}" rel="self"`)
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!)
    expect(items).toHaveLength(Math.min(20, await visibleCount()))
    const newest = (await get(`/api/blog/posts?lng=${lng}`)).body.posts[0]
    expect(items[0]).toContain(`<link>http://localhost:3000/blog/${newest.slug}?lng=${lng}</link>`)
    for (const item of items) {
      for (const element of ['title', 'link', 'guid', 'pubDate', 'description', 'category']) expect(item).toMatch(new RegExp(`<${element}[ >]`))
      expect(item).toMatch(/<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/)
      expect(item).toMatch(new RegExp(`<guid isPermaLink="true">http://localhost:3000/blog/[a-z0-9-]+\\?lng=${lng}</guid>`))
    }
    const translated = (await get(`/api/blog/posts/mahon-cheese-and-gin-guide?lng=${lng}`)).body
    expect(xml).toContain(`<title>${translated.title.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`)
  })

  it('escapes &, < and quotes in titles and descriptions', async () => {
    const xml = (await get('/blog/rss.xml?lng=en')).text
    expect(xml).toContain('<title>Tapas &amp; &lt;wine&gt; &quot;tonight&quot;</title>')
    expect(xml).toContain('<description>Cheese &amp; gin &lt;b&gt;tasting&lt;/b&gt;</description>')
  })

  it('falls back to the detected language for an unknown lng', async () => {
    const res = await get('/blog/rss.xml?lng=xx').set('Accept-Language', 'de-DE,de;q=0.9')
    expect(res.status).toBe(200)
    expect(res.text).toContain('<language>de-DE</language>')
    expect(res.text).toContain('?lng=de</link>')
  })

  it('may be kept by a CDN only when its address names the language', async () => {
    expect((await get('/blog/rss.xml?lng=de')).headers['cache-control']).toBe('public, max-age=600')
    // The same address answers each reader in their own language: a shared cache must not keep one for all.
    for (const address of ['/blog/rss.xml', '/blog/rss.xml?lng=xx']) {
      const res = await get(address).set('Accept-Language', 'de-DE,de;q=0.9')
      expect([res.headers['cache-control'], res.text.includes('<language>de-DE</language>')], address).toEqual(['private, max-age=600', true])
    }
  })
})

describe('blog JSON API', () => {
  it('lists posts by page and category and answers JSON 404s and 400s', async () => {
    const page2 = await get('/api/blog/posts?page=2&lng=en')
    expect(page2.status).toBe(200)
    expect(page2.body.page).toBe(2)
    const beaches = (await get('/api/blog/posts?category=beaches&lng=en')).body
    expect(beaches.posts.length).toBeGreaterThan(0)
    for (const p of beaches.posts) expect(p.category.slug).toBe('beaches')
    expect((await get('/api/blog/posts?category=nope')).status).toBe(404)
    expect((await get('/api/blog/posts?category=nope')).body.error.code).toBe('not_found')
    expect((await get('/api/blog/posts/no-such-post?lng=en')).body).toEqual({ error: { code: 'not_found', message: tr('en', 'common', 'errors.api.not_found') } })
    expect((await get('/api/blog/posts?page=abc')).status).toBe(400)
    expect((await get('/api/blog/posts?page=-1')).status).toBe(400)
    const post = (await get('/api/blog/posts/test-unsafe')).body
    expect(post.html).toContain('&lt;script&gt;')
    const categories = (await get('/api/blog/categories?lng=de')).body
    expect(categories.map((c: { name: string }) => c.name)).toContain('Strände & Buchten')
  })
})
