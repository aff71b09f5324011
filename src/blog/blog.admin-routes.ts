import { Router } from 'express'
import { z } from 'zod'
import { bulkDelete, createAndEditRoutes } from '../content-kit/admin-routes'
import { MAX_MARKDOWN_CHARS } from '../content/markdown'
import { ConflictError, ValidationError } from '../lib/errors'
import { fieldErrors } from '../lib/forms'
import {
  BlogCategoryFormSchema,
  blogPostFormSchemaFor,
  CategoryInUseError,
  createBlogCategory,
  createBlogPost,
  deleteBlogCategories,
  deleteBlogPosts,
  previewMarkdown,
  updateBlogCategory,
  updateBlogPost,
} from './blog.admin.server'
import { requireRole } from '../lib/require-role'
import { BLOG_CATEGORY_CONTENT, BLOG_POST_CONTENT } from './blog.content'

const PreviewSchema = z.object({ markdown: z.string({ error: 'required' }).max(MAX_MARKDOWN_CHARS, { error: 'tooLong' }) })

/** Staff writes for blog posts and categories (the pages under /admin/blog are Vike's). Guarded in app.ts. */
export function adminRoutes(): Router {
  const router = Router()
  router.use(createAndEditRoutes({ content: BLOG_POST_CONTENT, schema: blogPostFormSchemaFor, create: createBlogPost, update: updateBlogPost }))
  router.post('/api/admin/blog/posts/bulk-delete', requireRole(...BLOG_POST_CONTENT.admin.roles), bulkDelete((ids) => deleteBlogPosts(ids)))

  /** The HTML a public page would show for this Markdown: the preview of the post and content-page editors. */
  router.post('/api/admin/blog/preview', requireRole(...BLOG_POST_CONTENT.admin.roles), (req, res) => {
    const parsed = PreviewSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error, req.t))
    res.set('Cache-Control', 'private, no-store').json(previewMarkdown(parsed.data.markdown))
  })

  router.use(createAndEditRoutes({ content: BLOG_CATEGORY_CONTENT, schema: BlogCategoryFormSchema, create: createBlogCategory, update: updateBlogCategory }))
  router.post(
    '/api/admin/blog/categories/bulk-delete',
    requireRole(...BLOG_CATEGORY_CONTENT.admin.roles),
    bulkDelete(async (ids, req) => {
      try {
        return await deleteBlogCategories(ids)
      } catch (error) {
        if (error instanceof CategoryInUseError) throw new ConflictError('Blog category in use', req.t('admin:blogAdmin.categories.inUse', { names: error.names.join(', ') }))
        throw error
      }
    }),
  )
  return router
}
