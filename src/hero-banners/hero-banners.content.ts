import { defineContentType } from '../content-kit/content-type'
import { text } from '../content-kit/translatable-form'

/** Home hero banners: the translatable attributes, the admin screen, the export (docs/decisions/028). */
export const HERO_BANNER_CONTENT = defineContentType({
  kind: 'heroBanner',
  table: 'hero_banners',
  key: 'id',
  label: 'title',
  order: 'sortOrder',
  texts: {
    title: text({ max: 200, label: 'titleField' }),
    subtitle: text({ max: 400, required: false }),
    buttonText: text({ max: 80, required: false }),
  },
  admin: { path: '/admin/hero-banners', texts: 'bannersAdmin', roles: ['admin', 'editor'] },
  // Nothing references a banner: the file replaces them all.
  transfer: { order: ['sortOrder', 'id'] },
})
