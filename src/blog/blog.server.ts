import type { QueryBuilder } from 'objection'
import { readingMinutes, renderMarkdown } from '../content/markdown'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageUrl } from '../lib/image-url'
import { BlogCategoryModel, BlogPostModel } from './blog.model'
import { BLOG_PAGE_SIZE, FEED_SIZE, RELATED_POSTS, type BlogCategory, type BlogPost, type BlogPostPage, type BlogPostSummary } from './blog.schema'
import { NotFoundError } from '../lib/errors'

/**
 * What visitors may read: published posts, and scheduled ones once their time has come.
 * A post without a publication date is never public (it has not been given one yet).
 */
function visible(query: QueryBuilder<BlogPostModel>): QueryBuilder<BlogPostModel> {
  return query
    .whereIn('blog_posts.status', ['published', 'scheduled'])
    .whereNotNull('blog_posts.published_at')
    .where('blog_posts.published_at', '<=', BlogPostModel.fn.now())
}

function newestFirst(query: QueryBuilder<BlogPostModel>): QueryBuilder<BlogPostModel> {
  return query.orderBy([{ column: 'blog_posts.published_at', order: 'desc' }, { column: 'blog_posts.id', order: 'desc' }])
}

function toSummary(post: BlogPostModel, lng: Language): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: translate(post, 'title', lng),
    excerpt: translate(post, 'excerpt', lng),
    coverImage: imageUrl(post.coverImage),
    category: post.category ? { slug: post.category.slug, name: translate(post.category, 'name', lng) } : null,
    authorName: post.authorName,
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
    readingMinutes: readingMinutes(translate(post, 'body', lng)),
  }
}

export async function listCategories(lng: Language): Promise<BlogCategory[]> {
  const [categories, counts] = await Promise.all([
    BlogCategoryModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    visible(BlogPostModel.query()).select('blog_posts.category_id').count('* as count').groupBy('blog_posts.category_id').castTo<Array<{ categoryId: number | null; count: number }>>(),
  ])
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.count)]))
  return categories.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: translate(c, 'name', lng),
    description: translate(c, 'description', lng),
    postCount: countOf.get(c.id) ?? 0,
  }))
}

/** A category by its slug; NotFoundError when there is none. */
export async function findCategory(slug: string, lng: Language): Promise<BlogCategory> {
  const category = (await listCategories(lng)).find((c) => c.slug === slug)
  if (!category) throw new NotFoundError(`No blog category ${slug}`)
  return category
}

/** One page of the visible posts, newest first; `categoryId` narrows them to one category. */
export async function listPosts(lng: Language, options: { page?: number; categoryId?: number; pageSize?: number } = {}): Promise<BlogPostPage> {
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE
  const page = Math.max(1, options.page ?? 1)
  const query = newestFirst(visible(BlogPostModel.query().withGraphFetched('category')))
  if (options.categoryId !== undefined) query.where('blog_posts.category_id', options.categoryId)
  const { results, total } = await query.page(page - 1, pageSize)
  return { posts: results.map((p) => toSummary(p, lng)), page, pageCount: Math.ceil(total / pageSize), total }
}

/** A visible post by its slug; NotFoundError when there is none (a draft or a future post included). */
export async function findPost(slug: string, lng: Language): Promise<BlogPost> {
  const post = await visible(BlogPostModel.query().withGraphFetched('category')).findOne('blog_posts.slug', slug)
  if (!post) throw new NotFoundError(`No visible blog post ${slug}`)
  return { ...toSummary(post, lng), html: renderMarkdown(translate(post, 'body', lng), lng), updatedAt: post.updatedAt.toISOString() }
}

/** Rows (posts or categories) that were public under `slug` before their slug changed (their previous_slugs). */
function formerlyAt<M extends BlogPostModel | BlogCategoryModel>(query: QueryBuilder<M>, slug: string): QueryBuilder<M> {
  return query.whereRaw('??.previous_slugs @> ?::jsonb', [query.modelClass().tableName, JSON.stringify([slug])])
}

/** The slug a visible post has now, when `slug` is one it was public under before; else null. */
export async function movedPostSlug(slug: string): Promise<string | null> {
  const post = await formerlyAt(visible(BlogPostModel.query()), slug).orderBy('blog_posts.published_at', 'desc').first()
  return post?.slug ?? null
}

/** The slug a category has now, when `slug` is one it had before (the latest renamed, should two have had it); else null. */
export async function movedCategorySlug(slug: string): Promise<string | null> {
  const category = await formerlyAt(BlogCategoryModel.query(), slug).orderBy([{ column: 'blog_categories.updated_at', order: 'desc' }, { column: 'blog_categories.id', order: 'desc' }]).first()
  return category?.slug ?? null
}

/** Other visible posts of the same category, newest first. */
export async function listRelatedPosts(post: Pick<BlogPost, 'id' | 'category'>, lng: Language, limit = RELATED_POSTS): Promise<BlogPostSummary[]> {
  if (!post.category) return []
  const rows = await newestFirst(visible(BlogPostModel.query().withGraphJoined('category')))
    .where('category.slug', post.category.slug)
    .whereNot('blog_posts.id', post.id)
    .limit(limit)
  return rows.map((p) => toSummary(p, lng))
}

/** The newest visible posts for the RSS feed. */
export async function listFeedPosts(lng: Language): Promise<BlogPostSummary[]> {
  return (await listPosts(lng, { pageSize: FEED_SIZE })).posts
}

/** Slugs and last changes of every public post (the sitemap lists exactly what visitors can open). */
export async function listPublicPostStamps(): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const rows = await visible(BlogPostModel.query()).select('blog_posts.slug', 'blog_posts.updated_at')
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt }))
}
