import { z } from 'zod'
import { contentChanged } from '../content-kit/content-changed'
import { imageChoiceField, slugField } from '../content-kit/content-form-fields'
import { contentStore } from '../content-kit/content-store'
import { likeTerm, ListQuerySchema, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { readingMinutes, renderMarkdown } from '../content/markdown'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageChoices } from '../images/library-paths'
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors'
import { islandTimeToInstant, localParts } from '../lib/island-time'
import { BlogCategoryModel, BlogPostModel, POST_STATUSES, type PostStatus } from './blog.model'
import { BLOG_CATEGORY_CONTENT, BLOG_POST_CONTENT } from './blog.content'
import { IdNumberSchema } from '../lib/params'

const POST_TEXT = BLOG_POST_CONTENT.texts
const CATEGORY_TEXT = BLOG_CATEGORY_CONTENT.texts

/** "YYYY-MM-DDTHH:MM" of an <input type="datetime-local">, read as the island's wall clock. */
const LocalDateTimeField = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v), { error: 'date' })
  .optional()
  .default('')

/** The post form, checked against the images a cover may be now (see blogCoverImages). */
export const blogPostFormSchema = (images: Set<string>) =>
  z
    .object({
      slug: slugField(160),
      categoryId: z
        .string()
        .trim()
        .regex(/^\d*$/, { error: 'invalid' })
        .optional()
        .default('')
        .transform((v) => (v ? Number(v) : null)),
      authorName: z.string().trim().max(120, { error: 'tooLong' }).optional().default(''),
      coverImage: imageChoiceField(images),
      status: z.enum(POST_STATUSES, { error: 'invalid' }),
      publishedAt: LocalDateTimeField,
      ...translatableShape(POST_TEXT),
    })
    .transform((form, ctx) => {
      let instant: Date | null = null
      if (form.publishedAt) {
        const [date, time] = form.publishedAt.split('T') as [string, string]
        instant = islandTimeToInstant(date, time)
        if (!instant) ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: 'date' })
      }
      if (form.status === 'scheduled') {
        if (!form.publishedAt) ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: 'required' })
        else if (instant && instant.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: 'datePast' })
      }
      return { ...form, publishedAt: instant }
    })
export type BlogPostForm = z.infer<ReturnType<typeof blogPostFormSchema>>

/** The library images, plus (when editing) the post's own cover even if it left the library. */
export async function blogCoverImages(id?: number): Promise<string[]> {
  const row = id ? await BlogPostModel.query().findById(id) : undefined
  return imageChoices([row?.coverImage])
}

/** The schema of a POST of the new (no id) or edit form. */
export const blogPostFormSchemaFor = async (id?: number) => blogPostFormSchema(new Set(await blogCoverImages(id)))

/** The choices of the post form: categories in the staff language, cover images. */
export async function blogPostFormChoices(lng: Language, id?: number) {
  const [categories, images] = await Promise.all([blogCategoryOptions(lng), blogCoverImages(id)])
  return { categories, images }
}

export const BlogCategoryFormSchema = z.object({
  slug: slugField(120),
  sortOrder: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(0, { error: 'min' }).max(9999, { error: 'max' }),
  ...translatableShape(CATEGORY_TEXT),
})
export type BlogCategoryForm = z.infer<typeof BlogCategoryFormSchema>

/** Grid filters of the post list (?status, ?category); anything unknown means "all". */
export const BlogPostFilterSchema = z.object({
  status: z.enum(POST_STATUSES).optional().catch(undefined),
  category: IdNumberSchema.optional().catch(undefined),
})
export type BlogPostFilter = z.infer<typeof BlogPostFilterSchema>

export interface BlogPostRow {
  id: number
  title: string
  slug: string
  category: string
  status: PostStatus
  /** ISO 8601, or null for a draft without a date. */
  publishedAt: string | null
  authorName: string
  readingMinutes: number
}

/** "2026-11-22T14:05" on the island's clock: the value of a datetime-local input. */
export function toLocalInput(date: Date | null): string {
  if (!date) return ''
  const p = localParts(date)
  return `${p.date}T${p.time}`
}

