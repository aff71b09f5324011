import { listPosts, listPublicPostStamps } from '../blog/blog.server'
import { db } from '../db/knex'
import { sharedAnswerKey } from '../lib/anonymous-cache'
import { sharedCache } from '../lib/change-feed'
import { htmlCache } from '../lib/html-cache'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { TRANSFER_PAGE_PATHS } from '../transfers/service-kinds'
import { canonicalAddress, seoPageKeyOf } from '../seo/head'
import { listSeoAddressing } from '../seo/seo.server'
import { TripsQuerySchema } from '../trips/trips.schema'
import { listTrips } from '../trips/trips.server'

/** Pages that always exist, whatever the content. */
export const STATIC_PATHS = ['/', '/destinations', '/trips', '/cami-de-cavalls', '/blog', '/services', '/about', '/contact', '/testimonials', '/legal/privacy', '/legal/terms', '/legal/faq']

interface Entry {
  path: string
  lastModified?: Date
}

export const SITEMAP_PATH = '/sitemap.xml'

/**
 * The sitemap is kept only as its response-cache entry (sitemap.routes.ts), which every content
 * write clears with the pages; this drops just that entry, on this instance and every other one.
 */
export const clearSitemapCache = sharedCache('sitemap', () => htmlCache.forget(sharedAnswerKey(SITEMAP_PATH)))

async function contentEntries(): Promise<Entry[]> {
  const knex = db()
  const [destinations, trips, posts, categories, towns] = await Promise.all([
    knex('destinations').select('id', 'updatedAt'),
    knex('trips').select('id', 'updatedAt').where('status', 'published'),
    listPublicPostStamps(),
    knex('blog_categories').select('id', 'slug', 'updatedAt'),
    // The towns with a transfer page of their own (/airport-transfers/{slug}).
    knex('transfer_towns').select('slug', 'updatedAt').where('hasPage', true),
  ])
  return [
    ...destinations.map((d) => ({ path: `/destinations/${d.id}`, lastModified: d.updatedAt })),
    ...trips.map((t) => ({ path: `/trips/${t.id}`, lastModified: t.updatedAt })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
    ...categories.map((c) => ({ path: `/blog/category/${c.slug}`, lastModified: c.updatedAt })),
    ...towns.map((town) => ({ path: `/airport-transfers/${town.slug}`, lastModified: town.updatedAt })),
    ...(await listPageEntries(categories)),
  ]
}

/** `/trips?page=2` … up to the last page: the address each further page gives as its canonical. */
const furtherPages = (path: string, pageCount: number): Entry[] => Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => ({ path: `${path}?page=${i + 2}` }))

/**
 * The further pages of the lists (docs/decisions/053): each is a document of its own, canonical to
 * itself, with its own title, so it is listed like any other page. Counted by the functions the
 * pages themselves use (unfiltered), so the sitemap never lists a page past the last, which answers 404.
 */
async function listPageEntries(categories: Array<{ id: number; slug: string }>): Promise<Entry[]> {
  const [trips, blog, ...byCategory] = await Promise.all([
    listTrips(DEFAULT_LANGUAGE, TripsQuerySchema.parse({})),
    listPosts(DEFAULT_LANGUAGE),
    ...categories.map((c) => listPosts(DEFAULT_LANGUAGE, { categoryId: c.id })),
  ])
  return [
    ...furtherPages('/trips', trips.pageCount),
    ...furtherPages('/blog', blog.pageCount),
    ...categories.flatMap((c, i) => furtherPages(`/blog/category/${c.slug}`, byCategory[i]!.pageCount)),
  ]
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/**
 * Every indexable page in every language, by its canonical address, each listing its hreflang
 * alternates (sitemaps.org + Google's xhtml:link). An SEO record decides as it does in the page's
 * head (docs/decisions/053): a page it marks noindex is left out; a language whose canonical it sets
 * is listed at that address when it is on this site (once, however many pages point at it) and
 * not at all when it is elsewhere; the alternates are each language's canonical.
 */
export async function buildSitemap(publicUrl: string): Promise<string> {
  const entries: Entry[] = [...STATIC_PATHS, ...TRANSFER_PAGE_PATHS].map((path) => ({ path }))
  entries.push(...(await contentEntries()))
  const records = await listSeoAddressing()
  const origin = new URL(publicUrl).origin
  const listed = new Set<string>()
  const urls = entries.flatMap(({ path, lastModified }) => {
    const record = records.get(seoPageKeyOf(path))
    if (record && /noindex/i.test(record.robotsDirective)) return []
    const canonical = (lng: Language) => canonicalAddress(publicUrl, path, lng, record)
    const alternates = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(canonical(l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(canonical(DEFAULT_LANGUAGE))}"/>`,
    ].join('')
    const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : ''
    return LANGUAGES.flatMap((l) => {
      const loc = canonical(l)
      if (new URL(loc).origin !== origin || listed.has(loc)) return []
      listed.add(loc)
      return [`<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`]
    })
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  return xml
}

export function buildRobotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /api/images/', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n')
}
