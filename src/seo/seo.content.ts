import { defineContentType } from '../content-kit/content-type'
import { lines, text } from '../content-kit/translatable-form'

/**
 * SEO records per page key: the translatable attributes, the admin screen, the export
 * (docs/decisions/028). Each attribute is its own column holding a map per language.
 */
export const SEO_CONTENT = defineContentType({
  kind: 'seo',
  table: 'seo_records',
  key: 'pageKey',
  label: 'pageKey',
  order: 'pageKey',
  perLanguageColumns: true,
  texts: {
    title: text({ max: 120, label: 'pageTitle', hint: 'titleHint' }),
    description: text({ max: 320, required: false, rows: 3, hint: 'descriptionHint' }),
    keywords: lines({ max: 1000, separator: ',', unique: true, itemMax: 80, maxItems: 30, problem: 'keywords', hint: 'keywordsHint' }),
  },
  admin: { path: '/admin/seo', texts: 'seoAdmin', roles: ['admin', 'editor'] },
  transfer: { key: ['pageKey'], order: ['pageKey'] },
})