export async function listBlogPostsForAdmin(lng: Language, query: ListQuery, filter: BlogPostFilter = {}) {
  const builder = BlogPostModel.query().select('blog_posts.*').withGraphFetched('category')
  // A scheduled post whose time has come is published: the list says what visitors see.
  if (filter.status === 'published') builder.where((w) => w.where('blog_posts.status', 'published').orWhere((due) => due.where('blog_posts.status', 'scheduled').where('blog_posts.published_at', '<=', new Date())))
  else if (filter.status === 'scheduled') builder.where('blog_posts.status', 'scheduled').where('blog_posts.published_at', '>', new Date())
  else if (filter.status) builder.where('blog_posts.status', filter.status)
  if (filter.category) builder.where('blog_posts.category_id', filter.category)
  return pageOf(builder, query, {
    sortable: { title: 'blog_posts.title', status: 'blog_posts.status', publishedAt: 'blog_posts.published_at', authorName: 'blog_posts.author_name', slug: 'blog_posts.slug' },
    defaultSort: '-publishedAt',
    search: (b, term) =>
      void b.where((w) =>
        w
          .whereILike('blog_posts.title', likeTerm(term))
          .orWhereILike('blog_posts.slug', likeTerm(term))
          .orWhereILike('blog_posts.author_name', likeTerm(term))
          .orWhereRaw("(blog_posts.translations->'title')::text ilike ?", [likeTerm(term)]),
      ),
    map: (row): BlogPostRow => ({
      id: row.id,
      title: translate(row, 'title', lng),
      slug: row.slug,
      category: row.category ? translate(row.category, 'name', lng) : '',
      status: row.status === 'scheduled' && row.publishedAt && row.publishedAt <= new Date() ? 'published' : row.status,
      publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
      authorName: row.authorName,
      readingMinutes: readingMinutes(row.body),
    }),
  })
}

export async function blogCategoryOptions(lng: Language): Promise<Array<{ value: string; label: string }>> {
  const rows = await BlogCategoryModel.query().orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  return rows.map((c) => ({ value: String(c.id), label: translate(c, 'name', lng) }))
}

export async function blogPostFormValues(id: number): Promise<Record<string, string>> {
  const row = await BlogPostModel.query().findById(id)
  if (!row) throw new NotFoundError('Blog post not found')
  return {
    slug: row.slug,
    categoryId: row.categoryId ? String(row.categoryId) : '',
    authorName: row.authorName,
    coverImage: row.coverImage ?? '',
    status: row.status,
    publishedAt: toLocalInput(row.publishedAt),
    readingMinutes: String(readingMinutes(row.body)),
    ...toForm(row, POST_TEXT),
  }
}

async function assertCategoryExists(categoryId: number | null) {
  if (categoryId && !(await BlogCategoryModel.query().findById(categoryId))) throw new ValidationError({ categoryId: 'invalid' })
}

function postColumns(form: BlogPostForm) {
  const { plain, translations } = fromForm(form, POST_TEXT)
  // Publishing without a date means "now"; a draft keeps whatever date it was given.
  const publishedAt = form.publishedAt ?? (form.status === 'published' ? new Date() : null)
  return {
    slug: form.slug,
    categoryId: form.categoryId,
    authorName: form.authorName,
    coverImage: form.coverImage || null,
    status: form.status,
    publishedAt,
    ...plain,
    translations,
  }
}

// Public pages and the sitemap are cached for a while; a scheduled post that falls due clears
// them at that moment, so it shows up on time rather than one cache lifetime later.
const MAX_WATCH_MS = 6 * 60 * 60 * 1000
let publicationTimer: NodeJS.Timeout | undefined

/** Arms one timer for the next scheduled publication (re-armed after every post write). */
export async function watchNextPublication(): Promise<void> {
  clearTimeout(publicationTimer)
  publicationTimer = undefined
  const row = (await BlogPostModel.query()
    .whereIn('status', ['published', 'scheduled'])
    .where('published_at', '>', BlogPostModel.fn.now())
    .min('published_at as next')
    .first()
    .castTo<{ next: Date | string | null } | undefined>())
  if (!row?.next) return
  const delay = Math.min(MAX_WATCH_MS, Math.max(0, new Date(row.next).getTime() - Date.now()) + 500)
  publicationTimer = setTimeout(() => {
    if (delay < MAX_WATCH_MS) contentChanged()
    watchNextPublication().catch(() => undefined)
  }, delay)
  publicationTimer.unref()
}

function rewatch(): void {
  watchNextPublication().catch(() => undefined)
}

const posts = contentStore(BlogPostModel, 'Blog post not found')

export async function createBlogPost(form: BlogPostForm): Promise<number> {
  await assertCategoryExists(form.categoryId)
  const id = await posts.create(postColumns(form))
  rewatch()
  return id
}

export async function updateBlogPost(id: number, form: BlogPostForm): Promise<void> {
  await assertCategoryExists(form.categoryId)
  const before = await BlogPostModel.query().findById(id)
  if (!before) throw new NotFoundError('Blog post not found')
  const wasPublic = before.status !== 'draft' && before.publishedAt !== null && before.publishedAt <= new Date()
  await posts.update(id, { ...postColumns(form), previousSlugs: previousSlugsAfter(before, form.slug, wasPublic) })
  rewatch()
}

