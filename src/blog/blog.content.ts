import { defineContentType } from '../content-kit/content-type'
import { text } from '../content-kit/translatable-form'
import { MAX_MARKDOWN_CHARS } from '../content/markdown'

/** Blog posts: the translatable attributes, the admin screen, the export (docs/decisions/028). */
export const BLOG_POST_CONTENT = defineContentType({
  kind: 'blogPost',
  table: 'blog_posts',
  key: 'id',
  label: 'title',
  order: 'id',
  texts: {
    title: text({ max: 200, label: 'titleField' }),
    excerpt: text({ max: 1000, required: false, rows: 3 }),
    body: text({ max: MAX_MARKDOWN_CHARS, rows: 14, hint: 'bodyHint' }),
  },
  admin: { path: '/admin/blog/posts', texts: 'blogAdmin.posts', roles: ['admin', 'editor'] },
  transfer: { key: ['slug'], refs: [{ column: 'categoryId', as: 'category', table: 'blog_categories', via: 'slug' }], order: ['id'] },
})

/** Blog categories. */
export const BLOG_CATEGORY_CONTENT = defineContentType({
  kind: 'blogCategory',
  table: 'blog_categories',
  key: 'id',
  label: 'name',
  order: 'sortOrder',
  texts: {
    name: text({ max: 120 }),
    description: text({ max: 1000, required: false, rows: 3 }),
  },
  admin: { path: '/admin/blog/categories', texts: 'blogAdmin.categories', roles: ['admin', 'editor'] },
  transfer: { key: ['slug'], order: ['sortOrder', 'id'] },
})
