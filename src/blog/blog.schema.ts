import { z } from 'zod'

/** SPEC §2 blog list: nine posts a page. */
export const BLOG_PAGE_SIZE = 9
export const RELATED_POSTS = 3
export const FEED_SIZE = 20
export const FEED_PATH = '/blog/rss.xml'

export const BlogSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,159}$/)

/** ?page of the blog lists: a missing page is page 1; anything else must be a sensible page number. */
export const PageNumberSchema = z.coerce.number().int().min(1).max(10_000).default(1)

export const BlogListQuerySchema = z.object({
  page: PageNumberSchema,
  category: BlogSlugSchema.optional(),
})

export const BlogCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Published posts in the category. */
  postCount: z.number().int(),
})
export type BlogCategory = z.infer<typeof BlogCategorySchema>

export const BlogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  authorName: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  readingMinutes: z.number().int().positive(),
})
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>

export const BlogPostSchema = BlogPostSummarySchema.extend({
  /** The Markdown body rendered to safe HTML. */
  html: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
})
export type BlogPost = z.infer<typeof BlogPostSchema>

export const BlogPostPageSchema = z.object({
  posts: z.array(BlogPostSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
})
export type BlogPostPage = z.infer<typeof BlogPostPageSchema>