/**
 * A post or category that has been public keeps its old address when its slug changes (it
 * redirects: movedPostSlug, movedCategorySlug in blog.server.ts); taking a slug back drops its redirect.
 */
function previousSlugsAfter(before: { slug: string; previousSlugs?: string[] | null }, slug: string, wasPublic: boolean): string[] {
  const previous = (before.previousSlugs ?? []).filter((s) => s !== slug)
  return wasPublic && before.slug !== slug ? [...previous.filter((s) => s !== before.slug), before.slug] : previous
}

export async function deleteBlogPosts(ids: number[]): Promise<number> {
  const deleted = await posts.remove(ids)
  if (deleted) rewatch()
  return deleted
}

/** The HTML the public article would show for this Markdown (same renderer, same sanitising). */
export function previewMarkdown(markdown: string): { html: string; readingMinutes: number } {
  return { html: renderMarkdown(markdown), readingMinutes: readingMinutes(markdown) }
}

// ── Categories ────────────────────────────────────────────────────────────────────────────────

export interface BlogCategoryRow {
  id: number
  name: string
  slug: string
  sortOrder: number
  posts: number
}

export async function listBlogCategoriesForAdmin(lng: Language, query: ListQuery) {
  const builder = BlogCategoryModel.query().select(
    'blog_categories.*',
    BlogCategoryModel.raw('(select count(*) from blog_posts where blog_posts.category_id = blog_categories.id) as post_count'),
  )
  return pageOf(builder, query, {
    sortable: { name: 'blog_categories.name', slug: 'blog_categories.slug', sortOrder: 'blog_categories.sort_order', posts: 'postCount' },
    defaultSort: 'sortOrder',
    search: (b, term) =>
      void b.where((w) => w.whereILike('blog_categories.name', likeTerm(term)).orWhereILike('blog_categories.slug', likeTerm(term)).orWhereRaw('blog_categories.translations::text ilike ?', [likeTerm(term)])),
    map: (row): BlogCategoryRow => ({ id: row.id, name: translate(row, 'name', lng), slug: row.slug, sortOrder: row.sortOrder, posts: Number((row as BlogCategoryModel & { postCount: string }).postCount) }),
  })
}

export async function blogCategoryFormValues(id: number): Promise<Record<string, string>> {
  const row = await BlogCategoryModel.query().findById(id)
  if (!row) throw new NotFoundError('Blog category not found')
  return { slug: row.slug, sortOrder: String(row.sortOrder), ...toForm(row, CATEGORY_TEXT) }
}

function categoryColumns(form: BlogCategoryForm) {
  const { plain, translations } = fromForm(form, CATEGORY_TEXT)
  return { slug: form.slug, sortOrder: form.sortOrder, ...plain, translations }
}

const categories = contentStore(BlogCategoryModel, 'Blog category not found')

export function createBlogCategory(form: BlogCategoryForm): Promise<number> {
  return categories.create(categoryColumns(form))
}

export async function updateBlogCategory(id: number, form: BlogCategoryForm): Promise<void> {
  const before = await BlogCategoryModel.query().findById(id)
  if (!before) throw new NotFoundError('Blog category not found')
  // A category's page is public from the moment it exists (with or without posts).
  await categories.update(id, { ...categoryColumns(form), previousSlugs: previousSlugsAfter(before, form.slug, true) })
}

/** Thrown when a category to delete still has posts: nothing is deleted. */
export class CategoryInUseError extends ConflictError {
  constructor(readonly names: string[]) {
    super('Blog category in use')
  }
}

/** Categories with posts are refused (all or nothing): the posts would silently lose their category. */
export async function deleteBlogCategories(ids: number[]): Promise<number> {
  const used = await BlogCategoryModel.query()
    .whereIn('id', ids)
    .whereExists(BlogPostModel.query().whereColumn('blog_posts.category_id', 'blog_categories.id'))
  if (used.length) throw new CategoryInUseError(used.map((c) => c.name))
  return categories.remove(ids)
}

/** The post list page: ?page, ?pageSize, ?sort, ?q and the grid filters ?status and ?category. */
export async function blogPostsAdminPage(lng: Language, rawQuery: Record<string, string>) {
  const filter = BlogPostFilterSchema.parse(rawQuery)
  const [page, categories] = await Promise.all([listBlogPostsForAdmin(lng, ListQuerySchema.parse(rawQuery), filter), blogCategoryOptions(lng)])
  return { page, categories, filter: { status: filter.status ?? '', category: filter.category ? String(filter.category) : '' } }
}
