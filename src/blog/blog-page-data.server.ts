import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { absoluteUrl, languageUrl, organizationId } from '../seo/head'
import { blogPostingJsonLd, breadcrumbJsonLd, type Crumb } from '../seo/json-ld'
import { pageHead } from '../seo/page-head.server'
import type { HeadFeed } from '../seo/seo.schema'
import { localeOf } from '../i18n/languages'
import { BlogSlugSchema, FEED_PATH, PageNumberSchema } from './blog.schema'
import { foundOr404 } from '../lib/found-or-404'
import { optimizedUrl } from '../lib/image-url'
import { findPost, listCategories, listPosts, listRelatedPosts, movedCategorySlug, movedPostSlug } from './blog.server'

// Shared +data of the blog pages (views/blog/…), through the blog's own reads; unknown slugs and
// pages are real 404s.


function feedOf({ t, lng, publicUrl, site }: PageContextServer): HeadFeed {
  return { title: `${t('blog.title')} | ${site.businessName}`, href: languageUrl(publicUrl, FEED_PATH, lng) }
}

/**
 * An address a post or category had before its slug changed (`current` finds its slug now): moved
 * for good, with the query kept (the language, the page of a list).
 */
async function redirectWhenMoved(pageContext: PageContextServer, current: Promise<string | null>, pathOf: (slug: string) => `/${string}`): Promise<void> {
  const slug = await current
  if (slug) throw redirect(`${pathOf(slug)}${pageContext.urlParsed.searchOriginal ?? ''}`, 301)
}

function slugParam(pageContext: PageContextServer): string {
  const slug = BlogSlugSchema.safeParse(pageContext.routeParams.slug)
  if (!slug.success) throw render(404)
  return slug.data
}

/** /blog and /blog/category/{slug}: one page of posts, the category links, pagination. */
export async function blogListData(pageContext: PageContextServer, { byCategory }: { byCategory: boolean }) {
  const { lng, t, query, publicUrl } = pageContext
  const pageNumber = PageNumberSchema.safeParse(query.page)
  if (!pageNumber.success) throw render(404)
  const page = pageNumber.data
  const categorySlug = byCategory ? slugParam(pageContext) : undefined
  const categories = await listCategories(lng)
  const category = categorySlug ? categories.find((c) => c.slug === categorySlug) : undefined
  if (categorySlug && !category) {
    await redirectWhenMoved(pageContext, movedCategorySlug(categorySlug), (current) => `/blog/category/${current}`)
    throw render(404)
  }
  const list = await listPosts(lng, { page, categoryId: category?.id })
  if (page > Math.max(1, list.pageCount)) throw render(404)

  const basePath = category ? `/blog/category/${category.slug}` : '/blog'
  const title = category ? category.name : t('blog.title')
  const intro = category ? category.description : t('blog.intro')
  const crumbs: Crumb[] = [{ name: t('nav.home'), path: '/' }, { name: t('nav.blog'), path: '/blog' }, ...(category ? [{ name: category.name, path: basePath }] : [])]
  const head = await pageHead(pageContext, category ? null : 'blog', {
    path: page > 1 ? `${basePath}?page=${page}` : basePath,
    fallback: { title, description: intro },
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng)],
    feeds: [feedOf(pageContext)],
  })
  return { head, title, intro, crumbs, categories, activeCategory: category?.slug ?? null, ...list }
}

export type BlogListData = Awaited<ReturnType<typeof blogListData>>

/** /blog/{slug}: the article, its related posts and BlogPosting structured data. */
export async function blogPostData(pageContext: PageContextServer) {
  const { lng, t, publicUrl } = pageContext
  const slug = slugParam(pageContext)
  const post = await foundOr404(
    findPost(slug, lng).catch(async (error: unknown) => {
      if ((error as { status?: unknown } | null)?.status === 404) await redirectWhenMoved(pageContext, movedPostSlug(slug), (current) => `/blog/${current}`)
      throw error
    }),
  )
  const related = await listRelatedPosts(post, lng)
  const path = `/blog/${post.slug}`
  const crumbs: Crumb[] = [
    { name: t('nav.home'), path: '/' },
    { name: t('nav.blog'), path: '/blog' },
    ...(post.category ? [{ name: post.category.name, path: `/blog/category/${post.category.slug}` }] : []),
    { name: post.title, path },
  ]
  const head = await pageHead(pageContext, null, {
    fallback: { title: post.title, description: post.excerpt },
    type: 'article',
    image: post.coverImage ? optimizedUrl(post.coverImage, { width: 1200, height: 630, format: 'jpeg' }) : undefined,
    imageAlt: post.title,
    jsonLd: [breadcrumbJsonLd(crumbs, publicUrl, lng)],
    feeds: [feedOf(pageContext)],
  })
  head.jsonLd.push(
    blogPostingJsonLd({
      headline: post.title,
      description: post.excerpt,
      url: languageUrl(publicUrl, path, lng),
      image: absoluteUrl(publicUrl, head.image),
      datePublished: post.publishedAt,
      dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
      authorName: post.authorName,
      publisherId: organizationId(publicUrl),
      section: post.category?.name,
      language: localeOf(lng),
    }),
  )
  return { head, post, related, crumbs }
}

export type BlogPostData = Awaited<ReturnType<typeof blogPostData>>
