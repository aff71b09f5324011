import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages'
import { seoPageKeyOf } from '../../src/seo/head'
import { startTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('what crawlers are given', () => {
  it('/sitemap.xml lists every public page in the four languages, with hreflang alternates: the fixed pages, the transfer pages and every trip, destination and post', async () => {
    const res = await request(t.app).get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    // The first page of each (the further pages of a list are checked below).
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'))).filter((url) => !url.searchParams.has('page'))
    const pages = new Set(locs.map((url) => url.pathname))
    for (const path of ['/', '/trips', '/destinations', '/blog', '/contact', '/airport-transfers', '/airport-transfers/private', '/airport-transfers/groups', '/airport-transfers/vip', '/airport-transfers/request', '/menorca-taxis']) {
      expect(pages, path).toContain(path)
      const languages = locs.filter((url) => url.pathname === path).map((url) => url.searchParams.get('lng')).sort()
      expect(languages, path).toEqual([...LANGUAGES].sort())
    }
    const trips: Array<{ id: number }> = await t.knex('trips').select('id')
    for (const { id } of trips) expect(pages).toContain(`/trips/${id}`)
    const posts: Array<{ slug: string }> = await t.knex('blog_posts').where({ status: 'published' }).select('slug')
    expect(posts.length).toBeGreaterThan(0)
    for (const { slug } of posts) expect(pages).toContain(`/blog/${slug}`)
    // Every town with a transfer page of its own, in every language, and only those (the others answer 404).
    const towns: Array<{ slug: string; hasPage: boolean }> = await t.knex('transfer_towns').select('slug', 'hasPage')
    expect(towns.filter((town) => town.hasPage).length).toBeGreaterThan(0)
    for (const { slug, hasPage } of towns) {
      const path = `/airport-transfers/${slug}`
      expect(locs.filter((url) => url.pathname === path).map((url) => url.searchParams.get('lng')).sort(), path).toEqual(hasPage ? [...LANGUAGES].sort() : [])
      if (hasPage) expect((await request(t.app).get(`${path}?lng=de`)).status, path).toBe(200)
    }
    expect(res.text).toContain('hreflang="x-default"')
  })

  it('lists the further pages of the lists, up to the last one, in every language (docs/decisions/053)', async () => {
    const locs = [...(await request(t.app).get('/sitemap.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))
    const pagesOf = (path: string) => [...new Set(locs.filter((url) => url.pathname === path && url.searchParams.has('page')).map((url) => Number(url.searchParams.get('page'))))].sort((a, b) => a - b)
    const tripPages = pagesOf('/trips')
    expect(tripPages[0]).toBe(2)
    for (const page of tripPages) {
      expect(locs.filter((url) => url.pathname === '/trips' && url.searchParams.get('page') === String(page)).map((url) => url.searchParams.get('lng')).sort()).toEqual([...LANGUAGES].sort())
      expect((await request(t.app).get(`/trips?page=${page}&lng=de`)).status).toBe(200)
    }
    expect((await request(t.app).get(`/trips?page=${tripPages.at(-1)! + 1}`)).status).toBe(404)
    // The blog's one page of posts has no further page to list.
    expect(pagesOf('/blog')).toEqual([])
  })

  it("every page with an SEO record is in the sitemap under the record's key (the sitemap reads its canonicals and robots by that key)", async () => {
    const paths = [...(await request(t.app).get('/sitemap.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname)
    const keys = new Set(paths.map(seoPageKeyOf))
    const records: string[] = await t.knex('seo_records').pluck('page_key')
    expect(records.length).toBeGreaterThan(10)
    expect(records.filter((key) => !keys.has(key))).toEqual([])
  })

  it('/robots.txt keeps crawlers out of the admin and points them to the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.text).toContain('Disallow: /admin')
    expect(res.text).toContain(`Sitemap: ${t.env.PUBLIC_URL}/sitemap.xml`)
  })

  it('/favicon.ico, asked for whatever the pages declare, leads to the site icon', async () => {
    const res = await request(t.app).get('/favicon.ico')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/favicon-32.png')
    const icon = await request(t.app).get(res.headers.location!)
    expect(icon.status).toBe(200)
    expect(icon.headers['content-type']).toBe('image/png')
  })
})
