import { defineContentType } from '../content-kit/content-type'
import { text } from '../content-kit/translatable-form'
import { MAX_MARKDOWN_CHARS } from './markdown'

/** Content pages (about, legal …): the translatable attributes, the admin screen, the export (docs/decisions/028). */
export const CONTENT_PAGE_CONTENT = defineContentType({
  kind: 'contentPage',
  table: 'content_pages',
  key: 'key',
  label: 'title',
  order: 'key',
  texts: {
    title: text({ max: 200, label: 'pageTitle' }),
    body: text({ max: MAX_MARKDOWN_CHARS, rows: 18, hint: 'bodyHint' }),
  },
  admin: { path: '/admin/pages', texts: 'pagesAdmin', roles: ['admin', 'editor'] },
  transfer: { key: ['key'], order: ['key'] },
})
