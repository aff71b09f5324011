import { Router, type Request } from 'express'
import { cachedAnswer, cachedJson } from '../lib/anonymous-cache'
import type { i18n } from 'i18next'
import { localeOf, type Language } from '../i18n/languages'
import { languageUrl } from '../seo/head'
import { NotFoundError } from '../lib/errors'
import { getSiteSettings } from '../settings/settings.server'
import { BlogListQuerySchema, BlogSlugSchema, FEED_PATH } from './blog.schema'
import { findCategory, findPost, listCategories, listFeedPosts, listPosts } from './blog.server'
import { buildRss } from './rss'

const FEED_MAX_AGE_S = 600
const FEED_TYPE = 'application/rss+xml; charset=utf-8'

/** The blog's RSS feed, one per language (?lng=xx; anything else falls back to the detected language). */
export function blogFeedRouter({ i18n, publicUrl }: { i18n: i18n; publicUrl: string }): Router {
  const router = Router()
  const produce = (req: Request) => feedOf(req.lng)
  // A feed whose address names its language is the same for everyone: a CDN may keep it. One in
  // the language detected from the cookie or Accept-Language is not: only the reader keeps it.
  const named = cachedAnswer(FEED_TYPE, produce, { cacheControl: `public, max-age=${FEED_MAX_AGE_S}` })
  const detected = cachedAnswer(FEED_TYPE, produce, { cacheControl: `private, max-age=${FEED_MAX_AGE_S}` })
  router.get(FEED_PATH, (req, res, next) => (req.query.lng === req.lng ? named : detected)(req, res, next))
  return router

  async function feedOf(lng: Language): Promise<string> {
    const t = i18n.getFixedT(lng)
    const [site, posts] = await Promise.all([getSiteSettings(), listFeedPosts(lng)])
    return buildRss({
      title: `${t('blog.title')} | ${site.businessName}`,
      link: languageUrl(publicUrl, '/blog', lng),
      selfLink: languageUrl(publicUrl, FEED_PATH, lng),
      description: t('blog.intro'),
      language: localeOf(lng),
      items: posts.map((p) => ({
        title: p.title,
        link: languageUrl(publicUrl, `/blog/${p.slug}`, lng),
        description: p.excerpt,
        category: p.category?.name,
        publishedAt: new Date(p.publishedAt),
      })),
    })
  }
}

/** GET /api/blog/…: the same lists and posts the blog pages show, in the visitor's language. */
export function blogApiRouter(): Router {
  const api = Router()

  api.get(
    '/posts',
    cachedJson(async (req) => {
      const { page, category: slug } = BlogListQuerySchema.parse(req.query)
      const category = slug ? await findCategory(slug, req.lng) : undefined
      return listPosts(req.lng, { page, categoryId: category?.id })
    }),
  )

  api.get(
    '/posts/:slug',
    cachedJson(async (req) => {
      const slug = BlogSlugSchema.safeParse(req.params.slug)
      if (!slug.success) throw new NotFoundError('No such blog post')
      return findPost(slug.data, req.lng)
    }),
  )

  api.get('/categories', cachedJson((req) => listCategories(req.lng)))

  return api
}
